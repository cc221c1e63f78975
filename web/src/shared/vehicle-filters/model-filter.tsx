import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { VEHICLE_CODE_MAX_LENGTH, VEHICLE_NAME_MAX_LENGTH } from '@tis/contracts';
import { useText } from '../../i18n/use-text';
import { FilterBar, type FilterBarProps, type FilterValues } from '../admin';
import { DateRangeFields, withDateParams, type DateRangeFormValues } from './date-range-fields';
import { AfterSaleTypeField, BrandField, SeriesField, ValueField } from './filter-fields';

/** The Model filter's fields (spec sections 2 and 3) as the model lists take them. */
export interface ModelFilterValues extends FilterValues {
  brandCode?: string;
  afterSaleType?: string;
  seriesCode?: string;
  /** The start of the model code. */
  modelCode?: string;
  /** Part of the model name. */
  modelName?: string;
  pubState?: number;
  /** 'YYYY-MM-DD'. */
  startTime?: string;
  endTime?: string;
}

/** The form holds the picked dates; the filter sends them as dates. */
type ModelFilterForm = Omit<ModelFilterValues, 'startTime' | 'endTime'> & DateRangeFormValues;

export interface ModelFilterProps {
  onSearch: (values: ModelFilterValues & { keyword?: string }) => void;
  keyword?: FilterBarProps<ModelFilterForm>['keyword'];
  /** Further fields of the screen (state, visibility …). */
  children?: ReactNode;
  extra?: ReactNode;
}

function ModelFilterFields() {
  const { t } = useText();
  return (
    <>
      <BrandField clears={['seriesCode']} />
      <AfterSaleTypeField clears={['seriesCode']} />
      <SeriesField />
      <Form.Item name="modelCode" label={t('vehicles.field.modelCode')}>
        <Input allowClear style={{ width: 150 }} maxLength={VEHICLE_CODE_MAX_LENGTH} data-testid="filter-model-code" />
      </Form.Item>
      <Form.Item name="modelName" label={t('vehicles.field.modelName')}>
        <Input allowClear style={{ width: 150 }} maxLength={VEHICLE_NAME_MAX_LENGTH} data-testid="filter-model-name" />
      </Form.Item>
      <ValueField name="pubState" label={t('vehicles.field.pubState')} set="publish" testId="filter-pub-state" />
      <DateRangeFields startLabel={t('vehicles.filter.createdFrom')} endLabel={t('vehicles.filter.createdTo')} />
    </>
  );
}

/**
 * The Model filter (spec section 2): brand, after-sale type, series, model code, model name,
 * publish state and the created time range, whose start must not be after its end (spec section
 * 5: the search is refused with the message until it is fixed).
 */
export function ModelFilter({ onSearch, keyword = false, children, extra }: ModelFilterProps) {
  return (
    <FilterBar<ModelFilterForm>
      keyword={keyword}
      extra={extra}
      onSearch={(values) => onSearch(withDateParams(values))}
    >
      <ModelFilterFields />
      {children}
    </FilterBar>
  );
}
