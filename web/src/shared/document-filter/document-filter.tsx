import type { ReactNode } from 'react';
import { Form } from 'antd';
import { checkVin, departmentsResource, type DiscardFlag, type PublishState, type SubmitState, type VerifyState, type VinInfo } from '@tis/contracts';
import type { TextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';
import { FilterBar, type FilterBarProps, type FilterValues } from '../admin';
import { useResourceOptions } from '../resource';
import { BrandField, codeLabel, DateRangeFields, SeriesField, ValueField, VinInput, withDateParams, type DateRangeFormValues } from '../vehicle-filters';
import { checkExtraFields, OptionsField, StateField, TextField, type ExtraFieldDefinition, type FilterUserType } from './filter-field-kit';

/** A document filter offers at most this many free-text fields (spec section 2). */
export const MAX_DOCUMENT_TEXT_FIELDS = 5;

/** A free-text field the using screen adds (TSB code, title …): the query parameter and its label. */
export interface DocumentTextField<N extends string = string> extends ExtraFieldDefinition {
  name: N;
}

/** The document filter's own fields (spec sections 2 and 4), as the document lists take them. */
export interface DocumentFilterBaseValues extends FilterValues {
  brandCode?: string;
  seriesCode?: string;
  submitState?: SubmitState;
  verifyState?: VerifyState;
  publishState?: PublishState;
  discard?: DiscardFlag;
  /** 'YYYY-MM-DD'; the start is not after the end. */
  startTime?: string;
  endTime?: string;
  /** The department code (`GET user departments`). */
  department?: string;
  userType?: FilterUserType;
  /** A whole, valid VIN. */
  vin?: string;
}

/** What the document filter emits: its own fields plus the screen's free-text fields `N`. */
export type DocumentFilterValues<N extends string = never> = DocumentFilterBaseValues & Partial<Record<N, string>>;

/** The form holds the picked dates; the filter sends them as dates. */
type DocumentFilterForm = Omit<DocumentFilterBaseValues, 'startTime' | 'endTime'> & DateRangeFormValues & Record<string, unknown>;

/** The names the filter uses itself; a free-text field may not take one. */
const OWN_FIELDS = ['keyword', 'brandCode', 'seriesCode', 'submitState', 'verifyState', 'publishState', 'discard', 'startTime', 'endTime', 'department', 'userType', 'vin'] as const;

export interface DocumentFilterProps<N extends string = never> {
  /** Up to 5 free-text fields the screen names; more is a programming error (it throws). */
  textFields?: readonly DocumentTextField<N>[];
  /** The set filters (trimmed, empty ones left out, dates as 'YYYY-MM-DD') and the keyword when shown. */
  onSearch: (values: DocumentFilterValues<N> & { keyword?: string }) => void;
  /** The keyword input; off by default (the spec's document filter has none). */
  keyword?: FilterBarProps<DocumentFilterForm>['keyword'];
  /** Further fields of the screen. */
  children?: ReactNode;
  extra?: ReactNode;
}

/** Empty, or a whole VIN that passes the check (spec section 5: 17 characters). */
function vinRule(t: (key: TextKey) => string) {
  return {
    validator: (_rule: unknown, vin: string | undefined) => {
      const problem = vin ? checkVin(vin, { checkDigit: false }) : null;
      return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
    },
  };
}

function DepartmentField() {
  const { t } = useText();
  const { data = [], isFetching } = useResourceOptions(departmentsResource);
  const options = data.map((d) => ({ value: d.departmentCode, label: codeLabel(d.departmentCode, d.departmentName) }));
  return <OptionsField name="department" label={t('widgets.filter.department')} options={options} loading={isFetching} testId="filter-department" />;
}

/** The VIN; a found vehicle fills in its brand and series (spec section 5: 17 characters look them up). */
function VinField() {
  const { t } = useText();
  const form = Form.useFormInstance();
  const fill = (info: VinInfo | null) => {
    if (info) form.setFieldsValue({ brandCode: info.brandCode, seriesCode: info.seriesCode });
  };
  return (
    <Form.Item name="vin" label={t('vehicles.field.vin')} rules={[vinRule(t)]}>
      <VinInput showProblem={false} onLookup={fill} style={{ width: 240 }} data-testid="filter-vin" />
    </Form.Item>
  );
}

function DocumentFilterFields({ textFields }: { textFields: readonly ExtraFieldDefinition[] }) {
  const { t } = useText();
  return (
    <>
      <BrandField clears={['seriesCode']} />
      <SeriesField />
      {textFields.map(({ name, labelKey }) => (
        <TextField key={name} name={name} label={t(labelKey)} testId={`filter-text-${name}`} />
      ))}
      <StateField name="verifyState" label={t('widgets.filter.verifyState')} set="verify" testId="filter-verify-state" />
      <ValueField name="publishState" label={t('vehicles.field.pubState')} set="publish" testId="filter-publish-state" />
      <StateField name="discard" label={t('widgets.filter.discard')} set="discard" testId="filter-discard" />
      <StateField name="submitState" label={t('widgets.filter.submitState')} set="submit" testId="filter-submit-state" />
      <DateRangeFields startLabel={t('widgets.filter.startDate')} endLabel={t('widgets.filter.endDate')} />
      <DepartmentField />
      <StateField name="userType" label={t('accounts.user.userType')} set="userType" testId="filter-user-type" />
      <VinField />
    </>
  );
}

/**
 * The Document filter (spec section 2): brand, series (of the chosen brand), up to 5 free-text
 * fields the screen names, verify state, publish state, discard flag, submit state, start and end
 * date (the start must not be after the end), department, user type (main plant, service outlet)
 * and VIN. Search and reset lock for 1 s (the filter bar); `onSearch` gets the typed filter.
 *
 * ```tsx
 * <DocumentFilter textFields={[{ name: 'tsbCode', labelKey: 'tsb.field.code' }]} onSearch={search} />
 * ```
 */
export function DocumentFilter<N extends string = never>({ textFields = [], onSearch, keyword = false, children, extra }: DocumentFilterProps<N>) {
  checkExtraFields('DocumentFilter', textFields, OWN_FIELDS, MAX_DOCUMENT_TEXT_FIELDS);
  return (
    <FilterBar<DocumentFilterForm>
      keyword={keyword}
      extra={extra}
      onSearch={(values) => onSearch(withDateParams(values) as DocumentFilterValues<N> & { keyword?: string })}
    >
      <DocumentFilterFields textFields={textFields} />
      {children}
    </FilterBar>
  );
}
