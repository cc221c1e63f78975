import { describe, expect, it, vi } from 'vitest';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { buildUrl, createClientBaseQuery, encodeBody, type ClientArgs } from './base-query';
import type { ClientEnvironment } from './client-environment';
import { clientDefinition } from './clients';
import { generalCodes, oauthCodes } from './code-handling';
import type { Notifier } from './notifier';
import { createThrottle } from './throttle';

interface Recorded {
  url: string;
  init: RequestInit;
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function setup(respond: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: Recorded[] = [];
  const shown: { level: string; text: string }[] = [];
  const closeAll = vi.fn();
  const onLoginExpired = vi.fn();
  const log = vi.fn();
  const notifier: Notifier = {
    message: (level, text) => shown.push({ level, text }),
    notification: (level, title, description) => shown.push({ level, text: `${title}: ${description}` }),
    closeAll,
  };
  let now = 0;
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    calls.push({ url, init: init ?? {} });
    return respond(url, init ?? {});
  };
  const env: ClientEnvironment = {
    fetch: fetchFn,
    token: () => 'tok-123',
    language: () => 'de_DE',
    translate: (text) => ('raw' in text ? text.raw : `t(${text.key})`),
    notifier,
    throttle: createThrottle(4000, () => now),
    onLoginExpired,
    log,
  };
  const advance = (ms: number) => {
    now += ms;
  };
  return { calls, shown, env, advance, closeAll, onLoginExpired, log };
}

