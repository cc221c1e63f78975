import { DatePicker, Form, Input, Select, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TRANSLATION_LOG_ACTIONS, type TranslationLogAction, type TranslationLogView } from '@tis/contracts';
import type { WebTextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, FilterBar, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { useTranslationLogsQuery } from '../api/translations-api';
import { LanguageSelect } from '../components/language-select';

const DAY_FORMAT = 'YYYY-MM-DD';

export const ACTION_TEXT: Record<TranslationLogAction, WebTextKey> = {
  create: 'translations.log.actionCreate',
  update: 'translations.log.actionUpdate',
  delete: 'translations.log.actionDelete',
  import: 'translations.log.actionImport',
};

const ACTION_COLOR: Record<TranslationLogAction, string> = { create: 'green', update: 'blue', delete: 'red', import: 'purple' };

interface LogFilters extends Record<string, string | undefined> {
  langCode?: string;
  userCode?: string;
  action?: string;
  startTime?: string;
  endTime?: string;
}

interface LogForm extends Record<string, string | undefined> {
  keyword?: string;
  langCode?: string;
  userCode?: string;
  action?: string;
  /** 'YYYY-MM-DD,YYYY-MM-DD' (a filter value is a scalar). */
  range?: string;
}

/** The filter form's values as the list query: the date range becomes startTime / endTime (calendar days). */
export function logFilters({ range, ...values }: LogForm): LogFilters & { keyword?: string } {
  const out: LogFilters & { keyword?: string } = { ...values };
  const [startTime, endTime] = range?.split(',') ?? [];
  if (startTime && endTime) {
    out.startTime = startTime;
    out.endTime = endTime;
  }
  return out;
}

function Value({ text }: { text: string | null }) {
  if (text === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ marginBottom: 0, maxWidth: 360 }}>
      {text}
    </Typography.Paragraph>
  );
}

/** /TisosTranslateLog: who changed which text when, newest first, with filters (key, language, user, action, days). */
export function TranslationLogPage() {
  const { t } = useText();
  const { query, search, changePage } = usePageQuery<LogFilters>();
  const { data, isFetching } = useTranslationLogsQuery(toPageParams(query));

  const columns: TableColumnsType<TranslationLogView> = [
    { title: t('translations.log.changedAt'), dataIndex: 'changedAt', key: 'changedAt', width: 170, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
    { title: t('translations.translate.key'), dataIndex: 'key', key: 'key', width: 260 },
    { title: t('translations.translate.language'), dataIndex: 'langCode', key: 'langCode', width: 90 },
    {
      title: t('translations.log.action'),
      dataIndex: 'action',
      key: 'action',
      width: 100,
      render: (action: TranslationLogAction) => <Tag color={ACTION_COLOR[action]}>{t(ACTION_TEXT[action])}</Tag>,
    },
    { title: t('translations.log.oldValue'), dataIndex: 'oldValue', key: 'oldValue', render: (text: string | null) => <Value text={text} /> },
    { title: t('translations.log.newValue'), dataIndex: 'newValue', key: 'newValue', render: (text: string | null) => <Value text={text} /> },
    { title: t('translations.log.userCode'), dataIndex: 'userCode', key: 'userCode', width: 110 },
  ];

  return (
    <AdminListPage
      title={t('translations.log.pageTitle')}
      data-testid="translation-log-page"
      filters={
        <FilterBar<LogForm> keyword={{ placeholder: t('translations.log.searchPlaceholder') }} onSearch={(values) => search(logFilters(values))}>
          <Form.Item name="langCode" label={t('translations.translate.language')}>
            <LanguageSelect allowClear placeholder={t('translations.translate.allLanguages')} data-testid="filter-language" />
          </Form.Item>
          <Form.Item name="action" label={t('translations.log.action')}>
            <Select
              allowClear
              style={{ width: 130 }}
              placeholder={t('translations.log.allActions')}
              options={TRANSLATION_LOG_ACTIONS.map((value) => ({ value, label: t(ACTION_TEXT[value]) }))}
              data-testid="filter-action"
            />
          </Form.Item>
          <Form.Item name="userCode" label={t('translations.log.userCode')}>
            <Input allowClear maxLength={64} style={{ width: 140 }} data-testid="filter-user" />
          </Form.Item>
          <Form.Item
            name="range"
            label={t('translations.log.dateRange')}
            getValueProps={(value: string | undefined) => {
              const [start, end] = value?.split(',') ?? [];
              return { value: start && end ? [dayjs(start), dayjs(end)] : null };
            }}
            normalize={(value: [Dayjs | null, Dayjs | null] | null) =>
              value?.[0] && value[1] ? `${value[0].format(DAY_FORMAT)},${value[1].format(DAY_FORMAT)}` : undefined
            }
          >
            <DatePicker.RangePicker format={DAY_FORMAT} data-testid="filter-date-range" />
          </Form.Item>
        </FilterBar>
      }
    >
      <PagedTable<TranslationLogView> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
