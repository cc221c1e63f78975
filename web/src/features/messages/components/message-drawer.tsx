import { Button, Descriptions, Drawer, Tag, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { UserMessageView } from '@tis/contracts';
import { useNavigate } from 'react-router';
import { useText } from '../../../i18n/use-text';
import { MESSAGE_TYPE_COLOR, useMessageText } from '../message-text';

export interface MessageDrawerProps {
  /** The open message; null: closed. */
  message: UserMessageView | null;
  onClose: () => void;
}

/** A server timestamp in the browser's time zone. */
export function messageTime(iso: string | null): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';
}

/** One message in full: kind, time, text and the page it points to. */
export function MessageDrawer({ message, onClose }: MessageDrawerProps) {
  const { t } = useText();
  const { textOf, typeOf } = useMessageText();
  const navigate = useNavigate();
  const link = message?.link ?? null;

  return (
    <Drawer open={message !== null} title={t('messages.detail.title')} size="default" onClose={onClose} destroyOnHidden data-testid="message-drawer">
      {message && (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('messages.field.type')}>
              <Tag color={MESSAGE_TYPE_COLOR[message.messageType]}>{typeOf(message)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('messages.field.sentAt')}>{messageTime(message.sentAt)}</Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph className="tis-message-body" data-testid="message-body">
            {textOf(message)}
          </Typography.Paragraph>
          {link && (
            <Button
              type="primary"
              icon={<LinkOutlined />}
              data-testid="message-link"
              onClick={() => {
                onClose();
                void navigate(link);
              }}
            >
              {t('messages.action.openLink')}
            </Button>
          )}
        </>
      )}
    </Drawer>
  );
}
