export type NoticeLevel = 'success' | 'error' | 'warning' | 'info';

/** Default time a message stays (spec sections 8 and 9). */
export const MESSAGE_DURATION_MS = 2500;
/** The success toast of the result notifier (spec section 8). */
export const SUCCESS_DURATION_MS = 700;

/** Where the API clients and the result notifier show their messages (top-right toasts). */
export interface Notifier {
  message(level: NoticeLevel, text: string, durationMs?: number): void;
  notification(level: NoticeLevel, title: string, description: string, durationMs?: number): void;
  closeAll(): void;
}

/** Used until the app mounts its antd-backed notifier (and in tests). */
export const consoleNotifier: Notifier = {
  message(level, text) {
    console.info(`[${level}] ${text}`);
  },
  notification(level, title, description) {
    console.info(`[${level}] ${title}: ${description}`);
  },
  closeAll() {},
};
