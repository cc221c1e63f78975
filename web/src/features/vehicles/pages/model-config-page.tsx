import { ENABLED_STATE, modelConfigsResource } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ResourcePage } from '../../../shared/resource';
import { codeLabel, ModelSelect, ValueTag, vehicleListsChangedBy } from '../../../shared/vehicle-filters';
import { BRAND_SERIES_FILTERS } from '../components/brand-series-fields';
import { StateSwitchButton } from '../components/row-actions';
import type { VehiclePageVariant } from '../components/variant';

const NEW_CONFIG = { state: ENABLED_STATE.enabled };

/**
 * /vehicleModelConf and /EpcConfig share the model configurations: brand / series / model / state
 * filters, add / edit / delete; the EPC variant enables and disables them (state 0/1).
 */
export function ModelConfigPage({ variant }: { variant: VehiclePageVariant }) {
  const { t } = useText();
  const epc = variant === 'epc';
  return (
    <ResourcePage
      resource={modelConfigsResource}
      title={epc ? t('vehicles.config.epcPageTitle') : undefined}
      testId="config"
      invalidates={vehicleListsChangedBy('modelConfig')}
      dialogWidth={560}
      newValues={NEW_CONFIG}
      cells={{ modelCode: (c) => codeLabel(c.modelCode, c.modelName), state: (c) => <ValueTag set="state" value={c.state} /> }}
      filterInputs={BRAND_SERIES_FILTERS}
      inputs={{ modelCode: (record) => <ModelSelect allowClear={false} style={{ width: '100%' }} disabled={record !== null} data-testid="config-model" /> }}
      rowActions={epc ? (c) => <StateSwitchButton resource="modelConfig" row={c} name={`${c.configCode} ${c.configName}`} /> : undefined}
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
