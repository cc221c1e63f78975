import { Form } from 'antd';
import { useText } from '../../../i18n/use-text';
import {
  BrandField,
  BrandSelect,
  CarTypeSelect,
  ClassificationSelect,
  EnergySelect,
  ModelField,
  ModelSelect,
  SeriesField,
  SeriesSelect,
  useClearOnChange,
  type CodeSelectProps,
} from '../../../shared/vehicle-filters';

/**
 * The brand → series (→ model) fields of a filter bar (`brandCode`, `seriesCode`, `modelCode`):
 * the series of the chosen brand, the models of the chosen series; a change clears what depends on it.
 */
export function BrandSeriesFields({ withModel = false }: { withModel?: boolean }) {
  return (
    <>
      <BrandField clears={['seriesCode', 'modelCode']} />
      <SeriesField clears={['modelCode']} />
      {withModel && <ModelField />}
    </>
  );
}

/** A filter select that clears the fields depending on it when it changes (inside a resource page's filter item: it gets value and onChange). */
function useClearing({ onChange, ...props }: CodeSelectProps, ...clears: string[]): CodeSelectProps {
  const { t } = useText();
  const clear = useClearOnChange(...clears);
  return {
    placeholder: t('vehicles.filter.all'),
    ...props,
    onChange: (value, option) => {
      onChange?.(value, option);
      clear();
    },
  };
}

function BrandFilter(props: CodeSelectProps) {
  return <BrandSelect {...useClearing(props, 'seriesCode', 'modelCode')} data-testid="filter-brand" />;
}

/** The series of the chosen brand (and after-sale type, in a bar that has one). */
function SeriesFilter(props: CodeSelectProps) {
  const brandCode = Form.useWatch<string | undefined>('brandCode');
  const afterSaleType = Form.useWatch<string | undefined>('afterSaleType');
  return <SeriesSelect {...useClearing(props, 'modelCode')} brandCode={brandCode} afterSaleType={afterSaleType} data-testid="filter-series" />;
}

function ModelFilter(props: CodeSelectProps) {
  const brandCode = Form.useWatch<string | undefined>('brandCode');
  const seriesCode = Form.useWatch<string | undefined>('seriesCode');
  return <ModelSelect {...useClearing(props)} brandCode={brandCode} seriesCode={seriesCode} data-testid="filter-model" />;
}

function AfterSaleFilter(props: CodeSelectProps) {
  return <ClassificationSelect {...useClearing(props, 'subSaleType', 'seriesCode')} level="afterSale" data-testid="filter-after-sale" />;
}

function SubSaleFilter(props: CodeSelectProps) {
  const afterSaleType = Form.useWatch<string | undefined>('afterSaleType');
  return <ClassificationSelect {...useClearing(props)} level="subSale" parentCode={afterSaleType} data-testid="filter-sub-sale" />;
}

function EnergyFilter(props: CodeSelectProps) {
  return <EnergySelect {...useClearing(props)} data-testid="filter-energy" />;
}

function CarTypeFilter(props: CodeSelectProps) {
  return <CarTypeSelect {...useClearing(props)} data-testid="filter-car-type" />;
}

/** The same cascade as a resource page's `filterInputs` of the descriptor's `brandCode`, `seriesCode` and `modelCode` filters. */
export const BRAND_SERIES_FILTERS = { brandCode: <BrandFilter />, seriesCode: <SeriesFilter />, modelCode: <ModelFilter /> };

/**
 * The Series filter (spec section 2) as `filterInputs`: the brand → series cascade, the after-sale
 * type (its change clears the sub-sale type and the series), the sub-sale types of the chosen
 * after-sale type, energy and car type; the flags are the descriptor's selects.
 */
export const SERIES_FILTERS = {
  ...BRAND_SERIES_FILTERS,
  afterSaleType: <AfterSaleFilter />,
  subSaleType: <SubSaleFilter />,
  energyType: <EnergyFilter />,
  carType: <CarTypeFilter />,
};
