import { Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { VinInput } from '../../../shared/vehicle-filters';
import { CrudPage } from '../components/crud-page';
import '../vehicles.css';
import { REMARK_MAX_LENGTH } from '../components/limits';

interface ShieldFilters extends FilterValues {
  vin?: string;
}

interface ShieldForm {
  vin: string;
  remark?: string | null;
}

/** /EpcVinDisabled: the VIN shield — VINs the parts catalogue refuses (the VIN query reports them as shielded). */
export function VinShieldPage() {
  const { t } = useText();
  return (
    <CrudPage<'vinShield', ShieldForm, ShieldFilters>
      resource="vinShield"
      title={t('vehicles.vinShield.pageTitle')}
      testId="vin-shield"
      filters={(search) => (
        <FilterBar<ShieldFilters> keyword={false} onSearch={search}>
          <Form.Item name="vin" label={t('vehicles.vehicle.vinPrefix')}>
            <VinInput mode="prefix" style={{ width: 240 }} data-testid="filter-vin" />
          </Form.Item>
        </FilterBar>
      )}
      columns={[
        { title: t('vehicles.field.vin'), dataIndex: 'vin', key: 'vin', width: 200, className: 'tis-vin-cell' },
        { title: t('vehicles.field.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
        { title: t('vehicles.vinShield.createdAt'), key: 'createdAt', width: 160, render: (_, s) => dayjs(s.createdAt).format('YYYY-MM-DD HH:mm') },
      ]}
      deleteName={(s) => s.vin}
      form={{
        addTitle: t('vehicles.vinShield.add'),
        editTitle: t('vehicles.vinShield.edit'),
        width: 600,
        values: (s) => (s ? { vin: s.vin, remark: s.remark } : {}),
        create: (v) => ({ vin: v.vin, remark: v.remark ?? null }),
        update: (v) => ({ remark: v.remark ?? null }),
        fields: (record) => (
          <>
            <Form.Item name="vin" label={t('vehicles.field.vin')} required={!record} extra={record ? undefined : t('vehicles.vinShield.vinHint')}>
              <VinInput lookup={record === null} disabled={record !== null} style={{ width: '100%' }} data-testid="shield-vin" />
            </Form.Item>
            <Form.Item name="remark" label={t('vehicles.field.remark')}>
              <Input.TextArea maxLength={REMARK_MAX_LENGTH} rows={3} data-testid="shield-remark" />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
