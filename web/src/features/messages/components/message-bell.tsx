import { BellOutlined } from '@ant-design/icons';
import { isPageAllowed } from '@tis/contracts';
import { Badge } from 'antd';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { useText } from '../../../i18n/use-text';
import { UNREAD_POLL_MS, useMyMessageUnreadCountQuery } from '../api/messages-api';

/** Unread messages above this show as "99+". */
const BADGE_MAX = 99;

/**
 * The bell of the main header: the unread count of the user's messages, a link to /MyMessage. It
 * asks every 60 s while the window has focus and again when it gets focus; reading or deleting a
 * message updates it at once (cache tags). Users whose role lacks /MyMessage get no bell.
 */
export function MessageBell() {
  const { t } = useText();
  const allowed = useAppSelector((state) => isPageAllowed(state.session.roleRight, 'MyMessage'));
  const { data } = useMyMessageUnreadCountQuery(undefined, {
    skip: !allowed,
    pollingInterval: UNREAD_POLL_MS,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
  });
  if (!allowed) return null;
  const count = typeof data?.count === 'number' ? data.count : 0;
  return (
    <Link to="/MyMessage" className="tis-main-bell" aria-label={t('messages.bell.label', { count })} data-testid="message-bell">
      <Badge count={count} size="small" overflowCount={BADGE_MAX} data-testid="message-bell-count">
        <BellOutlined />
      </Badge>
    </Link>
  );
}
