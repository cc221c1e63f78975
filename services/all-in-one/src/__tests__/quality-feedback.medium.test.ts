import type { CreateQualityFb, FavoriteView, OperationLogView, PageResult, QualityFbDetail, QualityFbRow, QualityFbStatRow, VehicleView, VerifyRecordRow, WaitingDocument } from '@tis/contracts';
import { cellText, readFirstSheet } from '@tis/nest';
import { call, eventually, loginAs, multipartBody, sizedPng, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

/**
 * Quality feedback on the embedded portal, on each database (issue 16): a dealer reports a quality
 * problem on a VIN (an unknown VIN is refused and nothing saved; brand and series come from the VIN),
 * with parts and photos the feedback owns; submit and review under the case rules; statistics per
 * series and per part code; the list as a workbook. dealer01 (D1001) writes, oem01 approves,
 * dealer02 (D2002, another organisation) writes the statistics' known set.
 */
describe.each(TEST_DIALECTS)('quality feedback on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  const tokens: Record<string, string> = {};
  /** Seeded VINs: two of series PC-A5, one of another PC series, and one of brand OS (which the dealers do not work with). */
  let a5Vins: string[];
  let otherVin: VehicleView;
  let osVin: string;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'qualityfb', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    for (const user of ['admin', 'oem01', 'dealer01', 'dealer02', 'public01'] as const) tokens[user] = await loginAs(base, user);
    const vehicles = apiClient('/tis/api/vehicleService/vehicle', () => base, () => tokens.admin!);
    a5Vins = (await vehicles.ok<PageResult<VehicleView>>('GET', '/list?seriesCode=PC-A5&pageSize=5')).list.map((v) => v.vin);
    otherVin = (await vehicles.ok<PageResult<VehicleView>>('GET', '/list?brandCode=PC&pageSize=100')).list.find((v) => v.seriesCode !== 'PC-A5')!;
    osVin = (await vehicles.ok<PageResult<VehicleView>>('GET', '/list?brandCode=OS&pageSize=5')).list[0]!.vin;
  }, 120_000);

  afterAll(() => portal?.stop());

  const { api, ok } = apiClient('/tis/api/documentService/qualityFb', () => base, () => tokens.dealer01!);
  const as = (user: string) => tokens[user]!;
  const today = () => new Date().toISOString().slice(0, 10);
  const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

  const draft = (extra: Partial<CreateQualityFb> = {}): CreateQualityFb => ({
    title: 'Door seal lets water in',
    vin: a5Vins[0]!,
    mileage: 12_345,
    description: 'Water enters at the rear left door in heavy rain.',
    cause: 'Seal lip folded at assembly',
    parts: [
      { partCode: 'ds-100', partName: 'Door seal', qty: 2 },
      { partCode: 'CL-7', partName: 'Clip', qty: 6 },
    ],
    ...extra,
  });

  async function photo(user = 'dealer01'): Promise<string> {
    const { body, contentType } = multipartBody('file', 'seal.png', 'image/png', sizedPng(64, 48));
    const res = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { authorization: as(user), 'content-type': contentType }, body });
    if (res.body.code !== '000000') throw new Error(JSON.stringify(res.body));
    return res.body.data!.url;
  }

  it('refuses an unknown VIN, a brand the author does not work with and bad input, and saves nothing', async () => {
    const before = (await ok<PageResult<QualityFbRow>>('GET', '/list')).total;
    const url = await photo();
    const unknown = await api('POST', '', draft({ vin: 'LTPZZZZZZ9Z999999', photos: [url] }));
    expect(unknown.body).toMatchObject({ code: '000001', mesg: 'VIN not found' });
    // The photo was not taken by the refused feedback: it can still be used.
    const files = await portal.db('fileconverter');
    const [stored] = await files.query('SELECT referenced_by AS owner FROM stored_file WHERE storage_key = ?', [url.replace('/tis/file/', '')]);
    expect(stored?.owner ?? null).toBeNull();
    expect((await api('POST', '', draft({ vin: osVin }))).body).toMatchObject({ code: '000001', mesg: 'You do not work with brand OS' });

    const bad = await api('POST', '', draft({ title: '  ', mileage: -1, vin: a5Vins[0]!.slice(1), parts: [{ partCode: 'A B', partName: 'x', qty: 0 }] }));
    expect(bad.status).toBe(400);
    for (const message of ['This field cannot be empty', 'The mileage must be a whole number', 'The VIN must have 17 characters', "The part code may only hold letters, digits, '-', '.' and '_'", 'The quantity must be a whole number from 1 to 9999']) {
      expect(JSON.stringify(bad.body)).toContain(message);
    }
    expect(JSON.stringify((await api('POST', '', draft({ parts: [] }))).body)).toContain('Add at least one part');
    const twice = await api('POST', '', draft({ parts: [{ partCode: 'ds-1', partName: 'Seal', qty: 1 }, { partCode: 'DS-1', partName: 'Seal', qty: 1 }] }));
    expect(JSON.stringify(twice.body)).toContain('Each part code may appear only once');
    const many = Array.from({ length: 51 }, (_, i) => ({ partCode: `P${i}`, partName: 'Part', qty: 1 }));
    expect(JSON.stringify((await api('POST', '', draft({ parts: many }))).body)).toContain('at most 50 parts');
    expect((await api('POST', '', draft({ photos: ['https://evil.example/x.png'] }))).status).toBe(400);
    expect((await api('POST', '', draft(), as('public01'))).status).toBe(403);
    expect((await ok<PageResult<QualityFbRow>>('GET', '/list')).total).toBe(before);
  });

  it('files a draft whose brand and series come from the VIN, with parts and photos only its readers read', async () => {
    const url = await photo();
    const created = await ok<QualityFbDetail>('POST', '', draft({ vin: ` ${a5Vins[0]!.toLowerCase()} `, photos: [url] }));
    expect(created).toMatchObject({
      fbCode: expect.stringMatching(/^QF\d{8}\d{5}$/),
      title: 'Door seal lets water in',
      vin: a5Vins[0],
      brandCode: 'PC',
      seriesCode: 'PC-A5',
      seriesName: 'A5 Sedan',
      mileage: 12_345,
      parts: [
        { partCode: 'DS-100', partName: 'Door seal', qty: 2 },
        { partCode: 'CL-7', partName: 'Clip', qty: 6 },
      ],
      partCodes: ['DS-100', 'CL-7'],
      photos: [url],
      orgCode: 'D1001',
      authorCode: 'dealer01',
      submitState: 0,
      verifyState: 2,
      publishState: 0,
      discard: 0,
      version: 1,
      favorite: false,
      actions: ['submit', 'discard', 'edit', 'delete'],
    });
    const files = await portal.db('fileconverter');
    const [stored] = await files.query('SELECT referenced_by AS owner FROM stored_file WHERE storage_key = ?', [url.replace('/tis/file/', '')]);
    expect(stored).toMatchObject({ owner: `document.qualityFb:${created.id}` });
    const fetchAs = (user: string) => fetch(`${base}${url}`, { headers: { authorization: as(user) } });
    expect((await fetchAs('dealer01')).status).toBe(200);
    expect((await fetchAs('dealer02')).status).toBe(404);
    // Nobody takes the photo into another feedback.
    expect((await api('POST', '', draft({ photos: [url] }), as('dealer02'))).body).toMatchObject({ code: '000001', mesg: 'A file no longer exists or belongs to another record: please upload it again' });
    // Another dealer does not see the draft, on the list or by its id.
    expect((await api('GET', `/${created.id}`, undefined, as('dealer02'))).status).toBe(404);
    expect((await ok<PageResult<QualityFbRow>>('GET', '/list', undefined, as('dealer02'))).list.map((r) => r.id)).not.toContain(created.id);
    // The filters: keyword, VIN, brand / series, a part code, states, the created days.
    const found = (query: string) => ok<PageResult<QualityFbRow>>('GET', `/list?${query}`).then((p) => p.list.map((r) => r.id));
    expect(await found(`keyword=${created.fbCode.toLowerCase()}`)).toEqual([created.id]);
    expect(await found(`vin=${a5Vins[0]!.slice(3, 12)}&brandCode=PC&seriesCode=PC-A5&partCode=cl-7&submitState=0&startTime=${today()}&endTime=${today()}`)).toContain(created.id);
    expect(await found('partCode=NOPE-1')).toEqual([]);
    expect(await found(`endTime=${yesterday()}`)).toEqual([]);
    expect((await api('GET', `/list?startTime=${today()}&endTime=${yesterday()}`)).status).toBe(400);

    // The author's edit replaces the parts; brand and series follow a new VIN.
    const edited = await ok<QualityFbDetail>('PUT', `/${created.id}`, { ...draft({ vin: otherVin.vin, parts: [{ partCode: 'WP-9', partName: 'Wiper', qty: 1 }], photos: [url] }), version: created.version });
    expect(edited).toMatchObject({ seriesCode: otherVin.seriesCode, parts: [{ partCode: 'WP-9', partName: 'Wiper', qty: 1 }], partCodes: ['WP-9'], version: 2 });
    expect((await api('PUT', `/${created.id}`, { ...draft(), version: 1 })).body).toMatchObject({ code: '409001' });
    // Deleting a draft takes its parts with it.
    expect(await ok('DELETE', `/${created.id}?version=${edited.version}`)).toBe(true);
    expect((await api('GET', `/${created.id}`)).status).toBe(404);
    const db = await portal.db('document');
    expect(await db.query('SELECT id FROM quality_feedback_part WHERE feedback_id = ?', [created.id])).toEqual([]);
  });

  it('goes through submit and review: refused with a remark, revised, approved by another, published; each state rule enforced', async () => {
    let f = await ok<QualityFbDetail>('POST', '', draft({ title: 'Wiper judders' }));
    const id = f.id;
    // A draft is not the approver's to see, let alone to verify or submit.
    expect((await api('POST', `/${id}/verify`, { version: f.version, approved: true }, as('oem01'))).status).toBe(404);
    expect((await api('POST', `/${id}/submit`, { version: f.version }, as('oem01'))).status).toBe(404);
    expect((await api('POST', `/${id}/submit`, { version: f.version + 1 })).body).toMatchObject({ code: '409001' });
    f = await ok<QualityFbDetail>('POST', `/${id}/submit`, { version: f.version });
    expect(f).toMatchObject({ submitState: 1, verifyState: 2, actions: ['discard'] });
    expect((await api('POST', `/${id}/submit`, { version: f.version })).body).toMatchObject({ code: '409001' });
    expect((await api('PUT', `/${id}`, { ...draft(), version: f.version })).body).toMatchObject({ code: '409001', mesg: 'A submitted document cannot be edited' });
    expect((await api('DELETE', `/${id}?version=${f.version}`)).body).toMatchObject({ code: '409001' });
    expect((await api('POST', `/${id}/publish`, { version: f.version }, as('oem01'))).body).toMatchObject({ code: '409001', mesg: 'Only an approved document can be published' });
    // The author (a dealer) may not verify; neither may an approver verify their own feedback.
    expect((await api('POST', `/${id}/verify`, { version: f.version, approved: true })).status).toBe(403);
    let own = await ok<QualityFbDetail>('POST', '', draft({ title: 'Approver’s own' }), as('oem01'));
    own = await ok<QualityFbDetail>('POST', `/${own.id}/submit`, { version: own.version }, as('oem01'));
    expect(own.actions).not.toContain('verify');
    expect((await api('POST', `/${own.id}/verify`, { version: own.version, approved: true }, as('oem01'))).status).toBe(403);
    expect((await ok<QualityFbDetail>('GET', `/${own.id}`, undefined, as('oem01'))).verifyState).toBe(2);

    const myVerify = (kind = '') => call<PageResult<WaitingDocument>>(`${base}/tis/api/documentService/verify/mine${kind}`, jsonRequest({ token: as('oem01') }));
    expect((await myVerify('?kind=qualityFb')).body.data!.list.find((w) => w.id === id)).toMatchObject({ kind: 'qualityFb', code: f.fbCode, title: 'Wiper judders', authorName: 'Li Lei (Dealer D1001)' });
    expect((await myVerify('?kind=claim')).body.data!.list.map((w) => w.id)).not.toContain(id);
    expect((await myVerify()).body.data!.list.map((w) => w.id)).toContain(id);

    expect((await api('POST', `/${id}/verify`, { version: f.version, approved: false }, as('oem01'))).status).toBe(400);
    f = await ok<QualityFbDetail>('POST', `/${id}/verify`, { version: f.version, approved: false, remark: 'Add a photo of the wiper arm' }, as('oem01'));
    expect(f).toMatchObject({ submitState: 2, verifyState: 0 });
    expect((await myVerify('?kind=qualityFb')).body.data!.list.map((w) => w.id)).not.toContain(id);
    expect((await ok<QualityFbDetail>('GET', `/${id}`)).actions).toEqual(['discard', 'edit', 'delete']);
    expect((await api('POST', `/${id}/submit`, { version: f.version })).body).toMatchObject({ code: '409001' });

    f = await ok<QualityFbDetail>('PUT', `/${id}`, { ...draft({ title: 'Wiper judders', photos: [await photo()] }), version: f.version });
    expect(f).toMatchObject({ submitState: 0, verifyState: 2 });
    f = await ok<QualityFbDetail>('POST', `/${id}/submit`, { version: f.version });
    f = await ok<QualityFbDetail>('POST', `/${id}/verify`, { version: f.version, approved: true }, as('oem01'));
    expect(f).toMatchObject({ verifyState: 1 });
    expect((await api('POST', `/${id}/verify`, { version: f.version, approved: true }, as('oem01'))).body).toMatchObject({ code: '409001' });
    f = await ok<QualityFbDetail>('POST', `/${id}/publish`, { version: f.version }, as('oem01'));
    expect(f).toMatchObject({ publishState: 1, actions: ['cancelPublish'] });
    expect((await api('POST', `/${id}/discard`, { version: f.version })).body).toMatchObject({ code: '409001' });
    expect((await api('POST', `/${id}/verify`, { version: f.version, approved: true }, as('oem01'))).body).toMatchObject({ code: '409001' });

    // The review history, newest first, with the refusal's remark; a published feedback is read by dealers of its brand.
    const history = await ok<VerifyRecordRow[]>('GET', `/${id}/verifyList`, undefined, as('dealer02'));
    expect(history.map((h) => [h.action, h.verifyResult, h.verifyRemark])).toEqual([
      ['publish', 1, null],
      ['verify', 1, null],
      ['submit', 2, null],
      ['verify', 0, 'Add a photo of the wiper arm'],
      ['submit', 2, null],
    ]);
    const photoUrl = f.photos[0]!;
    expect((await fetch(`${base}${photoUrl}`, { headers: { authorization: as('dealer02') } })).status).toBe(200);
    const favorites = apiClient('/tis/api/documentService/favorite', () => base, () => as('dealer02'));
    expect(await favorites.ok<FavoriteView>('POST', '', { itemType: 'qualityFb', itemCode: id })).toMatchObject({ itemName: `${f.fbCode} Wiper judders`, seriesCode: 'PC-A5' });
    expect((await ok<QualityFbDetail>('GET', `/${id}`, undefined, as('dealer02'))).favorite).toBe(true);

    f = await ok<QualityFbDetail>('POST', `/${id}/cancelPublish`, { version: f.version }, as('oem01'));
    expect(f).toMatchObject({ publishState: 2 });
    expect((await api('GET', `/${id}`, undefined, as('dealer02'))).status).toBe(404);
    expect((await fetch(`${base}${photoUrl}`, { headers: { authorization: as('dealer02') } })).status).toBe(404);
    f = await ok<QualityFbDetail>('POST', `/${id}/discard`, { version: f.version });
    expect(f).toMatchObject({ discard: 1, actions: [] });

    // The workflow and the writes are on the operation log under the kind.
    const admin = apiClient('/tis/api/', () => base, () => as('admin'));
    const logged = await eventually(async () => {
      const page = await admin.ok<PageResult<OperationLogView>>('GET', `logService/operationLog/list?module=qualityFb&targetId=${id}&pageSize=50`);
      return page.total >= 9 ? page : undefined;
    }, 10_000, 'operation records of the feedback');
    expect(logged.total).toBe(9);
    expect(new Set(logged.list.map((r) => r.action))).toEqual(new Set(['create', 'submit', 'verify', 'edit', 'publish', 'cancelPublish', 'discard']));
  });

  it('blocks submission with a sensitive word', async () => {
    await apiClient('/tis/api/systemService/sensitiveWord', () => base, () => as('admin')).ok('POST', '', { word: 'hush money' });
    const f = await ok<QualityFbDetail>('POST', '', draft({ parts: [{ partCode: 'X-1', partName: 'Pure HUSH MONEY', qty: 1 }] }));
    expect((await api('POST', `/${f.id}/submit`, { version: f.version })).body).toMatchObject({ code: '000001', mesg: 'The text contains words that may not be published: hush money' });
    expect((await ok<QualityFbDetail>('GET', `/${f.id}`)).submitState).toBe(0);
  });

  it('counts feedback per series and per part code over the created days, most first and paged', async () => {
    const two = apiClient('/tis/api/documentService/qualityFb', () => base, () => as('dealer02'));
    const part = (partCode: string, qty: number) => ({ partCode, partName: `Part ${partCode}`, qty });
    // The known set of dealer02's organisation: 3 on PC-A5, 1 on another series; one discarded (not counted).
    await two.ok('POST', '', draft({ vin: a5Vins[0]!, parts: [part('ST-1', 2), part('ST-2', 1)] }));
    await two.ok('POST', '', draft({ vin: a5Vins[1] ?? a5Vins[0]!, parts: [part('ST-1', 3)] }));
    await two.ok('POST', '', draft({ vin: a5Vins[0]!, parts: [part('ST-3', 4), part('ST-1', 1)] }));
    await two.ok('POST', '', draft({ vin: otherVin.vin, parts: [part('ST-2', 5)] }));
    const gone = await two.ok<QualityFbDetail>('POST', '', draft({ vin: otherVin.vin, parts: [part('ST-9', 1)] }));
    await two.ok('POST', `/${gone.id}/discard`, { version: gone.version });

    const stats = (query: string, user = 'dealer02') => ok<PageResult<QualityFbStatRow>>('GET', `/stats?${query}`, undefined, as(user));
    const range = `startTime=${today()}&endTime=${today()}`;
    expect(await stats(`by=series&${range}`)).toEqual({
      total: 2,
      list: [
        { key: 'PC-A5', name: 'A5 Sedan', count: 3, qty: null },
        { key: otherVin.seriesCode, name: otherVin.seriesName ?? expect.any(String), count: 1, qty: null },
      ],
    });
    expect(await stats(`by=part&${range}`)).toEqual({
      total: 3,
      list: [
        { key: 'ST-1', name: 'Part ST-1', count: 3, qty: 6 },
        { key: 'ST-2', name: 'Part ST-2', count: 2, qty: 6 },
        { key: 'ST-3', name: 'Part ST-3', count: 1, qty: 4 },
      ],
    });
    expect(await stats(`by=part&seriesCode=PC-A5&${range}`)).toMatchObject({ total: 3, list: [{ key: 'ST-1', count: 3 }, { key: 'ST-2', count: 1 }, { key: 'ST-3', count: 1 }] });
    expect(await stats(`by=series&endTime=${yesterday()}`)).toEqual({ total: 0, list: [] });
    // Paged: the second page of five groups is empty, the first has them all; dealer01's organisation counts its own only.
    expect((await stats(`by=part&pageNo=2&pageSize=5&${range}`)).list).toEqual([]);
    expect((await stats(`by=part&${range}`, 'dealer01')).list.map((r) => r.key)).not.toContain('ST-1');
    expect((await api('GET', '/stats?by=model', undefined, as('dealer02'))).status).toBe(400);
    expect((await api('GET', `/stats?by=series&startTime=${today()}&endTime=${yesterday()}`, undefined, as('dealer02'))).status).toBe(400);
    expect((await api('GET', '/stats?by=series', undefined, as('public01'))).status).toBe(403);
  });

  it('exports the list with its filters as a workbook headed in the caller’s language', async () => {
    const title = `Export ${Date.now()}`;
    const f = await ok<QualityFbDetail>('POST', '', draft({ title }));
    const sheet = async (path: string, token: string, lang: string): Promise<{ status: number; rows: string[][] }> => {
      const res = await fetch(`${base}/tis/api/documentService/qualityFb${path}`, { headers: { authorization: token, Language: lang } });
      if (res.status !== 200) return { status: res.status, rows: [] };
      const rows: string[][] = [];
      for await (const row of readFirstSheet(Buffer.from(await res.arrayBuffer()))) rows.push(row.values.map((v) => cellText(v)));
      return { status: res.status, rows };
    };
    const en = await sheet(`/export?keyword=${encodeURIComponent(title)}`, as('dealer01'), 'en_US');
    expect(en.rows[0]).toEqual(['Feedback code', 'Title', 'VIN', 'Series', 'Mileage (km)', 'Parts', 'Organisation', 'Author', 'State', 'Created at', 'Published at']);
    expect(en.rows.slice(1).map((r) => [r[0], r[1], r[2], r[3], r[4], r[5], r[8]])).toEqual([[f.fbCode, title, a5Vins[0], 'PC / A5 Sedan', '12345', 'DS-100, CL-7', 'Unsubmitted, Unpublished']]);
    expect((await sheet(`/export?keyword=${encodeURIComponent(title)}`, as('dealer01'), 'de_DE')).rows[0]?.[0]).toBe('Rückmeldungsnummer');
    expect((await sheet(`/export?keyword=${encodeURIComponent(title)}`, as('dealer02'), 'en_US')).rows).toHaveLength(1);
    expect((await sheet('/export', as('public01'), 'en_US')).status).toBe(403);
  });
});
