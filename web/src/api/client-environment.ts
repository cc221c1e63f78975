import type { TextRef } from '../i18n/keys';
import { consoleNotifier, type Notifier } from './notifier';
import { createThrottle, type Throttle } from './throttle';

/** What the API clients need from the running app; swapped in tests. */
export interface ClientEnvironment {
  fetch: typeof fetch;
  /** The session token (localStorage tis.token), or null. */
  token(): string | null;
  /** The interface language for the Language header. */
  language(): string;
  translate(text: TextRef): string;
  notifier: Notifier;
  /** Shared by every client: error messages at most one per 4 s. */
  throttle: Throttle;
  /** The login-expired action: clear the session, go to the login page of the stored logo. */
  onLoginExpired(): void;
  log(text: string): void;
}

let environment: ClientEnvironment = {
  fetch: (...args) => globalThis.fetch(...args),
  token: () => null,
  language: () => 'zh_CN',
  translate: (text) => ('raw' in text ? text.raw : text.key),
  notifier: consoleNotifier,
  throttle: createThrottle(),
  onLoginExpired: () => {},
  log: (text) => console.warn(text),
};

export function clientEnvironment(): ClientEnvironment {
  return environment;
}

/** Wires the clients into the app (main.tsx) or a test. */
export function configureClientEnvironment(patch: Partial<ClientEnvironment>): ClientEnvironment {
  environment = { ...environment, ...patch };
  return environment;
}
