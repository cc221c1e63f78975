import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { commercialInfoResource, type CommercialInfoView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { ResourcePage } from '../../../shared/resource';
import { codeLabel, DATE_PARAM_FORMAT, DateRangeFields, ModelSelect, withDateParams } from '../../../shared/vehicle-filters';
import { BRAND_SERIES_FILTERS } from '../components/brand-series-fields';

function priceText(c: CommercialInfoView): string {
  if (c.priceMin === null && c.priceMax === null) return '';
  const range = [c.priceMin, c.priceMax].map((p) => (p === null ? '…' : p.toLocaleString())).join(' – ');
  return `${range} ${c.currency ?? ''}`.trim();
}

/** The date picker holds the launch date as a day; the row and the body as 'YYYY-MM-DD'. */
const editValues = (c: CommercialInfoView) => ({ launchDate: c.launchDate ? dayjs(c.launchDate) : null });
const bodyValues = ({ launchDate, ...values }: Record<string, unknown>) => ({ ...values, launchDate: dayjs.isDayjs(launchDate) ? launchDate.format(DATE_PARAM_FORMAT) : null });

/** /CommercialInformation: per model and market the sales name, launch date and price band. */
export function CommercialInfoPage() {
  const { t } = useText();
  return (
    <ResourcePage
      resource={commercialInfoResource}
      testId="commercial"
      dialogWidth={640}
      dialogColumns={2}
      cells={{ modelCode: (c) => codeLabel(c.modelCode, c.modelName) }}
      extraColumns={[{ title: t('vehicles.commercial.price'), key: 'price', width: 200, render: (_, c) => priceText(c) }]}
      filterInputs={BRAND_SERIES_FILTERS}
      extraFilters={<DateRangeFields startLabel={t('vehicles.commercial.launchFrom')} endLabel={t('vehicles.commercial.launchTo')} />}
      queryValues={withDateParams}
      inputs={{
        modelCode: (record) => <ModelSelect allowClear={false} style={{ width: '100%' }} disabled={record !== null} data-testid="commercial-model" />,
        launchDate: () => <DatePicker style={{ width: '100%' }} data-testid="commercial-launch" />,
      }}
      // The picker holds a day: the body's schema checks it once formatted.
      rules={{ launchDate: [] }}
      editValues={editValues}
      bodyValues={bodyValues}
      deleteName={(c) => `${c.modelCode} ${c.market} ${c.salesName}`}
    />
  );
}
