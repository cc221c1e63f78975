import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import type { RoleRightItem } from '@tis/contracts';
import { configureClientEnvironment } from '../api/client-environment';
import { createThrottle } from '../api/throttle';
import type { SessionUser } from '../app/session-storage';
import { signedIn } from '../app/session-slice';
import { createStore } from '../app/store';
import { i18n, resolveText } from '../i18n';

/** A request the page sent to the fake server. */
export interface SentRequest {
  method: string;
  /** Path and query, e.g. `/tis/api/oauth/sso/authorize?privacyVersion=…`. */
  path: string;
  url: URL;
  /** JSON bodies parsed, form bodies as an object of their fields, otherwise the text. */
  body: unknown;
  /** The body as sent when it was text ('' otherwise). */
  rawBody: string;
  headers: Record<string, string>;
}

/** What the fake server answers: an envelope body (status 200 unless given) or a whole Response. */
export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: SentRequest) => FakeAnswer | Response | undefined | Promise<FakeAnswer | Response | undefined>;

/** A `{ code, mesg, data }` envelope answer (success by default). */
export function envelopeAnswer(data: unknown, code = '000000', mesg = 'ok'): FakeAnswer {
  return { body: { code, mesg, data } };
}

export interface FakeServerOptions {
  /** Answers each request; unanswered requests get a 404 envelope. */
  handler: FakeHandler;
  /** Signs this user in (token 'token') before rendering; absent: no session. */
  signedInAs?: SessionUser;
  roleRight?: RoleRightItem[];
}

export interface FakeServer {
  sent: SentRequest[];
  messages: { level: string; text: string }[];
  store: ReturnType<typeof createStore>;
}

function bodyOf(init: RequestInit | undefined, headers: Record<string, string>): unknown {
  const raw = init?.body;
  if (typeof raw !== 'string') return raw ?? undefined;
  const type = headers['Content-Type'] ?? headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const h = init?.headers;
  if (!h) return {};
  if (h instanceof Headers) return Object.fromEntries(h.entries());
  if (Array.isArray(h)) return Object.fromEntries(h);
  return { ...h };
}

/** Points the SPA's clients at a fake server; answers what the page sent and the messages it showed. */
export function startFakeServer({ handler, signedInAs, roleRight = [] }: FakeServerOptions): FakeServer {
  const sent: SentRequest[] = [];
  const messages: { level: string; text: string }[] = [];
  const token = signedInAs ? 'token' : null;
  configureClientEnvironment({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      const headers = headersOf(init);
      const rawBody = typeof init?.body === 'string' ? init.body : '';
      const request: SentRequest = { method: init?.method ?? 'GET', path: `${url.pathname}${url.search}`, url, body: bodyOf(init, headers), rawBody, headers };
      sent.push(request);
      const answer = (await handler(request)) ?? envelopeAnswer(null, '404', 'not found');
      if (answer instanceof Response) return answer;
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
    },
    token: () => token,
    language: () => i18n.language,
    translate: resolveText,
    throttle: createThrottle(),
    notifier: { message: (level, text) => messages.push({ level, text }), notification: () => undefined, closeAll: () => undefined },
  });
  const store = createStore();
  if (signedInAs) store.dispatch(signedIn({ token: 'token', user: signedInAs, roleRight }));
  return { sent, messages, store };
}

function Providers({ server, children }: { server: FakeServer; children: ReactElement }) {
  return (
    <Provider store={server.store}>
      <I18nextProvider i18n={i18n}>
        <AntdApp>{children}</AntdApp>
      </I18nextProvider>
    </Provider>
  );
}

/** Renders one page against a fake server. */
export function renderWithFakeServer(page: ReactElement, options: FakeServerOptions): FakeServer {
  const server = startFakeServer(options);
  render(<Providers server={server}>{page}</Providers>);
  return server;
}

/** Renders routes at `path` against a fake server; the router shows where the page navigated. */
export function renderRoutesWithFakeServer(routes: RouteObject[], path: string, options: FakeServerOptions): FakeServer & { router: ReturnType<typeof createMemoryRouter> } {
  const server = startFakeServer(options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers server={server}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...server, router };
}
