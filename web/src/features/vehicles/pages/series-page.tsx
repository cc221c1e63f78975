import { Col, Form, Input, Row, Tabs, Tag } from 'antd';
import { ENABLED_STATE, HISTORY_STATE, MAX_PAGE_SIZE, VEHICLE_CODE_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH, type SeriesView } from '@tis/contracts';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
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
  ValueSelect,
  ValueTag,
  type SeriesFilterValues,
  type ValueLabelSet,
} from '../../../shared/vehicle-filters';
import { useVehicleRows } from '../api/vehicles-api';
import { BrandSeriesFields } from '../components/brand-series-fields';
import { CrudPage } from '../components/crud-page';
import { REMARK_MAX_LENGTH } from '../components/limits';
import type { VehiclePageVariant } from '../components/variant';

interface SeriesListFilters extends SeriesFilterValues {
  visible?: number;
}

interface SeriesForm {
  brandCode: string;
  seriesCode: string;
  seriesName: string;
  epcName?: string | null;
  afterSaleType: string;
  subSaleType?: string | null;
  energyType?: string | null;
  carType?: string | null;
  state: number;
  historyState: number;
  visible: number;
}


/** The coded flags of a series: field, label, labels of the values. */
const SERIES_FLAGS: readonly [keyof SeriesForm, TextKey, ValueLabelSet][] = [
  ['state', 'vehicles.field.state', 'state'],
  ['historyState', 'vehicles.field.historyState', 'history'],
  ['visible', 'vehicles.field.visible', 'seriesVisible'],
];

/** What add and change send besides brand and code (which are fixed once created). */
function seriesFields(v: SeriesForm) {
  return {
    seriesName: v.seriesName,
    epcName: v.epcName ?? null,
    afterSaleType: v.afterSaleType,
    subSaleType: v.subSaleType ?? null,
    energyType: v.energyType ?? null,
    carType: v.carType ?? null,
    state: v.state,
    historyState: v.historyState,
    visible: v.visible,
  };
}

