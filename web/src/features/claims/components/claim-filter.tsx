import type { ReactNode } from 'react';
import { CLAIM_CATEGORIES, type ApprovalResult, type ClaimCategory, type PublishState, type SubmitState } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { OptionsField, StateField, TextField } from '../../../shared/document-filter';
import { BrandField, DateRangeFields, SeriesField, ValueField, withDateParams, type DateRangeFormValues } from '../../../shared/vehicle-filters';

/** The claim filter's fields (claimQuerySchema), as the claim lists send them. */
export interface ClaimFilterValues extends FilterValues {
  claimNo?: string;
  category?: ClaimCategory;
  brandCode?: string;
  seriesCode?: string;
  submitState?: SubmitState;
  /** The approval result: 0 refused, 1 approved, 2 pending. */
  verifyState?: ApprovalResult;
  publishState?: PublishState;
  discard?: number;
  /** Created between ('YYYY-MM-DD'; the start is not after the end). */
  startTime?: string;
  endTime?: string;
}

type ClaimFilterForm = Omit<ClaimFilterValues, 'startTime' | 'endTime'> & DateRangeFormValues;

/**
 * The claim filter, made of the document filters' fields: keyword (claim number or VIN), claim
 * number, category, brand, series (of the brand), submit, verify (refused, approved, pending) and
 * publish state, created date range, and the screen's further fields (the discard flag of the
 * authoring list). Search and reset lock for 1 s.
 */
export function ClaimFilter({ onSearch, children }: { onSearch: (values: ClaimFilterValues) => void; children?: ReactNode }) {
  const { t } = useText();
  const categories = CLAIM_CATEGORIES.map((value) => ({ value, label: t(`claims.category.${value}`) }));
  return (
    <FilterBar<ClaimFilterForm> keyword={{ placeholder: t('claims.manage.keyword') }} onSearch={(values) => onSearch(withDateParams(values))}>
      <TextField name="claimNo" label={t('claims.field.claimNo')} testId="filter-claim-no" />
      <OptionsField name="category" label={t('claims.field.category')} options={categories} testId="filter-category" />
      <BrandField clears={['seriesCode']} />
      <SeriesField />
      <StateField name="submitState" label={t('widgets.filter.submitState')} set="submit" testId="filter-submit-state" />
      <StateField name="verifyState" label={t('widgets.filter.verifyState')} set="approval" testId="filter-verify-state" />
      <ValueField name="publishState" label={t('vehicles.field.pubState')} set="publish" testId="filter-publish-state" />
      {children}
      <DateRangeFields startLabel={t('widgets.caseFilter.createdFrom')} endLabel={t('widgets.caseFilter.createdTo')} />
    </FilterBar>
  );
}