function api(signal = new AbortController().signal): BaseQueryApi {
  return {
    signal,
    abort: () => {},
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
}

const run = (query: ReturnType<typeof createClientBaseQuery>, args: ClientArgs, signal?: AbortSignal) =>
  Promise.resolve(query(args, api(signal), {}));

describe('client definitions (spec section 7)', () => {
  it('gives every client its base and timeout', () => {
    expect(clientDefinition('viewer')).toMatchObject({ base: '/tis/api/viewer', timeoutMs: 120_000 });
    expect(clientDefinition('sas')).toMatchObject({ base: '/tis/api/sas', timeoutMs: 120_000 });
    expect(clientDefinition('general')).toMatchObject({ base: '/tis/api', timeoutMs: 300_000 });
    expect(clientDefinition('fileconverter')).toMatchObject({ base: '/tis/api/fileconverter', timeoutMs: 300_000 });
    expect(clientDefinition('devtool')).toMatchObject({ base: '/tis/api/devtool', timeoutMs: 120_000 });
    expect(clientDefinition('oauth')).toMatchObject({ base: '/tis/api/oauth', timeoutMs: 120_000, formUrlEncoded: true });
    for (const s of ['vds', 'oauthService', 'systemService', 'searchService'] as const) {
      expect(clientDefinition(s)).toMatchObject({ base: `/tis/api/${s}`, timeoutMs: 120_000, handleCode: generalCodes });
    }
    for (const s of ['documentService', 'diagnosisService', 'jobService', 'logService', 'vehicleService'] as const) {
      expect(clientDefinition(s)).toMatchObject({ base: `/tis/api/${s}`, timeoutMs: 300_000, handleCode: generalCodes });
    }
    expect(clientDefinition('oauth').handleCode).toBe(oauthCodes);
  });
});

describe('buildUrl / encodeBody', () => {
  it('joins base, path and query, skipping empty values and repeating arrays', () => {
    expect(buildUrl('/tis/api/sas', '/list', { pageNo: 1, keyword: undefined, ids: [1, 2], q: null })).toBe(
      '/tis/api/sas/list?pageNo=1&ids=1&ids=2',
    );
    expect(buildUrl('/tis/api/', 'x')).toBe('/tis/api/x');
  });
  it('sends JSON through the anti-script filter', () => {
    const { body, contentType } = encodeBody({ title: 'a<script>alert(1)</script>b', n: 1 }, false);
    expect(contentType).toContain('application/json');
    expect(JSON.parse(body as string)).toEqual({ title: 'ab', n: 1 });
  });
  it('sends oauth bodies form-urlencoded and unfiltered (passwords stay as typed)', () => {
    const { body, contentType } = encodeBody({ type: 1, userCode: 'u 1', password: 'p<a>&', skip: undefined }, true);
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(body).toBe('type=1&userCode=u+1&password=p%3Ca%3E%26');
  });
  it('passes FormData and strings as they are', () => {
    const form = new FormData();
    expect(encodeBody(form, false).body).toBe(form);
    expect(encodeBody('raw', true)).toEqual({ body: 'raw' });
  });
});

describe('createClientBaseQuery', () => {
  it('sends Authorization and Language and returns the data of a success envelope', async () => {
    const { calls, env } = setup(() => jsonResponse({ code: '000000', mesg: 'ok', data: { n: 1 } }));
    const query = createClientBaseQuery({ ...clientDefinition('systemService'), environment: () => env });
    const result = await run(query, { url: '/users', params: { pageNo: 1 } });
    expect(result.data).toEqual({ n: 1 });
    expect(calls[0]!.url).toBe('/tis/api/systemService/users?pageNo=1');
    const headers = calls[0]!.init.headers as Record<string, string>;
    // The bare token, as the spec's clients send it (the server also accepts 'Bearer <token>').
    expect(headers.Authorization).toBe('tok-123');
    expect(headers.Language).toBe('de_DE');
    expect(calls[0]!.init.method).toBe('GET');
  });

  it('omits Authorization without a token', async () => {
    const { calls, env } = setup(() => jsonResponse({ code: '000000', data: 1 }));
    env.token = () => null;
    const query = createClientBaseQuery({ ...clientDefinition('general'), environment: () => env });
    await run(query, '/x');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('posts oauth login form-urlencoded and maps A00217 to login result 13', async () => {
    const { calls, env } = setup(() => jsonResponse({ code: 'A00217', mesg: 'User does not exist', data: null }));
    const query = createClientBaseQuery({ ...clientDefinition('oauth'), environment: () => env });
    const result = await run(query, { url: '/login', method: 'POST', body: { type: 1, userCode: 'alice', password: 'Secret1x' } });
    expect(calls[0]!.url).toBe('/tis/api/oauth/login');
    expect(calls[0]!.init.body).toBe('type=1&userCode=alice&password=Secret1x');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toContain('x-www-form-urlencoded');
    expect(result.data).toBe(13);
    expect(result.meta?.envelope?.mesg).toBe('User does not exist');
  });

  it('401: closes messages, shows login timeout, runs the login-expired action, fails', async () => {
    const { shown, env, closeAll, onLoginExpired } = setup(() => jsonResponse({ code: '401', mesg: 'expired', data: null }));
    const query = createClientBaseQuery({ ...clientDefinition('general'), environment: () => env });
    const result = await run(query, '/x');
    expect(closeAll).toHaveBeenCalledOnce();
    expect(shown).toEqual([{ level: 'error', text: 't(error.loginTimeout)' }]);
    expect(onLoginExpired).toHaveBeenCalledOnce();
    expect(result.error).toMatchObject({ status: 401, message: 't(error.loginTimeout)' });
  });

  it('a second 401 right after the first keeps the login-timeout message on screen', async () => {
    const { shown, env, closeAll, onLoginExpired } = setup(() => jsonResponse({ code: '401', mesg: 'expired', data: null }));
    const query = createClientBaseQuery({ ...clientDefinition('general'), environment: () => env });
    await run(query, '/session');
    await run(query, '/unread-count');
    expect(closeAll).toHaveBeenCalledOnce();
    expect(shown).toEqual([{ level: 'error', text: 't(error.loginTimeout)' }]);
    expect(onLoginExpired).toHaveBeenCalledTimes(2);
  });

  it('throttles error messages to one per 4 s', async () => {
    const { shown, env, advance } = setup(() => new Response('boom', { status: 500 }));
    const query = createClientBaseQuery({ ...clientDefinition('general'), environment: () => env });
    await run(query, '/a');
    await run(query, '/b');
    advance(3999);
    await run(query, '/c');
    expect(shown).toHaveLength(1);
    advance(1);
    const last = await run(query, '/d');
    expect(shown).toEqual([
      { level: 'error', text: 't(error.serverError)' },
      { level: 'error', text: 't(error.serverError)' },
    ]);
    expect(last.error).toMatchObject({ status: 500, message: 't(error.serverError)', data: 'boom' });
  });

  it('network failure: connectivity warning, fails with the server-error string', async () => {
    const { shown, env, log } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const query = createClientBaseQuery({ ...clientDefinition('viewer'), environment: () => env });
    const result = await run(query, '/doc');
    expect(log).toHaveBeenCalledOnce();
    expect(shown).toEqual([{ level: 'warning', text: 't(api.network.unreachable)' }]);
    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 't(error.serverError)' });
  });

  it('gives up after the client timeout with the request-timeout message', async () => {
    vi.useFakeTimers();
    try {
      const { shown, env } = setup(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const query = createClientBaseQuery({ base: '/tis/api/sas', timeoutMs: 120_000, handleCode: generalCodes, environment: () => env });
      const pending = run(query, '/slow');
      await vi.advanceTimersByTimeAsync(119_999);
      expect(shown).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      const result = await pending;
      expect(result.error).toMatchObject({ status: 'TIMEOUT_ERROR', message: 't(error.requestTimeout)' });
      expect(shown).toEqual([{ level: 'error', text: 't(error.requestTimeout)' }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a request cancelled by RTK Query fails quietly', async () => {
    const controller = new AbortController();
    const { shown, env } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const query = createClientBaseQuery({ ...clientDefinition('general'), environment: () => env });
    const pending = run(query, '/x', controller.signal);
    controller.abort();
    const result = await pending;
    expect(result.error).toMatchObject({ status: 'ABORTED' });
    expect(shown).toEqual([]);
  });

  it('returns a blob download whole, and reads a JSON error instead of a blob', async () => {
    // (jsdom's Blob and the fetch Response's Blob are different classes: check by behaviour.)
    const { env } = setup((url) =>
      url.endsWith('/ok')
        ? new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } })
        : jsonResponse({ code: '000001', mesg: 'missing' }),
    );
    const query = createClientBaseQuery({ ...clientDefinition('oauth'), environment: () => env });
    const ok = await run(query, { url: '/ok', responseType: 'blob' });
    expect(await (ok.data as Blob).text()).toBe('%PDF-1.7');
    expect((ok.data as Blob).type).toBe('application/pdf');
    const failed = await run(query, { url: '/missing', responseType: 'blob' });
    expect(failed.data).toBe('missing');
  });

  it('reads a failed blob download as text, never as a blob', async () => {
    const { env } = setup(() => new Response('Bad Gateway', { status: 502, headers: { 'Content-Type': 'text/plain' } }));
    const query = createClientBaseQuery({ ...clientDefinition('oauth'), environment: () => env });
    const result = await run(query, { url: '/privacyPolicy', responseType: 'blob' });
    expect(result.error).toMatchObject({ status: 502, data: 'Bad Gateway' });
  });

  it("a multipart upload refused with an HTTP 415 envelope shows the server's message; a bare 500 the generic text", async () => {
    const { shown, env, calls, advance } = setup((url) =>
      url.endsWith('/translation/import')
        ? jsonResponse({ code: '415', mesg: '不支持该文件类型', data: null }, 415)
        : new Response('upstream died', { status: 500, headers: { 'Content-Type': 'text/plain' } }),
    );
    const query = createClientBaseQuery({ ...clientDefinition('systemService'), environment: () => env });
    const form = new FormData();
    form.append('file', new Blob(['not a workbook']), 'notes.xlsx');
    const refused = await run(query, { url: '/translation/import', method: 'POST', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(refused.error).toMatchObject({ status: 415, code: '415', message: '不支持该文件类型' });
    expect(shown).toEqual([{ level: 'error', text: '不支持该文件类型' }]);

    advance(4000);
    const broken = await run(query, '/translation/list');
    expect(broken.error).toMatchObject({ status: 500, message: 't(error.serverError)' });
    expect(shown.at(-1)).toEqual({ level: 'error', text: 't(error.serverError)' });
  });

  it('sas 200000 shows its error notification once and returns false', async () => {
    const { shown, env } = setup(() => jsonResponse({ code: '200000', mesg: '', data: null }));
    const query = createClientBaseQuery({ ...clientDefinition('sas'), environment: () => env });
    const result = await run(query, '/x');
    expect(result.data).toBe(false);
    expect(shown).toEqual([{ level: 'error', text: 't(api.sas.notificationTitle): t(error.sasHint200000)' }]);
  });
});