function SeriesFormFields({ record }: { record: SeriesView | null }) {
  const { t } = useText();
  const afterSaleType = Form.useWatch<string | undefined>('afterSaleType');
  const clearSubSale = useClearOnChange('subSaleType');
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item name="brandCode" label={t('vehicles.field.brand')} required={!record}>
          <BrandSelect allowClear={false} style={{ width: '100%' }} disabled={record !== null} data-testid="series-brand" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="seriesCode" label={t('vehicles.field.seriesCode')} required={!record}>
          <Input maxLength={VEHICLE_CODE_MAX_LENGTH} disabled={record !== null} data-testid="series-code" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="seriesName" label={t('vehicles.field.seriesName')} required>
          <Input maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid="series-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="epcName" label={t('vehicles.series.epcName')}>
          <Input maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid="series-epc-name" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="afterSaleType" label={t('vehicles.field.afterSaleType')} required>
          <ClassificationSelect level="afterSale" allowClear={false} style={{ width: '100%' }} onChange={clearSubSale} data-testid="series-after-sale" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="subSaleType" label={t('vehicles.field.subSaleType')}>
          <ClassificationSelect level="subSale" parentCode={afterSaleType} style={{ width: '100%' }} data-testid="series-sub-sale" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="energyType" label={t('vehicles.field.energyType')}>
          <EnergySelect style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="carType" label={t('vehicles.field.carType')}>
          <CarTypeSelect style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      {SERIES_FLAGS.map(([name, label, set]) => (
        <Col xs={24} md={8} key={name}>
          <Form.Item name={name} label={t(label)} required>
            <ValueSelect set={set} allowClear={false} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** The series list of /vehicleSeries and /EPCSeries: the Series filter, add / edit / delete. */
function SeriesList({ variant }: { variant: VehiclePageVariant }) {
  const { t } = useText();
  return (
    <CrudPage<'series', SeriesForm, SeriesListFilters>
      resource="series"
      title={t(variant === 'epc' ? 'vehicles.series.epcPageTitle' : 'vehicles.series.pageTitle')}
      testId="series"
      filters={(search) => (
        <SeriesFilter onSearch={search}>
          <ValueField name="visible" label={t('vehicles.field.visible')} set="seriesVisible" testId="filter-visible" />
        </SeriesFilter>
      )}
      columns={[
        { title: t('vehicles.field.brand'), key: 'brand', width: 160, render: (_, s) => codeLabel(s.brandCode, s.brandName) },
        { title: t('vehicles.field.seriesCode'), dataIndex: 'seriesCode', key: 'seriesCode', width: 110 },
        { title: t('vehicles.field.seriesName'), dataIndex: 'seriesName', key: 'seriesName', width: 150 },
        ...(variant === 'epc' ? [{ title: t('vehicles.series.epcName'), dataIndex: 'epcName', key: 'epcName', width: 140 }] : []),
        { title: t('vehicles.field.afterSaleType'), key: 'afterSaleType', width: 140, render: (_, s) => s.afterSaleTypeName ?? s.afterSaleType },
        { title: t('vehicles.field.subSaleType'), key: 'subSaleType', width: 130, render: (_, s) => s.subSaleTypeName ?? s.subSaleType },
        { title: t('vehicles.field.energyType'), key: 'energyType', width: 130, render: (_, s) => s.energyName ?? s.energyType },
        { title: t('vehicles.field.carType'), key: 'carType', width: 100, render: (_, s) => s.carTypeName ?? s.carType },
        { title: t('vehicles.field.state'), key: 'state', width: 90, render: (_, s) => <ValueTag set="state" value={s.state} /> },
        { title: t('vehicles.field.historyState'), key: 'historyState', width: 100, render: (_, s) => <ValueTag set="history" value={s.historyState} /> },
        { title: t('vehicles.field.visible'), key: 'visible', width: 90, render: (_, s) => <ValueTag set="seriesVisible" value={s.visible} /> },
        ...(variant === 'epc'
          ? [
              {
                title: t('vehicles.directory.title'),
                key: 'hasDirectory',
                width: 110,
                render: (_: unknown, s: SeriesView) => (
                  <Tag color={s.hasDirectory ? 'green' : 'default'}>{t(s.hasDirectory ? 'vehicles.directory.has' : 'vehicles.directory.none')}</Tag>
                ),
              },
            ]
          : []),
      ]}
      deleteName={(s) => `${s.seriesCode} ${s.seriesName}`}
      form={{
        addTitle: t('vehicles.series.add'),
        editTitle: t('vehicles.series.edit'),
        width: 720,
        values: (s) => (s ? { ...s } : { state: ENABLED_STATE.enabled, historyState: HISTORY_STATE.current, visible: 1 }),
        create: (v) => ({ brandCode: v.brandCode, seriesCode: v.seriesCode, ...seriesFields(v) }),
        update: seriesFields,
        fields: (record) => <SeriesFormFields record={record} />,
      }}
    />
  );
}

interface DirectoryFilters extends FilterValues {
  brandCode?: string;
  seriesCode?: string;
}

interface DirectoryForm {
  seriesCode: string;
  directoryCode: string;
  directoryName: string;
  remark?: string | null;
}

/**
 * The series a new directory may be for: those without one yet (the server refuses a second one
 * with "series already has a directory"; this only spares the user the round trip).
 */
function NewDirectorySeriesSelect(props: { value?: string; onChange?: (value: string) => void }) {
  const { data } = useVehicleRows('seriesDirectory', { pageNo: 1, pageSize: MAX_PAGE_SIZE });
  const taken = new Set((data?.list ?? []).map((d) => d.seriesCode));
  return <SeriesSelect {...props} omit={taken} allowClear={false} style={{ width: '100%' }} data-testid="directory-series" />;
}

/** The EPC directories of the series (/EPCSeries): one per series ("series already has a directory"). */
function DirectoryList() {
  const { t } = useText();
  return (
    <CrudPage<'seriesDirectory', DirectoryForm, DirectoryFilters>
      resource="seriesDirectory"
      title={t('vehicles.directory.pageTitle')}
      testId="directory"
      filters={(search) => (
        <FilterBar<DirectoryFilters> keyword={{ placeholder: t('vehicles.directory.keywordPlaceholder') }} onSearch={search}>
          <BrandSeriesFields />
        </FilterBar>
      )}
      columns={[
        { title: t('vehicles.field.brand'), dataIndex: 'brandCode', key: 'brandCode', width: 90 },
        { title: t('vehicles.field.series'), key: 'series', width: 170, render: (_, d) => codeLabel(d.seriesCode, d.seriesName) },
        { title: t('vehicles.directory.directoryCode'), dataIndex: 'directoryCode', key: 'directoryCode', width: 150 },
        { title: t('vehicles.directory.directoryName'), dataIndex: 'directoryName', key: 'directoryName', width: 200 },
        { title: t('vehicles.field.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
      ]}
      deleteName={(d) => `${d.seriesCode} ${d.directoryName}`}
      form={{
        addTitle: t('vehicles.directory.add'),
        editTitle: t('vehicles.directory.edit'),
        width: 560,
        values: (d) => (d ? { ...d } : {}),
        create: (v) => v,
        update: ({ directoryName, remark }) => ({ directoryName, remark: remark ?? null }),
        fields: (record) => (
          <>
            <Form.Item name="seriesCode" label={t('vehicles.field.series')} required={!record}>
              {record ? (
                <SeriesSelect allowClear={false} style={{ width: '100%' }} disabled data-testid="directory-series" />
              ) : (
                <NewDirectorySeriesSelect />
              )}
            </Form.Item>
            <Form.Item name="directoryCode" label={t('vehicles.directory.directoryCode')} required={!record}>
              <Input maxLength={VEHICLE_CODE_MAX_LENGTH} disabled={record !== null} data-testid="directory-code" />
            </Form.Item>
            <Form.Item name="directoryName" label={t('vehicles.directory.directoryName')} required>
              <Input maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid="directory-name" />
            </Form.Item>
            <Form.Item name="remark" label={t('vehicles.field.remark')}>
              <Input.TextArea maxLength={REMARK_MAX_LENGTH} rows={3} />
            </Form.Item>
          </>
        ),
      }}
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
