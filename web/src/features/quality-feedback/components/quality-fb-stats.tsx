import { useMemo } from 'react';
import { Form, Radio, type TableColumnsType } from 'antd';
import type { QualityFbStatRow, QualityFbStatsBy } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { FilterBar, PagedTable, toPageParams, usePageQuery, type FilterValues } from '../../../shared/admin';
import { BrandField, DateRangeFields, SeriesField, withDateParams, type DateRangeFormValues } from '../../../shared/vehicle-filters';
import { useQualityFbStatsQuery } from '../api/quality-feedback-api';

interface StatsFilterValues extends FilterValues {
  by: QualityFbStatsBy;
  brandCode?: string;
  seriesCode?: string;
  startTime?: string;
  endTime?: string;
}

type StatsForm = Omit<StatsFilterValues, 'startTime' | 'endTime'> & DateRangeFormValues;

const INITIAL: Partial<StatsFilterValues> = { by: 'series' };

/**
 * The statistics of /QualityFeedback: how many feedbacks of the caller's list were created on the
 * chosen days per series or per part code (with the quantities summed), most first, counted by the
 * server (GROUP BY) and paged; brand and series narrow it.
 */
export function QualityFbStats() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<StatsFilterValues>(INITIAL);
  const { data, isFetching } = useQualityFbStatsQuery(toPageParams(query));
  const by = query.by ?? 'series';
  const columns = useMemo<TableColumnsType<QualityFbStatRow>>(
    () => [
      { title: by === 'series' ? t('qualityFb.field.series') : t('qualityFb.field.partCode'), dataIndex: 'key', key: 'key', width: 180 },
      { title: by === 'series' ? t('qualityFb.stats.name') : t('qualityFb.field.partName'), key: 'name', width: 220, render: (_, row) => row.name ?? '-' },
      { title: t('qualityFb.stats.count'), dataIndex: 'count', key: 'count', width: 140 },
      ...(by === 'part' ? [{ title: t('qualityFb.stats.qty'), dataIndex: 'qty', key: 'qty', width: 140 }] : []),
    ],
    [by, t],
  );
  return (
    <div data-testid="qfb-stats">
      <FilterBar<StatsForm> keyword={false} initialValues={{ by: 'series' }} onSearch={(values) => search({ ...withDateParams(values), by: (values.by as QualityFbStatsBy | undefined) ?? 'series' })}>
        <Form.Item name="by" label={t('qualityFb.stats.by')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'series', label: t('qualityFb.stats.bySeries') },
              { value: 'part', label: t('qualityFb.stats.byPart') },
            ]}
            data-testid="qfb-stats-by"
          />
        </Form.Item>
        <BrandField clears={['seriesCode']} />
        <SeriesField />
        <DateRangeFields startLabel={t('widgets.caseFilter.createdFrom')} endLabel={t('widgets.caseFilter.createdTo')} />
      </FilterBar>
      <PagedTable<QualityFbStatRow> rowKey="key" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </div>
  );
}
