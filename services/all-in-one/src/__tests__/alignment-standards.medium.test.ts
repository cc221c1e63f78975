import { ALIGNMENT_PARAMETERS, type AlignmentByVin, type AlignmentStandardDetail, type AlignmentStandardView, type AlignmentValues, type LoginResult, type PageResult, type UserView, type VehicleView } from '@tis/contracts';
import { cellText, readFirstSheet } from '@tis/nest';
import { attemptLogin, call, loginAs, TEST_DIALECTS } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

/** Values of a standard: -0°36' ±45' / ±30' camber etc.; `shift` makes each standard's values its own. */
function values(shift = 0): AlignmentValues {
  return Object.fromEntries(ALIGNMENT_PARAMETERS.map((p, i) => [p, { nominal: -36 + i * 7 + shift, check: 45, set: 30 }])) as AlignmentValues;
}

/**
 * Four-wheel alignment standards (/StandardParametersManager) on the embedded portal, on each
 * database: the seven states, every operation refused in every state it does not accept (409001
 * with its message, nothing changed), two different reviewers, none of them the author, stale
 * versions, one standard per model or series, and the reader's VIN query (published only).
 * oem01 writes; admin first-reviews; `third` (an OEM approver made here) final-reviews.
 */
describe.each(TEST_DIALECTS)('alignment standards on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'alignment', dialect });
    base = portal.base;
    for (const user of ['admin', 'oem01', 'dealer01'] as const) tokens[user] = await loginAs(base, user);
    // A third OEM approver: the final review is neither the author's nor the first reviewer's.
    const input = { userCode: 'align03', userName: 'Align Reviewer', email: 'align03@tis.local', userType: 'oem', roleCode: 'oem_approver', password: 'Align03#2026', confirm: 'Align03#2026' };
    const created = await call<UserView>(`${base}/tis/api/oauthService/user`, jsonRequest({ method: 'POST', token: tokens.admin, body: input }));
    expect(created.body.code, JSON.stringify(created.body)).toBe('000000');
    const oauthDb: DataSource = await portal.db('oauth');
    await oauthDb.query('UPDATE user_account SET password_changed_at = ? WHERE user_code = ?', [portal.bind(new Date()), 'align03']);
    const { answer } = await attemptLogin(base, { userCode: 'align03', password: 'Align03#2026' });
    tokens.third = (answer.body.data as LoginResult).accessToken;
  }, 120_000);

  afterAll(() => portal?.stop());

  const as = (user: string) => tokens[user]!;
  const { api, ok } = apiClient('/tis/api/vehicleService/alignmentStandard', () => base, () => tokens.oem01!);
  const get = (id: string) => ok<AlignmentStandardDetail>('GET', `/${id}`);
  const write = (seriesCode: string, modelCode: string | null, shift = 0) => ok<AlignmentStandardDetail>('POST', '', { seriesCode, modelCode, values: values(shift), remark: null });
  const step = (s: AlignmentStandardDetail, name: string, user = 'oem01', extra: Record<string, unknown> = {}) => ok<AlignmentStandardDetail>('POST', `/${s.id}/${name}`, { version: s.version, ...extra }, as(user));

  /** Every operation and the body it takes from a standard. */
  const OPERATIONS: Record<string, { user: string; call: (s: AlignmentStandardDetail) => ReturnType<typeof api> }> = {
    submit: { user: 'oem01', call: (s) => api('POST', `/${s.id}/submit`, { version: s.version }) },
    firstReview: { user: 'admin', call: (s) => api('POST', `/${s.id}/firstReview`, { version: s.version, approved: true }, as('admin')) },
    finalReview: { user: 'third', call: (s) => api('POST', `/${s.id}/finalReview`, { version: s.version, approved: true }, as('third')) },
    publish: { user: 'oem01', call: (s) => api('POST', `/${s.id}/publish`, { version: s.version }) },
    cancel: { user: 'oem01', call: (s) => api('POST', `/${s.id}/cancel`, { version: s.version }) },
    edit: { user: 'oem01', call: (s) => api('PUT', `/${s.id}`, { values: values(99), remark: 'changed', version: s.version }) },
    delete: { user: 'oem01', call: (s) => api('DELETE', `/${s.id}?version=${s.version}`) },
  };
  const ACCEPTED: Record<number, string[]> = { 0: ['submit', 'edit', 'delete'], 1: ['firstReview'], 2: ['finalReview'], 3: ['publish'], 4: ['edit', 'delete'], 5: ['cancel'], 6: [] };
  const MESSAGE: Record<string, string> = {
    submit: 'Only a standard pending submit can be submitted: the data state has changed, please close and reopen',
    firstReview: 'Only a standard pending first review can be first-reviewed: the data state has changed, please close and reopen',
    finalReview: 'Only a standard pending final review can be final-reviewed: the data state has changed, please close and reopen',
    publish: 'Only a standard pending publish can be published: the data state has changed, please close and reopen',
    cancel: 'Only a published standard can be cancelled: the data state has changed, please close and reopen',
    edit: 'Only a standard pending submit or rejected in review can be edited: the data state has changed, please close and reopen',
    delete: 'Only a standard pending submit or rejected in review can be deleted: the data state has changed, please close and reopen',
  };

  /** Every operation the state does not accept is refused with its message, and the row is as it was. */
  async function refusesAllBut(s: AlignmentStandardDetail): Promise<void> {
    for (const [name, operation] of Object.entries(OPERATIONS)) {
      if (ACCEPTED[s.state]!.includes(name)) continue;
      const answer = await operation.call(s);
      expect(answer.body, `${name} in state ${s.state}`).toMatchObject({ code: '409001', mesg: MESSAGE[name] });
      const after = await get(s.id);
      expect({ state: after.state, version: after.version, values: after.values, history: after.history.length }, `${name} in state ${s.state}`).toEqual({
        state: s.state,
        version: s.version,
        values: s.values,
        history: s.history.length,
      });
    }
  }

  it('takes a standard through all seven states, refusing every other operation in each', async () => {
    const written = await write('PC-A5', 'PC-A5-15T');
    expect(written).toMatchObject({ state: 0, brandCode: 'PC', seriesCode: 'PC-A5', modelCode: 'PC-A5-15T', seriesName: 'A5 Sedan', authorCode: 'oem01', version: 1, actions: ['submit', 'edit', 'delete'] });
    expect(written.values.frontCamber).toEqual({ nominal: -36, check: 45, set: 30 });
    await refusesAllBut(written);

    const submitted = await step(written, 'submit');
    expect(submitted).toMatchObject({ state: 1, actions: [] });
    expect(submitted.submitTime).not.toBeNull();
    await refusesAllBut(submitted);

    // Nobody reviews their own standard.
    const own = await api('POST', `/${submitted.id}/firstReview`, { version: submitted.version, approved: true });
    expect(own.body).toMatchObject({ code: '403', mesg: 'You cannot review your own alignment standard' });
    // A refusal needs a remark.
    expect((await api('POST', `/${submitted.id}/firstReview`, { version: submitted.version, approved: false }, as('admin'))).body).toMatchObject({ code: '000001', mesg: 'A refusal needs a remark' });
    // A stale version is refused.
    expect((await api('POST', `/${submitted.id}/firstReview`, { version: written.version, approved: true }, as('admin'))).body).toMatchObject({ code: '409001', mesg: 'The data state has changed, please close and reopen' });
    expect(await get(submitted.id)).toMatchObject({ state: 1, version: submitted.version });

    const first = await step(submitted, 'firstReview', 'admin', { approved: true, remark: 'values checked' });
    expect(first).toMatchObject({ state: 2, firstReviewerCode: 'admin' });
    await refusesAllBut(first);
    // The first reviewer may not take the final review; the author neither.
    expect((await api('POST', `/${first.id}/finalReview`, { version: first.version, approved: true }, as('admin'))).body).toMatchObject({
      code: '403',
      mesg: 'The final review must be done by someone other than the first reviewer',
    });
    expect((await api('POST', `/${first.id}/finalReview`, { version: first.version, approved: true })).body).toMatchObject({ code: '403', mesg: 'You cannot review your own alignment standard' });
    expect((await ok<AlignmentStandardDetail>('GET', `/${first.id}`, undefined, as('admin'))).actions).toEqual([]);
    expect((await ok<AlignmentStandardDetail>('GET', `/${first.id}`, undefined, as('third'))).actions).toEqual(['finalReview']);

    const final = await step(first, 'finalReview', 'third', { approved: true });
    expect(final).toMatchObject({ state: 3 });
    await refusesAllBut(final);

    // Not published yet: the reader does not see it.
    const vin = await vinOf('PC-A5-15T');
    expect((await ok<AlignmentByVin>('GET', `/byVin?vin=${vin}`, undefined, as('dealer01'))).standard).toBeNull();

    const published = await step(final, 'publish');
    expect(published).toMatchObject({ state: 5, actions: ['cancel'] });
    await refusesAllBut(published);
    const read = await ok<AlignmentByVin>('GET', `/byVin?vin=${vin}`, undefined, as('dealer01'));
    expect(read).toMatchObject({ matchedBy: 'model', standard: { id: published.id, state: 5 }, vehicle: { vin, modelCode: 'PC-A5-15T' } });
    expect(read.standard!.values.frontCamber).toEqual({ nominal: -36, check: 45, set: 30 });

    const cancelled = await step(published, 'cancel');
    expect(cancelled).toMatchObject({ state: 6, actions: [] });
    await refusesAllBut(cancelled);
    expect((await ok<AlignmentByVin>('GET', `/byVin?vin=${vin}`, undefined, as('dealer01'))).standard).toBeNull();
    expect(cancelled.history.map((h) => [h.step, h.result, h.userCode])).toEqual([
      ['cancel', null, 'oem01'],
      ['publish', null, 'oem01'],
      ['finalReview', 1, 'align03'],
      ['firstReview', 1, 'admin'],
      ['submit', null, 'oem01'],
    ]);
    expect(cancelled.history.find((h) => h.step === 'firstReview')?.remark).toBe('values checked');
    // A cancelled standard no longer holds its model: a new one may be written.
    const again = await write('PC-A5', 'PC-A5-15T', 1);
    await ok('DELETE', `/${again.id}?version=${again.version}`);
  });

  it('sends a refused standard back for editing; its edit makes it pending submit again', async () => {
    const written = await write('PC-A5', 'PC-A5-20T');
    const submitted = await step(written, 'submit');
    const first = await step(submitted, 'firstReview', 'admin', { approved: true });
    const refused = await step(first, 'finalReview', 'third', { approved: false, remark: 'rear toe out of range' });
    expect(refused).toMatchObject({ state: 4, actions: ['edit', 'delete'] });
    expect(refused.history[0]).toMatchObject({ step: 'finalReview', result: 0, remark: 'rear toe out of range', userCode: 'align03' });
    await refusesAllBut(refused);

    // A stale edit changes nothing.
    expect((await api('PUT', `/${refused.id}`, { values: values(5), remark: null, version: first.version })).body).toMatchObject({ code: '409001' });
    const edited = await ok<AlignmentStandardDetail>('PUT', `/${refused.id}`, { values: values(5), remark: 'rear toe fixed', version: refused.version });
    expect(edited).toMatchObject({ state: 0, remark: 'rear toe fixed', firstReviewerCode: null });
    expect(edited.values.frontCamber.nominal).toBe(-31);
    // Refused at first review: rejected as well; then deleted with its history.
    const resubmitted = await step(edited, 'submit');
    const refusedFirst = await step(resubmitted, 'firstReview', 'admin', { approved: false, remark: 'no' });
    expect(refusedFirst).toMatchObject({ state: 4, firstReviewerCode: null });
    expect(await ok('DELETE', `/${refusedFirst.id}?version=${refusedFirst.version}`)).toBe(true);
    expect((await api('GET', `/${refusedFirst.id}`)).status).toBe(404);
  });

  it('keeps one standard per model or series and validates the angles', async () => {
    const series = await write('PC-X7', null);
    const dup = await api('POST', '', { seriesCode: 'pc-x7', modelCode: null, values: values(), remark: null });
    expect(dup.body).toMatchObject({ code: '409002', mesg: 'An alignment standard for PC-X7 already exists' });
    const model = await write('PC-X7', 'PC-X7-PH');
    expect((await api('POST', '', { seriesCode: 'PC-X7', modelCode: 'PC-X7-PH', values: values(), remark: null })).body).toMatchObject({ code: '409002' });
    expect((await api('POST', '', { seriesCode: 'PC-A5', modelCode: 'PC-X7-PH', values: values(), remark: null })).body).toMatchObject({ code: '000001', mesg: 'The model PC-X7-PH does not belong to the series PC-A5' });

    const bad = (patch: Partial<AlignmentValues['frontCamber']>) => api('POST', '', { seriesCode: 'PC-E3', modelCode: null, values: { ...values(), frontCamber: { nominal: -36, check: 45, set: 30, ...patch } }, remark: null });
    const messages = async (patch: Partial<AlignmentValues['frontCamber']>) => JSON.stringify((await bad(patch)).body);
    expect(await messages({ nominal: 1201 })).toContain('A nominal angle must lie between -20° and 20°');
    expect(await messages({ check: -1 })).toContain('A tolerance must lie between 0° and 20°');
    expect(await messages({ nominal: 1.5 })).toContain('An angle must be a whole number of minutes of arc');
    expect(await messages({ check: 20, set: 30 })).toContain('The setting tolerance must not be wider than the checking tolerance');
    expect((await bad({ nominal: 1201 })).status).toBe(400);
    const list = await ok<PageResult<AlignmentStandardView>>('GET', '/list?seriesCode=PC-E3');
    expect(list.total).toBe(0);

    // Reader by VIN: the model's own published standard, else the series'.
    const publish = async (s: AlignmentStandardDetail) => {
      const first = await step(await step(s, 'submit'), 'firstReview', 'admin', { approved: true });
      return step(await step(first, 'finalReview', 'third', { approved: true }), 'publish');
    };
    await publish(series);
    const phVin = await vinOf('PC-X7-PH');
    const phlVin = await vinOf('PC-X7-PHL');
    expect(await ok<AlignmentByVin>('GET', `/byVin?vin=${phVin}`, undefined, as('dealer01'))).toMatchObject({ matchedBy: 'series', standard: { id: series.id } });
    await publish(model);
    expect(await ok<AlignmentByVin>('GET', `/byVin?vin=${phVin}`, undefined, as('dealer01'))).toMatchObject({ matchedBy: 'model', standard: { id: model.id } });
    expect(await ok<AlignmentByVin>('GET', `/byVin?vin=${phlVin}`, undefined, as('dealer01'))).toMatchObject({ matchedBy: 'series', standard: { id: series.id } });
    expect((await api('GET', '/byVin?vin=LTP00000000000000', undefined, as('dealer01'))).body.code).not.toBe('000000');
  });

  it('the demo data holds a published standard of the S6 sedan that its VINs find', async () => {
    const vin = await vinOf('YW-S6-HEV');
    const read = await ok<AlignmentByVin>('GET', `/byVin?vin=${vin}`, undefined, as('dealer02'));
    expect(read).toMatchObject({ matchedBy: 'series', standard: { state: 5, seriesCode: 'YW-S6', modelCode: null } });
  });

  it('keeps the management routes to holders of the page and its actions', async () => {
    expect((await api('GET', '/list', undefined, as('dealer01'))).status).toBe(403);
    expect((await api('POST', '', { seriesCode: 'PC-E3', modelCode: null, values: values(), remark: null }, as('dealer01'))).status).toBe(403);
    const list = await ok<PageResult<AlignmentStandardView>>('GET', '/list?state=5');
    expect(list.list.every((s) => s.state === 5)).toBe(true);
    const exported = await fetch(`${base}/tis/api/vehicleService/alignmentStandard/export?state=5`, { headers: { Authorization: `Bearer ${as('oem01')}`, Language: 'en_US' } });
    expect(exported.status).toBe(200);
    const sheet: string[][] = [];
    for await (const row of readFirstSheet(Buffer.from(await exported.arrayBuffer()))) sheet.push(row.values.map((v) => cellText(v)));
    expect(sheet[0]?.slice(0, 5)).toEqual(['Brand', 'Series', 'Model', 'State', 'Front camber']);
    const rows = sheet.slice(1);
    expect(rows.length).toBe(list.total);
    expect(rows.every((r) => r[3] === 'Published')).toBe(true);
    expect(rows.map((r) => r[4])).toContain("-0°36' (-0.60°)");
  });

  async function vinOf(modelCode: string): Promise<string> {
    const { body } = await call<PageResult<VehicleView>>(`${base}/tis/api/vehicleService/vehicle/list?pageSize=5&modelCode=${modelCode}`, jsonRequest({ method: 'GET', token: as('admin') }));
    const vin = body.data?.list[0]?.vin;
    if (!vin) throw new Error(`no demo vehicle of ${modelCode}: ${JSON.stringify(body)}`);
    return vin;
  }
});
