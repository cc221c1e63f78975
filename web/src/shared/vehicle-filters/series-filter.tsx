import type { ReactNode } from 'react';
import { Form } from 'antd';
import { useText } from '../../i18n/use-text';
import { FilterBar, type FilterBarProps, type FilterValues } from '../admin';
import { AfterSaleTypeField, BrandField, SeriesField, ValueField } from './filter-fields';
import { CarTypeSelect, ClassificationSelect, EnergySelect } from './selects';

/** The Series filter's fields (spec sections 2 and 3): what the series lists and `POST series filter` take. */
export interface SeriesFilterValues extends FilterValues {
  brandCode?: string;
  afterSaleType?: string;
  subSaleType?: string;
  energyType?: string;
  seriesCode?: string;
  state?: number;
  carType?: string;
  historyState?: number;
}

export interface SeriesFilterProps {
  /** The set filters (trimmed, empty ones left out) and the keyword. */
  onSearch: (values: SeriesFilterValues & { keyword?: string }) => void;
  keyword?: FilterBarProps<SeriesFilterValues>['keyword'];
  /** Further fields of the screen. */
  children?: ReactNode;
  extra?: ReactNode;
}

function SeriesFilterFields() {
  const { t } = useText();
  const afterSaleType = Form.useWatch<string | undefined>('afterSaleType');
  const all = t('vehicles.filter.all');
  return (
    <>
      <BrandField clears={['seriesCode']} />
      <AfterSaleTypeField clears={['subSaleType', 'seriesCode']} />
      <Form.Item name="subSaleType" label={t('vehicles.field.subSaleType')}>
        <ClassificationSelect placeholder={all} level="subSale" parentCode={afterSaleType} data-testid="filter-sub-sale" />
      </Form.Item>
      <Form.Item name="energyType" label={t('vehicles.field.energyType')}>
        <EnergySelect placeholder={all} data-testid="filter-energy" />
      </Form.Item>
      <SeriesField />
      <ValueField name="state" label={t('vehicles.field.state')} set="state" testId="filter-state" />
      <Form.Item name="carType" label={t('vehicles.field.carType')}>
        <CarTypeSelect placeholder={all} data-testid="filter-car-type" />
      </Form.Item>
      <ValueField name="historyState" label={t('vehicles.field.historyState')} set="history" testId="filter-history" />
    </>
  );
}

/**
 * The Series filter (spec section 2): brand, after-sale type, sub-sale type, energy type, series
 * (of the chosen brand and after-sale type), state, car type and history state, plus the keyword.
 * The dropdowns come from the lookup calls; `onSearch` gets the filter object for the list query.
 */
export function SeriesFilter({ onSearch, keyword, children, extra }: SeriesFilterProps) {
  const { t } = useText();
  return (
    <FilterBar<SeriesFilterValues> keyword={keyword ?? { placeholder: t('vehicles.filter.codeOrName') }} onSearch={onSearch} extra={extra}>
      <SeriesFilterFields />
      {children}
    </FilterBar>
  );
}
