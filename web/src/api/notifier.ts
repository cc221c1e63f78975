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

/** A notifier that keeps what it is asked to show until the real one is attached, then shows it there. */
export interface DeferredNotifier extends Notifier {
  attach(real: Notifier): void;
  /** Calls `listener` once, when the first message waits (the app then loads the real one at once). */
  onFirstWait(listener: () => void): void;
}

type Call = (target: Notifier) => void;

/**
 * The app starts with this one: antd's notifications load when the browser is first idle or the
 * first message waits, whichever comes first (they are not part of the login page's first
 * download), and what a call wants to show before then is shown once they are there. `closeAll`
 * before that drops what is waiting.
 */
export function createDeferredNotifier(): DeferredNotifier {
  let target: Notifier | null = null;
  let waiting: Call[] = [];
  let listeners: (() => void)[] = [];
  const run = (call: Call) => {
    if (target) {
      call(target);
      return;
    }
    waiting.push(call);
    const called = listeners;
    listeners = [];
    for (const listener of called) listener();
  };
  return {
    message: (level, text, durationMs) => run((n) => n.message(level, text, durationMs)),
    notification: (level, title, description, durationMs) => run((n) => n.notification(level, title, description, durationMs)),
    closeAll: () => {
      if (target) target.closeAll();
      else waiting = [];
    },
    onFirstWait(listener) {
      if (waiting.length > 0) listener();
      else listeners.push(listener);
    },
    attach(real) {
      target = real;
      const calls = waiting;
      waiting = [];
      for (const call of calls) call(real);
    },
  };
}

export function isDeferredNotifier(notifier: Notifier): notifier is DeferredNotifier {
  return typeof (notifier as Partial<DeferredNotifier>).attach === 'function';
}
