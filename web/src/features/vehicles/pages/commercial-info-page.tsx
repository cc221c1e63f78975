import { Col, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { PRICE_MAX, VEHICLE_CODE_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH, type CommercialInfoView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { codeLabel, DATE_PARAM_FORMAT, DateRangeFields, ModelSelect, withDateParams, type DateRangeFormValues } from '../../../shared/vehicle-filters';
import { BrandSeriesFields } from '../components/brand-series-fields';
import { CrudPage } from '../components/crud-page';

interface CommercialFilters extends FilterValues {
  brandCode?: string;
  seriesCode?: string;
  modelCode?: string;
  market?: string;
  startTime?: string;
  endTime?: string;
}

type CommercialFilterForm = Omit<CommercialFilters, 'startTime' | 'endTime'> & DateRangeFormValues;

interface CommercialForm {
  modelCode: string;
  market: string;
  salesName: string;
  launchDate?: Dayjs | null;
  priceMin?: number | null;
  priceMax?: number | null;
  currency?: string | null;
}

const CURRENCY_LENGTH = 3;

/** What add and change send besides model and market (which identify the row). */
function commercialFields(v: CommercialForm) {
  return {
    salesName: v.salesName,
    launchDate: v.launchDate ? v.launchDate.format(DATE_PARAM_FORMAT) : null,
    priceMin: v.priceMin ?? null,
    priceMax: v.priceMax ?? null,
    currency: v.currency ?? null,
  };
}

function formValues(c: CommercialInfoView | null): Partial<CommercialForm> {
  if (!c) return {};
  return { ...c, launchDate: c.launchDate ? dayjs(c.launchDate) : null };
}

function priceText(c: CommercialInfoView): string {
  if (c.priceMin === null && c.priceMax === null) return '';
  const range = [c.priceMin, c.priceMax].map((p) => (p === null ? '…' : p.toLocaleString())).join(' – ');
  return `${range} ${c.currency ?? ''}`.trim();
}

/** /CommercialInformation: per model and market the sales name, launch date and price band. */
export function CommercialInfoPage() {
  const { t } = useText();
  return (
    <CrudPage<'commercialInfo', CommercialForm, CommercialFilters>
      resource="commercialInfo"
      title={t('vehicles.commercial.pageTitle')}
      testId="commercial"
      filters={(search) => (
        <FilterBar<CommercialFilterForm> keyword={{ placeholder: t('vehicles.commercial.salesName') }} onSearch={(values) => search(withDateParams(values))}>
          <BrandSeriesFields withModel />
          <Form.Item name="market" label={t('vehicles.commercial.market')}>
            <Input allowClear style={{ width: 110 }} maxLength={VEHICLE_CODE_MAX_LENGTH} data-testid="filter-market" />
          </Form.Item>
          <DateRangeFields startLabel={t('vehicles.commercial.launchFrom')} endLabel={t('vehicles.commercial.launchTo')} />
        </FilterBar>
      )}
      columns={[
        { title: t('vehicles.field.model'), key: 'model', width: 220, render: (_, c) => codeLabel(c.modelCode, c.modelName) },
        { title: t('vehicles.field.seriesCode'), dataIndex: 'seriesCode', key: 'seriesCode', width: 110 },
        { title: t('vehicles.commercial.market'), dataIndex: 'market', key: 'market', width: 90 },
        { title: t('vehicles.commercial.salesName'), dataIndex: 'salesName', key: 'salesName', width: 200 },
        { title: t('vehicles.commercial.launchDate'), dataIndex: 'launchDate', key: 'launchDate', width: 120 },
        { title: t('vehicles.commercial.price'), key: 'price', width: 200, render: (_, c) => priceText(c) },
      ]}
      actionsWidth={180}
      deleteName={(c) => `${c.modelCode} ${c.market} ${c.salesName}`}
      form={{
        addTitle: t('vehicles.commercial.add'),
        editTitle: t('vehicles.commercial.edit'),
        width: 640,
        values: formValues,
        create: (v) => ({ modelCode: v.modelCode, market: v.market, ...commercialFields(v) }),
        update: commercialFields,
        fields: (record) => (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="modelCode" label={t('vehicles.field.model')} required={!record}>
                <ModelSelect allowClear={false} style={{ width: '100%' }} disabled={record !== null} data-testid="commercial-model" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="market" label={t('vehicles.commercial.market')} required={!record} extra={record ? undefined : t('vehicles.commercial.marketHint')}>
                <Input maxLength={VEHICLE_CODE_MAX_LENGTH} disabled={record !== null} data-testid="commercial-market" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="salesName" label={t('vehicles.commercial.salesName')} required>
                <Input maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid="commercial-sales-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="launchDate" label={t('vehicles.commercial.launchDate')}>
                <DatePicker style={{ width: '100%' }} data-testid="commercial-launch" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="priceMin" label={t('vehicles.commercial.priceMin')}>
                <InputNumber min={0} max={PRICE_MAX} precision={0} style={{ width: '100%' }} data-testid="commercial-price-min" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="priceMax" label={t('vehicles.commercial.priceMax')}>
                <InputNumber min={0} max={PRICE_MAX} precision={0} style={{ width: '100%' }} data-testid="commercial-price-max" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="currency" label={t('vehicles.commercial.currency')} normalize={(v: string | undefined) => v?.toUpperCase()}>
                <Input maxLength={CURRENCY_LENGTH} placeholder="CNY" data-testid="commercial-currency" />
              </Form.Item>
            </Col>
          </Row>
        ),
      }}
    />
  );
}
