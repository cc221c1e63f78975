import { useState } from 'react';
import { CheckOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Form, Select, Space, Tag, type TableColumnsType } from 'antd';
import { USER_MESSAGE_READ_STATES, USER_MESSAGE_TYPE_TEXT, USER_MESSAGE_TYPES, type UserMessageView } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { AdminListPage, DeleteButton, FilterBar, LockButton, PagedTable, settleMutation, toPageParams, usePageQuery } from '../../../shared/admin';
import {
  useDeleteMessageMutation,
  useMarkAllMessagesReadMutation,
  useMarkMessageReadMutation,
  useMyMessageListQuery,
  useMyMessageUnreadCountQuery,
} from '../api/messages-api';
import { MessageDrawer, messageTime } from '../components/message-drawer';
import { MESSAGE_TYPE_COLOR, useMessageText } from '../message-text';
import '../messages.css';

interface MessageFilters extends Record<string, string | undefined> {
  state?: string;
  messageType?: string;
}

/**
 * /MyMessage (spec section 2, Personal): the signed-in user's messages, newest first, paged on the
 * server; unread ones in bold. Opening one shows it in a drawer and marks it read; all can be marked
 * read at once; a message can be deleted after a confirmation.
 */
export function MyMessagePage() {
  const { t } = useText();
  const { textOf, typeOf } = useMessageText();
  const { query, search, changePage } = usePageQuery<MessageFilters>();
  const { data, isFetching } = useMyMessageListQuery(toPageParams(query));
  const { data: unread } = useMyMessageUnreadCountQuery(undefined);
  const [markRead] = useMarkMessageReadMutation();
  const [markAllRead] = useMarkAllMessagesReadMutation();
  const [remove] = useDeleteMessageMutation();
  const [opened, setOpened] = useState<UserMessageView | null>(null);

  const open = (message: UserMessageView) => {
    setOpened(message);
    if (!message.read) void markRead(message.id);
  };

  /** Answers `{ count }`: how many were marked. */
  const markAll = async () => {
    settleMutation(await markAllRead(undefined), { isSuccess: (answer) => typeof answer === 'object' && answer !== null });
  };

  const columns: TableColumnsType<UserMessageView> = [
    {
      title: t('messages.field.type'),
      dataIndex: 'messageType',
      key: 'messageType',
      width: 110,
      render: (_, message) => <Tag color={MESSAGE_TYPE_COLOR[message.messageType]}>{typeOf(message)}</Tag>,
    },
    {
      title: t('messages.field.content'),
      dataIndex: 'textKey',
      key: 'content',
      render: (_, message) => (
        <Button type="link" className="tis-message-text" onClick={() => open(message)} data-testid="message-open">
          {textOf(message)}
        </Button>
      ),
    },
    { title: t('messages.field.sentAt'), dataIndex: 'sentAt', key: 'sentAt', width: 170, render: (at: string) => messageTime(at) },
    {
      title: t('messages.field.state'),
      dataIndex: 'read',
      key: 'read',
      width: 110,
      render: (read: boolean) => <Tag color={read ? 'default' : 'processing'}>{t(read ? 'messages.state.read' : 'messages.state.unread')}</Tag>,
    },
    {
      title: t('common.table.actions'),
      key: 'actions',
      fixed: 'right',
      width: 180,
      render: (_, message) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => open(message)}>
            {t('messages.action.open')}
          </Button>
          <DeleteButton onConfirm={async () => settleMutation(await remove(message.id))} />
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('messages.myMessage.pageTitle')}
      data-testid="my-message-page"
      filters={
        <FilterBar<MessageFilters> keyword={false} onSearch={search}>
          <Form.Item name="state" label={t('messages.field.state')}>
            <Select
              allowClear
              className="tis-message-select"
              placeholder={t('messages.filter.allStates')}
              options={USER_MESSAGE_READ_STATES.map((value) => ({ value, label: t(`messages.state.${value}`) }))}
              data-testid="filter-state"
            />
          </Form.Item>
          <Form.Item name="messageType" label={t('messages.field.type')}>
            <Select
              allowClear
              className="tis-message-select"
              placeholder={t('messages.filter.allTypes')}
              options={USER_MESSAGE_TYPES.map((value) => ({ value, label: t(USER_MESSAGE_TYPE_TEXT[value]) }))}
              data-testid="filter-type"
            />
          </Form.Item>
        </FilterBar>
      }
      actions={
        <LockButton
          icon={<CheckOutlined />}
          disabled={!unread?.count}
          data-testid="mark-all-read"
          onClick={() => void markAll()}
        >
          {t('messages.action.markAllRead')}
        </LockButton>
      }
      dialogs={<MessageDrawer message={opened} onClose={() => setOpened(null)} />}
    >
      <PagedTable<UserMessageView>
        rowKey="id"
        columns={columns}
        result={data}
        loading={isFetching}
        query={query}
        onPageChange={changePage}
        rowClassName={(message) => (message.read ? '' : 'tis-message-unread')}
      />
    </AdminListPage>
  );
}
