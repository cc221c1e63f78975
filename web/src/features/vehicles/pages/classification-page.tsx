import { Tabs, Tag } from 'antd';
import { classificationsResource, kindsResource } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ClassificationSelect, codeLabel, type CodeSelectProps } from '../../../shared/vehicle-filters';
import { LocalizedResourcePage } from '../components/localized-resource-page';

const NEW_CLASSIFICATION = { sortNo: 0, parentCode: null };

/** The after-sale type a classification belongs to; none (null, or the dialog's empty text) shows the placeholder. */
function ParentSelect({ value, ...props }: CodeSelectProps) {
  return <ClassificationSelect level="afterSale" style={{ width: '100%' }} data-testid="classification-parent" value={value || undefined} {...props} />;
}

/** After-sale types and their sub-sale types in each language: the two type fields of a series (ADR 0015). */
function ClassificationList() {
  const { t } = useText();
  return (
    <LocalizedResourcePage
      resource={classificationsResource}
      newValues={NEW_CLASSIFICATION}
      extraColumns={[
        {
          title: t('vehicles.classification.levelLabel'),
          key: 'level',
          width: 120,
          render: (_, c) => <Tag color={c.level === 'afterSale' ? 'blue' : 'default'}>{t(`vehicles.classification.level.${c.level}`)}</Tag>,
        },
        { title: t('vehicles.field.afterSaleType'), key: 'parent', width: 200, render: (_, c) => (c.parentCode ? codeLabel(c.parentCode, c.parentName) : '') },
        { title: t('vehicles.field.sortNo'), dataIndex: 'sortNo', key: 'sortNo', width: 90 },
      ]}
      filterInputs={{
        parentCode: <ClassificationSelect level="afterSale" placeholder={t('vehicles.filter.all')} data-testid="filter-parent" />,
      }}
      inputs={{
        parentCode: (record) => <ParentSelect placeholder={t('vehicles.classification.noParent')} disabled={record !== null} />,
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
        { key: 'kind', label: t('vehicles.kind.tab'), children: <LocalizedResourcePage resource={kindsResource} /> },
      ]}
    />
  );
}
