import { Input } from 'antd';
import dayjs from 'dayjs';
import { VIN_SHIELD_REMARK_MAX_LENGTH, vinShieldsResource } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ResourcePage } from '../../../shared/resource';
import { VinInput, vehicleListsChangedBy } from '../../../shared/vehicle-filters';
import '../vehicles.css';

/** /EpcVinDisabled: the VIN shield — VINs the parts catalogue refuses (the VIN query reports them as shielded). */
export function VinShieldPage() {
  const { t } = useText();
  return (
    <ResourcePage
      resource={vinShieldsResource}
      // The VIN query answers "shielded" and the registry shows it.
      invalidates={vehicleListsChangedBy('vinShield')}
      dialogWidth={600}
      extraColumns={[
        { title: t('vehicles.field.vin'), dataIndex: 'vin', key: 'vin', width: 200, className: 'tis-vin-cell' },
        { title: t('vehicles.field.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
        { title: t('vehicles.vinShield.createdAt'), key: 'createdAt', width: 160, render: (_, s) => dayjs(s.createdAt).format('YYYY-MM-DD HH:mm') },
      ]}
      filterInputs={{ vin: <VinInput mode="prefix" style={{ width: 240 }} data-testid="filter-vin" /> }}
      inputs={{
        vin: (record) => <VinInput lookup={record === null} disabled={record !== null} style={{ width: '100%' }} data-testid="shield-vin" />,
        remark: () => <Input.TextArea maxLength={VIN_SHIELD_REMARK_MAX_LENGTH} rows={3} data-testid="shield-remark" />,
      }}
    />
  );
}
