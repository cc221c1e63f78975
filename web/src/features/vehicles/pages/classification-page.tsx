import { Form, InputNumber, Select, Tabs, Tag } from 'antd';
import { CLASSIFICATION_LEVELS, kindsResource, SORT_NO_MAX } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ClassificationSelect, codeLabel } from '../../../shared/vehicle-filters';
import { LocalizedCodeList } from '../components/localized-code-list';
import { LocalizedResourcePage } from '../components/localized-resource-page';

/** A classification's parent (fixed once created) and sort number (the same in each language). */
interface ClassificationExtra {
  parentCode?: string | null;
  sortNo: number;
}

/** After-sale types and their sub-sale types in each language: the two type fields of a series (ADR 0015). */
function ClassificationList() {
  const { t } = useText();
  const levelOptions = CLASSIFICATION_LEVELS.map((level) => ({ value: level, label: t(`vehicles.classification.level.${level}`) }));
  return (
    <LocalizedCodeList<'classification', ClassificationExtra>
      kind="classification"
      title={t('vehicles.classification.listTitle')}
      testId="classification"
      extra={{
        filters: (
          <>
            <Form.Item name="level" label={t('vehicles.classification.levelLabel')}>
              <Select allowClear style={{ width: 150 }} placeholder={t('vehicles.filter.all')} options={levelOptions} data-testid="filter-level" />
            </Form.Item>
            <Form.Item name="parentCode" label={t('vehicles.field.afterSaleType')}>
              <ClassificationSelect level="afterSale" placeholder={t('vehicles.filter.all')} data-testid="filter-parent" />
            </Form.Item>
          </>
        ),
        columns: [
          {
            title: t('vehicles.classification.levelLabel'),
            key: 'level',
            width: 120,
            render: (_, c) => <Tag color={c.level === 'afterSale' ? 'blue' : 'default'}>{t(`vehicles.classification.level.${c.level}`)}</Tag>,
          },
          { title: t('vehicles.field.afterSaleType'), key: 'parent', width: 200, render: (_, c) => (c.parentCode ? codeLabel(c.parentCode, c.parentName) : '') },
          { title: t('vehicles.field.sortNo'), dataIndex: 'sortNo', key: 'sortNo', width: 90 },
        ],
        values: (c) => (c ? { parentCode: c.parentCode, sortNo: c.sortNo } : { sortNo: 0 }),
        create: (v) => ({ parentCode: v.parentCode ?? null, sortNo: v.sortNo }),
        update: (v) => ({ sortNo: v.sortNo }),
        fields: (record) => (
          <>
            <Form.Item name="parentCode" label={t('vehicles.classification.parent')} extra={record ? undefined : t('vehicles.classification.parentHint')}>
              <ClassificationSelect level="afterSale" placeholder={t('vehicles.classification.noParent')} style={{ width: '100%' }} disabled={record !== null} data-testid="classification-parent" />
            </Form.Item>
            <Form.Item name="sortNo" label={t('vehicles.field.sortNo')} extra={t('vehicles.classification.sortNoHint')}>
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
        { key: 'kind', label: t('vehicles.kind.tab'), children: <LocalizedResourcePage resource={kindsResource} shownIn="model" /> },
      ]}
    />
  );
}
