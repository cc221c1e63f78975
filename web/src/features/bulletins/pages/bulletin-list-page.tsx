import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Select, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { BULLETIN_API, PUBLISH_STATE, type BulletinRow } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, FilterBar, PagedTable, toPageParams, usePageQuery } from '../../../shared/admin';
import { ListExportButton } from '../../../shared/resource';
import { DateRangeItem, rangeParams } from '../../logs/components/date-range-item';
import { formatTime } from '../../logs/log-format';
import { useBulletinListQuery } from '../api/bulletins-api';
import { BulletinEditor } from '../components/bulletin-editor';
import { NewTag, PublishTag, useAudienceText } from '../components/bulletin-tags';
import { BulletinWorkflowButtons } from '../components/bulletin-workflow-buttons';
import { bulletinUrl, useBulletinStaffAction } from '../hooks';
import '../bulletins.css';

interface BulletinFilters extends Record<string, string | undefined> {
  publishState?: string;
  unread?: string;
  startTime?: string;
  endTime?: string;
}

interface BulletinFilterForm {
  keyword?: string;
  publishState?: string;
  unread?: boolean;
  range?: readonly string[];
}

/**
 * /BulletinList (spec section 2; FUNC-notice): the notices, newest first. The notice staff see every
 * notice with its publication, write new ones and publish, cancel, edit or delete them; everyone else
 * reads the published notices meant for them, the unread ones marked new. Filters: title, publication
 * (staff), unread only, written between two days; Excel export of the filtered list.
 */
export function BulletinListPage() {
  const { t } = useText();
  const staff = useBulletinStaffAction('create');
  const { query, search, changePage } = usePageQuery<BulletinFilters>();
  const { data, isFetching } = useBulletinListQuery(toPageParams(query));
  const audience = useAudienceText();
  const [editing, setEditing] = useState<string | null>(null);

  const columns: TableColumnsType<BulletinRow> = [
    {
      title: t('bulletins.field.title'),
      key: 'title',
      render: (_, b) => (
        <Space size={4} wrap>
          <Link to={bulletinUrl(b.id)} className={b.read ? undefined : 'tis-bulletin-unread'} data-testid={`bulletin-open-${b.id}`}>
            {b.title}
          </Link>
          <NewTag row={b} />
        </Space>
      ),
    },
    ...(staff ? [{ title: t('bulletins.field.publishState'), key: 'publishState', width: 100, render: (_: unknown, b: BulletinRow) => <PublishTag state={b.publishState} /> }] : []),
    { title: t('bulletins.field.userTypes'), key: 'audience', width: 220, ellipsis: true, render: (_, b) => audience(b) },
    { title: t('bulletins.field.author'), dataIndex: 'authorName', key: 'authorName', width: 130, ellipsis: true },
    { title: t('bulletins.field.publishTime'), key: 'publishTime', width: 170, render: (_, b) => formatTime(b.publishTime) },
    { title: t('bulletins.field.timesRead'), dataIndex: 'timesRead', key: 'timesRead', width: 90 },
    ...(staff
      ? [{ title: '', key: 'actions', width: 200, fixed: 'right' as const, render: (_: unknown, b: BulletinRow) => <BulletinWorkflowButtons row={b} onEdit={setEditing} /> }]
      : []),
  ];

  return (
    <AdminListPage
      title={t('bulletins.list.pageTitle')}
      data-testid="bulletin-list-page"
      actions={
        <Space wrap>
          {staff && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="bulletin-add">
              {t('bulletins.list.add')}
            </Button>
          )}
          <ListExportButton exportPath={BULLETIN_API.export} params={toPageParams(query)} fileName="notices" testId="bulletin-export" />
        </Space>
      }
      filters={
        <FilterBar<BulletinFilterForm>
          keyword={{ placeholder: t('bulletins.list.keyword') }}
          onSearch={({ range, unread, ...values }) => search({ ...values, ...(unread ? { unread: 'true' } : {}), ...rangeParams(range) })}
        >
          {staff && (
            <Form.Item name="publishState" label={t('bulletins.field.publishState')}>
              <Select
                allowClear
                placeholder={t('bulletins.list.allStates')}
                style={{ width: 150 }}
                options={Object.values(PUBLISH_STATE).map((state) => ({ value: String(state), label: t(`bulletins.publishState.${state}`) }))}
                data-testid="filter-publish-state"
              />
            </Form.Item>
          )}
          <Form.Item name="unread" valuePropName="checked">
            <Checkbox data-testid="filter-unread">{t('bulletins.list.unreadOnly')}</Checkbox>
          </Form.Item>
          <DateRangeItem />
        </FilterBar>
      }
      dialogs={editing !== null && <BulletinEditor target={editing} onClose={() => setEditing(null)} />}
    >
      <PagedTable<BulletinRow> rowKey="id" columns={columns} result={data} loading={isFetching} query={query} onPageChange={changePage} />
    </AdminListPage>
  );
}
