import type { ClaimDetail, ClaimRow, CreateClaim, FavoriteView, PageResult, VehicleView, VerifyRecordRow, WaitingDocument } from '@tis/contracts';
import { call, loginAs, multipartBody, sizedPng, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

/**
 * Claim cases on the embedded portal, on each database (spec sections 3 to 5): a claim number is
 * used once regardless of case (409002 "duplicate data"), brand and series come from the VIN query
 * (an unknown VIN is refused), the case rules through the workflow kernel (tested in depth with
 * repair cases), and who sees which claim. dealer01 (D1001, brands PC and CV) files; oem01 approves.
 */
describe.each(TEST_DIALECTS)('claim cases on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  const tokens: Record<string, string> = {};
  /** Seeded VINs: an A5 (brand PC) and a vehicle of brand OS, which dealer01 does not work with. */
  let a5Vin: string;
  let osVin: string;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'claims', dialect });
    base = portal.base;
    for (const user of ['admin', 'oem01', 'dealer01', 'dealer02'] as const) tokens[user] = await loginAs(base, user);
    const vehicles = apiClient('/tis/api/vehicleService/vehicle', () => base, () => tokens.admin!);
    a5Vin = (await vehicles.ok<PageResult<VehicleView>>('GET', '/list?seriesCode=PC-A5&pageSize=5')).list[0]!.vin;
    osVin = (await vehicles.ok<PageResult<VehicleView>>('GET', '/list?brandCode=OS&pageSize=5')).list[0]!.vin;
  }, 120_000);

  afterAll(() => portal?.stop());

  const { api, ok } = apiClient('/tis/api/documentService/claim', () => base, () => tokens.dealer01!);
  const as = (user: string) => tokens[user]!;
  let serial = 0;

  const draft = (extra: Partial<CreateClaim> = {}): CreateClaim => ({
    claimNo: `CL-${dialect}-${++serial}`,
    faultDescription: 'Coolant leaks at the water pump after a cold start.',
    cause: 'Water pump seal worn',
    category: 'engine',
    totalMileage: 48_210,
    repairMeasures: 'Replaced the water pump and its seal.',
    vin: a5Vin,
    workingTime: 2.5,
    ...extra,
  });

  async function photo(): Promise<string> {
    const { body, contentType } = multipartBody('file', 'pump.png', 'image/png', sizedPng(64, 48));
    const res = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { authorization: as('dealer01'), 'content-type': contentType }, body });
    if (res.body.code !== '000000') throw new Error(JSON.stringify(res.body));
    return res.body.data!.url;
  }

  it('starts with the demo claims of dealer01 in every stage, each on a demo vehicle of its series', async () => {
    const demo = (list: ClaimRow[]) => list.filter((r) => r.claimNo.startsWith('CLM-D1001-2026-')).map((r) => r.claimNo).sort();
    // Published: read by dealers of their brands (dealer02: PC, YW; the third claim is of brand CV).
    expect(demo((await ok<PageResult<ClaimRow>>('GET', '/list')).list)).toEqual(['CLM-D1001-2026-0001', 'CLM-D1001-2026-0002', 'CLM-D1001-2026-0003']);
    expect(demo((await ok<PageResult<ClaimRow>>('GET', '/list', undefined, as('dealer02'))).list)).toEqual(['CLM-D1001-2026-0001', 'CLM-D1001-2026-0002']);
    // The author's work list holds all five: three published, one waiting for approval, one draft.
    const work = (await ok<PageResult<ClaimRow>>('GET', '/work/list')).list.filter((r) => r.claimNo.startsWith('CLM-D1001-2026-'));
    expect(work.map((r) => [r.claimNo, r.submitState, r.verifyState, r.publishState]).sort()).toEqual([
      ['CLM-D1001-2026-0001', 1, 1, 1],
      ['CLM-D1001-2026-0002', 1, 1, 1],
      ['CLM-D1001-2026-0003', 1, 1, 1],
      ['CLM-D1001-2026-0004', 1, 2, 0],
      ['CLM-D1001-2026-0005', 0, 2, 0],
    ]);
    // The waiting one is on oem01's /MyVerify; a published one shows its approval details.
    const waiting = await call<PageResult<WaitingDocument>>(`${base}/tis/api/documentService/verify/mine?kind=claim`, jsonRequest({ token: as('oem01') }));
    expect(waiting.body.data!.list.map((w) => w.code)).toContain('CLM-D1001-2026-0004');
    const published = work.find((r) => r.claimNo === 'CLM-D1001-2026-0001')!;
    const history = await ok<VerifyRecordRow[]>('GET', `/${published.id}/verifyList`, undefined, as('dealer02'));
    expect(history.map((h) => [h.action, h.verifyResult, h.fullName])).toEqual([
      ['publish', 1, 'Wang Fang (OEM)'],
      ['verify', 1, 'Wang Fang (OEM)'],
      ['submit', 2, 'Li Lei (Dealer D1001)'],
    ]);
    // Every VIN is a demo vehicle of the claim's series.
    const vehicles = apiClient('/tis/api/vehicleService/vehicle', () => base, () => tokens.admin!);
    for (const claim of work) {
      const found = await vehicles.ok<PageResult<VehicleView>>('GET', `/list?vin=${claim.vin}`);
      expect(found.list.map((v) => [v.vin, v.seriesCode]), claim.claimNo).toEqual([[claim.vin, claim.seriesCode]]);
    }
  });

  it('files a draft whose brand and series come from the VIN, with a photo the claim owns', async () => {
    const url = await photo();
    const created = await ok<ClaimDetail>('POST', '', draft({ claimNo: ' CL-A5-0001 ', vin: ` ${a5Vin.toLowerCase()} `, photos: [url] }));
    expect(created).toMatchObject({
      claimNo: 'CL-A5-0001',
      vin: a5Vin,
      brandCode: 'PC',
      seriesCode: 'PC-A5',
      seriesName: 'A5 Sedan',
      category: 'engine',
      totalMileage: 48_210,
      workingTime: 2.5,
      photos: [url],
      orgCode: 'D1001',
      department: 'AS-RS-E',
      authorCode: 'dealer01',
      submitState: 0,
      verifyState: 2,
      publishState: 0,
      version: 1,
      favorite: false,
      actions: ['submit', 'discard', 'edit', 'delete'],
    });
    const files = await portal.db('fileconverter');
    const [stored] = await files.query('SELECT referenced_by AS owner FROM stored_file WHERE storage_key = ?', [url.replace('/tis/file/', '')]);
    expect(stored).toMatchObject({ owner: `document.claim:${created.id}` });
    // Only the claim's readers read its photo; nobody takes it into another claim.
    const fetchAs = (user: string) => fetch(`${base}${url}`, { headers: { authorization: as(user) } });
    expect((await fetchAs('dealer01')).status).toBe(200);
    expect((await fetchAs('dealer02')).status).toBe(404);
    expect((await api('POST', '', draft({ photos: [url] }), as('dealer02'))).body).toMatchObject({ code: '000001', mesg: 'A file no longer exists or belongs to another record: please upload it again' });
    // Another dealer does not see the draft, on the list or by its id.
    expect((await api('GET', `/${created.id}`, undefined, as('dealer02'))).status).toBe(404);
    expect((await ok<PageResult<ClaimRow>>('GET', '/work/list', undefined, as('dealer02'))).list.map((r) => r.id)).not.toContain(created.id);
    expect((await ok<PageResult<ClaimRow>>('GET', '/work/list?keyword=cl-a5')).list.map((r) => r.id)).toEqual([created.id]);
  });

  it('answers 409002 for a claim number used before in any case, and refuses unknown VINs and bad input', async () => {
    const before = (await ok<PageResult<ClaimRow>>('GET', '/work/list')).total;
    const first = await ok<ClaimDetail>('POST', '', draft({ claimNo: 'WX-2026-77' }));
    for (const claimNo of ['WX-2026-77', 'wx-2026-77']) {
      // Another dealer's claim has the number: still "duplicate data".
      expect((await api('POST', '', draft({ claimNo }), as('dealer02'))).body).toMatchObject({ code: '409002', mesg: 'Data duplicated, please check before submitting' });
    }
    const second = await ok<ClaimDetail>('POST', '', draft());
    expect((await api('PUT', `/${second.id}`, { ...draft({ claimNo: 'Wx-2026-77' }), version: second.version })).body).toMatchObject({ code: '409002' });
    // Its own number, in another case, is no duplicate.
    expect(await ok<ClaimDetail>('PUT', `/${first.id}`, { ...draft({ claimNo: 'wx-2026-77' }), version: first.version })).toMatchObject({ claimNo: 'wx-2026-77', version: 2 });

    expect((await api('POST', '', draft({ vin: 'LTPZZZZZZ9Z999999' }))).body).toMatchObject({ code: '000001', mesg: 'VIN not found' });
    expect((await api('POST', '', draft({ vin: osVin }))).body).toMatchObject({ code: '000001', mesg: 'You do not work with brand OS' });
    const bad = await api('POST', '', draft({ claimNo: 'CL 1', workingTime: 1.25, totalMileage: -1, vin: a5Vin.slice(1) }));
    expect(bad.status).toBe(400);
    for (const message of ["The claim number may only hold letters, digits and '-'", 'The working time must be a number of hours', 'The mileage must be a whole number', 'The VIN must have 17 characters']) {
      expect(JSON.stringify(bad.body)).toContain(message);
    }
    expect((await api('POST', '', draft({ category: 'wheels' as CreateClaim['category'] }))).status).toBe(400);
    expect((await api('POST', '', draft({ photos: ['https://evil.example/x.png'] }))).status).toBe(400);
    expect((await api('POST', '', draft({ faultDescription: '  ' }))).status).toBe(400);
    expect((await ok<PageResult<ClaimRow>>('GET', '/work/list')).total).toBe(before + 2);
  });

  it('goes through the case rules: refused with a remark, revised by an edit, approved and published', async () => {
    let c = await ok<ClaimDetail>('POST', '', draft({ category: 'electrical' }));
    const id = c.id;
    expect((await api('POST', `/${id}/submit`, { version: c.version + 1 })).body).toMatchObject({ code: '409001' });
    c = await ok<ClaimDetail>('POST', `/${id}/submit`, { version: c.version });
    expect(c).toMatchObject({ submitState: 1, actions: ['discard'] });
    expect((await api('PUT', `/${id}`, { ...draft(), version: c.version })).body).toMatchObject({ code: '409001', mesg: 'A submitted document cannot be edited' });
    expect((await api('POST', `/${id}/publish`, { version: c.version }, as('oem01'))).body).toMatchObject({ code: '409001', mesg: 'Only an approved document can be published' });

    // /MyVerify lists it for oem01, among the claims and with every kind.
    const myVerify = (kind = '') => call<PageResult<WaitingDocument>>(`${base}/tis/api/documentService/verify/mine${kind}`, jsonRequest({ token: as('oem01') }));
    const waitingClaims = (await myVerify('?kind=claim')).body.data!;
    expect(waitingClaims.list.find((w) => w.id === id)).toMatchObject({ kind: 'claim', code: c.claimNo, title: c.faultDescription, authorName: 'Li Lei (Dealer D1001)' });
    expect((await myVerify('?kind=case')).body.data!.list.map((w) => w.id)).not.toContain(id);
    expect((await myVerify()).body.data!.list.map((w) => w.id)).toContain(id);

    expect((await api('POST', `/${id}/verify`, { version: c.version, approved: false }, as('oem01'))).status).toBe(400);
    c = await ok<ClaimDetail>('POST', `/${id}/verify`, { version: c.version, approved: false, remark: 'Attach the pump photo' }, as('oem01'));
    expect(c).toMatchObject({ submitState: 2, verifyState: 0 });
    expect((await ok<ClaimDetail>('GET', `/${id}`)).actions).toEqual(['discard', 'edit', 'delete']);
    expect((await api('POST', `/${id}/submit`, { version: c.version })).body).toMatchObject({ code: '409001' });

    c = await ok<ClaimDetail>('PUT', `/${id}`, { ...draft({ claimNo: c.claimNo, category: 'electrical', photos: [await photo()] }), version: c.version });
    expect(c).toMatchObject({ submitState: 0, verifyState: 2, photos: [expect.stringMatching(/^\/tis\/file\//)] });
    c = await ok<ClaimDetail>('POST', `/${id}/submit`, { version: c.version });
    c = await ok<ClaimDetail>('POST', `/${id}/verify`, { version: c.version, approved: true }, as('oem01'));
    c = await ok<ClaimDetail>('POST', `/${id}/publish`, { version: c.version }, as('oem01'));
    expect(c).toMatchObject({ publishState: 1, actions: ['cancelPublish'] });
    // The approval details: every recorded step, newest first, with the refusal's remark.
    const history = await ok<VerifyRecordRow[]>('GET', `/${id}/verifyList`, undefined, as('dealer02'));
    expect(history.map((h) => [h.action, h.verifyResult, h.verifyRemark])).toEqual([
      ['publish', 1, null],
      ['verify', 1, null],
      ['submit', 2, null],
      ['verify', 0, 'Attach the pump photo'],
      ['submit', 2, null],
    ]);

    // Published: dealer02 (brands PC, YW) finds it and keeps it among their favorites.
    expect((await ok<PageResult<ClaimRow>>('GET', `/list?seriesCode=PC-A5&category=electrical&keyword=${a5Vin.slice(0, 10)}`, undefined, as('dealer02'))).list.map((r) => r.id)).toEqual([id]);
    const favorites = apiClient('/tis/api/documentService/favorite', () => base, () => as('dealer02'));
    expect(await favorites.ok<FavoriteView>('POST', '', { itemType: 'claim', itemCode: id })).toMatchObject({ itemName: c.claimNo, seriesCode: 'PC-A5' });
    expect((await ok<ClaimDetail>('GET', `/${id}`, undefined, as('dealer02'))).favorite).toBe(true);
    await ok('POST', `/${id}/cancelPublish`, { version: c.version }, as('oem01'));
    expect((await ok<PageResult<ClaimRow>>('GET', '/list?seriesCode=PC-A5', undefined, as('dealer02'))).list.map((r) => r.id)).not.toContain(id);
  });

  it('blocks submission with a sensitive word, and deletes and discards drafts of their author only', async () => {
    await apiClient('/tis/api/systemService/sensitiveWord', () => base, () => as('admin')).ok('POST', '', { word: 'goodwill fraud' });
    const c = await ok<ClaimDetail>('POST', '', draft({ cause: 'Pure GOODWILL FRAUD' }));
    expect((await api('POST', `/${c.id}/submit`, { version: c.version })).body).toMatchObject({ code: '000001', mesg: 'The text contains words that may not be published: goodwill fraud' });
    expect((await ok<ClaimDetail>('GET', `/${c.id}`)).submitState).toBe(0);
    expect((await api('DELETE', `/${c.id}?version=${c.version}`, undefined, as('dealer02'))).status).toBe(404);
    const discarded = await ok<ClaimDetail>('POST', `/${c.id}/discard`, { version: c.version });
    expect(discarded).toMatchObject({ discard: 1, actions: ['delete'] });
    expect((await ok<PageResult<ClaimRow>>('GET', '/work/list?discard=1')).list.map((r) => r.id)).toContain(c.id);
    expect(await ok('DELETE', `/${c.id}?version=${discarded.version}`)).toBe(true);
    expect((await api('GET', `/${c.id}`)).status).toBe(404);
  });
});
