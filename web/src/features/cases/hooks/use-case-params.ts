import { useMemo } from 'react';
import {
  CASE_PARAMS_PAGE_SIZE,
  CASE_PARAM_TYPE_NAMES,
  caseParamsResource,
  isLanguage,
  OTHER_LANGUAGE_FALLBACK,
  type CaseParamType,
  type Language,
} from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import type { FaultParameterField } from '../../../shared/case-filter';
import { resourceEndpoints } from '../../../shared/resource';

const params = resourceEndpoints(caseParamsResource);

/** The values of each case parameter, in their order (paramNo, sortNo). */
export type CaseParamValues = Readonly<Record<CaseParamType, readonly string[]>>;

const EMPTY = Object.fromEntries(CASE_PARAM_TYPE_NAMES.map((type) => [type, []])) as unknown as CaseParamValues;

/** The language whose case parameters a screen offers: the interface language, or en_US for one the server has none of. */
export function caseParamLanguage(lang: string): Language {
  return isLanguage(lang) ? lang : OTHER_LANGUAGE_FALLBACK;
}

/**
 * The case parameters of the interface language (`GET case parameters`, pageSize 99999, spec
 * section 7), by the fault field they fill (running status, road type …). Written on /CaseDescription;
 * its writes refresh them.
 */
export function useCaseParams(): { values: CaseParamValues; loading: boolean } {
  const { lang } = useText();
  const { data, isFetching } = params.useList({ pageNo: 1, pageSize: CASE_PARAMS_PAGE_SIZE, langCode: caseParamLanguage(lang) });
  const values = useMemo(() => {
    if (!data) return EMPTY;
    const out = Object.fromEntries(CASE_PARAM_TYPE_NAMES.map((type) => [type, [] as string[]])) as Record<CaseParamType, string[]>;
    for (const row of data.list) {
      const list = out[row.paramType as CaseParamType] as string[] | undefined;
      if (list && !list.includes(row.paramValue)) list.push(row.paramValue);
    }
    return out;
  }, [data]);
  return { values, loading: isFetching };
}

/** The case filter's fault-parameter dropdowns (spec section 2), filled with the parameters of the interface language. */
export function useFaultParameters(): FaultParameterField<CaseParamType>[] {
  const { values } = useCaseParams();
  return useMemo(
    () => CASE_PARAM_TYPE_NAMES.map((name) => ({ name, labelKey: `cases.field.${name}` as const, options: values[name].map((value) => ({ value, label: value })) })),
    [values],
  );
}
