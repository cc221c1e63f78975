import { Select } from 'antd';
import { departmentsResource } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ResourcePage, useResourceOptions } from '../../../shared/resource';

/** /BaseinfoUserDepart: departments, each optionally below a parent department, with the users who approve their documents. */
export function DepartmentPage() {
  const { t } = useText();
  const { data: all = [] } = useResourceOptions(departmentsResource);
  const options = all.map((d) => ({ value: d.departmentCode, label: `${d.departmentName} (${d.departmentCode})` }));
  return (
    <ResourcePage
      resource={departmentsResource}
      invalidates={[{ type: 'Resource', id: 'agency' }]}
      extraColumns={[
        { title: t('organisation.department.parent'), key: 'parent', width: 240, render: (_, d) => d.parentName ?? d.parentCode },
        { title: t('organisation.department.approvers'), key: 'approvers', ellipsis: true, render: (_, d) => d.approvers.join(', ') },
      ]}
      inputs={{
        // A department cannot be its own parent (the server also refuses its sub-departments).
        parentCode: (record) => (
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={record ? options.filter((o) => o.value !== record.departmentCode) : options} data-testid="department-parent" />
        ),
      }}
      filterInputs={{
        parentCode: <Select allowClear showSearch={{ optionFilterProp: 'label' }} style={{ width: 240 }} placeholder={t('organisation.common.all')} options={options} data-testid="department-parent-filter" />,
      }}
    />
  );
}
