import { moduleSettingsResource } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ResourcePage } from '../../../shared/resource';
import { codeLabel, SeriesSelect } from '../../../shared/vehicle-filters';
import { BRAND_SERIES_FILTERS } from '../components/brand-series-fields';
import { YesNoTag } from '../components/yes-no';

const NEW_SETTING = { enabled: true };

/** /moduleSettings: which data-source modules (spec section 3: wsm, diagnose, epc …) a series has; no row means off. */
export function ModuleSettingPage() {
  const { t } = useText();
  return (
    <ResourcePage
      resource={moduleSettingsResource}
      newValues={NEW_SETTING}
      cells={{
        seriesCode: (m) => codeLabel(m.seriesCode, m.seriesName),
        moduleType: (m) => `${t(`vehicles.module.${m.moduleType}`)} (${m.moduleType})`,
        enabled: (m) => <YesNoTag value={m.enabled} />,
      }}
      filterInputs={BRAND_SERIES_FILTERS}
      inputs={{ seriesCode: (record) => <SeriesSelect allowClear={false} style={{ width: '100%' }} disabled={record !== null} data-testid="module-series" /> }}
      deleteName={(m) => `${m.seriesCode} ${t(`vehicles.module.${m.moduleType}`)}`}
    />
  );
}
