import { Form, Input, InputNumber, Select, Switch, Tag } from 'antd';
import { BRAND_CODE_MAX_LENGTH, BRAND_LOGIN_ENTRIES, BRAND_TYPES, SORT_NO_MAX, VEHICLE_NAME_MAX_LENGTH, type BrandLoginEntry, type BrandType } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { CrudPage } from '../components/crud-page';

interface BrandFilters extends FilterValues {
  brandType?: BrandType;
}

interface BrandForm {
  brandCode: string;
  brandName: string;
  brandType: BrandType;
  loginEntry?: BrandLoginEntry | null;
  checkDigit: boolean;
  sortNo: number;
}

/** /vehicleBrand: the brands (spec section 1: sales brands, sister-brand tags, the group) with their login entry and VIN check digit. */
export function BrandPage() {
  const { t } = useText();
  const typeOptions = BRAND_TYPES.map((type) => ({ value: type, label: t(`vehicles.brandType.${type}`) }));
  const entryOptions = BRAND_LOGIN_ENTRIES.map((entry) => ({ value: entry, label: `/${entry}` }));
  return (
    <CrudPage<'brand', BrandForm, BrandFilters>
      resource="brand"
      title={t('vehicles.brand.pageTitle')}
      testId="brand"
      filters={(search) => (
        <FilterBar<BrandFilters> keyword={{ placeholder: t('vehicles.filter.codeOrName') }} onSearch={search}>
          <Form.Item name="brandType" label={t('vehicles.brand.brandType')}>
            <Select allowClear style={{ width: 150 }} placeholder={t('vehicles.filter.all')} options={typeOptions} data-testid="filter-brand-type" />
          </Form.Item>
        </FilterBar>
      )}
      columns={[
        { title: t('vehicles.brand.brandCode'), dataIndex: 'brandCode', key: 'brandCode', width: 110 },
        { title: t('vehicles.brand.brandName'), dataIndex: 'brandName', key: 'brandName', width: 200 },
        { title: t('vehicles.brand.brandType'), key: 'brandType', width: 120, render: (_, b) => t(`vehicles.brandType.${b.brandType}`) },
        { title: t('vehicles.brand.loginEntry'), key: 'loginEntry', width: 110, render: (_, b) => (b.loginEntry ? `/${b.loginEntry}` : '') },
        {
          title: t('vehicles.brand.checkDigit'),
          key: 'checkDigit',
          width: 110,
          render: (_, b) => <Tag color={b.checkDigit ? 'blue' : 'default'}>{t(b.checkDigit ? 'vehicles.common.yes' : 'vehicles.common.no')}</Tag>,
        },
        { title: t('vehicles.field.sortNo'), dataIndex: 'sortNo', key: 'sortNo', width: 90 },
      ]}
      deleteName={(b) => `${b.brandCode} ${b.brandName}`}
      form={{
        addTitle: t('vehicles.brand.add'),
        editTitle: t('vehicles.brand.edit'),
        width: 560,
        values: (b) => (b ? { ...b } : { brandType: 'brand', checkDigit: false, sortNo: 0, loginEntry: null }),
        create: (v) => ({ ...v, loginEntry: v.loginEntry ?? null }),
        update: ({ brandName, brandType, loginEntry, checkDigit, sortNo }) => ({ brandName, brandType, loginEntry: loginEntry ?? null, checkDigit, sortNo }),
        fields: (record) => (
          <>
            <Form.Item name="brandCode" label={t('vehicles.brand.brandCode')} required={!record}>
              <Input maxLength={BRAND_CODE_MAX_LENGTH} disabled={record !== null} data-testid="brand-code" />
            </Form.Item>
            <Form.Item name="brandName" label={t('vehicles.brand.brandName')} required>
              <Input maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid="brand-name" />
            </Form.Item>
            <Form.Item name="brandType" label={t('vehicles.brand.brandType')} required>
              <Select options={typeOptions} data-testid="brand-type" />
            </Form.Item>
            <Form.Item name="loginEntry" label={t('vehicles.brand.loginEntry')}>
              <Select allowClear options={entryOptions} data-testid="brand-login-entry" />
            </Form.Item>
            <Form.Item name="checkDigit" label={t('vehicles.brand.checkDigit')} valuePropName="checked" extra={t('vehicles.brand.checkDigitHint')}>
              <Switch data-testid="brand-check-digit" />
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
