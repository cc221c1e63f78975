import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { ERROR_CODES, LOGIN_RESULT, type LoginResult } from '@tis/contracts';
import { call, freePort, postLogin, TEST_DIALECTS } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/**
 * A local stand-in of the enterprise-chat provider's API (WeCom's shape): gettoken with corp id and
 * secret, auth/getuserinfo turning a one-time QR code into a member's user id.
 */
async function startProvider(): Promise<{ url: string; codes: Map<string, string>; tokenCalls: () => number; stop: () => Promise<void> }> {
  const codes = new Map<string, string>();
  let tokenCalls = 0;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/cgi-bin/gettoken') {
      tokenCalls += 1;
      const ok = url.searchParams.get('corpid') === 'corp-1' && url.searchParams.get('corpsecret') === 'corp-secret';
      res.end(JSON.stringify(ok ? { errcode: 0, errmsg: 'ok', access_token: 'app-token-1', expires_in: 7200 } : { errcode: 40001, errmsg: 'invalid credential' }));
      return;
    }
    if (url.pathname === '/cgi-bin/auth/getuserinfo') {
      const code = url.searchParams.get('code') ?? '';
      const userId = url.searchParams.get('access_token') === 'app-token-1' ? codes.get(code) : undefined;
      codes.delete(code); // one-time codes
      res.end(JSON.stringify(userId ? { errcode: 0, errmsg: 'ok', UserId: userId } : { errcode: 40029, errmsg: 'invalid code' }));
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, codes, tokenCalls: () => tokenCalls, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe.each(TEST_DIALECTS)('enterprise-chat QR login on %s', (dialect) => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let portal: EmbeddedPortal;
  let base: string;
  let oauthDb: DataSource;

  beforeAll(async () => {
    provider = await startProvider();
    portal = await startEmbeddedPortal({
      name: 'wecom',
      dialect,
      env: { TIS_WECOM_URL: provider.url, TIS_WECOM_APPS: 'default=corp-1:corp-secret,trucks=corp-2:wrong-secret' },
    });
    base = portal.base;
    oauthDb = await portal.db('oauth');
  }, 120_000);

  afterAll(async () => {
    await Promise.allSettled([portal?.stop(), provider?.stop()]);
  });

  const scan = (userId: string): string => {
    const code = `code-${randomUUID()}`;
    provider.codes.set(code, userId);
    return code;
  };
  const wechatLogin = (code: string, companyType = 'default') =>
    call<{ userName: string; token: string; userCode: string } | number | null>(`${base}/tis/api/oauth/wechatLogin?${new URLSearchParams({ code, companyType })}`, { headers: { Language: 'en_US' } });

  it('signs in the account whose code is the provider user id, with {userName, token}', async () => {
    const { body } = await wechatLogin(scan('oem01'));
    expect(body.code).toBe('000000');
    const result = body.data as { userName: string; token: string; userCode: string };
    expect(result).toMatchObject({ userCode: 'oem01', userName: 'Wang Fang (OEM)' });
    expect((await call(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: result.token } })).status).toBe(200);
  });

  it('follows a linked identity to its account', async () => {
    await oauthDb.query('INSERT INTO external_identity (id, provider, subject, user_code, created_at) VALUES (?, ?, ?, ?, ?)', [randomUUID(), 'wecom:default', 'ZhangSan', 'dealer01', portal.bind(new Date())]);
    const { body } = await wechatLogin(scan('ZhangSan'));
    expect((body.data as { userCode: string }).userCode).toBe('dealer01');
  });

  it('accepts the login payload type 2 with wechatCode on POST login too', async () => {
    const form = new URLSearchParams({ type: '2', wechatCode: scan('public01'), companyType: 'default' });
    const { body } = await postLogin(base, form);
    expect((body.data as LoginResult).userCode).toBe('public01');
  });

  it('fails with 8700001 (result 11) for a spent or unknown code, an unknown member, or a company whose app is misconfigured', async () => {
    const code = scan('oem01');
    expect((await wechatLogin(code)).body.code).toBe('000000');
    expect((await wechatLogin(code)).body).toMatchObject({ code: ERROR_CODES.oauthEnterpriseChatFailed.code, mesg: 'Enterprise-chat login failed' });
    expect((await wechatLogin(scan('no-such-member'))).body.code).toBe(ERROR_CODES.oauthEnterpriseChatFailed.code);
    expect((await wechatLogin(scan('oem01'), 'trucks')).body.code).toBe(ERROR_CODES.oauthEnterpriseChatFailed.code);
    expect((await wechatLogin(scan('oem01'), 'unconfigured')).body.code).toBe(ERROR_CODES.oauthEnterpriseChatFailed.code);
  });

  it('refuses a frozen account with its message', async () => {
    const { body } = await wechatLogin(scan('frozen01'));
    expect(body).toMatchObject({ code: '000000', data: LOGIN_RESULT.info, mesg: 'The account is frozen' });
  });

  it('asks the provider for an app token once and reuses it', async () => {
    const before = provider.tokenCalls();
    await wechatLogin(scan('oem01'));
    await wechatLogin(scan('oem01'));
    expect(provider.tokenCalls()).toBe(before);
  });
});
