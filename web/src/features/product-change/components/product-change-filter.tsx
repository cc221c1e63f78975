import type { ApprovalResult, PublishState, SubmitState } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, type FilterValues } from '../../../shared/admin';
import { StateField } from '../../../shared/document-filter';
import { BrandField, DateRangeFields, SeriesField, ValueField, withDateParams, type DateRangeFormValues } from '../../../shared/vehicle-filters';

/** The filter's fields (productChangeQuerySchema; the readers' list sends brand, series and days only). */
export interface ProductChangeFilterValues extends FilterValues {
  brandCode?: string;
  seriesCode?: string;
  submitState?: SubmitState;
  verifyState?: ApprovalResult;
  publishState?: PublishState;
  discard?: number;
  startTime?: string;
  endTime?: string;
}

type ProductChangeFilterForm = Omit<ProductChangeFilterValues, 'startTime' | 'endTime'> & DateRangeFormValues;

/**
 * The product-change filter: keyword (code or title), brand, series (of the brand) and a day range;
 * the staff's also the submit, verify and publish state and the discard flag (created days), the
 * readers' the effective days. Search and reset lock for 1 s.
 */
export function ProductChangeFilter({ staff, onSearch }: { staff: boolean; onSearch: (values: ProductChangeFilterValues) => void }) {
  const { t } = useText();
  return (
    <FilterBar<ProductChangeFilterForm> keyword={{ placeholder: t(staff ? 'productChange.manage.keyword' : 'productChange.reader.keyword') }} onSearch={(values) => onSearch(withDateParams(values))}>
      <BrandField clears={['seriesCode']} />
      <SeriesField />
      {staff && (
        <>
          <StateField name="submitState" label={t('widgets.filter.submitState')} set="submit" testId="filter-submit-state" />
          <StateField name="verifyState" label={t('widgets.filter.verifyState')} set="approval" testId="filter-verify-state" />
          <ValueField name="publishState" label={t('vehicles.field.pubState')} set="publish" testId="filter-publish-state" />
          <StateField name="discard" label={t('widgets.filter.discard')} set="discard" testId="filter-discard" />
        </>
      )}
      {staff ? (
        <DateRangeFields startLabel={t('widgets.caseFilter.createdFrom')} endLabel={t('widgets.caseFilter.createdTo')} />
      ) : (
        <DateRangeFields startLabel={t('productChange.reader.effectiveFrom')} endLabel={t('productChange.reader.effectiveTo')} />
      )}
    </FilterBar>
  );
}
