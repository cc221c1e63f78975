import { Form } from 'antd';
import { useText } from '../../i18n/use-text';
import type { ValueLabelSet } from './labels';
import { BrandSelect, ClassificationSelect, ModelSelect, SeriesSelect, ValueSelect } from './selects';

/** A change handler that clears the fields depending on the changed one (the series of a brand …). */
export function useClearOnChange(...names: string[]): () => void {
  const form = Form.useFormInstance();
  return () => {
    for (const name of names) form.setFieldValue(name, undefined);
  };
}

/** What a field clears when it changes. */
interface Clears {
  clears?: readonly string[];
}

/** `brandCode` of a filter bar. */
export function BrandField({ clears = [] }: Clears) {
  const { t } = useText();
  const clear = useClearOnChange(...clears);
  return (
    <Form.Item name="brandCode" label={t('vehicles.field.brand')}>
      <BrandSelect placeholder={t('vehicles.filter.all')} onChange={clear} data-testid="filter-brand" />
    </Form.Item>
  );
}

/** `afterSaleType` of a filter bar. */
export function AfterSaleTypeField({ clears = [] }: Clears) {
  const { t } = useText();
  const clear = useClearOnChange(...clears);
  return (
    <Form.Item name="afterSaleType" label={t('vehicles.field.afterSaleType')}>
      <ClassificationSelect placeholder={t('vehicles.filter.all')} level="afterSale" onChange={clear} data-testid="filter-after-sale" />
    </Form.Item>
  );
}

/** `seriesCode` of a filter bar: the series of the chosen brand (and after-sale type, when the bar has one). */
export function SeriesField({ clears = [] }: Clears) {
  const { t } = useText();
  const brandCode = Form.useWatch<string | undefined>('brandCode');
  const afterSaleType = Form.useWatch<string | undefined>('afterSaleType');
  const clear = useClearOnChange(...clears);
  return (
    <Form.Item name="seriesCode" label={t('vehicles.field.series')}>
      <SeriesSelect placeholder={t('vehicles.filter.all')} brandCode={brandCode} afterSaleType={afterSaleType} onChange={clear} data-testid="filter-series" />
    </Form.Item>
  );
}

/** `modelCode` of a filter bar: the models of the chosen brand and series. */
export function ModelField() {
  const { t } = useText();
  const brandCode = Form.useWatch<string | undefined>('brandCode');
  const seriesCode = Form.useWatch<string | undefined>('seriesCode');
  return (
    <Form.Item name="modelCode" label={t('vehicles.field.model')}>
      <ModelSelect placeholder={t('vehicles.filter.all')} brandCode={brandCode} seriesCode={seriesCode} data-testid="filter-model" />
    </Form.Item>
  );
}

/** A coded state of a filter bar (state, history state, visibility, publish state). */
export function ValueField({ name, label, set, testId }: { name: string; label: string; set: ValueLabelSet; testId: string }) {
  const { t } = useText();
  return (
    <Form.Item name={name} label={label}>
      <ValueSelect placeholder={t('vehicles.filter.all')} set={set} data-testid={testId} />
    </Form.Item>
  );
}
