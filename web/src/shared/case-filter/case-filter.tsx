import type { ReactNode } from 'react';
import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { postsResource, type ApprovalResult, type ExcellentFlag, type PublishState, type SubmitState } from '@tis/contracts';
import { fromPath } from '../../features/organisation/components/area-cascader';
import { useText } from '../../i18n/use-text';
import { cleanFilters, FilterBar, type FilterBarProps, type FilterValues } from '../admin';
import { useResourceOptions } from '../resource';
import { checkExtraFields, OptionsField, StateField, TextField, type ExtraFieldDefinition, type FilterOption } from '../document-filter';
import {
  BrandField,
  codeLabel,
  dateRangeParams,
  DateRangeFields,
  endNotBeforeStartRule,
  SeriesField,
  ValueField,
  withDateParams,
  type DateRangeFormValues,
} from '../vehicle-filters';
import { PlaceCascader } from './place-cascader';

/** A fault-parameter dropdown the using screen adds (running status, road type …, spec section 3). */
export interface FaultParameterField<N extends string = string> extends ExtraFieldDefinition {
  name: N;
  /** The parameter's values (`GET case parameters`), as the screen shows them. */
  options: readonly FilterOption<string>[];
}

/** The case filter's own fields (spec sections 2 and 4), as the case lists take them. */
export interface CaseFilterBaseValues extends FilterValues {
  caseCode?: string;
  title?: string;
  brandCode?: string;
  seriesCode?: string;
  submitState?: SubmitState;
  /** The approval result: 0 refused, 1 approved, 2 pending. */
  verifyState?: ApprovalResult;
  publishState?: PublishState;
  /** The post code of the last verifier. */
  lastVerifierPost?: string;
  excellent?: ExcellentFlag;
  /** The chosen level of the area tree and the ones above it. */
  areaId?: string;
  regionId?: string;
  districtId?: string;
  orgName?: string;
  /** Created between ('YYYY-MM-DD'; the start is not after the end). */
  startTime?: string;
  endTime?: string;
  /** Published between ('YYYY-MM-DD'; the start is not after the end). */
  publishStartTime?: string;
  publishEndTime?: string;
}

/** What the case filter emits: its own fields plus the screen's fault parameters `N`. */
export type CaseFilterValues<N extends string = never> = CaseFilterBaseValues & Partial<Record<N, string>>;

/** The form holds the picked dates and the cascader path. */
type CaseFilterForm = Omit<CaseFilterBaseValues, 'startTime' | 'endTime' | 'publishStartTime' | 'publishEndTime' | 'areaId' | 'regionId' | 'districtId'> &
  DateRangeFormValues & {
    publishStartTime?: Dayjs | null;
    publishEndTime?: Dayjs | null;
    place?: string[];
  } & Record<string, unknown>;

/** The names the filter uses itself; a fault parameter may not take one. */
const OWN_FIELDS = [
  'keyword',
  'caseCode',
  'title',
  'brandCode',
  'seriesCode',
  'submitState',
  'verifyState',
  'publishState',
  'lastVerifierPost',
  'excellent',
  'place',
  'areaId',
  'regionId',
  'districtId',
  'orgName',
  'startTime',
  'endTime',
  'publishStartTime',
  'publishEndTime',
] as const;

export interface CaseFilterProps<N extends string = never> {
  /** The fault-parameter dropdowns of the screen, with their values. */
  faultParameters?: readonly FaultParameterField<N>[];
  /** The set filters (trimmed, empty ones left out, dates as 'YYYY-MM-DD') and the keyword. */
  onSearch: (values: CaseFilterValues<N> & { keyword?: string }) => void;
  keyword?: FilterBarProps<CaseFilterForm>['keyword'];
  /** Further fields of the screen. */
  children?: ReactNode;
  extra?: ReactNode;
}

function PostField() {
  const { t } = useText();
  const { data = [], isFetching } = useResourceOptions(postsResource);
  const options = data.map((p) => ({ value: p.postCode, label: codeLabel(p.postCode, p.postName) }));
  return <OptionsField name="lastVerifierPost" label={t('widgets.caseFilter.lastVerifierPost')} options={options} loading={isFetching} testId="filter-verifier-post" />;
}

