import { seriesSettingsResource } from '@tis/contracts';
import { ResourcePage } from '../../../shared/resource';
import { codeLabel, SeriesSelect } from '../../../shared/vehicle-filters';
import { BRAND_SERIES_FILTERS } from '../components/brand-series-fields';
import { YesNoTag } from '../components/yes-no';

const NEW_SETTING = { sortNo: 0, showOnHome: true, showOnManual: true };

/** /carSeriesSettings: per series the display order, image and whether the home and manual pages show it. */
export function SeriesSettingPage() {
  return (
    <ResourcePage
      resource={seriesSettingsResource}
      dialogWidth={560}
      newValues={NEW_SETTING}
      cells={{
        seriesCode: (s) => codeLabel(s.seriesCode, s.seriesName),
        showOnHome: (s) => <YesNoTag value={s.showOnHome} />,
        showOnManual: (s) => <YesNoTag value={s.showOnManual} />,
      }}
      filterInputs={BRAND_SERIES_FILTERS}
      inputs={{ seriesCode: (record) => <SeriesSelect allowClear={false} style={{ width: '100%' }} disabled={record !== null} data-testid="setting-series" /> }}
      deleteName={(s) => codeLabel(s.seriesCode, s.seriesName)}
    />
  );
}
