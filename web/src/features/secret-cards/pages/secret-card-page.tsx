import { StopOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, FilterBar, PagedTable, settleMutation, toPageParams, useConfirm, usePageQuery } from '../../../shared/admin';
import { SECRET_CARD_STATUSES, useSecretCardListQuery, useVoidSecretCardMutation, type CardView } from '../api/secret-cards-api';
import { formatTime, STATUS_COLORS } from '../secret-card-format';

interface CardFilters extends Record<string, string | undefined> {
  seriesCode?: string;
  status?: string;
}

/**
 * /SecretCard (spec sections 1 and 2, password cards): the cards of every series with their
 * state and who used them; filters series code (also from `?seriesCode=`), state and keyword
 * (card number prefix or the user code that used the card). An unused card can be voided.
 */
export function SecretCardPage() {
  const { t } = useText();
  const [searchParams] = useSearchParams();
  const fromSeries = searchParams.get('seriesCode')?.trim() ?? '';
  const initialFilters: CardFilters = fromSeries ? { seriesCode: fromSeries } : {};
  const { query, search, changePage } = usePageQuery<CardFilters>(initialFilters);
  const { data, isFetching } = useSecretCardListQuery(toPageParams(query));
  const [voidCard] = useVoidSecretCardMutation();
  const [confirm, modalHolder] = useConfirm();

  const confirmVoid = (card: CardView) => {
    confirm({
      title: t('secretCards.card.voidTitle'),
      content: t('secretCards.card.voidConfirm', { cardNo: card.cardNo }),
      okText: t('secretCards.card.void'),
      danger: true,
      onOk: async () => {
        settleMutation(await voidCard(card.id));
      },
    });
  };

  const columns: TableColumnsType<CardView> = [
    { title: t('secretCards.card.cardNo'), dataIndex: 'cardNo', key: 'cardNo' },
    { title: t('secretCards.series.seriesCode'), dataIndex: 'seriesCode', key: 'seriesCode' },
    {
      title: t('secretCards.card.status'),
      dataIndex: 'status',
      key: 'status',
      render: (_, card) => (
        <Tag color={STATUS_COLORS[card.status]} data-testid="card-status">
          {t(`secretCards.card.status.${card.status}`)}
        </Tag>
      ),
    },
    { title: t('secretCards.card.usedBy'), dataIndex: 'usedBy', key: 'usedBy' },
    { title: t('secretCards.card.usedAt'), dataIndex: 'usedAt', key: 'usedAt', render: (at: string | null) => formatTime(at) },
    { title: t('secretCards.card.createdAt'), dataIndex: 'createdAt', key: 'createdAt', render: (at: string) => formatTime(at) },
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, card) =>
        card.status === 'unused' ? (
          <Button type="link" size="small" danger icon={<StopOutlined />} onClick={() => confirmVoid(card)} data-testid="row-void">
            {t('secretCards.card.void')}
          </Button>
        ) : null,
    },
  ];

  return (
    <AdminListPage
      title={t('secretCards.card.pageTitle')}
      data-testid="secret-card-page"
      filters={
        <FilterBar<CardFilters> keyword={{ placeholder: t('secretCards.card.keywordPlaceholder') }} initialValues={initialFilters} onSearch={search}>
          <Form.Item name="seriesCode" label={t('secretCards.series.seriesCode')}>
            <Input allowClear maxLength={32} style={{ width: 160 }} data-testid="filter-series" />
          </Form.Item>
          <Form.Item name="status" label={t('secretCards.card.status')}>
            <Select
              allowClear
              style={{ width: 120 }}
              placeholder={t('secretCards.card.allStatuses')}
              options={SECRET_CARD_STATUSES.map((status) => ({ value: status, label: t(`secretCards.card.status.${status}`) }))}
              data-testid="filter-status"
            />
          </Form.Item>
        </FilterBar>
      }
      dialogs={modalHolder}
    >
      <PagedTable<CardView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
