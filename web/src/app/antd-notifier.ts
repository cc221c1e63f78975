import type { NotificationInstance } from 'antd/es/notification/interface';
import { MESSAGE_DURATION_MS, type Notifier } from '../api/notifier';

/** Messages as top-right toasts (spec section 8), on antd's notification. */
export function antdNotifier(notification: NotificationInstance): Notifier {
  return {
    message(level, text, durationMs = MESSAGE_DURATION_MS) {
      notification[level]({
        title: text,
        duration: durationMs / 1000,
        placement: 'topRight',
        className: `tis-toast tis-toast-${level}`,
        props: { 'data-testid': `toast-${level}` },
      });
    },
    notification(level, title, description, durationMs = MESSAGE_DURATION_MS) {
      notification[level]({
        title,
        description,
        duration: durationMs / 1000,
        placement: 'topRight',
        props: { 'data-testid': `notification-${level}` },
      });
    },
    closeAll() {
      notification.destroy();
    },
  };
}
