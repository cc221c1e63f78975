import { Form, Input } from 'antd';
import { ENABLED_STATE, VEHICLE_CODE_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { codeLabel, ModelSelect, ValueField, ValueSelect, ValueTag } from '../../../shared/vehicle-filters';
import { BrandSeriesFields } from '../components/brand-series-fields';
import { CrudPage } from '../components/crud-page';
import { REMARK_MAX_LENGTH } from '../components/limits';
import { StateSwitchButton } from '../components/row-actions';
import type { VehiclePageVariant } from '../components/variant';

interface ConfigFilters extends FilterValues {
  brandCode?: string;
  seriesCode?: string;
  modelCode?: string;
  state?: number;
}

interface ConfigForm {
  modelCode: string;
  configCode: string;
  configName: string;
  state: number;
  remark?: string | null;
}

/**
 * /vehicleModelConf and /EpcConfig share the model configurations: brand / series / model / state
 * filters, add / edit / delete; the EPC variant enables and disables them (state 0/1).
 */
export function ModelConfigPage({ variant }: { variant: VehiclePageVariant }) {
  const { t } = useText();
  const epc = variant === 'epc';
  return (
    <CrudPage<'modelConfig', ConfigForm, ConfigFilters>
      resource="modelConfig"
      title={t(epc ? 'vehicles.config.epcPageTitle' : 'vehicles.config.pageTitle')}
      testId="config"
      filters={(search) => (
        <FilterBar<ConfigFilters> keyword={{ placeholder: t('vehicles.filter.codeOrName') }} onSearch={search}>
          <BrandSeriesFields withModel />
          <ValueField name="state" label={t('vehicles.field.state')} set="state" testId="filter-state" />
        </FilterBar>
      )}
      columns={[
        { title: t('vehicles.config.configCode'), dataIndex: 'configCode', key: 'configCode', width: 150 },
        { title: t('vehicles.config.configName'), dataIndex: 'configName', key: 'configName', width: 200 },
        { title: t('vehicles.field.model'), key: 'model', width: 220, render: (_, c) => codeLabel(c.modelCode, c.modelName) },
        { title: t('vehicles.field.seriesCode'), dataIndex: 'seriesCode', key: 'seriesCode', width: 110 },
        { title: t('vehicles.field.brand'), dataIndex: 'brandCode', key: 'brandCode', width: 80 },
        { title: t('vehicles.field.state'), key: 'state', width: 90, render: (_, c) => <ValueTag set="state" value={c.state} /> },
        { title: t('vehicles.field.remark'), dataIndex: 'remark', key: 'remark', width: 200, ellipsis: true },
      ]}
      actionsWidth={epc ? 260 : 180}
      rowActions={epc ? (c) => <StateSwitchButton resource="modelConfig" row={c} name={`${c.configCode} ${c.configName}`} /> : undefined}
      deleteName={(c) => `${c.configCode} ${c.configName}`}
      form={{
        addTitle: t('vehicles.config.add'),
        editTitle: t('vehicles.config.edit'),
        width: 560,
        values: (c) => (c ? { ...c } : { state: ENABLED_STATE.enabled }),
        create: (v) => ({ modelCode: v.modelCode, configCode: v.configCode, configName: v.configName, state: v.state, remark: v.remark ?? null }),
        update: (v) => ({ configName: v.configName, remark: v.remark ?? null }),
        fields: (record) => (
          <>
            <Form.Item name="modelCode" label={t('vehicles.field.model')} required={!record}>
              <ModelSelect allowClear={false} style={{ width: '100%' }} disabled={record !== null} data-testid="config-model" />
            </Form.Item>
            <Form.Item name="configCode" label={t('vehicles.config.configCode')} required={!record}>
              <Input maxLength={VEHICLE_CODE_MAX_LENGTH} disabled={record !== null} data-testid="config-code" />
            </Form.Item>
            <Form.Item name="configName" label={t('vehicles.config.configName')} required>
              <Input maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid="config-name" />
            </Form.Item>
            {!record && (
              <Form.Item name="state" label={t('vehicles.field.state')} required>
                <ValueSelect set="state" allowClear={false} style={{ width: '100%' }} />
              </Form.Item>
            )}
            <Form.Item name="remark" label={t('vehicles.field.remark')}>
              <Input.TextArea maxLength={REMARK_MAX_LENGTH} rows={3} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}

/** /vehicleModelConf. */
export function VehicleModelConfPage() {
  return <ModelConfigPage variant="vehicle" />;
}

/** /EpcConfig. */
export function EpcConfigPage() {
  return <ModelConfigPage variant="epc" />;
}
