import type { FeedbackTypeView, FeedbackView, PageResult, UserMessageView } from '@tis/contracts';
import { cellText, readFirstSheet } from '@tis/nest';
import { call, eventually, loginAs, multipartBody, sizedPng, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

/**
 * User feedback (FUNC-feedback) on the embedded portal, on each database: any signed-in user sends
 * feedback with images the feedback owns (only the sender and /FeedbackList staff read them), staff
 * answer it once with a version, and the answer reaches the sender's /MyMessage in their language.
 * dealer01 sends; dealer02 is another user; oem01 holds /FeedbackList; public01 does not.
 */
describe.each(TEST_DIALECTS)('user feedback on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  const tokens: Record<string, string> = {};
  let typeCode = '';

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'feedback', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    for (const user of ['admin', 'oem01', 'dealer01', 'dealer02', 'public01'] as const) tokens[user] = await loginAs(base, user);
    const type = await apiClient('/tis/api/systemService/feedbackType', () => base, () => tokens.admin!).ok<FeedbackTypeView>('POST', '', {
      typeCode: 'FB-UI',
      typeName: 'Portal usability',
      remark: null,
    });
    typeCode = type.typeCode;
  }, 120_000);

  afterAll(() => portal?.stop());

  const as = (user: string) => tokens[user]!;
  const { api, ok } = apiClient('/tis/api/systemService/feedback', () => base, () => tokens.dealer01!);

  async function image(user = 'dealer01'): Promise<string> {
    const { body, contentType } = multipartBody('file', 'screen.png', 'image/png', sizedPng(64, 48));
    const res = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { authorization: as(user), 'content-type': contentType }, body });
    if (res.body.code !== '000000') throw new Error(JSON.stringify(res.body));
    return res.body.data!.url;
  }

  const inbox = (user: string, lang: string) =>
    call<PageResult<UserMessageView>>(`${base}/tis/api/systemService/myMessage/list?pageSize=50`, jsonRequest({ method: 'GET', token: as(user), headers: { Language: lang } }));

  it('lists the feedback types for every signed-in user (the send dialog’s dropdown)', async () => {
    const options = await call<{ typeCode: string; typeName: string }[]>(`${base}/tis/api/systemService/feedbackType/options`, jsonRequest({ method: 'GET', token: as('public01') }));
    expect(options.body.data).toEqual(expect.arrayContaining([{ typeCode, typeName: 'Portal usability' }]));
  });

  it('sends feedback with an image the feedback owns: the sender and staff read it, another user does not', async () => {
    const url = await image();
    const sent = await ok<FeedbackView>('POST', '', { typeCode, content: '  The search page forgets my filters.  ', images: [url] });
    expect(sent).toMatchObject({
      typeCode,
      typeName: 'Portal usability',
      content: 'The search page forgets my filters.',
      images: [url],
      senderCode: 'dealer01',
      senderName: 'Li Lei (Dealer D1001)',
      orgCode: 'D1001',
      orgName: 'Shanghai Pudong Xinghai Auto 4S',
      answer: null,
      answeredAt: null,
      version: 1,
    });
    const files = await portal.db('fileconverter');
    const [stored] = await files.query('SELECT referenced_by AS owner FROM stored_file WHERE storage_key = ?', [url.replace('/tis/file/', '')]);
    expect(stored).toMatchObject({ owner: `system.feedback:${sent.id}` });

    const fetchAs = (user: string) => fetch(`${base}${url}`, { headers: { authorization: as(user) } });
    expect((await fetchAs('dealer01')).status).toBe(200);
    expect((await fetchAs('oem01')).status).toBe(200);
    expect((await fetchAs('dealer02')).status).toBe(404);
    expect((await fetchAs('public01')).status).toBe(404);
    // Nor can another user read the feedback, or take its image into feedback of their own.
    expect((await api('GET', `/${sent.id}`, undefined, as('dealer02'))).status).toBe(404);
    const stolen = await api('POST', '', { typeCode, content: 'Mine now', images: [url] }, as('dealer02'));
    expect(stolen.body).toMatchObject({ code: '000001', mesg: 'A file no longer exists or belongs to another record: please upload it again' });

    // The sender sees it among their own; another user does not.
    expect((await ok<PageResult<FeedbackView>>('GET', '/mine')).list.map((f) => f.id)).toContain(sent.id);
    expect((await ok<PageResult<FeedbackView>>('GET', '/mine', undefined, as('dealer02'))).list.map((f) => f.id)).not.toContain(sent.id);
  });

  it('lets staff find, answer once and the sender read the answer in their own messages and language', async () => {
    const sent = await ok<FeedbackView>('POST', '', { typeCode, content: 'Please add a dark mode to the EPC.' });
    const staff = (path: string) => ok<PageResult<FeedbackView>>('GET', path, undefined, as('oem01'));
    const today = new Date().toISOString().slice(0, 10);
    expect((await staff(`/list?keyword=dark%20mode&answerState=unanswered&typeCode=${typeCode}&startTime=${today}&endTime=${today}`)).list.map((f) => f.id)).toEqual([sent.id]);
    expect((await staff('/list?keyword=dark%20mode&answerState=answered')).total).toBe(0);
    expect((await staff('/list?keyword=dark%20mode&startTime=2020-01-01&endTime=2020-01-02')).total).toBe(0);
    expect((await staff('/list?keyword=Xinghai')).total).toBeGreaterThan(0);

    // A stale copy: 409001, nothing changes.
    const stale = await api('POST', `/${sent.id}/answer`, { answer: 'Later', version: sent.version + 1 }, as('oem01'));
    expect(stale.body).toMatchObject({ code: '409001' });
    expect((await ok<FeedbackView>('GET', `/${sent.id}`)).answer).toBeNull();

    const answered = await ok<FeedbackView>('POST', `/${sent.id}/answer`, { answer: ' Dark mode comes with the next release. ', version: sent.version }, as('oem01'));
    expect(answered).toMatchObject({ answer: 'Dark mode comes with the next release.', answeredBy: 'oem01', answeredByName: 'Wang Fang (OEM)', version: sent.version + 1 });
    expect(answered.answeredAt).not.toBeNull();
    // Answered once: a second answer, even with the current version, is refused with its message.
    const again = await api('POST', `/${sent.id}/answer`, { answer: 'Another answer', version: answered.version }, as('oem01'));
    expect(again.body).toMatchObject({ code: '409001', mesg: 'This feedback has already been answered' });
    const againZh = await call(`${base}/tis/api/systemService/feedback/${sent.id}/answer`, jsonRequest({ method: 'POST', token: as('oem01'), body: { answer: 'x', version: answered.version }, headers: { Language: 'zh_CN' } }));
    expect(againZh.body).toMatchObject({ code: '409001', mesg: '该反馈已经回复过了' });
    expect((await ok<FeedbackView>('GET', `/${sent.id}`)).answer).toBe('Dark mode comes with the next release.');
    expect((await staff('/list?keyword=dark%20mode&answerState=answered')).list.map((f) => f.id)).toEqual([sent.id]);

    // The sender's message, in the language they read in; exactly one.
    const messages = await eventually(async () => {
      const page = (await inbox('dealer01', 'zh_CN')).body.data;
      const found = page?.list.filter((m) => m.textKey === 'userMessage.feedbackAnswered') ?? [];
      return found.length > 0 ? found : undefined;
    });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ messageType: 'system', read: false });
    expect(messages[0]!.text).toBe('Wang Fang (OEM) 回复了您的反馈“Please add a dark mode to the EPC.”（Portal usability）：Dark mode comes with the next release.');
    const english = (await inbox('dealer01', 'en_US')).body.data!.list.find((m) => m.id === messages[0]!.id);
    expect(english?.text).toBe('Wang Fang (OEM) answered your feedback "Please add a dark mode to the EPC." (Portal usability): Dark mode comes with the next release.');
    // Nobody else got it.
    expect((await inbox('oem01', 'en_US')).body.data!.list.some((m) => m.textKey === 'userMessage.feedbackAnswered')).toBe(false);

    // The sender reads the answer with their feedback; the operation log has the send and the answer.
    expect((await ok<PageResult<FeedbackView>>('GET', '/mine')).list.find((f) => f.id === sent.id)?.answer).toBe('Dark mode comes with the next release.');
    const logs = await eventually(async () => {
      const res = await call<PageResult<{ module: string; action: string; userCode: string }>>(
        `${base}/tis/api/logService/operationLog/list?targetId=${sent.id}`,
        jsonRequest({ method: 'GET', token: as('admin') }),
      );
      const list = res.body.data?.list ?? [];
      return list.length >= 2 ? list : undefined;
    });
    expect(logs.map((l) => [l.module, l.action, l.userCode]).sort()).toEqual([
      ['feedback', 'create', 'dealer01'],
      ['feedback', 'update', 'oem01'],
    ]);
  });

  it('exports the list of the filters as a workbook headed in the caller’s language, for staff only', async () => {
    const content = `Export ${Date.now()}`;
    await ok<FeedbackView>('POST', '', { typeCode, content });
    const sheet = async (path: string, token: string, lang: string): Promise<{ status: number; rows: string[][] }> => {
      const res = await fetch(`${base}/tis/api/systemService/feedback${path}`, { headers: { authorization: token, Language: lang } });
      if (res.status !== 200) return { status: res.status, rows: [] };
      const rows: string[][] = [];
      for await (const row of readFirstSheet(Buffer.from(await res.arrayBuffer()))) rows.push(row.values.map((v) => cellText(v)));
      return { status: res.status, rows };
    };
    const en = await sheet(`/export?keyword=${encodeURIComponent(content)}`, as('oem01'), 'en_US');
    expect(en.rows[0]).toEqual(['Sent at', 'Type', 'Text', 'Sender', 'Organisation', 'Answer', 'Answered by', 'Answered at']);
    expect(en.rows.slice(1).map((r) => [r[1], r[2], r[3], r[4]])).toEqual([['Portal usability', content, 'Li Lei (Dealer D1001) (dealer01)', 'Shanghai Pudong Xinghai Auto 4S']]);
    expect((await sheet(`/export?keyword=${encodeURIComponent(content)}`, as('oem01'), 'zh_CN')).rows[0]?.[0]).toBe('发送时间');
    expect((await sheet('/export', as('dealer01'), 'en_US')).status).toBe(403);
  });

  it('refuses bad input with translated messages and saves nothing', async () => {
    const before = (await ok<PageResult<FeedbackView>>('GET', '/mine')).total;
    const blank = await api('POST', '', { typeCode, content: '   ' });
    expect(blank.body).toMatchObject({ code: '400000', mesg: 'The submitted data is invalid: content: This field cannot be empty' });
    const long = await api('POST', '', { typeCode, content: 'x'.repeat(2001) });
    expect(long.body).toMatchObject({ code: '400000', mesg: 'The submitted data is invalid: content: The value is too long' });
    const urls = await Promise.all(Array.from({ length: 10 }, () => image()));
    expect((await api('POST', '', { typeCode, content: 'Ten images', images: urls })).body).toMatchObject({ code: '400000', mesg: 'The submitted data is invalid: images: Feedback holds at most 9 images' });
    expect((await api('POST', '', { typeCode, content: 'Foreign image', images: ['https://evil.example/x.png'] })).status).toBe(400);
    expect((await api('POST', '', { typeCode: 'NO-SUCH', content: 'Unknown type' })).body).toMatchObject({ code: '000001', mesg: 'The feedback type NO-SUCH does not exist' });
    const zh = await call(`${base}/tis/api/systemService/feedback`, jsonRequest({ method: 'POST', token: as('dealer01'), body: { typeCode, content: '' }, headers: { Language: 'zh_CN' } }));
    expect(JSON.stringify(zh.body)).toContain('该字段不能为空');
    expect((await ok<PageResult<FeedbackView>>('GET', '/mine')).total).toBe(before);
    // The images of a refused send stay unclaimed (the file service removes them after a day).
    const files = await portal.db('fileconverter');
    const [stored] = await files.query('SELECT referenced_by AS owner FROM stored_file WHERE storage_key = ?', [urls[0]!.replace('/tis/file/', '')]);
    expect(stored).toMatchObject({ owner: null });
    // An empty answer is refused too.
    const sent = await ok<FeedbackView>('POST', '', { typeCode, content: 'For an empty answer' });
    expect((await api('POST', `/${sent.id}/answer`, { answer: ' ', version: sent.version }, as('oem01'))).body).toMatchObject({
      code: '400000',
      mesg: 'The submitted data is invalid: answer: This field cannot be empty',
    });
    expect((await ok<FeedbackView>('GET', `/${sent.id}`)).version).toBe(sent.version);
  });

  it('keeps the staff routes to users with /FeedbackList (403), and sending to signed-in users (401)', async () => {
    const sent = await ok<FeedbackView>('POST', '', { typeCode, content: 'For the access checks' });
    for (const user of ['public01', 'dealer02', 'dealer01']) {
      expect((await api('GET', '/list', undefined, as(user))).status, user).toBe(403);
      expect((await api('POST', `/${sent.id}/answer`, { answer: 'No', version: sent.version }, as(user))).status, user).toBe(403);
    }
    // A user without the page still sends feedback and reads their own.
    expect((await api('POST', '', { typeCode, content: 'From a social user' }, as('public01'))).status).toBe(200);
    expect((await api('POST', '', { typeCode, content: 'Nobody' }, '')).status).toBe(401);
    expect((await ok<FeedbackView>('GET', `/${sent.id}`)).answer).toBeNull();
  });
});
