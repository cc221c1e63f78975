import { BrandField, ModelField, SeriesField } from '../../../shared/vehicle-filters';

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
