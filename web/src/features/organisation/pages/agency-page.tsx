import { Select, Tag } from 'antd';
import { agenciesResource, agencyKindsResource, departmentsResource, type AgencyStatus, type AgencyView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import type { FilterValues } from '../../../shared/admin';
import { ResourcePage, useResourceOptions } from '../../../shared/resource';
import { AreaCascader, AreaPathFilter, fromPath, placeFilters, toPath } from '../components/area-cascader';

const STATUS_COLORS: Record<AgencyStatus, string> = { active: 'green', inactive: 'default' };

/** A new dealer is active. */
const NEW_DEALER = { status: 'active' } as const;

/** The dialog's place (`areaId`) is one cascader path: area, region, district. */
const editValues = (dealer: AgencyView) => ({ areaId: toPath(dealer.areaId, dealer.regionId, dealer.districtId) });
const bodyValues = (values: Record<string, unknown>) => ({ ...values, ...fromPath(values.areaId as string[] | undefined) });
/** The filter bar's place is the joined path. */
const queryValues = ({ areaId, ...values }: FilterValues) => ({ ...values, ...placeFilters(typeof areaId === 'string' ? areaId : undefined) });

/** /agency: dealers / service shops (spec section 3: code, name, country, region, zone, service department, status). */
export function AgencyPage() {
  const { t } = useText();
  const { data: kinds = [] } = useResourceOptions(agencyKindsResource);
  const { data: departments = [] } = useResourceOptions(departmentsResource);
  const kindOptions = kinds.map((k) => ({ value: k.kindCode, label: k.kindName }));
  return (
    <ResourcePage
      resource={agenciesResource}
      dialogWidth={760}
      dialogColumns={2}
      newValues={NEW_DEALER}
      editValues={editValues}
      bodyValues={bodyValues}
      queryValues={queryValues}
      // The cascader offers only paths of the tree (the server checks the path again).
      rules={{ areaId: [] }}
      cells={{
        kindCode: (dealer) => dealer.kindName ?? dealer.kindCode,
        serviceDepartment: (dealer) => dealer.serviceDepartmentName ?? dealer.serviceDepartment,
        status: (dealer) => <Tag color={STATUS_COLORS[dealer.status]}>{t(`organisation.agency.status.${dealer.status}`)}</Tag>,
      }}
      inputs={{
        kindCode: () => <Select options={kindOptions} data-testid="agency-kind" />,
        areaId: () => <AreaCascader placeholder={t('organisation.agency.placePlaceholder')} data-testid="agency-place" />,
        serviceDepartment: () => (
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={departments.map((d) => ({ value: d.departmentCode, label: d.departmentName }))} data-testid="agency-department" />
        ),
      }}
      filterInputs={{
        kindCode: <Select allowClear style={{ width: 180 }} placeholder={t('organisation.common.all')} options={kindOptions} />,
        areaId: <AreaPathFilter style={{ width: 240 }} placeholder={t('organisation.common.all')} data-testid="agency-filter-place" />,
      }}
    />
  );
}
