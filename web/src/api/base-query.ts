import { filterScripts } from '@tis/contracts';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import {
  decide,
  readEnvelope,
  type Action,
  type CodeHandler,
  type FailureStatus,
  type Received,
  type ReceivedEnvelope,
} from './code-handling';
import { clientEnvironment, type ClientEnvironment } from './client-environment';

export type QueryValue = string | number | boolean | null | undefined;

export interface ClientRequest {
  /** Path under the client's base ('/login'), or an absolute URL. */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Plain objects are sent as JSON (through the anti-script filter) or form-urlencoded (oauth). */
  body?: unknown;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob' | 'text';
}

export type ClientArgs = string | ClientRequest;

/** The error a client query fails with (RTK Query `error`). */
export interface ClientError {
  status: FailureStatus | 'ABORTED';
  code?: string;
  /** Translated text; for a network failure, the server-error string. */
  message: string;
  data?: unknown;
}

export interface ClientMeta {
  url: string;
  method: string;
  status?: number;
  /** The answer read as an envelope (for screens that show its message). */
  envelope?: ReceivedEnvelope;
}

export interface ClientBaseQueryOptions {
  /** Full base path of the client, e.g. '/tis/api/viewer'. */
  base: string;
  timeoutMs: number;
  /** The client's own code handling (spec section 8). */
  handleCode: CodeHandler;
  /** The oauth client posts form-urlencoded bodies. */
  formUrlEncoded?: boolean;
  /** Defaults to the app's environment; tests pass their own. */
  environment?: () => ClientEnvironment;
}

export type ClientBaseQuery = BaseQueryFn<ClientArgs, unknown, ClientError, object, ClientMeta>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Array.isArray(value);
}

function formValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}

/** base + path + query string. */
export function buildUrl(base: string, url: string, params?: ClientRequest['params']): string {
  const path = /^https?:\/\//.test(url) ? url : `${base.replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as QueryValue[]) if (v !== undefined && v !== null) query.append(key, String(v));
  }
  const qs = query.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/** The fetch body and its content type: JSON passes the anti-script filter; oauth is form-urlencoded. */
export function encodeBody(body: unknown, formUrlEncoded: boolean): { body?: BodyInit; contentType?: string } {
  if (body === undefined || body === null) return {};
  if (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof Blob ||
    body instanceof ArrayBuffer
  ) {
    return { body };
  }
  if (formUrlEncoded && isPlainObject(body) && !Array.isArray(body)) {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      form.append(key, formValue(value));
    }
    return { body: form.toString(), contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  return { body: JSON.stringify(filterScripts(body)), contentType: 'application/json;charset=UTF-8' };
}

/**
 * The request headers every call carries (spec section 7: "an Authorization header from the
 * session token and a Language header"). The token goes as it is, without a scheme, like the
 * spec's clients send it; the server accepts it bare or as `Bearer <token>`.
 */
export function commonHeaders(env: Pick<ClientEnvironment, 'token' | 'language'>): Record<string, string> {
  const headers: Record<string, string> = { Language: env.language() };
  const token = env.token();
  if (token) headers.Authorization = token;
  return headers;
}

async function readBody(response: Response, responseType: ClientRequest['responseType']): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  // A blob download that failed answers with a JSON envelope.
  if (type.includes('json')) {
    const text = await response.text();
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  // Only a successful download is a blob; an error page is read as text.
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  return text === '' ? undefined : text;
}

/** Runs the side effects of a decision. Error toasts share the 4 s throttle. */
export function runActions(actions: readonly Action[], env: ClientEnvironment): void {
  // A decision that closes the messages to show its own (401: login timeout) leaves them alone
  // while its own is throttled: a second 401 right after the first must not close the first's toast.
  const own = actions.find((a) => a.type === 'message');
  const keepMessages = own?.type === 'message' && !env.throttle.wouldAllow(own.channel);
  for (const action of actions) {
    switch (action.type) {
      case 'closeMessages':
        if (!keepMessages) env.notifier.closeAll();
        break;
      case 'message':
        if (env.throttle.allow(action.channel)) env.notifier.message(action.level, env.translate(action.text));
        break;
      case 'notification':
        if (env.throttle.allow(action.channel)) {
          env.notifier.notification(action.level, env.translate(action.title), env.translate(action.description));
        }
        break;
      case 'loginExpired':
        env.onLoginExpired();
        break;
      case 'log':
        env.log(action.text);
        break;
    }
  }
}

class TimeoutSignal {
  readonly controller = new AbortController();
  timedOut = false;
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly onOuterAbort = () => this.controller.abort();

  constructor(
    timeoutMs: number,
    private readonly outer?: AbortSignal,
  ) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, timeoutMs);
    if (outer?.aborted) this.controller.abort();
    else outer?.addEventListener('abort', this.onOuterAbort, { once: true });
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onOuterAbort);
  }
}

/**
 * The base query of one spec client (section 7/8): its base path, timeout and code handling.
 * Every request carries Authorization and Language; JSON bodies pass the anti-script filter.
 */
export function createClientBaseQuery(options: ClientBaseQueryOptions): ClientBaseQuery {
  const { base, timeoutMs, handleCode, formUrlEncoded = false } = options;
  const environment = options.environment ?? clientEnvironment;

  return async (args, api) => {
    const env = environment();
    const request: ClientRequest = typeof args === 'string' ? { url: args } : args;
    const method = request.method ?? (request.body === undefined ? 'GET' : 'POST');
    const url = buildUrl(base, request.url, request.params);
    const meta: ClientMeta = { url, method };
    const encoded = encodeBody(request.body, formUrlEncoded);
    const headers: Record<string, string> = { Accept: 'application/json, */*', ...commonHeaders(env), ...request.headers };
    if (encoded.contentType) headers['Content-Type'] = encoded.contentType;

    const signal = new TimeoutSignal(timeoutMs, api.signal);
    let received: Received;
    try {
      const response = await env.fetch(url, { method, headers, body: encoded.body ?? null, signal: signal.controller.signal });
      const body = await readBody(response, request.responseType);
      meta.status = response.status;
      meta.envelope = readEnvelope(body);
      received = { kind: 'response', status: response.status, body };
    } catch (cause) {
      if (signal.timedOut) received = { kind: 'timeout' };
      else if (api.signal.aborted) return { error: { status: 'ABORTED', message: 'aborted' }, meta };
      else received = { kind: 'network', cause };
    } finally {
      signal.dispose();
    }

    const decision = decide(received, handleCode);
    runActions(decision.actions, env);
    const { outcome } = decision;
    if (outcome.type === 'resolve') return { data: outcome.value === undefined ? null : outcome.value, meta };
    const { failure } = outcome;
    const error: ClientError = { status: failure.status, message: env.translate(failure.message) };
    if (failure.code !== undefined) error.code = failure.code;
    if (failure.body !== undefined) error.data = failure.body;
    return { error, meta };
  };
}

