import { NotificationOutlined } from '@ant-design/icons';
import { Badge, Button, List, Popover, Typography } from 'antd';
import { Link } from 'react-router';
import { UNREAD_POLL_MS } from '../../messages/api/messages-api';
import { useText } from '../../../i18n/use-text';
import { formatTime } from '../../logs/log-format';
import { useBulletinNewsQuery } from '../api/bulletins-api';
import { bulletinUrl, useReadsBulletins } from '../hooks';
import '../bulletins.css';

/** Unread notices above this show as "99+". */
const BADGE_MAX = 99;

/**
 * The notices of the main header: a badge with the unread notices meant for the user and, on a
 * click, the newest of them, each opening its reading view, and a link to all notices. A notice
 * stays here until it is opened. Asked every 60 s while the window has focus, like the message bell.
 */
export function BulletinBell() {
  const { t } = useText();
  const allowed = useReadsBulletins();
  const { data } = useBulletinNewsQuery({ unreadOnly: true }, { skip: !allowed, pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true });
  if (!allowed) return null;
  const count = typeof data?.unread === 'number' ? data.unread : 0;
  const content = (
    <div className="tis-bulletin-bell-list" data-testid="bulletin-bell-list">
      <List
        size="small"
        dataSource={Array.isArray(data?.list) ? data.list : []}
        locale={{ emptyText: t('bulletins.news.noneUnread') }}
        renderItem={(row) => (
          <List.Item key={row.id}>
            <Link to={bulletinUrl(row.id)} className="tis-bulletin-unread" data-testid="bulletin-bell-item">
              {row.title}
            </Link>
            <Typography.Text type="secondary">{formatTime(row.publishTime).slice(0, 10)}</Typography.Text>
          </List.Item>
        )}
      />
      <Link to="/BulletinList" data-testid="bulletin-bell-all">
        {t('bulletins.news.all')}
      </Link>
    </div>
  );
  return (
    <Popover content={content} title={t('bulletins.news.title')} trigger="click" placement="bottomRight" destroyOnHidden>
      <Button type="text" className="tis-main-bell" aria-label={t('bulletins.news.bell', { count })} data-testid="bulletin-bell">
        <Badge count={count} size="small" overflowCount={BADGE_MAX} data-testid="bulletin-bell-count">
          <NotificationOutlined />
        </Badge>
      </Button>
    </Popover>
  );
}