/** The publish time range; its end refuses a start after it, like the created range. */
function PublishRangeFields() {
  const { t } = useText();
  return (
    <>
      <Form.Item name="publishStartTime" label={t('widgets.caseFilter.publishedFrom')}>
        <DatePicker style={{ width: 140 }} data-testid="filter-publish-start" />
      </Form.Item>
      <Form.Item name="publishEndTime" label={t('widgets.caseFilter.publishedTo')} dependencies={['publishStartTime']} rules={[endNotBeforeStartRule(t, 'publishStartTime')]}>
        <DatePicker style={{ width: 140 }} data-testid="filter-publish-end" />
      </Form.Item>
    </>
  );
}

function CaseFilterFields({ faultParameters }: { faultParameters: readonly FaultParameterField[] }) {
  const { t } = useText();
  return (
    <>
      <TextField name="caseCode" label={t('widgets.caseFilter.caseCode')} testId="filter-case-code" />
      <TextField name="title" label={t('widgets.caseFilter.title')} testId="filter-title" />
      <BrandField clears={['seriesCode']} />
      <SeriesField />
      {faultParameters.map(({ name, labelKey, options }) => (
        <OptionsField key={name} name={name} label={t(labelKey)} options={options} testId={`filter-param-${name}`} />
      ))}
      <StateField name="submitState" label={t('widgets.filter.submitState')} set="submit" testId="filter-submit-state" />
      <StateField name="verifyState" label={t('widgets.filter.verifyState')} set="approval" testId="filter-verify-state" />
      <ValueField name="publishState" label={t('vehicles.field.pubState')} set="publish" testId="filter-publish-state" />
      <PostField />
      <StateField name="excellent" label={t('widgets.caseFilter.excellent')} set="excellent" testId="filter-excellent" />
      <Form.Item name="place" label={t('organisation.agency.place')}>
        <PlaceCascader placeholder={t('organisation.agency.placePlaceholder')} style={{ width: 240 }} data-testid="filter-place" />
      </Form.Item>
      <TextField name="orgName" label={t('widgets.caseFilter.orgName')} testId="filter-org-name" />
      <DateRangeFields startLabel={t('widgets.caseFilter.createdFrom')} endLabel={t('widgets.caseFilter.createdTo')} />
      <PublishRangeFields />
    </>
  );
}

/** The filter of a submitted form: the cascader path as area / region / district, the dates as 'YYYY-MM-DD'. */
function caseFilterOf({ place, publishStartTime, publishEndTime, ...values }: CaseFilterForm & { keyword?: string }): CaseFilterBaseValues & { keyword?: string } {
  const published = dateRangeParams(publishStartTime, publishEndTime);
  return {
    ...(withDateParams(values) as CaseFilterBaseValues),
    // cleanFilters leaves out the levels not chosen (null).
    ...(cleanFilters(fromPath(place)) as Pick<CaseFilterBaseValues, 'areaId' | 'regionId' | 'districtId'>),
    ...(published.startTime ? { publishStartTime: published.startTime } : {}),
    ...(published.endTime ? { publishEndTime: published.endTime } : {}),
  };
}

/**
 * The Case filter (spec section 2): keyword, case code, title, brand, series, the screen's
 * fault-parameter dropdowns, submit state, verify state (refused, approved, pending), publish
 * state, last verifier post, excellent flag, area / region / district (loaded level by level),
 * organisation name and the created and published date ranges (a start may not be after its end).
 * Search and reset lock for 1 s (the filter bar); `onSearch` gets the typed filter.
 */
export function CaseFilter<N extends string = never>({ faultParameters = [], onSearch, keyword = true, children, extra }: CaseFilterProps<N>) {
  checkExtraFields('CaseFilter', faultParameters, OWN_FIELDS);
  return (
    <FilterBar<CaseFilterForm>
      keyword={keyword}
      extra={extra}
      onSearch={(values) => onSearch(caseFilterOf(values) as CaseFilterValues<N> & { keyword?: string })}
    >
      <CaseFilterFields faultParameters={faultParameters} />
      {children}
    </FilterBar>
  );
}
