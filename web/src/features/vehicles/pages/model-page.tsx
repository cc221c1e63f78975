import dayjs from 'dayjs';
import { ENABLED_STATE, MODEL_VISIBILITY, modelsResource } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ResourcePage } from '../../../shared/resource';
import { codeLabel, KindSelect, ModelFilter, SeriesSelect, ValueField, ValueSelect, ValueTag, vehicleListsChangedBy } from '../../../shared/vehicle-filters';
import { PublishButton, StateSwitchButton, VisibilityMenu } from '../components/row-actions';
import type { VehiclePageVariant } from '../components/variant';

const NEW_MODEL = { visible: MODEL_VISIBILITY.pending, state: ENABLED_STATE.enabled };
const WIDE = { width: '100%' };

/**
 * /vehicleModel and /EpcModel share the models: the Model filter and visibility, add / edit /
 * delete, publish and cancel publish, visibility (invisible, visible, pending); the EPC variant
 * enables and disables models (state 0/1) and filters by state.
 */
export function ModelPage({ variant }: { variant: VehiclePageVariant }) {
  const { t } = useText();
  const epc = variant === 'epc';
  return (
    <ResourcePage
      resource={modelsResource}
      title={epc ? t('vehicles.model.epcPageTitle') : undefined}
      invalidates={vehicleListsChangedBy('model')}
      dialogWidth={680}
      dialogColumns={2}
      newValues={NEW_MODEL}
      filterBar={(search) => (
        <ModelFilter onSearch={search}>
          <ValueField name="visible" label={t('vehicles.model.visibility')} set="visibility" testId="filter-visibility" />
          {epc && <ValueField name="state" label={t('vehicles.field.state')} set="state" testId="filter-state" />}
        </ModelFilter>
      )}
      inputs={{
        seriesCode: (record) => <SeriesSelect allowClear={false} style={WIDE} disabled={record !== null} data-testid="model-series" />,
        kindCode: () => <KindSelect style={WIDE} data-testid="model-kind" />,
        // Visibility and state have their own routes once the model exists.
        visible: (record) => <ValueSelect set="visibility" allowClear={false} style={WIDE} disabled={record !== null} data-testid="model-visible" />,
        state: (record) => <ValueSelect set="state" allowClear={false} style={WIDE} disabled={record !== null} data-testid="model-state" />,
      }}
      cells={{
        pubState: (m) => <ValueTag set="publish" value={m.pubState} />,
        visible: (m) => <ValueTag set="visibility" value={m.visible} />,
        state: (m) => <ValueTag set="state" value={m.state} />,
        brandCode: (m) => codeLabel(m.brandCode, m.brandName),
        seriesCode: (m) => codeLabel(m.seriesCode, m.seriesName),
        createdAt: (m) => dayjs(m.createdAt).format('YYYY-MM-DD HH:mm'),
      }}
      actionsWidth={epc ? 440 : 370}
      rowActions={(m) => (
        <>
          <PublishButton model={m} />
          <VisibilityMenu model={m} />
          {epc && <StateSwitchButton resource="model" row={m} name={`${m.modelCode} ${m.modelName}`} />}
        </>
      )}
      deleteName={(m) => `${m.modelCode} ${m.modelName}`}
    />
  );
}

/** /vehicleModel. */
export function VehicleModelPage() {
  return <ModelPage variant="vehicle" />;
}

/** /EpcModel. */
export function EpcModelPage() {
  return <ModelPage variant="epc" />;
}
