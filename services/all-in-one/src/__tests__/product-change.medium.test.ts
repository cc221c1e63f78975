import type { CreateProductChange, OperationLogView, PageResult, ProductChangeDetail, ProductChangeRow, ProductChangeVinAnswer, UserMessageView, VehicleView, VerifyRecordRow } from '@tis/contracts';
import { cellText, readFirstSheet } from '@tis/nest';
import { call, eventually, loginAs, multipartBody, sizedPng, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

/**
 * Product-change notices on the embedded portal, on each database (issue 16): staff (admin, oem01)
 * write a change for a brand's series and models over a VIN range or production days; bad input and
 * master data that do not match are refused with translated messages and nothing is saved; submit,
 * review by another holder of the verify key, publish, cancel, discard, edit and delete under the
 * case rules; publishing tells the brand's dealer users in /MyMessage; readers list the published
 * changes of their brands and ask which apply to a VIN; the staff list as a workbook.
 */
describe.each(TEST_DIALECTS)('product changes on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  const tokens: Record<string, string> = {};
  /** Two seeded vehicles of series PC-A5 (with their model) and one of brand OS, which the dealers do not work with. */
  let a5: VehicleView;
  let osVin: string;
  let codeNo = 0;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'productchange', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    for (const user of ['admin', 'oem01', 'dealer01', 'dealer02', 'public01'] as const) tokens[user] = await loginAs(base, user);
    const vehicles = apiClient('/tis/api/vehicleService/vehicle', () => base, () => tokens.admin!);
    a5 = (await vehicles.ok<PageResult<VehicleView>>('GET', '/list?seriesCode=PC-A5&pageSize=5')).list[0]!;
    osVin = (await vehicles.ok<PageResult<VehicleView>>('GET', '/list?brandCode=OS&pageSize=5')).list[0]!.vin;
  }, 120_000);

  afterAll(() => portal?.stop());

  const { api, ok } = apiClient('/tis/api/documentService/productChange', () => base, () => tokens.admin!);
  const as = (user: string) => tokens[user]!;
  const nextCode = () => `PCN-${dialect.slice(0, 2).toUpperCase()}-${++codeNo}`;
  /** A VIN range around the A5 vehicle: the same characters 1 to 8, 10 and 11. */
  const rangeOf = (vin: string, from = '000000', to = '999999') => ({ vinFrom: `${vin.slice(0, 11)}${from}`, vinTo: `${vin.slice(0, 11)}${to}` });

  const draft = (extra: Partial<CreateProductChange> = {}): CreateProductChange => ({
    changeCode: nextCode(),
    title: 'New rear brake hose bracket',
    description: '<p>The bracket is <strong>reinforced</strong>; replace on repair.</p>',
    brandCode: 'PC',
    seriesCodes: ['PC-A5'],
    modelCodes: [],
    applyBy: 'vinRange',
    ...rangeOf(a5.vin),
    effectiveDate: '2026-03-01',
    ...extra,
  });

  async function attachment(user = 'admin'): Promise<string> {
    const { body, contentType } = multipartBody('file', 'bracket.png', 'image/png', sizedPng(40, 30));
    const res = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=attachment`, { method: 'POST', headers: { authorization: as(user), 'content-type': contentType }, body });
    if (res.body.code !== '000000') throw new Error(JSON.stringify(res.body));
    return res.body.data!.url;
  }

  /** Written by admin, submitted, approved by oem01 and published by admin. */
  async function published(extra: Partial<CreateProductChange> = {}): Promise<ProductChangeDetail> {
    let c = await ok<ProductChangeDetail>('POST', '', draft(extra));
    c = await ok<ProductChangeDetail>('POST', `/${c.id}/submit`, { version: c.version });
    c = await ok<ProductChangeDetail>('POST', `/${c.id}/verify`, { version: c.version, approved: true }, as('oem01'));
    return ok<ProductChangeDetail>('POST', `/${c.id}/publish`, { version: c.version });
  }

  const inbox = async (user: string) =>
    (await call<PageResult<UserMessageView>>(`${base}/tis/api/systemService/myMessage/list?pageSize=100`, jsonRequest({ method: 'GET', token: as(user), headers: { Language: 'en_US' } }))).body.data?.list ?? [];

  it('refuses bad input, master data that does not match and a repeated code with translated messages, and saves nothing', async () => {
    const before = (await ok<PageResult<ProductChangeRow>>('GET', '/list')).total;
    const bad = await api('POST', '', draft({ changeCode: 'A B', title: ' ', description: '<p>&nbsp;</p>', seriesCodes: [], vinFrom: undefined, effectiveDate: '2026-02-30' }));
    expect(bad.status).toBe(400);
    for (const message of ["The change code may only hold letters, digits, '-', '.' and '_'", 'This field cannot be empty', 'The content cannot be empty', 'Choose at least one series', 'Invalid date']) {
      expect(JSON.stringify(bad.body)).toContain(message);
    }
    const text = async (body: Partial<CreateProductChange>) => JSON.stringify((await api('POST', '', draft(body))).body);
    expect(await text({ vinFrom: `${a5.vin.slice(0, 10)}Z000000`, vinTo: `${a5.vin.slice(0, 11)}999999` })).toContain('Both VINs of a range must agree in characters 1 to 8, 10 and 11');
    expect(await text(rangeOf(a5.vin, '500000', '400000'))).toContain('The first VIN of the range must not come after the last one');
    expect(await text({ applyBy: 'productionDate', productionFrom: '2026-05-02', productionTo: '2026-05-01' })).toContain('The start date must not be later than the end date');
    expect(await text({ applyBy: 'productionDate' })).toContain('This field cannot be empty');
    expect(await text({ seriesCodes: ['PC-A5', 'pc-a5'] })).toContain('Each series may be named only once');
    expect(await text({ modelCodes: Array.from({ length: 101 }, (_, i) => `M-${i}`) })).toContain('at most 100 models');
    // Brand, series and models against the vehicle master data (000001 with the reason).
    expect((await api('POST', '', draft({ brandCode: 'ZZ' }))).body).toMatchObject({ code: '000001', mesg: 'The brand ZZ does not exist' });
    expect((await api('POST', '', draft({ seriesCodes: ['PC-A5', 'CV-T9'] }))).body).toMatchObject({ code: '000001', mesg: 'The series CV-T9 does not exist for brand PC' });
    expect((await api('POST', '', draft({ modelCodes: ['PC-X7-PH'] }))).body).toMatchObject({ code: '000001', mesg: 'The model PC-X7-PH does not exist or does not belong to the series of the change' });
    // Dealers read changes; their create key does not let them write one.
    expect((await api('POST', '', draft(), as('dealer01'))).status).toBe(403);
    expect((await api('GET', '/list', undefined, as('dealer01'))).status).toBe(403);
    expect((await ok<PageResult<ProductChangeRow>>('GET', '/list')).total).toBe(before);

    // A code is unique regardless of case (kept upper-cased).
    const code = nextCode();
    const first = await ok<ProductChangeDetail>('POST', '', draft({ changeCode: code.toLowerCase() }));
    expect(first.changeCode).toBe(code);
    expect((await api('POST', '', draft({ changeCode: code }), as('oem01'))).body).toMatchObject({ code: '409002', mesg: `The change code ${code} already exists` });
    expect((await ok<PageResult<ProductChangeRow>>('GET', '/list')).total).toBe(before + 1);
  });

  it('writes a draft with its series, models and attachments; only the author sees a draft; the edit replaces the series', async () => {
    const url = await attachment();
    const created = await ok<ProductChangeDetail>('POST', '', draft({ seriesCodes: ['pc-a5', 'PC-X7'], modelCodes: ['pc-a5-15t'], attachments: [{ url, name: 'bracket.png' }], productionFrom: '2026-01-01' }));
    expect(created).toMatchObject({
      brandCode: 'PC',
      series: [
        { seriesCode: 'PC-A5', seriesName: 'A5 Sedan' },
        { seriesCode: 'PC-X7', seriesName: 'X7 SUV' },
      ],
      modelCodes: ['PC-A5-15T'],
      applyBy: 'vinRange',
      // The range the change does not go by is not kept.
      productionFrom: null,
      attachments: [{ url, name: 'bracket.png' }],
      attachmentCount: 1,
      authorCode: 'admin',
      submitState: 0,
      verifyState: 2,
      publishState: 0,
      discard: 0,
      version: 1,
      actions: ['submit', 'discard', 'edit', 'delete'],
    });
    const files = await portal.db('fileconverter');
    const [stored] = await files.query('SELECT referenced_by AS owner FROM stored_file WHERE storage_key = ?', [url.replace('/tis/file/', '')]);
    expect(stored).toMatchObject({ owner: `document.productChange:${created.id}` });
    // The draft is its author's: another staff member and the dealers neither list nor read it, nor its file.
    expect((await api('GET', `/${created.id}`, undefined, as('oem01'))).status).toBe(404);
    expect((await ok<PageResult<ProductChangeRow>>('GET', '/list', undefined, as('oem01'))).list.map((r) => r.id)).not.toContain(created.id);
    expect((await api('GET', `/${created.id}`, undefined, as('dealer01'))).status).toBe(404);
    expect((await fetch(`${base}${url}`, { headers: { authorization: as('dealer01') } })).status).toBe(404);
    expect((await fetch(`${base}${url}`, { headers: { authorization: as('admin') } })).status).toBe(200);

    // The staff filters: keyword, brand, series, states, the created days.
    const found = (query: string) => ok<PageResult<ProductChangeRow>>('GET', `/list?${query}`).then((p) => p.list.map((r) => r.id));
    expect(await found(`keyword=${created.changeCode.toLowerCase()}`)).toEqual([created.id]);
    expect(await found('seriesCode=PC-X7&brandCode=PC&submitState=0')).toContain(created.id);
    expect(await found('seriesCode=PC-E3')).not.toContain(created.id);
    expect((await api('GET', '/list?startTime=2026-02-02&endTime=2026-02-01')).status).toBe(400);

    const edited = await ok<ProductChangeDetail>('PUT', `/${created.id}`, { ...draft({ changeCode: created.changeCode, applyBy: 'productionDate', productionFrom: '2026-01-01', productionTo: '2026-06-30', seriesCodes: ['PC-E3'], attachments: [{ url, name: 'bracket.png' }] }), version: created.version });
    expect(edited).toMatchObject({ series: [{ seriesCode: 'PC-E3' }], applyBy: 'productionDate', vinFrom: null, vinTo: null, productionFrom: '2026-01-01', productionTo: '2026-06-30', version: 2 });
    expect(await found('seriesCode=PC-X7')).not.toContain(created.id);
    expect((await api('PUT', `/${created.id}`, { ...draft(), version: 1 })).body).toMatchObject({ code: '409001' });
    // Another author cannot edit or delete it.
    expect((await api('DELETE', `/${created.id}?version=${edited.version}`, undefined, as('oem01'))).status).toBe(404);
    expect(await ok('DELETE', `/${created.id}?version=${edited.version}`)).toBe(true);
    expect((await api('GET', `/${created.id}`)).status).toBe(404);
    const db = await portal.db('document');
    expect(await db.query('SELECT id FROM product_change_series WHERE change_id = ?', [created.id])).toEqual([]);
  });

  it('goes through submit, review by another, publish, cancel and discard; each state rule enforced', async () => {
    let c = await ok<ProductChangeDetail>('POST', '', draft({ title: 'Wiper motor change' }));
    const id = c.id;
    expect((await api('POST', `/${id}/submit`, { version: c.version + 1 })).body).toMatchObject({ code: '409001' });
    expect((await api('POST', `/${id}/submit`, { version: c.version }, as('oem01'))).status).toBe(404);
    c = await ok<ProductChangeDetail>('POST', `/${id}/submit`, { version: c.version });
    expect(c).toMatchObject({ submitState: 1, verifyState: 2, actions: ['discard'] });
    expect((await api('POST', `/${id}/submit`, { version: c.version })).body).toMatchObject({ code: '409001' });
    expect((await api('PUT', `/${id}`, { ...draft({ changeCode: c.changeCode }), version: c.version })).body).toMatchObject({ code: '409001', mesg: 'A submitted document cannot be edited' });
    expect((await api('DELETE', `/${id}?version=${c.version}`)).body).toMatchObject({ code: '409001' });
    expect((await api('POST', `/${id}/publish`, { version: c.version })).body).toMatchObject({ code: '409001', mesg: 'Only an approved document can be published' });
    // The author never verifies their own change; another holder of the verify key does.
    expect((await api('POST', `/${id}/verify`, { version: c.version, approved: true })).status).toBe(403);
    const seen = await ok<ProductChangeDetail>('GET', `/${id}`, undefined, as('oem01'));
    expect(seen.actions).toEqual(['verify']);
    expect((await ok<PageResult<ProductChangeRow>>('GET', '/list?submitState=1', undefined, as('oem01'))).list.map((r) => r.id)).toContain(id);
    expect((await api('POST', `/${id}/verify`, { version: c.version, approved: false }, as('oem01'))).status).toBe(400);
    c = await ok<ProductChangeDetail>('POST', `/${id}/verify`, { version: c.version, approved: false, remark: 'Name the bracket part number' }, as('oem01'));
    expect(c).toMatchObject({ submitState: 2, verifyState: 0 });
    expect((await ok<ProductChangeDetail>('GET', `/${id}`)).actions).toEqual(['discard', 'edit', 'delete']);
    expect((await api('POST', `/${id}/submit`, { version: c.version })).body).toMatchObject({ code: '409001' });
    // The author's edit makes it a draft again; resubmitted and approved.
    c = await ok<ProductChangeDetail>('PUT', `/${id}`, { ...draft({ changeCode: c.changeCode, title: 'Wiper motor change (part 5205-01)' }), version: c.version });
    expect(c).toMatchObject({ submitState: 0, verifyState: 2 });
    c = await ok<ProductChangeDetail>('POST', `/${id}/submit`, { version: c.version });
    c = await ok<ProductChangeDetail>('POST', `/${id}/verify`, { version: c.version, approved: true }, as('oem01'));
    expect(c).toMatchObject({ verifyState: 1 });
    expect((await api('POST', `/${id}/verify`, { version: c.version, approved: true }, as('oem01'))).body).toMatchObject({ code: '409001' });
    // A dealer reads nothing before publication and takes no action after it.
    expect((await api('GET', `/${id}`, undefined, as('dealer01'))).status).toBe(404);
    c = await ok<ProductChangeDetail>('POST', `/${id}/publish`, { version: c.version }, as('oem01'));
    expect(c).toMatchObject({ publishState: 1, actions: ['cancelPublish'] });
    expect((await api('POST', `/${id}/discard`, { version: c.version })).body).toMatchObject({ code: '409001' });
    expect((await api('POST', `/${id}/publish`, { version: c.version })).body).toMatchObject({ code: '409001' });
    expect(await ok<ProductChangeDetail>('GET', `/${id}`, undefined, as('dealer01'))).toMatchObject({ title: 'Wiper motor change (part 5205-01)', actions: [] });
    expect((await api('POST', `/${id}/cancelPublish`, { version: c.version }, as('dealer01'))).status).toBe(403);

    const history = await ok<VerifyRecordRow[]>('GET', `/${id}/verifyList`, undefined, as('dealer01'));
    expect(history.map((h) => [h.action, h.verifyResult, h.verifyRemark])).toEqual([
      ['publish', 1, null],
      ['verify', 1, null],
      ['submit', 2, null],
      ['verify', 0, 'Name the bracket part number'],
      ['submit', 2, null],
    ]);

    c = await ok<ProductChangeDetail>('POST', `/${id}/cancelPublish`, { version: c.version });
    expect(c).toMatchObject({ publishState: 2 });
    expect((await api('GET', `/${id}`, undefined, as('dealer01'))).status).toBe(404);
    expect((await api('POST', `/${id}/discard`, { version: c.version }, as('oem01'))).status).toBe(403);
    c = await ok<ProductChangeDetail>('POST', `/${id}/discard`, { version: c.version });
    expect(c).toMatchObject({ discard: 1, actions: [] });
    expect((await ok<PageResult<ProductChangeRow>>('GET', '/list')).list.map((r) => r.id)).not.toContain(id);
    expect((await ok<PageResult<ProductChangeRow>>('GET', '/list?discard=1')).list.map((r) => r.id)).toContain(id);

    const admin = apiClient('/tis/api/', () => base, () => as('admin'));
    const logged = await eventually(async () => {
      const page = await admin.ok<PageResult<OperationLogView>>('GET', `logService/operationLog/list?module=productChange&targetId=${id}&pageSize=50`);
      return page.total >= 9 ? page : undefined;
    }, 10_000, 'operation records of the change');
    expect(new Set(logged.list.map((r) => r.action))).toEqual(new Set(['create', 'submit', 'verify', 'edit', 'publish', 'cancelPublish', 'discard']));
  });

  it('blocks submission with a sensitive word in the description', async () => {
    await apiClient('/tis/api/systemService/sensitiveWord', () => base, () => as('admin')).ok('POST', '', { word: 'secret bonus' });
    const c = await ok<ProductChangeDetail>('POST', '', draft({ description: '<p>Pay the <em>Secret Bonus</em></p>' }));
    expect((await api('POST', `/${c.id}/submit`, { version: c.version })).body).toMatchObject({ code: '000001', mesg: 'The text contains words that may not be published: secret bonus' });
    expect((await ok<ProductChangeDetail>('GET', `/${c.id}`)).submitState).toBe(0);
  });

  it('tells every dealer user of the brand in /MyMessage when it is published, once, and nobody else', async () => {
    const pc = await published({ title: `Hose bracket ${dialect}` });
    const cv = await published({ title: `Truck axle ${dialect}`, brandCode: 'CV', seriesCodes: ['CV-T9'], applyBy: 'productionDate', productionFrom: '2026-01-01', productionTo: '2026-12-31', vinFrom: null, vinTo: null });
    const pcText = `New product change ${pc.changeCode} for brand PC: "Hose bracket ${dialect}"`;
    const cvText = `New product change ${cv.changeCode} for brand CV: "Truck axle ${dialect}"`;
    await eventually(async () => {
      const [one, two] = [(await inbox('dealer01')).map((m) => m.text), (await inbox('dealer02')).map((m) => m.text)];
      return one.includes(pcText) && one.includes(cvText) && two.includes(pcText) ? true : undefined;
    }, 10_000, 'the messages of the published changes');
    expect((await inbox('dealer01')).filter((m) => m.text === pcText)).toEqual([expect.objectContaining({ link: `/ViewProductChange?id=${pc.id}`, read: false })]);
    // dealer02 works with PC and YW, not CV; staff and public users are not dealers.
    expect((await inbox('dealer02')).map((m) => m.text)).not.toContain(cvText);
    for (const user of ['public01', 'oem01', 'admin']) expect((await inbox(user)).map((m) => m.text), user).not.toContain(pcText);
    // Cancelled and published again: a new publication is told again.
    let again = await ok<ProductChangeDetail>('POST', `/${pc.id}/cancelPublish`, { version: pc.version });
    again = await ok<ProductChangeDetail>('POST', `/${pc.id}/publish`, { version: again.version });
    await eventually(async () => ((await inbox('dealer02')).filter((m) => m.text === pcText).length === 2 ? true : undefined), 10_000, 'the second publication');
    expect(again.publishState).toBe(1);
  });

  it('lists the published changes of the reader’s brands and answers which apply to a VIN', async () => {
    const title = `Applies ${dialect}`;
    const byRange = await published({ title: `${title} range`, ...rangeOf(a5.vin) });
    const byModelAndDay = await published({ title: `${title} day`, modelCodes: [a5.modelCode], applyBy: 'productionDate', productionFrom: '2026-01-01', productionTo: '2026-03-31', vinFrom: null, vinTo: null, effectiveDate: '2026-04-01' });
    const otherModel = a5.modelCode === 'PC-A5-15T' ? 'PC-A5-20T' : 'PC-A5-15T';
    const notItsModel = await published({ title: `${title} model`, modelCodes: [otherModel] });
    const serial = a5.vin.slice(11);
    const outside = serial === '999999' ? rangeOf(a5.vin, '000000', '000000') : rangeOf(a5.vin, String(Number(serial) + 1).padStart(6, '0'), '999999');
    const notItsRange = await published({ title: `${title} outside`, ...outside });
    const otherSeries = await published({ title: `${title} X7`, seriesCodes: ['PC-X7'] });
    const unpublished = await ok<ProductChangeDetail>('POST', '', draft({ title: `${title} draft` }));

    const reader = apiClient('/tis/api/documentService/productChange', () => base, () => as('dealer01'));
    const check = (query: string) => reader.ok<ProductChangeVinAnswer>('GET', `/byVin?${query}`);
    const matches = (answer: ProductChangeVinAnswer) => Object.fromEntries(answer.changes.filter((c) => c.title.startsWith(title)).map((c) => [c.id, c.match]));

    const plain = await check(`vin=${a5.vin.toLowerCase()}`);
    expect(plain.vehicle).toEqual({ vin: a5.vin, brandCode: 'PC', seriesCode: 'PC-A5', seriesName: 'A5 Sedan', modelCode: a5.modelCode });
    expect(plain.productionDate).toBeNull();
    expect(matches(plain)).toEqual({ [byRange.id]: 'vin', [byModelAndDay.id]: 'needsProductionDate' });
    expect(matches(await check(`vin=${a5.vin}&productionDate=2026-02-15`))).toEqual({ [byRange.id]: 'vin', [byModelAndDay.id]: 'productionDate' });
    expect(matches(await check(`vin=${a5.vin}&productionDate=2026-04-01`))).toEqual({ [byRange.id]: 'vin' });
    for (const other of [notItsModel, notItsRange, otherSeries, unpublished]) expect(plain.changes.map((c) => c.id)).not.toContain(other.id);
    expect((await reader.api('GET', '/byVin?vin=LTPZZZZZZ9Z999999')).body).toMatchObject({ code: '000001', mesg: 'VIN not found' });
    expect((await reader.api('GET', `/byVin?vin=${osVin}`)).body).toMatchObject({ code: '000001', mesg: 'You do not work with brand OS' });
    expect((await reader.api('GET', `/byVin?vin=${a5.vin}&productionDate=2026-13-01`)).status).toBe(400);
    expect((await reader.api('GET', `/byVin?vin=${a5.vin}`, undefined, as('public01'))).status).toBe(403);

    // The readers' list: published ones only, by keyword, brand, series and effective days; latest effective first.
    const list = (query: string, user = 'dealer01') => reader.ok<PageResult<ProductChangeRow>>('GET', `/published?${query}`, undefined, as(user)).then((p) => p.list.map((r) => r.id));
    const mine = await list(`keyword=${encodeURIComponent(title)}&pageSize=50`);
    expect(mine[0]).toBe(byModelAndDay.id);
    expect(new Set(mine)).toEqual(new Set([byRange.id, byModelAndDay.id, notItsModel.id, notItsRange.id, otherSeries.id]));
    expect(await list(`keyword=${encodeURIComponent(title)}&seriesCode=PC-X7`)).toEqual([otherSeries.id]);
    expect(await list(`keyword=${encodeURIComponent(title)}&startTime=2026-04-01&endTime=2026-04-30`)).toEqual([byModelAndDay.id]);
    expect(await list(`keyword=${encodeURIComponent(title)}&brandCode=CV`)).toEqual([]);
    // dealer02 works with PC too; a reader of brand YW only would see none of them.
    expect(await list(`keyword=${encodeURIComponent(title)}&pageSize=50`, 'dealer02')).toHaveLength(5);
    expect((await reader.api('GET', '/published?startTime=2026-05-01&endTime=2026-04-01')).status).toBe(400);
  });

  it('exports the staff list with its filters as a workbook headed in the caller’s language', async () => {
    const title = `Export ${dialect} ${Date.now()}`;
    const c = await ok<ProductChangeDetail>('POST', '', draft({ title, modelCodes: [a5.modelCode] }));
    const sheet = async (path: string, token: string, lang: string): Promise<{ status: number; rows: string[][] }> => {
      const res = await fetch(`${base}/tis/api/documentService/productChange${path}`, { headers: { authorization: token, Language: lang } });
      if (res.status !== 200) return { status: res.status, rows: [] };
      const rows: string[][] = [];
      for await (const row of readFirstSheet(Buffer.from(await res.arrayBuffer()))) rows.push(row.values.map((v) => cellText(v)));
      return { status: res.status, rows };
    };
    const en = await sheet(`/export?keyword=${encodeURIComponent(title)}`, as('admin'), 'en_US');
    expect(en.rows[0]).toEqual(['Change code', 'Title', 'Brand', 'Series', 'Models', 'Applies by', 'Range', 'Effective date', 'Author', 'State', 'Created at', 'Published at']);
    expect(en.rows.slice(1).map((r) => r.slice(0, 10))).toEqual([[c.changeCode, title, 'PC', 'A5 Sedan', a5.modelCode, 'VIN range', `${c.vinFrom} – ${c.vinTo}`, '2026-03-01', 'Administrator', 'Unsubmitted, Unpublished']]);
    expect((await sheet(`/export?keyword=${encodeURIComponent(title)}`, as('admin'), 'de_DE')).rows[0]?.[0]).toBe('Änderungsnummer');
    expect((await sheet('/export', as('dealer01'), 'en_US')).status).toBe(403);
  });
});
