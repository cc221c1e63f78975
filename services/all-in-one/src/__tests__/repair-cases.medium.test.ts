import type { CaseDetail, CaseRow, CreateCase, FavoriteView, PageResult, VerifyRecordRow, WaitingDocument } from '@tis/contracts';
import { cellText, readFirstSheet } from '@tis/nest';
import { call, loginAs, multipartBody, sizedPng, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

/**
 * Repair cases on the embedded portal, on each database (issue 15, spec section 4): the case
 * rules, each enforced by the server, who sees which case, read counts, favorites, sharing and
 * /MyVerify. dealer01 (D1001, department AS-RS-E) writes; oem01 approves every department.
 */
describe.each(TEST_DIALECTS)('repair cases on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'cases', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    for (const user of ['admin', 'oem01', 'dealer01', 'dealer02', 'public01'] as const) tokens[user] = await loginAs(base, user);
  }, 120_000);

  afterAll(() => portal?.stop());

  const { api, ok } = apiClient('/tis/api/documentService/case', () => base, () => tokens.dealer01!);
  const as = (user: string) => tokens[user]!;

  async function photo(): Promise<string> {
    const { body, contentType } = multipartBody('file', 'fault.png', 'image/png', sizedPng(64, 48));
    const res = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { authorization: as('dealer01'), 'content-type': contentType }, body });
    if (res.body.code !== '000000') throw new Error(JSON.stringify(res.body));
    return res.body.data!.url;
  }

  const draft = (extra: Partial<CreateCase> = {}): CreateCase => ({
    title: 'A5 stalls at idle when cold',
    brandCode: 'PC',
    seriesCode: 'PC-A5',
    mileage: 35210,
    description: 'The engine stalls about a minute after a cold start.',
    solution: 'Cleaned the throttle body and adapted the idle.',
    steps: [{ section: 'fault', runningStatus: 'Idling', symptom: 'Vibration', description: 'Stalls after a cold start' }],
    ...extra,
  });

  it('starts with the published demo cases of dealer01, each with its approval details', async () => {
    const demo = (await ok<PageResult<CaseRow>>('GET', '/list?keyword=RC20260101')).list;
    expect(demo.map((c) => c.caseCode).sort()).toEqual(['RC2026010100001', 'RC2026010100002', 'RC2026010100003']);
    for (const c of demo) {
      const history = await ok<VerifyRecordRow[]>('GET', `/${c.id}/verifyList`);
      expect(history.map((h) => [h.action, h.verifyResult, h.fullName]), c.caseCode).toEqual([
        ['publish', 1, 'Wang Fang (OEM)'],
        ['verify', 1, 'Wang Fang (OEM)'],
        ['submit', 2, 'Li Lei (Dealer D1001)'],
      ]);
    }
  });

  it('writes a draft with a photographed fault row in the author’s organisation and department', async () => {
    const url = await photo();
    const created = await ok<CaseDetail>('POST', '', draft({ vin: ' ltpa5aaa0r1000001 ', steps: [{ section: 'fault', runningStatus: 'Idling', images: [url] }, { section: 'solution', action: 'Clean throttle' }] }));
    expect(created).toMatchObject({
      title: 'A5 stalls at idle when cold',
      brandCode: 'PC',
      seriesCode: 'PC-A5',
      seriesName: 'A5 Sedan',
      vin: 'LTPA5AAA0R1000001',
      orgCode: 'D1001',
      orgName: 'Shanghai Pudong Xinghai Auto 4S',
      department: 'AS-RS-E',
      authorCode: 'dealer01',
      langCode: 'en_US',
      submitState: 0,
      verifyState: 2,
      publishState: 0,
      discard: 0,
      version: 1,
      actions: ['submit', 'discard', 'edit', 'delete'],
    });
    expect(created.caseCode).toMatch(/^RC\d{8}\d{5}$/);
    expect(created.steps.map((s) => [s.section, s.sno, s.runningStatus, s.images])).toEqual([
      ['fault', 1, 'Idling', [url]],
      ['solution', 1, null, []],
    ]);
    // The photo belongs to this case now: the file service keeps it, and only the case's readers read it.
    const files = await portal.db('fileconverter');
    const [stored] = await files.query('SELECT referenced_by AS owner FROM stored_file WHERE storage_key = ?', [url.replace('/tis/file/', '')]);
    expect(stored).toMatchObject({ owner: `document.case:${created.id}` });
  });

  it('lets only the readers of a case read its photos, and keeps them from other records', async () => {
    const url = await photo();
    const fetchAs = (user: string) => fetch(`${base}${url}`, { headers: { authorization: as(user) } });
    let c = await ok<CaseDetail>('POST', '', draft({ title: 'Photo of a draft', steps: [{ section: 'fault', symptom: 'Noise', images: [url] }] }));
    expect((await fetchAs('dealer01')).status).toBe(200);
    // Another dealer, and an approver before submission, do not see a draft's photo at all.
    expect((await fetchAs('dealer02')).status).toBe(404);
    expect((await fetchAs('oem01')).status).toBe(404);
    // Nor can they take it into a case of their own.
    const stolen = await api('POST', '', draft({ steps: [{ section: 'fault', images: [url] }] }), as('dealer02'));
    expect(stolen.body).toMatchObject({ code: '000001', mesg: 'A file no longer exists or belongs to another record: please upload it again' });
    c = await ok<CaseDetail>('POST', `/${c.id}/submit`, { version: c.version });
    expect((await fetchAs('oem01')).status).toBe(200);
    c = await ok<CaseDetail>('POST', `/${c.id}/verify`, { version: c.version, approved: true }, as('oem01'));
    await ok<CaseDetail>('POST', `/${c.id}/publish`, { version: c.version }, as('oem01'));
    // Published for brand PC: dealer02 reads it now.
    expect((await fetchAs('dealer02')).status).toBe(200);
  });

  it('keeps the case texts as rich text through the one allow-list, refuses blank ones, and claims their images', async () => {
    const url = await photo();
    const description = `<p style="text-align:center" onclick="steal()">Stalls <strong>cold</strong><script>steal()</script></p><p><img src="${url}" alt="idle" onerror="steal()"><img src="https://tracker.example/p.gif"></p>`;
    const c = await ok<CaseDetail>('POST', '', draft({ description, summary: '<p>&nbsp; </p><p><br></p>', checkProcess: '<a href="data:text/html,steal">scan</a> <a href="https://example.com/a">ok</a>' }));
    expect(c.description).toBe(`<p style="text-align:center">Stalls <strong>cold</strong></p><p><img src="${url}" alt="idle" /></p>`);
    expect(c.summary).toBeNull();
    // (The gateway's anti-script filter already took javascript: schemes away; the allow-list takes every other.)
    expect(c.checkProcess).toBe('<a>scan</a> <a href="https://example.com/a">ok</a>');
    // The image in the text is the case's now: a dealer of another organisation does not read the draft's image.
    expect((await fetch(`${base}${url}`, { headers: { authorization: as('dealer02') } })).status).toBe(404);
    expect((await fetch(`${base}${url}`, { headers: { authorization: as('dealer01') } })).status).toBe(200);
    // A required text that is only spaces and empty paragraphs: tisPartqa02, and nothing saved.
    const blank = await api('PUT', `/${c.id}`, { ...draft({ description: '<p>&nbsp;\u3000</p>' }), version: c.version });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('The content cannot be empty');
    expect((await ok<CaseDetail>('GET', `/${c.id}`)).version).toBe(c.version);
  });

  it('exports both case lists with their filters as workbooks headed in the caller’s language, for the lists’ readers only', async () => {
    const title = `Export ${Date.now()}`;
    const c = await ok<CaseDetail>('POST', '', draft({ title }));
    const sheet = async (path: string, token: string, lang: string): Promise<{ status: number; type: string | null; rows: string[][] }> => {
      const res = await fetch(`${base}/tis/api/documentService/case${path}`, { headers: { authorization: token, Language: lang } });
      if (res.status !== 200) return { status: res.status, type: res.headers.get('content-type'), rows: [] };
      const rows: string[][] = [];
      for await (const row of readFirstSheet(Buffer.from(await res.arrayBuffer()))) rows.push(row.values.map((v) => cellText(v)));
      return { status: res.status, type: res.headers.get('content-type'), rows };
    };
    const work = await sheet(`/work/export?title=${encodeURIComponent(title)}`, as('dealer01'), 'en_US');
    expect(work.type).toContain('spreadsheetml');
    expect(work.rows[0]).toEqual(['Case code', 'Title', 'Series', 'Organisation', 'Author', 'Mileage (km)', 'State', 'Created at', 'Published at', 'Times read']);
    expect(work.rows.slice(1).map((r) => [r[0], r[1], r[6]])).toEqual([[c.caseCode, title, 'Unsubmitted, Unpublished']]);
    const zh = await sheet(`/work/export?title=${encodeURIComponent(title)}`, as('dealer01'), 'zh_CN');
    expect(zh.rows[0]?.[0]).toBe('案例编号');
    // A draft is on nobody's published list; the published list is refused to a role without its page.
    expect((await sheet(`/export?title=${encodeURIComponent(title)}`, as('dealer01'), 'en_US')).rows).toHaveLength(1);
    expect((await sheet('/work/export', as('public01'), 'en_US')).status).toBe(403);
  });

  it('refuses bad input with the spec’s messages and saves nothing', async () => {
    const before = (await ok<PageResult<CaseRow>>('GET', '/work/list')).total;
    const blank = await api('POST', '', draft({ title: '   ', mileage: -1 }));
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain('This field cannot be empty');
    expect(JSON.stringify(blank.body)).toContain('The mileage must be a whole number');
    expect((await api('POST', '', draft({ steps: [{ section: 'fault' }] }))).status).toBe(400);
    expect((await api('POST', '', draft({ steps: [{ section: 'fault', images: ['https://evil.example/x.png'] }] }))).status).toBe(400);
    expect((await api('POST', '', draft({ vin: 'LTPA5AAO0R1000001' }))).status).toBe(400);
    expect((await api('POST', '', draft({ seriesCode: 'CV-T9' }))).body).toMatchObject({ code: '000001', mesg: 'The series CV-T9 does not exist for brand PC' });
    // dealer01 works with PC and CV only.
    expect((await api('POST', '', draft({ brandCode: 'OS', seriesCode: 'OS-G4' }))).body).toMatchObject({ code: '000001', mesg: 'You do not work with brand OS' });
    expect((await api('POST', '', draft(), as('public01'))).status).toBe(403);
    expect((await ok<PageResult<CaseRow>>('GET', '/work/list')).total).toBe(before);
  });

  it('enforces the case rules from submission to publication, with a rejected case carried on by an edit', async () => {
    let c = await ok<CaseDetail>('POST', '', draft({ title: 'X7 knocks when turning', seriesCode: 'PC-X7' }));
    const id = c.id;
    // A stale copy answers 409001 and changes nothing.
    expect((await api('POST', `/${id}/submit`, { version: c.version + 1 })).body).toMatchObject({ code: '409001' });

    c = await ok<CaseDetail>('POST', `/${id}/submit`, { version: c.version });
    // Until it is published the author may still discard it (discard only for unpublished data).
    expect(c).toMatchObject({ submitState: 1, verifyState: 2, actions: ['discard'] });
    // A submitted case cannot be resubmitted, edited or deleted.
    expect((await api('POST', `/${id}/submit`, { version: c.version })).body).toMatchObject({ code: '409001', mesg: 'The document has already been submitted' });
    expect((await api('DELETE', `/${id}?version=${c.version}`)).body).toMatchObject({ code: '409001', mesg: 'A submitted document cannot be deleted' });
    expect((await api('PUT', `/${id}`, { ...draft(), version: c.version })).body).toMatchObject({ code: '409001', mesg: 'A submitted document cannot be edited' });
    // Publishing needs approval; an author cannot approve (dealers have no verify right at all).
    expect((await api('POST', `/${id}/publish`, { version: c.version }, as('oem01'))).body).toMatchObject({ code: '409001', mesg: 'Only an approved document can be published' });
    expect((await api('POST', `/${id}/verify`, { version: c.version, approved: true })).status).toBe(403);

    // oem01 sees it waiting, and refuses it: a remark is required.
    const waiting = await call<PageResult<WaitingDocument>>(`${base}/tis/api/documentService/verify/mine`, jsonRequest({ token: as('oem01') }));
    expect(waiting.body.data!.list.map((w) => w.id)).toContain(id);
    expect((await api('POST', `/${id}/verify`, { version: c.version, approved: false }, as('oem01'))).status).toBe(400);
    c = await ok<CaseDetail>('POST', `/${id}/verify`, { version: c.version, approved: false, remark: 'Add the DTC read-out' }, as('oem01'));
    expect(c).toMatchObject({ submitState: 2, verifyState: 0 });

    // The author sees the refusal and its remark; a rejected case cannot be resubmitted as it is.
    const mine = await ok<CaseDetail>('GET', `/${id}`);
    expect(mine.actions).toEqual(['discard', 'edit', 'delete']);
    const history = await ok<VerifyRecordRow[]>('GET', `/${id}/verifyList`);
    expect(history.map((h) => [h.action, h.verifyResult, h.verifyRemark, h.fullName])).toEqual([
      ['verify', 0, 'Add the DTC read-out', 'Wang Fang (OEM)'],
      ['submit', 2, null, 'Li Lei (Dealer D1001)'],
    ]);
    expect((await api('POST', `/${id}/submit`, { version: c.version })).body).toMatchObject({ code: '409001', mesg: 'A rejected document cannot be submitted again as it is: edit it first, then submit it' });

    // ADR 0019: the author's edit makes it a draft again, then it is submitted, approved and published.
    c = await ok<CaseDetail>('PUT', `/${id}`, { ...draft({ title: 'X7 knocks when turning', seriesCode: 'PC-X7', dtcCode: 'C1234' }), version: c.version });
    expect(c).toMatchObject({ submitState: 0, verifyState: 2, dtcCode: 'C1234' });
    c = await ok<CaseDetail>('POST', `/${id}/submit`, { version: c.version });
    c = await ok<CaseDetail>('POST', `/${id}/verify`, { version: c.version, approved: true }, as('oem01'));
    expect(c).toMatchObject({ submitState: 1, verifyState: 1, actions: ['publish'] });
    expect((await api('POST', `/${id}/verify`, { version: c.version, approved: true }, as('oem01'))).body).toMatchObject({ code: '409001', mesg: 'The document has already been approved' });
    c = await ok<CaseDetail>('POST', `/${id}/publish`, { version: c.version }, as('oem01'));
    expect(c).toMatchObject({ publishState: 1, actions: ['cancelPublish'], canMarkExcellent: true });
    // A published case cannot be approved again, nor discarded.
    expect((await api('POST', `/${id}/verify`, { version: c.version, approved: true }, as('oem01'))).body).toMatchObject({ code: '409001', mesg: 'A published document cannot be approved again' });
    expect((await api('POST', `/${id}/discard`, { version: c.version })).body).toMatchObject({ code: '409001', mesg: 'Only unpublished data can be discarded' });
    expect((await ok<VerifyRecordRow[]>('GET', `/${id}/verifyList`)).map((h) => h.action)).toEqual(['publish', 'verify', 'submit', 'verify', 'submit']);

    // Published: dealer02 (brands PC, YW) finds it with the case filter and reads it; reading counts.
    const found = await ok<PageResult<CaseRow>>('GET', `/list?seriesCode=PC-X7&keyword=knocks&runningStatus=Idling`, undefined, as('dealer02'));
    expect(found.list.map((r) => r.id)).toEqual([id]);
    await ok('GET', `/${id}`, undefined, as('dealer02'));
    const read = await ok<CaseDetail>('GET', `/${id}`, undefined, as('dealer02'));
    expect(read).toMatchObject({ timesRead: 2, actions: [], favorite: false });
    expect((await ok<PageResult<{ userCode: string; timesRead: number }>>('GET', `/${id}/readers`)).list).toEqual([expect.objectContaining({ userCode: 'dealer02', timesRead: 2 })]);
    expect((await api('GET', `/${id}/readers`, undefined, as('dealer02'))).status).toBe(403);
    // Reading does not make the author's copy stale.
    expect((await ok<CaseDetail>('GET', `/${id}`)).version).toBe(c.version);

    // Favorites: once ("profile already collected"), then removed.
    const favorites = apiClient('/tis/api/documentService/favorite', () => base, () => as('dealer02'));
    expect(await favorites.ok<FavoriteView>('POST', '', { itemType: 'case', itemCode: id })).toMatchObject({ itemName: 'X7 knocks when turning', seriesCode: 'PC-X7' });
    expect((await favorites.api('POST', '', { itemType: 'case', itemCode: id })).body).toMatchObject({ code: '000001', mesg: 'This item is already in your favorites' });
    expect((await ok<CaseDetail>('GET', `/${id}`, undefined, as('dealer02'))).favorite).toBe(true);
    expect((await favorites.ok<PageResult<FavoriteView>>('GET', '/list?itemType=case')).list.map((f) => f.itemCode)).toEqual([id]);

    // Sharing: the receiver gets a message in their own language with a link to the case.
    expect((await api('GET', `/share?caseId=${id}&receivingUser=dealer02`, undefined, as('dealer02'))).body).toMatchObject({ code: '000001', mesg: 'You cannot share a case with yourself' });
    expect((await api('GET', `/share?caseId=${id}&receivingUser=nobody42`, undefined, as('dealer02'))).body).toMatchObject({ code: '000001' });
    await ok('GET', `/share?caseId=${id}&receivingUser=DEALER01`, undefined, as('dealer02'));
    await expect
      .poll(async () => JSON.stringify((await call(`${base}/tis/api/systemService/myMessage/list`, jsonRequest({ token: as('dealer01') }))).body), { timeout: 10_000 })
      .toContain(`shared the repair case ${c.caseCode}`);

    // The excellent flag: only for users who publish, only on a published case.
    expect((await api('PUT', `/${id}/excellent`, { version: c.version, isExcellent: 1 })).status).toBe(403);
    const marked = await ok<CaseDetail>('PUT', `/${id}/excellent`, { version: c.version, isExcellent: 1 }, as('oem01'));
    expect(marked.isExcellent).toBe(1);
    expect((await ok<CaseRow[]>('GET', '/excellent', undefined, as('dealer02'))).map((r) => r.id)).toContain(id);
    // Cancelling the publication takes it off the published list.
    await ok('POST', `/${id}/cancelPublish`, { version: marked.version }, as('oem01'));
    expect((await ok<PageResult<CaseRow>>('GET', `/list?seriesCode=PC-X7`, undefined, as('dealer02'))).list.map((r) => r.id)).not.toContain(id);
  });

  it('shows a draft only to its organisation, and a published case only to readers of its brand', async () => {
    const c = await ok<CaseDetail>('POST', '', draft({ title: 'T9 warning lamp', brandCode: 'CV', seriesCode: 'CV-T9' }));
    expect((await api('GET', `/${c.id}`, undefined, as('dealer02'))).status).toBe(404);
    expect((await ok<PageResult<CaseRow>>('GET', '/work/list', undefined, as('dealer02'))).list.map((r) => r.id)).not.toContain(c.id);
    // An unsubmitted draft is not waiting for anyone, and approvers do not see it.
    expect((await api('GET', `/${c.id}`, undefined, as('oem01'))).status).toBe(404);
    let row = await ok<CaseDetail>('POST', `/${c.id}/submit`, { version: c.version });
    expect((await ok<CaseDetail>('GET', `/${c.id}`, undefined, as('oem01'))).actions).toEqual(['verify']);
    row = await ok<CaseDetail>('POST', `/${c.id}/verify`, { version: row.version, approved: true }, as('oem01'));
    await ok<CaseDetail>('POST', `/${c.id}/publish`, { version: row.version }, as('oem01'));
    // dealer02 works with PC and YW, not CV: the published T9 case stays hidden from them.
    expect((await api('GET', `/${c.id}`, undefined, as('dealer02'))).status).toBe(404);
    expect((await ok<PageResult<CaseRow>>('GET', '/list?brandCode=CV', undefined, as('dealer02'))).total).toBe(0);
    expect((await ok<PageResult<CaseRow>>('GET', '/list?brandCode=CV', undefined, as('oem01'))).list.map((r) => r.id)).toContain(c.id);
  });

  it('blocks submission of a case with a sensitive word, and deletes and discards drafts', async () => {
    const admin = apiClient('/tis/api/systemService/sensitiveWord', () => base, () => as('admin'));
    await admin.ok('POST', '', { word: 'counterfeit part' });
    const c = await ok<CaseDetail>('POST', '', draft({ summary: 'The customer had fitted a COUNTERFEIT PART' }));
    expect((await api('POST', `/${c.id}/submit`, { version: c.version })).body).toMatchObject({ code: '000001', mesg: 'The text contains words that may not be published: counterfeit part' });
    expect((await ok<CaseDetail>('GET', `/${c.id}`)).submitState).toBe(0);
    // A case without a fault row or solution cannot be submitted either.
    const bare = await ok<CaseDetail>('POST', '', draft({ solution: null, steps: [{ section: 'fault', symptom: 'Noise' }] }));
    expect((await api('POST', `/${bare.id}/submit`, { version: bare.version })).body).toMatchObject({ mesg: 'Describe the solution before submitting the case' });

    const discarded = await ok<CaseDetail>('POST', `/${bare.id}/discard`, { version: bare.version });
    // A discarded draft can still be deleted by its author, and nothing else.
    expect(discarded).toMatchObject({ discard: 1, actions: ['delete'] });
    expect((await ok<PageResult<CaseRow>>('GET', '/work/list')).list.map((r) => r.id)).not.toContain(bare.id);
    expect((await ok<PageResult<CaseRow>>('GET', '/work/list?discard=1')).list.map((r) => r.id)).toContain(bare.id);
    expect((await api('DELETE', `/${c.id}?version=${c.version}`, undefined, as('dealer02'))).status).toBe(404);
    expect(await ok('DELETE', `/${c.id}?version=${c.version}`)).toBe(true);
    expect((await api('GET', `/${c.id}`)).status).toBe(404);
  });

  it('serves the case parameters of every number at once, and checks them like every resource', async () => {
    const params = apiClient('/tis/api/documentService/caseParam', () => base, () => as('admin'));
    const all = await params.ok<PageResult<{ paramNo: number; paramType: string; langCode: string }>>('GET', '/list?pageSize=99999&langCode=en_US');
    expect(new Set(all.list.map((p) => p.paramNo))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    expect(all.list.find((p) => p.paramNo === 9)?.paramType).toBe('symptomPrefix');
    expect((await params.api('POST', '', { paramNo: 1, paramValue: 'idling', langCode: 'en_US' })).body).toMatchObject({ code: '409002' });
    expect(await params.ok('POST', '', { paramNo: 2, paramValue: 'idling', langCode: 'en_US' })).toMatchObject({ paramType: 'driverOperation' });
    expect((await params.api('POST', '', { paramNo: 10, paramValue: 'x' })).status).toBe(400);
  });
});
