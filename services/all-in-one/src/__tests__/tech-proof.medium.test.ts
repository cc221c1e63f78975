import {
  type CreateTechProve,
  type OperationLogView,
  type PageResult,
  TECH_PROVE_MACHINE,
  TECH_PROVE_STEPS,
  type TechProveDetail,
  type TechProveRow,
  type TechProveStep,
  type VehicleView,
} from '@tis/contracts';
import { cellText, readFirstSheet } from '@tis/nest';
import { call, eventually, loginAs, multipartBody, sizedPng, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/**
 * Technical proof and improvement on the embedded portal, on each database (issue 16): dealer01
 * (D1001) raises a proof, oem01 (quality staff: the verify key with the page) accepts, improves and
 * closes it, the proposer proves it or sends it back; in EVERY state every operation the table does
 * not allow is refused (403 for the role, 409001 "data state changed" for the state) and changes
 * nothing. Each step is in the history, the outbox (tis.document.techProve.<step>.v1) and the
 * operation log. Questions (TechQua) are answered by the staff or cancelled.
 */
describe.each(TEST_DIALECTS)('technical proof on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  const tokens: Record<string, string> = {};
  /** A series of brand OS, which the dealers do not work with. */
  let osSeries: { brandCode: string; seriesCode: string };

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'techprove', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    for (const user of ['admin', 'oem01', 'dealer01', 'dealer02', 'public01'] as const) tokens[user] = await loginAs(base, user);
    const vehicles = apiClient('/tis/api/vehicleService/vehicle', () => base, () => tokens.admin!);
    const os = (await vehicles.ok<PageResult<VehicleView>>('GET', '/list?brandCode=OS&pageSize=5')).list[0]!;
    osSeries = { brandCode: os.brandCode, seriesCode: os.seriesCode };
  }, 120_000);

  afterAll(() => portal?.stop());

  const { api, ok } = apiClient('/tis/api/documentService/techProve', () => base, () => tokens.dealer01!);
  const as = (user: string) => tokens[user]!;
  const today = () => new Date().toISOString().slice(0, 10);
  const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

  const draft = (extra: Partial<CreateTechProve> = {}): CreateTechProve => ({
    title: 'Rear brake squeal after cold start',
    brandCode: 'PC',
    seriesCode: 'PC-A5',
    modelCode: null,
    description: '<p>Squeal on the first <strong>three</strong> stops below 5 °C.</p>',
    partCodes: ['bp-200', 'BD-7'],
    ...extra,
  });

  async function upload(user = 'dealer01'): Promise<string> {
    const { body, contentType } = multipartBody('file', 'pad.png', 'image/png', sizedPng(32, 24));
    const res = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { authorization: as(user), 'content-type': contentType }, body });
    if (res.body.code !== '000000') throw new Error(JSON.stringify(res.body));
    return res.body.data!.url;
  }

  /** Which user may take which step in a state, by the table: the proposer dealer01, the staff oem01. */
  const allowedFor = (state: number, user: 'dealer01' | 'oem01'): TechProveStep[] =>
    TECH_PROVE_STEPS.filter((step) => {
      const rule = TECH_PROVE_MACHINE.transitions[step];
      return (rule.from as readonly number[]).includes(state) && rule.by.includes(user === 'dealer01' ? 'proposer' : 'staff');
    });

  /**
   * Every step neither user may take in the proof's state is refused — 403 when the user has no role
   * for it (the route's key or the table), else 409001 with the table's message — and nothing changed.
   */
  async function refusesAllOthers(p: TechProveDetail): Promise<void> {
    for (const user of ['dealer01', 'oem01'] as const) {
      const allowed = allowedFor(p.state, user);
      for (const step of TECH_PROVE_STEPS.filter((s) => !allowed.includes(s))) {
        const res = await api('POST', `/${p.id}/${step}`, { version: p.version, remark: 'Tried anyway' }, as(user));
        const hasRole = TECH_PROVE_MACHINE.transitions[step].by.includes(user === 'dealer01' ? 'proposer' : 'staff');
        if (hasRole) expect(res.body, `${user} ${step} in ${p.state}`).toMatchObject({ code: '409001', mesg: 'This technical proof is no longer in that state: the data state has changed, please close and reopen' });
        else expect(res.status, `${user} ${step} in ${p.state}`).toBe(403);
      }
    }
    if (p.state !== 0) {
      expect((await api('PUT', `/${p.id}`, { ...draft(), version: p.version })).body).toMatchObject({ code: '409001' });
    }
    const now = await ok<TechProveDetail>('GET', `/${p.id}`, undefined, as('oem01'));
    expect({ state: now.state, version: now.version, steps: now.history.length }).toEqual({ state: p.state, version: p.version, steps: p.history.length });
  }

  it('refuses bad input, an unknown series, a brand the proposer does not work with and a reader without the right, saving nothing', async () => {
    const before = (await ok<PageResult<TechProveRow>>('GET', '/list')).total;
    const bad = await api('POST', '', draft({ title: ' ', description: '<p> </p>', partCodes: ['A B'] }));
    expect(bad.status).toBe(400);
    for (const message of ['This field cannot be empty', 'The content cannot be empty', "The part code may only hold letters, digits, '-', '.' and '_'"]) expect(JSON.stringify(bad.body)).toContain(message);
    expect(JSON.stringify((await api('POST', '', draft({ partCodes: ['x-1', 'X-1'] }))).body)).toContain('Each part code may appear only once');
    expect(JSON.stringify((await api('POST', '', draft({ partCodes: Array.from({ length: 51 }, (_, i) => `P${i}`) }))).body)).toContain('at most 50 part codes');
    expect((await api('POST', '', { ...draft(), state: 3 })).status).toBe(400);
    expect((await api('POST', '', draft({ seriesCode: 'NOPE-1' }))).body).toMatchObject({ code: '000001', mesg: 'The series NOPE-1 does not exist for brand PC' });
    expect((await api('POST', '', draft(osSeries))).body).toMatchObject({ code: '000001', mesg: `You do not work with brand ${osSeries.brandCode}` });
    expect((await api('POST', '', draft(), as('public01'))).status).toBe(403);
    expect((await api('GET', '/list', undefined, as('public01'))).status).toBe(403);
    expect((await ok<PageResult<TechProveRow>>('GET', '/list')).total).toBe(before);
  });

  it('goes pending → improving → improved → improving → improved → proven → closed; every other operation refused in every state', async () => {
    const file = await upload();
    let p = await ok<TechProveDetail>('POST', '', draft({ attachments: [{ url: file, name: 'pad.png' }] }));
    const id = p.id;
    expect(p).toMatchObject({
      proveCode: expect.stringMatching(/^TP\d{8}\d{5}$/),
      state: 0,
      brandCode: 'PC',
      seriesCode: 'PC-A5',
      seriesName: 'A5 Sedan',
      partCodes: ['BP-200', 'BD-7'],
      proposerCode: 'dealer01',
      orgCode: 'D1001',
      attachments: [{ url: file, name: 'pad.png' }],
      actions: ['edit', 'withdraw'],
      canAsk: true,
      history: [{ operation: 'submit', fromState: null, toState: 0, fullName: 'Li Lei (Dealer D1001)' }],
    });
    // The attachment is the proof's: read by its readers only, taken by no other record.
    const files = await portal.db('fileconverter');
    const [stored] = await files.query('SELECT referenced_by AS owner FROM stored_file WHERE storage_key = ?', [file.replace('/tis/file/', '')]);
    expect(stored).toMatchObject({ owner: `document.techProve:${id}` });
    const fetchAs = (user: string) => fetch(`${base}${file}`, { headers: { authorization: as(user) } });
    expect((await fetchAs('oem01')).status).toBe(200);
    expect((await fetchAs('dealer02')).status).toBe(404);
    // Another dealer neither lists nor opens a pending proof of another organisation.
    expect((await api('GET', `/${id}`, undefined, as('dealer02'))).status).toBe(404);
    expect((await ok<PageResult<TechProveRow>>('GET', '/list', undefined, as('dealer02'))).list.map((r) => r.id)).not.toContain(id);
    expect((await ok<TechProveDetail>('GET', `/${id}`, undefined, as('oem01'))).actions).toEqual(['accept', 'cancel']);

    // Pending: the proposer edits (no record: not a state change); a stale version is refused.
    p = await ok<TechProveDetail>('PUT', `/${id}`, { ...draft({ title: 'Rear brake squeal when cold', partCodes: ['bp-201'], attachments: [{ url: file, name: 'pad.png' }] }), version: p.version });
    expect(p).toMatchObject({ state: 0, title: 'Rear brake squeal when cold', partCodes: ['BP-201'], version: 2 });
    expect(p.history).toHaveLength(1);
    expect((await api('PUT', `/${id}`, { ...draft(), version: 1 })).body).toMatchObject({ code: '409001', mesg: 'The data state has changed, please close and reopen' });
    expect((await api('POST', `/${id}/accept`, { version: 1 }, as('oem01'))).body).toMatchObject({ code: '409001' });
    await refusesAllOthers(p);

    p = await ok<TechProveDetail>('POST', `/${id}/accept`, { version: p.version, remark: '' }, as('oem01'));
    expect(p).toMatchObject({ state: 1, actions: ['finish', 'cancel'] });
    expect((await ok<TechProveDetail>('GET', `/${id}`)).actions).toEqual([]);
    await refusesAllOthers(p);

    // Improving → improved needs the measures taken.
    expect((await api('POST', `/${id}/finish`, { version: p.version }, as('oem01'))).body).toMatchObject({ code: '000001', mesg: 'Please give a remark: the reason or the measures taken' });
    p = await ok<TechProveDetail>('POST', `/${id}/finish`, { version: p.version, remark: 'Pad chamfer changed' }, as('oem01'));
    expect(p).toMatchObject({ state: 2, actions: ['reject', 'prove', 'cancel'] });
    expect((await ok<TechProveDetail>('GET', `/${id}`)).actions).toEqual(['reject', 'prove']);
    await refusesAllOthers(p);

    // The proposer finds it not proven (with a remark): improving again, then improved again.
    expect((await api('POST', `/${id}/reject`, { version: p.version, remark: ' ' })).body).toMatchObject({ code: '000001' });
    p = await ok<TechProveDetail>('POST', `/${id}/reject`, { version: p.version, remark: 'Still squeals at -5 °C' });
    expect(p.state).toBe(1);
    p = await ok<TechProveDetail>('POST', `/${id}/finish`, { version: p.version, remark: 'Shim added' }, as('oem01'));
    p = await ok<TechProveDetail>('POST', `/${id}/prove`, { version: p.version, remark: 'Quiet for a week' });
    expect(p).toMatchObject({ state: 3, actions: [] });
    // Proven is knowledge: another dealer working with the brand reads it now, and its file.
    expect((await ok<TechProveDetail>('GET', `/${id}`, undefined, as('dealer02'))).state).toBe(3);
    expect((await fetchAs('dealer02')).status).toBe(200);
    p = await ok<TechProveDetail>('GET', `/${id}`, undefined, as('oem01'));
    expect(p.actions).toEqual(['close']);
    await refusesAllOthers(p);

    p = await ok<TechProveDetail>('POST', `/${id}/close`, { version: p.version }, as('oem01'));
    expect(p).toMatchObject({ state: 4, actions: [], canAsk: false });
    await refusesAllOthers(p);

    // The history on the reading view: every step, who, from and to, the remark; oldest first.
    expect(p.history.map((h) => [h.operation, h.fromState, h.toState, h.remark, h.userCode])).toEqual([
      ['submit', null, 0, null, 'dealer01'],
      ['accept', 0, 1, null, 'oem01'],
      ['finish', 1, 2, 'Pad chamfer changed', 'oem01'],
      ['reject', 2, 1, 'Still squeals at -5 °C', 'dealer01'],
      ['finish', 1, 2, 'Shim added', 'oem01'],
      ['prove', 2, 3, 'Quiet for a week', 'dealer01'],
      ['close', 3, 4, null, 'oem01'],
    ]);
    // One event per state change, in order, keyed by the proof.
    const db = await portal.db('document');
    const events = await db.query<{ topic: string; payload: string }[]>("SELECT topic, payload FROM outbox_event WHERE event_key = ? AND topic LIKE 'tis.document.techProve.%' ORDER BY seq", [id]);
    expect(events.map((e) => e.topic)).toEqual(['submit', 'accept', 'finish', 'reject', 'finish', 'prove', 'close'].map((op) => `tis.document.techProve.${op}.v1`));
    expect(JSON.parse(events[6]!.payload)).toMatchObject({ proveId: id, proveCode: p.proveCode, operation: 'close', fromState: 3, toState: 4, brandCode: 'PC', seriesCode: 'PC-A5', byUser: 'oem01' });
    // And the operation log.
    const admin = apiClient('/tis/api/', () => base, () => as('admin'));
    const logged = await eventually(async () => {
      const page = await admin.ok<PageResult<OperationLogView>>('GET', `logService/operationLog/list?module=techProve&targetId=${id}&pageSize=50`);
      return page.total >= 8 ? page : undefined;
    }, 10_000, 'operation records of the proof');
    expect(logged.total).toBe(8);
  });

  it('is withdrawn by its proposer while pending, cancelled by the staff with a reason until proven; cancelled refuses everything', async () => {
    let withdrawn = await ok<TechProveDetail>('POST', '', draft({ title: 'Withdrawn' }));
    expect((await api('POST', `/${withdrawn.id}/withdraw`, { version: withdrawn.version }, as('oem01'))).status).toBe(403);
    withdrawn = await ok<TechProveDetail>('POST', `/${withdrawn.id}/withdraw`, { version: withdrawn.version });
    expect(withdrawn).toMatchObject({ state: -1, actions: [], canAsk: false });
    await refusesAllOthers(withdrawn);

    for (const reach of [[], ['accept'], ['accept', 'finish']] as const) {
      let p = await ok<TechProveDetail>('POST', '', draft({ title: `Cancelled after ${reach.length} steps` }));
      for (const step of reach) p = await ok<TechProveDetail>('POST', `/${p.id}/${step}`, { version: p.version, remark: 'Done' }, as('oem01'));
      expect((await api('POST', `/${p.id}/cancel`, { version: p.version }, as('oem01'))).body).toMatchObject({ code: '000001', mesg: 'Please give a remark: the reason or the measures taken' });
      expect((await api('POST', `/${p.id}/cancel`, { version: p.version, remark: 'Duplicate' })).status).toBe(403);
      p = await ok<TechProveDetail>('POST', `/${p.id}/cancel`, { version: p.version, remark: 'Duplicate of another proof' }, as('oem01'));
      expect(p.state).toBe(-1);
      expect(p.history.at(-1)).toMatchObject({ operation: 'cancel', toState: -1, remark: 'Duplicate of another proof' });
      await refusesAllOthers(p);
    }
    // A cancelled proof is not knowledge: other dealers still do not read it.
    expect((await api('GET', `/${withdrawn.id}`, undefined, as('dealer02'))).status).toBe(404);
  });

  it('takes questions while open: answered by the staff (longer than 5 characters) or cancelled; each operation only once', async () => {
    let p = await ok<TechProveDetail>('POST', '', draft({ title: 'Questions' }));
    const qua = apiClient('/tis/api/documentService/techProve/techQua', () => base, () => as('dealer01'));
    expect((await qua.api('POST', '', { proveId: p.id, question: 'Which pads?' }, as('dealer02'))).status).toBe(404);
    expect((await qua.api('POST', '', { proveId: p.id, question: ' ' })).status).toBe(400);
    p = await qua.ok<TechProveDetail>('POST', '', { proveId: p.id, question: 'Does the shim fit the old calipers?' });
    p = await qua.ok<TechProveDetail>('POST', '', { proveId: p.id, question: 'Is a recall planned?' });
    expect(p.questions.map((q) => [q.question, q.state, q.askerName, q.actions])).toEqual([
      ['Does the shim fit the old calipers?', 0, 'Li Lei (Dealer D1001)', ['cancel']],
      ['Is a recall planned?', 0, 'Li Lei (Dealer D1001)', ['cancel']],
    ]);
    expect(p.openQuestions).toBe(2);
    const [first, second] = p.questions;
    const staffView = await ok<TechProveDetail>('GET', `/${p.id}`, undefined, as('oem01'));
    expect(staffView.questions[0]!.actions).toEqual(['answer', 'cancel']);

    // Only the staff answer, with more than 5 characters.
    expect((await qua.api('POST', `/${first!.id}/answer`, { version: first!.version, answer: 'Yes, it fits.' })).status).toBe(403);
    expect(JSON.stringify((await qua.api('POST', `/${first!.id}/answer`, { version: first!.version, answer: 'Yes.' }, as('oem01'))).body)).toContain('The answer must be longer than 5 characters');
    p = await qua.ok<TechProveDetail>('POST', `/${first!.id}/answer`, { version: first!.version, answer: 'Yes, from 2024 on.' }, as('oem01'));
    expect(p.questions[0]).toMatchObject({ state: 4, answer: 'Yes, from 2024 on.', answerName: 'Wang Fang (OEM)', actions: [] });
    expect(p.openQuestions).toBe(1);
    // Answered: neither answered again nor cancelled.
    expect((await qua.api('POST', `/${first!.id}/answer`, { version: p.questions[0]!.version, answer: 'Again, again' }, as('oem01'))).body).toMatchObject({ code: '409001', mesg: 'This question is no longer open: the data state has changed, please close and reopen' });
    expect((await qua.api('POST', `/${first!.id}/cancel`, { version: p.questions[0]!.version })).body).toMatchObject({ code: '409001' });

    // The asker cancels the other; cancelled is final too.
    p = await qua.ok<TechProveDetail>('POST', `/${second!.id}/cancel`, { version: second!.version, remark: 'Asked the hotline' });
    expect(p.questions[1]).toMatchObject({ state: -1, cancelRemark: 'Asked the hotline', actions: [] });
    expect((await qua.api('POST', `/${second!.id}/answer`, { version: p.questions[1]!.version, answer: 'Too late now' }, as('oem01'))).body).toMatchObject({ code: '409001' });
    expect((await qua.api('POST', `/${second!.id}/cancel`, { version: p.questions[1]!.version })).body).toMatchObject({ code: '409001' });

    // Once proven, another dealer reads and asks, but does not cancel someone else's question.
    p = await ok<TechProveDetail>('POST', `/${p.id}/accept`, { version: p.version }, as('oem01'));
    p = await ok<TechProveDetail>('POST', `/${p.id}/finish`, { version: p.version, remark: 'Shim' }, as('oem01'));
    p = await ok<TechProveDetail>('POST', `/${p.id}/prove`, { version: p.version });
    const third = (await qua.ok<TechProveDetail>('POST', '', { proveId: p.id, question: 'Does it fit the A5 estate?' })).questions[2]!;
    p = await qua.ok<TechProveDetail>('POST', '', { proveId: p.id, question: 'And the A6?' }, as('dealer02'));
    expect((await qua.api('POST', `/${third.id}/cancel`, { version: third.version }, as('dealer02'))).status).toBe(403);
    // Closed: no more questions; the open ones can still be answered.
    p = await ok<TechProveDetail>('POST', `/${p.id}/close`, { version: p.version }, as('oem01'));
    expect(p.canAsk).toBe(false);
    expect((await qua.api('POST', '', { proveId: p.id, question: 'One more thing' })).body).toMatchObject({ code: '409001' });
    expect((await qua.ok<TechProveDetail>('POST', `/${third.id}/answer`, { version: third.version, answer: 'Yes, the same caliper.' }, as('oem01'))).openQuestions).toBe(1);
    // Asking and answering change neither the proof's state nor its version.
    expect((await ok<TechProveDetail>('GET', `/${p.id}`)).version).toBe(p.version);
  });

  it('lists with filters (keyword, state, brand and series, part code, created days) and exports the list', async () => {
    const title = `Listed ${Date.now()}`;
    const p = await ok<TechProveDetail>('POST', '', draft({ title, partCodes: ['LS-1'] }));
    const found = (query: string, user = 'dealer01') => ok<PageResult<TechProveRow>>('GET', `/list?${query}`, undefined, as(user)).then((page) => page.list.map((r) => r.id));
    expect(await found(`keyword=${p.proveCode.toLowerCase()}`)).toEqual([p.id]);
    expect(await found(`keyword=${encodeURIComponent(title)}&state=0&brandCode=PC&seriesCode=PC-A5&partCode=ls-1&startTime=${today()}&endTime=${today()}`)).toEqual([p.id]);
    expect(await found(`keyword=${encodeURIComponent(title)}&state=-1`)).toEqual([]);
    expect(await found(`keyword=${encodeURIComponent(title)}&partCode=LS-2`)).toEqual([]);
    expect(await found(`keyword=${encodeURIComponent(title)}&endTime=${yesterday()}`)).toEqual([]);
    expect(await found(`keyword=${encodeURIComponent(title)}`, 'oem01')).toEqual([p.id]);
    expect(await found(`keyword=${encodeURIComponent(title)}`, 'dealer02')).toEqual([]);
    expect((await api('GET', '/list?state=7')).status).toBe(400);
    expect((await api('GET', `/list?startTime=${today()}&endTime=${yesterday()}`)).status).toBe(400);

    const sheet = async (query: string, lang: string): Promise<string[][]> => {
      const res = await fetch(`${base}/tis/api/documentService/techProve/export?${query}`, { headers: { authorization: as('dealer01'), Language: lang } });
      expect(res.status).toBe(200);
      const rows: string[][] = [];
      for await (const row of readFirstSheet(Buffer.from(await res.arrayBuffer()))) rows.push(row.values.map((v) => cellText(v)));
      return rows;
    };
    const en = await sheet(`keyword=${encodeURIComponent(title)}`, 'en_US');
    expect(en[0]).toEqual(['Code', 'Title', 'Brand', 'Series', 'Model', 'Part codes', 'State', 'Proposer', 'Organisation', 'Open questions', 'Raised at']);
    expect(en.slice(1).map((r) => r.slice(0, 8))).toEqual([[p.proveCode, title, 'PC', 'A5 Sedan', '', 'LS-1', 'Pending', 'Li Lei (Dealer D1001)']]);
    expect((await sheet(`keyword=${encodeURIComponent(title)}`, 'de_DE'))[1]?.[6]).toBe('Ausstehend');
  });
});
