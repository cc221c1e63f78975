import { useState } from 'react';
import { CommentOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, List, Pagination, Space, Typography } from 'antd';
import type { FeedbackView } from '@tis/contracts';
import { useAppSelector } from '../../../app/store';
import { useText } from '../../../i18n/use-text';
import { formatTime } from '../../logs/log-format';
import { useMyFeedbackListQuery } from '../api/feedback-api';
import { AnswerStateTag, FeedbackDetailDialog } from './feedback-detail';
import { SendFeedbackDialog } from './send-feedback-dialog';

const PAGE_SIZE = 10;

/** The sender's own feedback, newest first, each with its answer; "Send feedback" on top. */
export function MyFeedbackDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useText();
  const [pageNo, setPageNo] = useState(1);
  const [sending, setSending] = useState(false);
  const [opened, setOpened] = useState<FeedbackView | null>(null);
  const { data, isFetching } = useMyFeedbackListQuery({ pageNo, pageSize: PAGE_SIZE }, { skip: !open });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('feedback.mine.title')}
      size="large"
      destroyOnHidden
      data-testid="my-feedback-drawer"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setSending(true)} data-testid="send-feedback">
          {t('feedback.send.open')}
        </Button>
      }
    >
      <List<FeedbackView>
        loading={isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <Empty description={t('feedback.mine.empty')} /> }}
        data-testid="my-feedback-list"
        renderItem={(feedback) => (
          <List.Item
            key={feedback.id}
            className="tis-feedback-mine-item"
            actions={[
              <Button key="open" type="link" onClick={() => setOpened(feedback)} data-testid="my-feedback-open">
                {t('feedback.list.open')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Space size={8} wrap>
                  <span>{feedback.typeName}</span>
                  <AnswerStateTag feedback={feedback} />
                  <Typography.Text type="secondary">{formatTime(feedback.sentAt)}</Typography.Text>
                </Space>
              }
              description={
                <>
                  <Typography.Paragraph ellipsis={{ rows: 2 }} className="tis-feedback-text">
                    {feedback.content}
                  </Typography.Paragraph>
                  {feedback.answer && (
                    <Typography.Paragraph ellipsis={{ rows: 2 }} className="tis-feedback-text" data-testid="my-feedback-answer">
                      {t('feedback.field.answer')}: {feedback.answer}
                    </Typography.Paragraph>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />
      {(data?.total ?? 0) > PAGE_SIZE && (
        <Pagination current={pageNo} pageSize={PAGE_SIZE} total={data?.total ?? 0} showSizeChanger={false} onChange={setPageNo} size="small" />
      )}
      <FeedbackDetailDialog feedback={opened} onClose={() => setOpened(null)} showSender={false} data-testid="my-feedback-detail" />
      <SendFeedbackDialog open={sending} onClose={() => setSending(false)} />
    </Drawer>
  );
}

/**
 * The header's feedback button (next to the message bell): every signed-in user sends feedback
 * and reads their own with its answers in a drawer, from whatever page they are on.
 */
export function FeedbackButton() {
  const { t } = useText();
  const signedIn = useAppSelector((state) => state.session.token !== null);
  const [open, setOpen] = useState(false);
  if (!signedIn) return null;
  return (
    <>
      <Button type="text" className="tis-main-bell" icon={<CommentOutlined />} aria-label={t('feedback.mine.button')} title={t('feedback.mine.button')} onClick={() => setOpen(true)} data-testid="feedback-button" />
      <MyFeedbackDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
