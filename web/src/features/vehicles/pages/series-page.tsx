import { Form, Tabs, Tag } from 'antd';
import { ENABLED_STATE, HISTORY_STATE, MAX_PAGE_SIZE, seriesDirectoriesResource, seriesResource, type SeriesView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { resourceEndpoints, ResourcePage } from '../../../shared/resource';
import {
  BrandSelect,
  CarTypeSelect,
  ClassificationSelect,
  codeLabel,
  EnergySelect,
  SeriesFilter,
  SeriesSelect,
  useClearOnChange,
  ValueField,
  ValueTag,
  type CodeSelectProps,
  vehicleListsChangedBy,
} from '../../../shared/vehicle-filters';
import { BRAND_SERIES_FILTERS } from '../components/brand-series-fields';
import type { VehiclePageVariant } from '../components/variant';

const NEW_SERIES = { state: ENABLED_STATE.enabled, historyState: HISTORY_STATE.current, visible: 1 };
const WIDE = { width: '100%' };

/** The after-sale type of a series; a change clears the sub-sale type (a sub-sale type belongs to one after-sale type). */
function AfterSaleInput({ onChange, ...props }: CodeSelectProps) {
  const clearSubSale = useClearOnChange('subSaleType');
  const change: CodeSelectProps['onChange'] = (value, option) => {
    onChange?.(value, option);
    clearSubSale();
  };
  return <ClassificationSelect {...props} level="afterSale" allowClear={false} style={WIDE} onChange={change} data-testid="series-after-sale" />;
}

function SubSaleInput(props: CodeSelectProps) {
  const afterSaleType = Form.useWatch<string | undefined>('afterSaleType');
  return <ClassificationSelect {...props} level="subSale" parentCode={afterSaleType} style={WIDE} data-testid="series-sub-sale" />;
}

/** The series list of /vehicleSeries and /EPCSeries: the Series filter and visibility, add / edit / delete; the EPC variant shows EPC name and directory. */
function SeriesList({ variant }: { variant: VehiclePageVariant }) {
  const { t } = useText();
  const epc = variant === 'epc';
  return (
    <ResourcePage
      resource={seriesResource}
      title={epc ? t('vehicles.series.epcPageTitle') : undefined}
      invalidates={vehicleListsChangedBy('series')}
      dialogWidth={720}
      dialogColumns={2}
      newValues={NEW_SERIES}
      filterBar={(search) => (
        <SeriesFilter onSearch={search}>
          <ValueField name="visible" label={t('vehicles.field.visible')} set="seriesVisible" testId="filter-visible" />
        </SeriesFilter>
      )}
      inputs={{
        brandCode: (record) => <BrandSelect allowClear={false} style={WIDE} disabled={record !== null} data-testid="series-brand" />,
        afterSaleType: () => <AfterSaleInput />,
        subSaleType: () => <SubSaleInput />,
        energyType: () => <EnergySelect style={WIDE} />,
        carType: () => <CarTypeSelect style={WIDE} />,
      }}
      cells={{
        brandCode: (s) => codeLabel(s.brandCode, s.brandName),
        afterSaleType: (s) => s.afterSaleTypeName ?? s.afterSaleType,
        subSaleType: (s) => s.subSaleTypeName ?? s.subSaleType,
        energyType: (s) => s.energyName ?? s.energyType,
        carType: (s) => s.carTypeName ?? s.carType,
        state: (s) => <ValueTag set="state" value={s.state} />,
        historyState: (s) => <ValueTag set="history" value={s.historyState} />,
        visible: (s) => <ValueTag set="seriesVisible" value={s.visible} />,
      }}
      extraColumns={
        epc
          ? [
              { title: t('vehicles.series.epcName'), dataIndex: 'epcName', key: 'epcName', width: 140 },
              {
                title: t('vehicles.directory.title'),
                key: 'hasDirectory',
                width: 110,
                render: (_: unknown, s: SeriesView) => <Tag color={s.hasDirectory ? 'green' : 'default'}>{t(s.hasDirectory ? 'vehicles.directory.has' : 'vehicles.directory.none')}</Tag>,
              },
            ]
          : []
      }
      deleteName={(s) => `${s.seriesCode} ${s.seriesName}`}
    />
  );
}

/**
 * The series a new directory may be for: those without one yet (the server refuses a second one
 * with "series already has a directory"; this only spares the user the round trip).
 */
function NewDirectorySeriesSelect(props: CodeSelectProps) {
  const { data } = resourceEndpoints(seriesDirectoriesResource).useList({ pageNo: 1, pageSize: MAX_PAGE_SIZE });
  const taken = new Set((data?.list ?? []).map((d) => d.seriesCode));
  return <SeriesSelect {...props} omit={taken} allowClear={false} style={WIDE} data-testid="directory-series" />;
}

/** The EPC directories of the series (/EPCSeries): one per series ("series already has a directory"). */
function DirectoryList() {
  return (
    <ResourcePage
      resource={seriesDirectoriesResource}
      testId="directory"
      invalidates={vehicleListsChangedBy('seriesDirectory')}
      dialogWidth={560}
      filterInputs={BRAND_SERIES_FILTERS}
      inputs={{ seriesCode: (record) => (record ? <SeriesSelect allowClear={false} style={WIDE} disabled data-testid="directory-series" /> : <NewDirectorySeriesSelect />) }}
      cells={{ seriesCode: (d) => codeLabel(d.seriesCode, d.seriesName) }}
      deleteName={(d) => `${d.seriesCode} ${d.directoryName}`}
    />
  );
}

/** /vehicleSeries and /EPCSeries share the series; the EPC variant also keeps each series' EPC directory. */
export function SeriesPage({ variant }: { variant: VehiclePageVariant }) {
  const { t } = useText();
  if (variant === 'vehicle') return <SeriesList variant="vehicle" />;
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'series', label: t('vehicles.series.tab'), children: <SeriesList variant="epc" /> },
        { key: 'directory', label: t('vehicles.directory.tab'), children: <DirectoryList /> },
      ]}
    />
  );
}

/** /vehicleSeries. */
export function VehicleSeriesPage() {
  return <SeriesPage variant="vehicle" />;
}

/** /EPCSeries. */
export function EpcSeriesPage() {
  return <SeriesPage variant="epc" />;
}
