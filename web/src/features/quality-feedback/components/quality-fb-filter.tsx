import type { ReactNode } from 'react';
import type { ApprovalResult, PublishState, SubmitState } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { StateField, TextField } from '../../../shared/document-filter';
import { BrandField, DateRangeFields, SeriesField, ValueField, withDateParams, type DateRangeFormValues } from '../../../shared/vehicle-filters';

/** The list filter's fields (qualityFbQuerySchema), as the list sends them. */
export interface QualityFbFilterValues extends FilterValues {
  vin?: string;
  brandCode?: string;
  seriesCode?: string;
  partCode?: string;
  submitState?: SubmitState;
  verifyState?: ApprovalResult;
  publishState?: PublishState;
  discard?: number;
  startTime?: string;
  endTime?: string;
}

type QualityFbFilterForm = Omit<QualityFbFilterValues, 'startTime' | 'endTime'> & DateRangeFormValues;

/**
 * The quality feedback filter: keyword (code, title or VIN), VIN, brand, series (of the brand), part
 * code, submit, verify and publish state, the discard flag, created date range. Search and reset
 * lock for 1 s.
 */
export function QualityFbFilter({ onSearch, children }: { onSearch: (values: QualityFbFilterValues) => void; children?: ReactNode }) {
  const { t } = useText();
  return (
    <FilterBar<QualityFbFilterForm> keyword={{ placeholder: t('qualityFb.manage.keyword') }} onSearch={(values) => onSearch(withDateParams(values))}>
      <TextField name="vin" label={t('qualityFb.field.vin')} testId="filter-vin" />
      <BrandField clears={['seriesCode']} />
      <SeriesField />
      <TextField name="partCode" label={t('qualityFb.field.partCode')} testId="filter-part-code" />
      <StateField name="submitState" label={t('widgets.filter.submitState')} set="submit" testId="filter-submit-state" />
      <StateField name="verifyState" label={t('widgets.filter.verifyState')} set="approval" testId="filter-verify-state" />
      <ValueField name="publishState" label={t('vehicles.field.pubState')} set="publish" testId="filter-publish-state" />
      <StateField name="discard" label={t('widgets.filter.discard')} set="discard" testId="filter-discard" />
      {children}
      <DateRangeFields startLabel={t('widgets.caseFilter.createdFrom')} endLabel={t('widgets.caseFilter.createdTo')} />
    </FilterBar>
  );
}
