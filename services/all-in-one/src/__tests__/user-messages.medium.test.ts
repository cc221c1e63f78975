import { createHash, randomUUID } from 'node:crypto';
import {
  type EventEnvelope,
  type LoginResult,
  type PageResult,
  type UserCreateInput,
  type UserMessageCount,
  type UserMessageInput,
  type UserMessageView,
  type UserView,
  userMessageRequest,
  userMessageRequestedV1,
} from '@tis/contracts';
import { EVENT_TRANSPORT, type EventTransport } from '@tis/nest';
import { attemptLogin, call, type CallResult, DEMO_PASSWORDS, eventually, loginAs, TEST_DIALECTS } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPortal, formRequest, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

const MINUTE_MS = 60_000;

/**
 * The personal inbox (/MyMessage) on the embedded portal, on each database: the oauth service's
 * real changes (own password change, reset link, a temporary password and a new role set by an
 * administrator) reach the user's inbox through the outbox and the system service's consumer;
 * the list with its filters and paging, the unread count, read marks and deletes; nobody reaches
 * another user's messages; a redelivered event adds nothing.
 */
describe.each(TEST_DIALECTS)('personal messages on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let oauthDb: DataSource;
  let systemDb: DataSource;
  let transport: EventTransport;
  let admin: string;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'messages', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    oauthDb = await portal.db('oauth');
    systemDb = await portal.db('system');
    transport = portal.app.get<EventTransport>(EVENT_TRANSPORT, { strict: false });
    admin = await loginAs(base, 'admin');
  }, 120_000);

  afterAll(() => portal?.stop());

  const inbox = <T>(path: string, token: string, init: { method?: string; lang?: string } = {}): Promise<CallResult<T>> =>
    call<T>(`${base}/tis/api/systemService/myMessage/${path}`, jsonRequest({ method: init.method ?? 'GET', token, headers: { Language: init.lang ?? 'en_US' } }));
  const list = async (token: string, query = '', lang?: string): Promise<PageResult<UserMessageView>> => {
    const res = await inbox<PageResult<UserMessageView>>(`list${query ? `?${query}` : ''}`, token, lang ? { lang } : {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data!;
  };
  const unread = async (token: string): Promise<number> => (await inbox<UserMessageCount>('unreadCount', token)).body.data!.count;

  const login = async (userCode: string, password: string): Promise<string> => {
    const { answer } = await attemptLogin(base, { userCode, password });
    const data = answer.body.data as LoginResult;
    expect(typeof data, JSON.stringify(answer.body)).toBe('object');
    return data.accessToken;
  };
  /** The user chose their own password (what the first-login reset does), so logins open sessions. */
  const passwordChosen = (userCode: string) =>
    oauthDb.query('UPDATE user_account SET password_changed_at = ? WHERE user_code = ?', [portal.bind(new Date()), userCode]);

  /** What a producer's outbox would publish; the broker may deliver it more than once. */
  const envelope = (message: UserMessageInput, at: Date): EventEnvelope => ({
    id: randomUUID(),
    topic: userMessageRequestedV1.topic,
    key: message.receivers[0] ?? '-',
    occurredAt: at.toISOString(),
    producer: 'oauth',
    payload: userMessageRequest(message, at),
  });

  it('lets every kind of demo user open /MyMessage', async () => {
    for (const userCode of ['admin', 'oem01', 'dealer01', 'public01'] as const) {
      const { answer } = await attemptLogin(base, { userCode, password: DEMO_PASSWORDS[userCode] });
      const result = answer.body.data as LoginResult;
      expect(result.roleRight.map((r) => r.funLink), userCode).toContain('MyMessage');
    }
  });

  it("puts a security message in the user's inbox when they change their own password, in their language", async () => {
    const before = await loginAs(base, 'dealer02');
    expect(await unread(before)).toBe(0);
    const changed = await call<boolean>(
      `${base}/tis/api/oauth/password`,
      formRequest({ oldPassword: DEMO_PASSWORDS.dealer02, password: 'Dealer02#2027', confirm: 'Dealer02#2027' }, { authorization: before }),
    );
    expect(changed.body.code, JSON.stringify(changed.body)).toBe('000000');
    const token = await login('dealer02', 'Dealer02#2027');

    expect(await eventually(async () => ((await unread(token)) === 1 ? 1 : undefined), 15_000, 'the security message')).toBe(1);
    const [message] = (await list(token)).list;
    expect(message).toMatchObject({
      messageType: 'security',
      messageTypeString: 'Security',
      textKey: 'userMessage.passwordChanged',
      params: {},
      link: null,
      read: false,
      readAt: null,
    });
    expect(message!.text).toBe('Your password was changed. If you did not do this, contact your administrator at once.');
    expect(Date.now() - Date.parse(message!.sentAt)).toBeLessThan(5 * MINUTE_MS);
    // The key is stored, not the text: each reader gets their own language; a language the portal
    // does not bundle (a stored one such as fr_FR) reads English.
    expect((await list(token, '', 'zh_CN')).list[0]).toMatchObject({ messageTypeString: '安全', text: '您的密码已修改。如果不是您本人操作，请立即联系管理员。' });
    expect((await list(token, '', 'de_DE')).list[0]!.messageTypeString).toBe('Sicherheit');
    expect((await list(token, '', 'fr_FR')).list[0]!.text).toBe(message!.text);
  });

  it('puts a security message in the inbox of a user who set a password through a reset link', async () => {
    const token = randomUUID();
    await oauthDb.query('INSERT INTO password_reset (token_hash, user_code, expires_at, used_at) VALUES (?, ?, ?, ?)', [
      createHash('sha256').update(token).digest('hex'),
      'newuser01',
      portal.bind(new Date(Date.now() + 10 * MINUTE_MS)),
      null,
    ]);
    const reset = await call<boolean>(`${base}/tis/api/oauth/resetPassword`, formRequest({ token, password: 'Newuser01#2027', confirm: 'Newuser01#2027' }));
    expect(reset.body.code, JSON.stringify(reset.body)).toBe('000000');
    const user = await login('newuser01', 'Newuser01#2027');
    const messages = await eventually(async () => {
      const page = await list(user);
      return page.total === 1 ? page.list : undefined;
    });
    expect(messages[0]).toMatchObject({ messageType: 'security', textKey: 'userMessage.passwordReset', read: false });
  });

  it("tells a user when an administrator changes their role or sets a temporary password", async () => {
    const userCode = `msg${Date.now().toString(36)}`;
    const input: UserCreateInput = { userCode, userName: 'Message User', email: 'message.user@tis.local', userType: 'oem', roleCode: 'oem_approver', password: 'Initial#2026', confirm: 'Initial#2026' };
    const created = await call<UserView>(`${base}/tis/api/oauthService/user`, jsonRequest({ method: 'POST', token: admin, body: input }));
    expect(created.body.code, JSON.stringify(created.body)).toBe('000000');
    const user = created.body.data!;
    // Creating the account sends nothing; an edit that keeps the role sends nothing either.
    const edit = (roleCode: string, version: number) =>
      call<UserView>(
        `${base}/tis/api/oauthService/user/${user.id}`,
        jsonRequest({
          method: 'PUT',
          token: admin,
          body: { userName: 'Message User', email: null, userType: 'oem', roleCode, brandCodes: [], effectiveDate: null, expirationDate: null, singleSession: false, version },
        }),
      );
    const renamed = await edit('oem_approver', user.version);
    expect(renamed.body.code, JSON.stringify(renamed.body)).toBe('000000');
    const moved = await edit('public', renamed.body.data!.version);
    expect(moved.body.data!.roleCode).toBe('public');
    const temporary = await call<UserView>(
      `${base}/tis/api/oauthService/user/${user.id}/password`,
      jsonRequest({ method: 'POST', token: admin, body: { password: 'Temporary#77', confirm: 'Temporary#77' } }),
    );
    expect(temporary.body.code, JSON.stringify(temporary.body)).toBe('000000');

    await passwordChosen(userCode);
    const token = await login(userCode, 'Temporary#77');
    const page = await eventually(async () => {
      const found = await list(token);
      return found.total === 2 ? found : undefined;
    });
    // Newest first: the temporary password came after the role change.
    expect(page.list.map((m) => [m.messageType, m.textKey, m.params])).toEqual([
      ['security', 'userMessage.passwordSetByAdmin', { admin: 'admin' }],
      ['account', 'userMessage.roleChanged', { admin: 'admin', role: 'accounts.role.name.public' }],
    ]);
    expect(page.list[1]!.text).toBe('The administrator admin changed your role to "Social user". Your menus and rights follow the new role.');
    expect((await list(token, 'messageType=account')).list.map((m) => m.textKey)).toEqual(['userMessage.roleChanged']);
  });

  it('lists newest first, pages, filters by read state and kind, counts, marks read and deletes', async () => {
    const token = await loginAs(base, 'public01');
    const start = Date.now() - 60 * MINUTE_MS;
    // 23 system messages, one minute apart, and 2 account messages after them, with links.
    const events = [
      ...Array.from({ length: 23 }, (_, i) => envelope({ receivers: ['public01'], messageType: 'system', textKey: 'userMessage.passwordChanged' }, new Date(start + i * MINUTE_MS))),
      ...[23, 24].map((i) =>
        envelope({ receivers: ['public01'], messageType: 'account', textKey: 'userMessage.roleChanged', params: { admin: 'admin', role: `R${i}` }, link: '/index' }, new Date(start + i * MINUTE_MS)),
      ),
    ];
    await transport.publish(events);

    const first = await list(token);
    expect(first.total).toBe(25);
    expect(first.list).toHaveLength(20);
    const times = first.list.map((m) => Date.parse(m.sentAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.list[0]).toMatchObject({ messageType: 'account', params: { role: 'R24' }, link: '/index', read: false });
    const second = await list(token, 'pageNo=2&pageSize=20');
    expect(second.list).toHaveLength(5);
    expect(new Set([...first.list, ...second.list].map((m) => m.id)).size).toBe(25);
    expect((await list(token, 'pageSize=5&messageType=account')).list.map((m) => m.params['role'])).toEqual(['R24', 'R23']);
    expect(await unread(token)).toBe(25);

    // Mark one read: it leaves the unread filter and the count; marking it again keeps the first time.
    const target = first.list[0]!;
    expect((await inbox<boolean>(`${target.id}/read`, token, { method: 'POST' })).body.data).toBe(true);
    const [read] = (await list(token, 'state=read')).list;
    expect(read).toMatchObject({ id: target.id, read: true });
    expect(read!.readAt).not.toBeNull();
    expect(await unread(token)).toBe(24);
    expect((await list(token, 'state=unread')).total).toBe(24);
    expect((await inbox<boolean>(`${target.id}/read`, token, { method: 'POST' })).body.data).toBe(true);
    expect((await list(token, 'state=read')).list[0]!.readAt).toBe(read!.readAt);

    // Mark all: the others; then nothing is unread.
    expect((await inbox<UserMessageCount>('readAll', token, { method: 'POST' })).body.data).toEqual({ count: 24 });
    expect(await unread(token)).toBe(0);
    expect((await inbox<UserMessageCount>('readAll', token, { method: 'POST' })).body.data).toEqual({ count: 0 });

    // Delete one: it is gone; deleting it again finds nothing.
    expect((await inbox<boolean>(target.id, token, { method: 'DELETE' })).body.data).toBe(true);
    expect((await list(token)).total).toBe(24);
    const again = await inbox(target.id, token, { method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body.mesg).toBe('The requested data does not exist');

    // Filters outside their options are refused with a translated message.
    const wrong = await inbox(`list?messageType=bogus&state=maybe`, token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.mesg).toContain('The value is not one of the allowed options');
    expect((await inbox('list?pageSize=501', token)).status).toBe(400);
  });

  it("keeps every user to their own messages: another user's cannot be seen, marked or deleted", async () => {
    const owner = await loginAs(base, 'oem01');
    const other = await loginAs(base, 'dealer01');
    await transport.publish([envelope({ receivers: ['oem01'], messageType: 'system', textKey: 'userMessage.passwordChanged' }, new Date())]);
    const [message] = (await list(owner)).list;
    expect(message).toBeDefined();

    expect((await list(other)).list.map((m) => m.id)).not.toContain(message!.id);
    expect(await unread(other)).toBe(0);
    const mark = await inbox(`${message!.id}/read`, other, { method: 'POST' });
    expect(mark.status).toBe(404);
    const remove = await inbox(message!.id, other, { method: 'DELETE' });
    expect(remove.status).toBe(404);
    // Mark all of the other user touches only theirs.
    expect((await inbox<UserMessageCount>('readAll', other, { method: 'POST' })).body.data).toEqual({ count: 0 });
    expect((await list(owner)).list[0]).toMatchObject({ id: message!.id, read: false });
    expect(await unread(owner)).toBe(1);

    // Without a session nothing answers.
    expect((await call(`${base}/tis/api/systemService/myMessage/list`)).status).toBe(401);
    expect((await call(`${base}/tis/api/systemService/myMessage/unreadCount`)).status).toBe(401);
  });

  it('offers a stored language in the public language list; server messages in a language it does not bundle read English', async () => {
    const created = await call<{ langCode: string }>(
      `${base}/tis/api/systemService/language`,
      jsonRequest({ method: 'POST', token: admin, body: { langCode: 'fr_FR', langName: 'Français', supported: true, sortNo: 9 } }),
    );
    expect(created.body.data, JSON.stringify(created.body)).toMatchObject({ langCode: 'fr_FR', supported: true });
    // No sign-in needed, the same answer for everyone: cacheable.
    const supported = await call<PageResult<{ langCode: string; langName: string }>>(`${base}/tis/api/systemService/language/supported?pageNo=1&pageSize=999`);
    expect(supported.status).toBe(200);
    expect(supported.body.data!.list.map((l) => [l.langCode, l.langName])).toContainEqual(['fr_FR', 'Français']);
    expect(supported.headers.get('cache-control')).toBe('public, max-age=60');

    const token = await loginAs(base, 'admin');
    const missing = await inbox(randomUUID(), token, { method: 'DELETE', lang: 'fr_FR' });
    expect(missing.status).toBe(404);
    expect(missing.body.mesg).toBe('The requested data does not exist');
    expect((await inbox(randomUUID(), token, { method: 'DELETE', lang: 'zh_CN' })).body.mesg).toBe('请求的数据不存在');
  });

  it('adds one message per receiver for an event delivered twice, and refuses a request against the contract', async () => {
    const event = envelope({ receivers: ['admin', 'oem01', 'OEM01', 'dealer01'], messageType: 'system', textKey: 'userMessage.passwordChanged' }, new Date());
    await transport.publish([event]);
    await transport.publish([event]);
    const rows = await systemDb.query<{ receiver_user_code: string }[]>('SELECT receiver_user_code FROM user_message WHERE event_id = ? ORDER BY receiver_user_code', [event.id]);
    expect(rows.map((r) => r.receiver_user_code)).toEqual(['admin', 'dealer01', 'oem01']);

    // A link to another site or an unknown kind does not pass the contract: nothing is stored.
    const bad = { ...envelope({ receivers: ['admin'], messageType: 'system', textKey: 'userMessage.passwordChanged' }, new Date()) };
    await transport.publish([{ ...bad, payload: { ...(bad.payload as object), link: '//evil.example/x' } }]);
    await transport.publish([{ ...bad, id: randomUUID(), payload: { ...(bad.payload as object), messageType: 'spam' } }]);
    const stored = await systemDb.query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM user_message WHERE event_id = ?', [bad.id]);
    expect(Number(stored[0]!.n)).toBe(0);
  });
});
