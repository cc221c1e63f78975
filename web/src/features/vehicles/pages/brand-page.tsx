import { Select, Switch, Tag, type SelectProps } from 'antd';
import { BRAND_LOGIN_ENTRIES, brandsResource, type BrandLoginEntry } from '@tis/contracts';
import { vehicleListsChangedBy } from '../../../shared/vehicle-filters';
import { useText } from '../../../i18n/use-text';
import { ResourcePage } from '../../../shared/resource';

const ENTRY_OPTIONS = BRAND_LOGIN_ENTRIES.map((entry) => ({ value: entry, label: `/${entry}` }));
const NEW_BRAND = { brandType: 'brand', checkDigit: false, sortNo: 0, loginEntry: null } as const;

/** The login entry as a route; no entry (null, or the dialog's empty text) shows the empty select. */
function LoginEntrySelect({ value, ...props }: SelectProps<BrandLoginEntry | ''>) {
  return <Select allowClear options={ENTRY_OPTIONS} value={value || undefined} data-testid="brand-login-entry" {...props} />;
}

/** /vehicleBrand: the brands (spec section 1: sales brands, sister-brand tags, the group) with their login entry and VIN check digit. */
export function BrandPage() {
  const { t } = useText();
  return (
    <ResourcePage
      resource={brandsResource}
      // The brand lists of every filter, and the lists that name brands.
      invalidates={vehicleListsChangedBy('brand')}
      dialogWidth={560}
      newValues={NEW_BRAND}
      extraColumns={[
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
      inputs={{
        loginEntry: () => <LoginEntrySelect />,
        checkDigit: () => <Switch data-testid="brand-check-digit" />,
      }}
    />
  );
}
