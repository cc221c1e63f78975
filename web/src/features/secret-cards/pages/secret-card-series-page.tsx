import { useState } from 'react';
import { KeyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { isPageAllowed } from '@tis/contracts';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, FilterBar, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { useSecretCardSeriesListQuery, type GeneratedSeries, type SeriesView } from '../api/secret-cards-api';
import { GenerateSeriesDialog } from '../components/generate-series-dialog';
import { GeneratedCardsDialog } from '../components/generated-cards-dialog';
import { formatTime } from '../secret-card-format';

/**
 * /SecretCardSeries (spec sections 1 and 2, password cards): the series with their card and used
 * counts; "generate" creates a series and shows its secrets once.
 */
export function SecretCardSeriesPage() {
  const { t } = useText();
  const navigate = useNavigate();
  const canSeeCards = useAppSelector((state) => isPageAllowed(state.session.roleRight, 'SecretCard'));
  const { query, search, changePage } = usePageQuery();
  const { data, isFetching } = useSecretCardSeriesListQuery(toPageParams(query));
  const [generating, setGenerating] = useState(false);
  // The secrets live here, in the page's own state, until the dialog closes.
  const [generated, setGenerated] = useState<GeneratedSeries | null>(null);

  const columns: TableColumnsType<SeriesView> = [
    { title: t('secretCards.series.seriesCode'), dataIndex: 'seriesCode', key: 'seriesCode' },
    { title: t('secretCards.series.seriesName'), dataIndex: 'seriesName', key: 'seriesName' },
    { title: t('secretCards.series.cardCount'), dataIndex: 'cardCount', key: 'cardCount', align: 'right' },
    { title: t('secretCards.series.usedCount'), dataIndex: 'usedCount', key: 'usedCount', align: 'right' },
    { title: t('secretCards.series.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    { title: t('secretCards.series.createdBy'), dataIndex: 'createdBy', key: 'createdBy' },
    { title: t('secretCards.series.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (at: string) => formatTime(at) },
  ];
  if (canSeeCards) {
    columns.push({
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, series) => (
        <Button
          type="link"
          size="small"
          icon={<UnorderedListOutlined />}
          onClick={() => void navigate(`/SecretCard?seriesCode=${encodeURIComponent(series.seriesCode)}`)}
          data-testid="row-cards"
        >
          {t('secretCards.series.viewCards')}
        </Button>
      ),
    });
  }

  return (
    <AdminListPage
      title={t('secretCards.series.pageTitle')}
      data-testid="secret-card-series-page"
      filters={<FilterBar keyword={{ placeholder: t('secretCards.series.keywordPlaceholder') }} onSearch={search} />}
      actions={
        <Button type="primary" icon={<KeyOutlined />} onClick={() => setGenerating(true)} data-testid="series-generate">
          {t('secretCards.series.generate')}
        </Button>
      }
      dialogs={
        <>
          <GenerateSeriesDialog open={generating} onClose={() => setGenerating(false)} onGenerated={setGenerated} />
          <GeneratedCardsDialog generated={generated} onClose={() => setGenerated(null)} />
        </>
      }
    >
      <PagedTable<SeriesView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
