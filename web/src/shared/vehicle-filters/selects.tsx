import { Select, type SelectProps } from 'antd';
import type { ClassificationLevel } from '@tis/contracts';
import { useText } from '../../i18n/use-text';
import { valueOptions, type ValueLabelSet } from './labels';
import {
  useBrandOptionsQuery,
  useCarTypeOptionsQuery,
  useClassificationOptionsQuery,
  useEnergyOptionsQuery,
  useKindOptionsQuery,
  useModelOptionsQuery,
  useSeriesOptionsQuery,
} from './vehicle-data-api';

/**
 * A dropdown of codes: the props antd's Select takes, without the options the lookup supplies. It
 * says "please choose" when empty; filters pass the "all" placeholder.
 */
export type CodeSelectProps = Omit<SelectProps<string>, 'options' | 'loading' | 'mode'> & { 'data-testid'?: string };

interface Choice {
  value: string;
  label: string;
}

/** "Name (CODE)", or the code alone when the name is missing or the code itself. */
export function codeLabel(code: string, name: string | null | undefined): string {
  return name && name !== code ? `${name} (${code})` : code;
}

function CodeSelect({ choices, loading, ...props }: CodeSelectProps & { choices: Choice[]; loading: boolean }) {
  const { t } = useText();
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('vehicles.filter.choose')}
      style={{ width: 170 }}
      popupMatchSelectWidth={false}
      {...props}
      loading={loading}
      options={choices}
    />
  );
}

/** The brands (`GET brand list`, spec section 7). */
export function BrandSelect(props: CodeSelectProps) {
  const { data = [], isFetching } = useBrandOptionsQuery(undefined);
  return <CodeSelect {...props} loading={isFetching} choices={data.map((b) => ({ value: b.brandCode, label: codeLabel(b.brandCode, b.brandName) }))} />;
}

/** After-sale types (level afterSale) or the sub-sale types of one after-sale type (level subSale). */
export function ClassificationSelect({ level, parentCode, ...props }: CodeSelectProps & { level: ClassificationLevel; parentCode?: string | null }) {
  const { data = [], isFetching } = useClassificationOptionsQuery(undefined);
  const choices = data
    .filter((c) => c.level === level && (level === 'afterSale' || !parentCode || c.parentCode === parentCode))
    .map((c) => ({ value: c.classificationCode, label: codeLabel(c.classificationCode, c.classificationName) }));
  return <CodeSelect {...props} loading={isFetching} choices={choices} />;
}

/** Energy types in the interface language (`GET energy list`, pageSize 999). */
export function EnergySelect(props: CodeSelectProps) {
  const { data, isFetching } = useEnergyOptionsQuery(undefined);
  return <CodeSelect {...props} loading={isFetching} choices={(data?.list ?? []).map((e) => ({ value: e.energyCode, label: codeLabel(e.energyCode, e.name) }))} />;
}

/** Vehicle kinds in the interface language (`GET kind list`, pageSize 999). */
export function KindSelect(props: CodeSelectProps) {
  const { data, isFetching } = useKindOptionsQuery(undefined);
  return <CodeSelect {...props} loading={isFetching} choices={(data?.list ?? []).map((k) => ({ value: k.kindCode, label: codeLabel(k.kindCode, k.kindName) }))} />;
}

/** Car types (`GET car-type list`, pageSize 999). */
export function CarTypeSelect(props: CodeSelectProps) {
  const { data, isFetching } = useCarTypeOptionsQuery(undefined);
  return <CodeSelect {...props} loading={isFetching} choices={(data?.list ?? []).map((c) => ({ value: c.cartypeCode, label: codeLabel(c.cartypeCode, c.cartypeName) }))} />;
}

/** The series of a brand (all the user may see without one), optionally of one after-sale type. */
export function SeriesSelect({
  brandCode,
  afterSaleType,
  omit,
  ...props
}: CodeSelectProps & { brandCode?: string | null; afterSaleType?: string | null; /** Series codes not offered. */ omit?: ReadonlySet<string> }) {
  const { data = [], isFetching } = useSeriesOptionsQuery(brandCode ?? undefined);
  const choices = data
    .filter((s) => (!afterSaleType || s.afterSaleType === afterSaleType) && !omit?.has(s.seriesCode))
    .map((s) => ({ value: s.seriesCode, label: codeLabel(s.seriesCode, s.seriesName) }));
  return <CodeSelect {...props} loading={isFetching} choices={choices} />;
}

/** The models of a brand and series (`GET model list`, pageSize 1000). */
export function ModelSelect({ brandCode, seriesCode, ...props }: CodeSelectProps & { brandCode?: string | null; seriesCode?: string | null }) {
  const { data, isFetching } = useModelOptionsQuery({ ...(brandCode ? { brandCode } : {}), ...(seriesCode ? { seriesCode } : {}) });
  return <CodeSelect {...props} loading={isFetching} choices={(data?.list ?? []).map((m) => ({ value: m.modelCode, label: codeLabel(m.modelCode, m.modelName) }))} />;
}

/** A coded state (state, history state, visibility, publish state) with its translated labels. */
export function ValueSelect({ set, ...props }: Omit<SelectProps<number>, 'options' | 'mode'> & { set: ValueLabelSet; 'data-testid'?: string }) {
  const { t } = useText();
  return <Select<number> allowClear placeholder={t('vehicles.filter.choose')} style={{ width: 130 }} popupMatchSelectWidth={false} {...props} options={valueOptions(set, t)} />;
}
