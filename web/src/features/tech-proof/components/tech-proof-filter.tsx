import { Form, Select } from 'antd';
import { TECH_PROVE_STATES } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { TextField } from '../../../shared/document-filter';
import { BrandField, DateRangeFields, SeriesField, withDateParams, type DateRangeFormValues } from '../../../shared/vehicle-filters';
import { techProveStateText } from './tech-proof-states';

/** The list filter's fields (techProveQuerySchema), as the list sends them. */
export interface TechProveFilterValues extends FilterValues {
  state?: number;
  brandCode?: string;
  seriesCode?: string;
  partCode?: string;
  startTime?: string;
  endTime?: string;
}

type TechProveFilterForm = Omit<TechProveFilterValues, 'startTime' | 'endTime'> & DateRangeFormValues;

/** The technical proof filter: keyword (code or title), state, brand, series (of the brand), part code, raised date range. */
export function TechProveFilter({ onSearch }: { onSearch: (values: TechProveFilterValues) => void }) {
  const { t } = useText();
  return (
    <FilterBar<TechProveFilterForm> keyword={{ placeholder: t('techProve.manage.keyword') }} onSearch={(values) => onSearch(withDateParams(values))}>
      <Form.Item name="state" label={t('techProve.field.state')}>
        <Select<number>
          allowClear
          placeholder={t('vehicles.filter.all')}
          style={{ width: 180 }}
          options={TECH_PROVE_STATES.map((state) => ({ value: state, label: t(techProveStateText(state)) }))}
          data-testid="filter-tp-state"
        />
      </Form.Item>
      <BrandField clears={['seriesCode']} />
      <SeriesField />
      <TextField name="partCode" label={t('techProve.field.partCodes')} testId="filter-part-code" />
      <DateRangeFields startLabel={t('widgets.caseFilter.createdFrom')} endLabel={t('widgets.caseFilter.createdTo')} />
    </FilterBar>
  );
}
