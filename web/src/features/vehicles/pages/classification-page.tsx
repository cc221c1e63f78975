import { Form, Input, InputNumber, Select, Tabs, Tag } from 'antd';
import { CLASSIFICATION_LEVELS, SORT_NO_MAX, VEHICLE_CODE_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH, type ClassificationLevel } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { ClassificationSelect, codeLabel } from '../../../shared/vehicle-filters';
import { CrudPage } from '../components/crud-page';
import { LocalizedCodeList } from '../components/localized-code-list';

interface ClassificationFilters extends FilterValues {
  level?: ClassificationLevel;
  parentCode?: string;
}

interface ClassificationForm {
  classificationCode: string;
  classificationName: string;
  parentCode?: string | null;
  sortNo: number;
}

/** After-sale types and their sub-sale types: the two type fields of a series (ADR 0015). */
function ClassificationList() {
  const { t } = useText();
  const levelOptions = CLASSIFICATION_LEVELS.map((level) => ({ value: level, label: t(`vehicles.classification.level.${level}`) }));
  return (
    <CrudPage<'classification', ClassificationForm, ClassificationFilters>
      resource="classification"
      title={t('vehicles.classification.listTitle')}
      testId="classification"
      filters={(search) => (
        <FilterBar<ClassificationFilters> keyword={{ placeholder: t('vehicles.filter.codeOrName') }} onSearch={search}>
          <Form.Item name="level" label={t('vehicles.classification.levelLabel')}>
            <Select allowClear style={{ width: 150 }} placeholder={t('vehicles.filter.all')} options={levelOptions} data-testid="filter-level" />
          </Form.Item>
          <Form.Item name="parentCode" label={t('vehicles.field.afterSaleType')}>
            <ClassificationSelect level="afterSale" placeholder={t('vehicles.filter.all')} data-testid="filter-parent" />
          </Form.Item>
        </FilterBar>
      )}
      columns={[
        { title: t('vehicles.classification.code'), dataIndex: 'classificationCode', key: 'classificationCode', width: 150 },
        { title: t('vehicles.classification.name'), dataIndex: 'classificationName', key: 'classificationName', width: 200 },
        {
          title: t('vehicles.classification.levelLabel'),
          key: 'level',
          width: 120,
          render: (_, c) => <Tag color={c.level === 'afterSale' ? 'blue' : 'default'}>{t(`vehicles.classification.level.${c.level}`)}</Tag>,
        },
        { title: t('vehicles.field.afterSaleType'), key: 'parent', width: 200, render: (_, c) => (c.parentCode ? codeLabel(c.parentCode, c.parentName) : '') },
        { title: t('vehicles.field.sortNo'), dataIndex: 'sortNo', key: 'sortNo', width: 90 },
      ]}
      actionsWidth={180}
      deleteName={(c) => `${c.classificationCode} ${c.classificationName}`}
      form={{
        addTitle: t('vehicles.classification.add'),
        editTitle: t('vehicles.classification.edit'),
        width: 520,
        values: (c) => (c ? { ...c } : { sortNo: 0 }),
        create: (v) => ({ classificationCode: v.classificationCode, classificationName: v.classificationName, parentCode: v.parentCode ?? null, sortNo: v.sortNo }),
        update: (v) => ({ classificationName: v.classificationName, sortNo: v.sortNo }),
        fields: (record) => (
          <>
            <Form.Item name="classificationCode" label={t('vehicles.classification.code')} required={!record}>
              <Input maxLength={VEHICLE_CODE_MAX_LENGTH} disabled={record !== null} data-testid="classification-code" />
            </Form.Item>
            <Form.Item name="classificationName" label={t('vehicles.classification.name')} required>
              <Input maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid="classification-name" />
            </Form.Item>
            <Form.Item name="parentCode" label={t('vehicles.classification.parent')} extra={record ? undefined : t('vehicles.classification.parentHint')}>
              <ClassificationSelect level="afterSale" placeholder={t('vehicles.classification.noParent')} style={{ width: '100%' }} disabled={record !== null} data-testid="classification-parent" />
            </Form.Item>
            <Form.Item name="sortNo" label={t('vehicles.field.sortNo')}>
              <InputNumber min={0} max={SORT_NO_MAX} precision={0} style={{ width: 140 }} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}

/** /vehicleClassificationSettings: after-sale and sub-sale types, and the vehicle kinds of models. */
export function ClassificationPage() {
  const { t } = useText();
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'classification', label: t('vehicles.classification.tab'), children: <ClassificationList /> },
        { key: 'kind', label: t('vehicles.kind.tab'), children: <LocalizedCodeList kind="kind" title={t('vehicles.kind.pageTitle')} testId="kind" /> },
      ]}
    />
  );
}
