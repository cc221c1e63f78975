import type { BulletinDetail, BulletinNews, BulletinReader, BulletinRow, PageResult, UserMessageView } from '@tis/contracts';
import { cellText, readFirstSheet } from '@tis/nest';
import { call, eventually, loginAs, multipartBody, sizedPng, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

/**
 * System notices (FUNC-notice) on the embedded portal, on each database. oem01 and admin hold
 * FUNC-notice (the notice staff); dealer01 (brands PC, CV), dealer02 (PC, YW) and public01 (social,
 * PC) only read. A notice is read by the user types and brands it targets once it is published.
 */
describe.each(TEST_DIALECTS)('system notices on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'bulletins', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    for (const user of ['admin', 'oem01', 'dealer01', 'dealer02', 'public01'] as const) tokens[user] = await loginAs(base, user);
  }, 120_000);

  afterAll(() => portal?.stop());

  const as = (user: string) => tokens[user]!;
  const { api, ok } = apiClient('/tis/api/systemService/bulletin', () => base, () => tokens.oem01!);
  const draft = (title: string, extra: Record<string, unknown> = {}) => ok<BulletinDetail>('POST', '', { title, content: '<p>Workshop hours change on <b>1 December</b>.</p>', userTypes: ['dealer'], brandCodes: ['CV'], ...extra });
  const news = (user: string, unreadOnly = false) => ok<BulletinNews>('GET', `/news?unreadOnly=${unreadOnly}`, undefined, as(user));
  const titlesOf = async (user: string, query = '') => (await ok<PageResult<BulletinRow>>('GET', `/list?pageSize=100${query}`, undefined, as(user))).list.map((b) => b.title);

  it('writes a draft only the staff see; publishing it reaches the users it targets, new until they open it', async () => {
    const title = `Opening hours ${dialect}`;
    const written = await draft(title, { content: '<p onclick="x()">Workshop hours change.<script>alert(1)</script></p>' });
    expect(written).toMatchObject({ title, userTypes: ['dealer'], brandCodes: ['CV'], publishState: 0, authorCode: 'oem01', timesRead: 0, version: 1, actions: ['publish', 'edit', 'delete'], canSeeReaders: true });
    expect(written.content).toBe('<p>Workshop hours change.</p>');
    expect(await titlesOf('dealer01')).not.toContain(title);
    expect((await api('GET', `/${written.id}`, undefined, as('dealer01'))).status).toBe(404);

    const published = await ok<BulletinDetail>('POST', `/${written.id}/publish`, { version: written.version });
    expect(published).toMatchObject({ publishState: 1, actions: ['cancelPublish'], version: 2 });
    expect(published.publishTime).not.toBeNull();

    // dealer01 (CV) reads it; dealer02 (PC, YW) and public01 (social) are not targeted.
    expect(await titlesOf('dealer01')).toContain(title);
    expect(await titlesOf('dealer02')).not.toContain(title);
    expect(await titlesOf('public01')).not.toContain(title);
    expect((await api('GET', `/${written.id}`, undefined, as('dealer02'))).status).toBe(404);
    const before = await news('dealer01', true);
    expect(before.list.map((b) => b.title)).toContain(title);
    expect(before.list.find((b) => b.title === title)).toMatchObject({ read: false, actions: [] });

    const opened = await ok<BulletinDetail>('GET', `/${written.id}`, undefined, as('dealer01'));
    expect(opened).toMatchObject({ timesRead: 1, read: true, canSeeReaders: false, actions: [] });
    await ok<BulletinDetail>('GET', `/${written.id}`, undefined, as('dealer01'));
    const after = await news('dealer01', true);
    expect(after.unread).toBe(before.unread - 1);
    expect(after.list.map((b) => b.title)).not.toContain(title);
    expect((await news('dealer01')).list.find((b) => b.title === title)).toMatchObject({ read: true });

    // The staff see who read it; a reader does not.
    const readers = await ok<PageResult<BulletinReader>>('GET', `/${written.id}/readers`, undefined, as('oem01'));
    expect(readers).toMatchObject({ total: 1, list: [{ userCode: 'dealer01', fullName: 'Li Lei (Dealer D1001)', timesRead: 2 }] });
    expect((await api('GET', `/${written.id}/readers`, undefined, as('dealer01'))).status).toBe(403);
    // The author's own reading is not counted, and their notice is not new for them.
    expect(await ok<BulletinDetail>('GET', `/${written.id}`)).toMatchObject({ timesRead: 2, read: true });
    const history = await ok<{ action: string; fullName: string }[]>('GET', `/${written.id}/history`);
    expect(history.map((h) => h.action)).toEqual(['publish']);
  });

  it('tells every account a published notice targets in its messages, once, and nobody else', async () => {
    const title = `Messages ${dialect}`;
    const inbox = async (user: string) =>
      (await call<PageResult<UserMessageView>>(`${base}/tis/api/systemService/myMessage/list?pageSize=100`, jsonRequest({ method: 'GET', token: as(user), headers: { Language: 'en_US' } }))).body.data?.list ?? [];
    const written = await draft(title);
    await ok('POST', `/${written.id}/publish`, { version: written.version });
    await eventually(async () => {
      const message = (await inbox('dealer01')).find((m) => m.text === `New notice: "${title}"`);
      expect(message).toMatchObject({ link: `/BulletinDetail?id=${written.id}`, read: false });
      return true;
    });
    // dealer02 (PC, YW) and public01 are not targeted; the author is not told of their own notice.
    for (const user of ['dealer02', 'public01', 'oem01']) expect((await inbox(user)).map((m) => m.text), user).not.toContain(`New notice: "${title}"`);
    expect((await inbox('dealer01')).filter((m) => m.text === `New notice: "${title}"`)).toHaveLength(1);
  });

  it('refuses every action the state does not allow with its message, and changes nothing', async () => {
    const written = await draft(`States ${dialect}`);
    const published = await ok<BulletinDetail>('POST', `/${written.id}/publish`, { version: written.version });
    const values = { title: 'Changed', content: '<p>Changed</p>', userTypes: ['dealer'], brandCodes: [] };
    const edit = await api('PUT', `/${written.id}`, { ...values, version: published.version });
    expect(edit.body).toMatchObject({ code: '409001', mesg: 'A published document cannot be edited: cancel its publication first' });
    const remove = await api('DELETE', `/${written.id}?version=${published.version}`);
    expect(remove.body).toMatchObject({ code: '409001', mesg: 'A published document cannot be deleted: cancel its publication first' });
    const again = await api('POST', `/${written.id}/publish`, { version: published.version });
    expect(again.body).toMatchObject({ code: '409001', mesg: 'The document is already published' });
    const stale = await api('POST', `/${written.id}/cancelPublish`, { version: written.version });
    expect(stale.body).toMatchObject({ code: '409001' });
    expect(await ok<BulletinDetail>('GET', `/${written.id}`)).toMatchObject({ title: `States ${dialect}`, publishState: 1, version: published.version });

    const cancelled = await ok<BulletinDetail>('POST', `/${written.id}/cancelPublish`, { version: published.version });
    expect(cancelled).toMatchObject({ publishState: 2, actions: ['publish', 'edit', 'delete'] });
    expect(await titlesOf('dealer01')).not.toContain(`States ${dialect}`);
    const cancelAgain = await api('POST', `/${written.id}/cancelPublish`, { version: cancelled.version });
    expect(cancelAgain.body).toMatchObject({ code: '409001', mesg: 'Only a published document can be cancelled' });
    // A cancelled notice is edited (now for every brand) and published again.
    const edited = await ok<BulletinDetail>('PUT', `/${written.id}`, { ...values, version: cancelled.version });
    expect(edited).toMatchObject({ title: 'Changed', brandCodes: [], publishState: 2 });
    const republished = await ok<BulletinDetail>('POST', `/${written.id}/publish`, { version: edited.version });
    expect(await titlesOf('dealer02')).toContain('Changed');
    expect((await ok<{ action: string }[]>('GET', `/${written.id}/history`)).map((h) => h.action)).toEqual(['publish', 'cancelPublish', 'publish']);
    await ok('POST', `/${written.id}/cancelPublish`, { version: republished.version });

    // A draft is deleted with its readings; a stale delete changes nothing.
    const gone = await draft(`Delete me ${dialect}`);
    expect((await api('DELETE', `/${gone.id}?version=${gone.version + 1}`)).body).toMatchObject({ code: '409001' });
    expect(await ok('DELETE', `/${gone.id}?version=${gone.version}`)).toBe(true);
    expect((await api('GET', `/${gone.id}`)).status).toBe(404);
  });

  it('lets only the notice staff write, publish and delete', async () => {
    const written = await draft(`Staff only ${dialect}`);
    for (const user of ['dealer01', 'public01']) {
      expect((await api('POST', '', { title: 'Mine', content: '<p>x</p>', userTypes: ['dealer'] }, as(user))).status, user).toBe(403);
      // Refused: 403 without the action key, 404 with it (a reader does not even see a draft).
      expect([403, 404], user).toContain((await api('POST', `/${written.id}/publish`, { version: written.version }, as(user))).status);
      expect([403, 404], user).toContain((await api('DELETE', `/${written.id}?version=${written.version}`, undefined, as(user))).status);
      // Readers export what they may read (the same list as theirs).
      expect((await fetch(`${base}/tis/api/systemService/bulletin/export`, { headers: { authorization: as(user) } })).status, user).toBe(200);
    }
    expect((await api('GET', '/list', undefined, '')).status).toBe(401);
    expect(await ok<BulletinDetail>('GET', `/${written.id}`)).toMatchObject({ publishState: 0, version: written.version });
    // Another member of the staff (admin) edits and publishes what oem01 wrote.
    const published = await ok<BulletinDetail>('POST', `/${written.id}/publish`, { version: written.version }, as('admin'));
    await ok('POST', `/${written.id}/cancelPublish`, { version: published.version }, as('admin'));
  });

  it('refuses bad input with translated messages and saves nothing', async () => {
    const total = async () => (await ok<PageResult<BulletinRow>>('GET', '/list')).total;
    const before = await total();
    const blank = await api('POST', '', { title: 'Blank', content: '<p>&nbsp; </p>', userTypes: ['dealer'] });
    expect(blank.body).toMatchObject({ code: '400000' });
    expect(JSON.stringify(blank.body)).toContain('The content cannot be empty');
    const noTypes = await api('POST', '', { title: 'No readers', content: '<p>x</p>', userTypes: [] }, as('oem01'), { Language: 'de_DE' });
    expect(JSON.stringify(noTypes.body)).toContain('Wählen Sie mindestens eine Benutzerart');
    const unknownBrand = await api('POST', '', { title: 'Unknown brand', content: '<p>x</p>', userTypes: ['dealer'], brandCodes: ['NOPE'] });
    expect(unknownBrand.body).toMatchObject({ code: '000001', mesg: 'The brand NOPE does not exist' });
    const foreignFile = await api('POST', '', { title: 'Foreign', content: '<p>x</p>', userTypes: ['dealer'], attachments: [{ url: 'https://evil.example/a.pdf', name: 'a.pdf' }] });
    expect(foreignFile.status).toBe(400);
    const unknownField = await api('POST', '', { title: 'Extra', content: '<p>x</p>', userTypes: ['dealer'], pinned: true });
    expect(unknownField.status).toBe(400);
    const tooLong = await api('POST', '', { title: 'x'.repeat(201), content: '<p>x</p>', userTypes: ['dealer'] });
    expect(tooLong.status).toBe(400);
    expect(await total()).toBe(before);
  });

  it('keeps attachments to the readers of the notice, and shares a published notice only with accounts it targets', async () => {
    const { body, contentType } = multipartBody('file', 'hours.png', 'image/png', sizedPng(32, 32));
    const upload = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=attachment`, { method: 'POST', headers: { authorization: as('oem01'), 'content-type': contentType }, body });
    const url = upload.body.data!.url;
    const written = await draft(`Attached ${dialect}`, { attachments: [{ url, name: 'hours.png' }] });
    expect(written.attachments).toEqual([{ url, name: 'hours.png' }]);
    const files = await portal.db('fileconverter');
    const [stored] = await files.query('SELECT referenced_by AS owner FROM stored_file WHERE storage_key = ?', [url.replace('/tis/file/', '')]);
    expect(stored).toMatchObject({ owner: `system.bulletin:${written.id}` });
    const fetchAs = (user: string) => fetch(`${base}${url}`, { headers: { authorization: as(user) } });
    // A draft's attachment: the staff only.
    expect((await fetchAs('oem01')).status).toBe(200);
    expect((await fetchAs('dealer01')).status).toBe(404);
    const published = await ok<BulletinDetail>('POST', `/${written.id}/publish`, { version: written.version });
    expect((await fetchAs('dealer01')).status).toBe(200);
    expect((await fetchAs('dealer02')).status).toBe(404);

    const share = (user: string, receivingUser: string) => api('GET', `/share?bulletinId=${written.id}&receivingUser=${receivingUser}`, undefined, as(user));
    expect((await share('dealer01', 'dealer02')).body).toMatchObject({ code: '000001', mesg: 'This notice is not meant for dealer02: its user types or brands do not include that account' });
    expect((await share('dealer01', 'dealer01')).body).toMatchObject({ code: '000001', mesg: 'You cannot share a notice with yourself' });
    expect((await share('dealer01', 'nobody99')).body).toMatchObject({ code: '000001' });
    expect((await share('dealer02', 'dealer01')).status).toBe(404);
    expect((await share('oem01', 'dealer01')).body).toMatchObject({ code: '000000', data: true });
    await eventually(async () => {
      const inbox = await call<PageResult<UserMessageView>>(`${base}/tis/api/systemService/myMessage/list?pageSize=50`, jsonRequest({ method: 'GET', token: as('dealer01'), headers: { Language: 'en_US' } }));
      expect(inbox.body.data?.list.map((m) => m.text)).toContain(`Wang Fang (OEM) shared the notice "Attached ${dialect}" with you.`);
      return true;
    });
    await ok('POST', `/${written.id}/cancelPublish`, { version: published.version });
    expect((await share('oem01', 'dealer01')).body).toMatchObject({ code: '000001', mesg: 'Only a published notice can be shared' });
  });

  it('exports the list of the filters as a workbook headed in the caller’s language', async () => {
    const title = `Export ${dialect} ${Date.now()}`;
    const written = await draft(title);
    await ok('POST', `/${written.id}/publish`, { version: written.version });
    const sheet = async (token: string, lang: string): Promise<string[][]> => {
      const res = await fetch(`${base}/tis/api/systemService/bulletin/export?keyword=${encodeURIComponent(title)}`, { headers: { authorization: token, Language: lang } });
      expect(res.status).toBe(200);
      const rows: string[][] = [];
      for await (const row of readFirstSheet(Buffer.from(await res.arrayBuffer()))) rows.push(row.values.map((v) => cellText(v)));
      return rows;
    };
    const en = await sheet(as('oem01'), 'en_US');
    expect(en[0]).toEqual(['Title', 'Publication', 'Read by', 'Brands', 'Written by', 'Written at', 'Published at', 'Times read']);
    expect(en.slice(1).map((r) => r.slice(0, 5))).toEqual([[title, 'Published', 'Service outlets', 'CV', 'Wang Fang (OEM)']]);
    expect((await sheet(as('oem01'), 'zh_CN'))[0]?.[0]).toBe('标题');
    // A reader's export holds what they may read: dealer02 is not targeted.
    expect((await sheet(as('dealer02'), 'en_US')).length).toBe(1);
  });
});
