import { Form } from 'antd';
import { useText } from '../../../i18n/use-text';
import {
  BrandField,
  BrandSelect,
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

/** The series of the chosen brand. */
function SeriesFilter(props: CodeSelectProps) {
  const brandCode = Form.useWatch<string | undefined>('brandCode');
  return <SeriesSelect {...useClearing(props, 'modelCode')} brandCode={brandCode} data-testid="filter-series" />;
}

function ModelFilter(props: CodeSelectProps) {
  const brandCode = Form.useWatch<string | undefined>('brandCode');
  const seriesCode = Form.useWatch<string | undefined>('seriesCode');
  return <ModelSelect {...useClearing(props)} brandCode={brandCode} seriesCode={seriesCode} data-testid="filter-model" />;
}

/** The same cascade as a resource page's `filterInputs` of the descriptor's `brandCode`, `seriesCode` and `modelCode` filters. */
export const BRAND_SERIES_FILTERS = { brandCode: <BrandFilter />, seriesCode: <SeriesFilter />, modelCode: <ModelFilter /> };

