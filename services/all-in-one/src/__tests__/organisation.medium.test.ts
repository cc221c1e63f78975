import {
  type AgencyKindView,
  type AgencyRef,
  type AgencyView,
  type AreaChild,
  type AreaNodeView,
  type AreaTreeNode,
  type DepartmentOption,
  type DepartmentView,
  departmentsResource,
  type DocumentAuthor,
  excelColumns,
  type PageResult,
  type ResourceImportResult,
  type PostOption,
  type PostView,
  SYSTEM_AGENCY_GET,
  SYSTEM_DOCUMENT_AUTHOR,
  TisError,
  WEB_TEXTS,
} from '@tis/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@tis/nest';
import { call, loginAs, multipartBody, TEST_DIALECTS, xlsxOf } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiMethod, type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/**
 * Organisation master data on the embedded portal, on each database: dealer kinds, dealers, the
 * area tree, posts and departments (spec sections 2, 3, 6, 7 and 8): paged lists with filters,
 * duplicate codes, "same region already exists", in-use deletes, optimistic locking, page
 * permissions and the service call other services use to look dealers up.
 */
describe.each(TEST_DIALECTS)('organisation master data on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let admin: string;
  let dealer: string;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'org', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    admin = await loginAs(base, 'admin');
    dealer = await loginAs(base, 'dealer01');
  }, 120_000);

  afterAll(() => portal?.stop());

  /** Calls to the system service as admin (or `token`), with English messages. */
  const { api, ok } = apiClient('/tis/api/systemService/', () => base, () => admin);
  const list = <T>(path: string, query: Record<string, string | number>) =>
    ok<PageResult<T>>('GET', `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`);

  function dealerBody(code: string, place: { areaId: string | null; regionId: string | null; districtId: string | null }, extra: Record<string, unknown> = {}) {
    return { agencyCode: code, agencyName: `Dealer ${code}`, kindCode: 'ASC', country: 'Testland', status: 'active', ...place, ...extra };
  }

  it('seeds the demo dealers of the demo users with their kind, place and service department', async () => {
    const page = await list<AgencyView>('agency/list', { keyword: 'D1001' });
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      agencyCode: 'D1001',
      kindCode: '4S',
      country: 'China',
      areaName: 'East China',
      regionName: 'Shanghai',
      districtName: 'Pudong',
      serviceDepartment: 'AS-RS-E',
      serviceDepartmentName: 'Regional Service Office East',
      status: 'active',
      version: 1,
    });
    expect((await list<AgencyView>('agency/list', { keyword: 'D2002' })).list[0]).toMatchObject({ regionName: 'Guangdong', districtName: 'Guangzhou' });
    const tree = await ok<AreaTreeNode[]>('GET', 'region/tree');
    expect(tree.map((a) => a.code)).toEqual(['CN-E', 'CN-N', 'CN-S', 'CN-W', 'EU']);
    expect(tree[0]?.children.find((r) => r.code === 'CN-E-SH')?.children.map((d) => d.name)).toEqual(['Minhang', 'Pudong']);
    expect((await ok<PostOption[]>('GET', 'post/options')).map((p) => p.postCode)).toContain('ENG');
    expect((await ok<DepartmentOption[]>('GET', 'department/options')).find((d) => d.departmentCode === 'AS-TECH')).toEqual({
      departmentCode: 'AS-TECH',
      departmentName: 'Technical Support Section',
      parentCode: 'AS',
    });
  });

  it('keeps dealer kinds: paged list, duplicate code, optimistic lock, in-use and missing deletes', async () => {
    const created = await ok<AgencyKindView>('POST', 'agencyKind', { kindCode: ' TK1 ', kindName: 'Test kind' });
    expect(created).toMatchObject({ kindCode: 'TK1', kindName: 'Test kind', version: 1, updatedBy: 'admin' });

    const duplicate = await api('POST', 'agencyKind', { kindCode: 'TK1', kindName: 'Again' });
    expect(duplicate.status).toBe(200);
    expect(duplicate.body).toMatchObject({ code: '409002', mesg: 'This code already exists' });

    const renamed = await ok<AgencyKindView>('PUT', `agencyKind/${created.id}`, { kindName: 'Renamed kind', version: 1 });
    expect(renamed).toMatchObject({ kindName: 'Renamed kind', version: 2 });
    const stale = await api('PUT', `agencyKind/${created.id}`, { kindName: 'Lost update', version: 1 });
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ code: '409001', mesg: 'The data state has changed, please close and reopen' });
    expect((await list<AgencyKindView>('agencyKind/list', { keyword: 'TK1' })).list[0]?.kindName).toBe('Renamed kind');

    const all = await list<AgencyKindView>('agencyKind/list', { pageNo: 1, pageSize: 5 });
    expect(all.total).toBe(5);
    expect(all.list.map((k) => k.kindCode).slice(0, 2)).toEqual(['4S', 'ASC']);
    expect(all.list.at(-1)?.kindCode).toBe('TK1');
    expect((await list<AgencyKindView>('agencyKind/list', { pageNo: 2, pageSize: 5 })).list).toEqual([]);

    const used = (await list<AgencyKindView>('agencyKind/list', { keyword: '4S' })).list[0];
    const inUse = await api('DELETE', `agencyKind/${used?.id}`);
    expect(inUse.status).toBe(200);
    expect(inUse.body).toMatchObject({ code: '409003', mesg: 'The item is in use and cannot be deleted' });

    expect(await ok('DELETE', `agencyKind/${created.id}`)).toBe(true);
    expect((await api('DELETE', `agencyKind/${created.id}`)).body.code).toBe('404');
    expect((await list<AgencyKindView>('agencyKind/list', { keyword: 'TK1' })).total).toBe(0);
  });

  it('keeps the area tree: same region refused per parent, wrong parents, children, filters and in-use deletes', async () => {
    const north = await ok<AreaNodeView>('POST', 'area', { code: 'T-N', name: 'Test North' });
    const south = await ok<AreaNodeView>('POST', 'area', { code: 'T-S', name: 'Test South' });
    expect(north).toMatchObject({ level: 'area', parentId: null, areaId: null });

    const region = await ok<AreaNodeView>('POST', 'region', { code: 'T-N-1', name: 'Lakeside', parentId: north.id });
    expect(region).toMatchObject({ level: 'region', parentId: north.id, areaId: north.id, areaName: 'Test North' });
    const sameRegion = await api('POST', 'region', { code: 'T-N-2', name: 'Lakeside', parentId: north.id });
    expect(sameRegion.status).toBe(200);
    expect(sameRegion.body).toMatchObject({ code: '409002', mesg: 'The same region already exists, please reconfirm' });
    const sameArea = await api('POST', 'area', { code: 'T-X', name: 'Test North' });
    expect(sameArea.body).toMatchObject({ code: '409002', mesg: 'The same region already exists, please reconfirm' });
    const repeatedCode = await api('POST', 'region', { code: 'T-N', name: 'Hillside', parentId: north.id });
    expect(repeatedCode.body).toMatchObject({ code: '409002', mesg: 'This code already exists' });
    // The same name below another area is a different region.
    const southLakeside = await ok<AreaNodeView>('POST', 'region', { code: 'T-S-1', name: 'Lakeside', parentId: south.id });

    const wrongParent = await api('POST', 'district', { code: 'T-N-1-A', name: 'Harbour', parentId: north.id });
    expect(wrongParent.body).toMatchObject({ code: '000001', mesg: 'A region must belong to an area and a district to a region' });
    const district = await ok<AreaNodeView>('POST', 'district', { code: 'T-N-1-A', name: 'Harbour', parentId: region.id });
    expect(district).toMatchObject({ level: 'district', regionId: region.id, regionName: 'Lakeside', areaId: north.id, areaName: 'Test North' });
    await ok('POST', 'district', { code: 'T-S-1-A', name: 'Harbour', parentId: southLakeside.id });

    const regions = await list<AreaNodeView>('region/list', { areaId: north.id });
    expect(regions.list.map((r) => r.code)).toEqual(['T-N-1']);
    const districts = await list<AreaNodeView>('district/list', { areaId: south.id });
    expect(districts.total).toBe(1);
    expect(districts.list[0]).toMatchObject({ code: 'T-S-1-A', regionName: 'Lakeside', areaName: 'Test South' });
    expect((await list<AreaNodeView>('district/list', { keyword: 'Harbour' })).total).toBe(2);
    expect((await list<AreaNodeView>('district/list', { regionId: region.id })).list.map((d) => d.code)).toEqual(['T-N-1-A']);
    expect((await list<AreaNodeView>('area/list', { keyword: 'T-' })).total).toBe(2);

    const roots = await ok<AreaChild[]>('GET', 'region/children');
    expect(roots.find((c) => c.id === north.id)).toMatchObject({ level: 'area', isLeaf: false, parentId: null });
    const below = await ok<AreaChild[]>(`GET`, `region/children?parentId=${north.id}`);
    expect(below).toEqual([{ id: region.id, level: 'region', code: 'T-N-1', name: 'Lakeside', parentId: north.id, isLeaf: false }]);
    expect((await ok<AreaChild[]>('GET', `region/children?parentId=${region.id}`)).map((c) => c.isLeaf)).toEqual([true]);

    const renamedStale = await ok<AreaNodeView>('PUT', `region/${region.id}`, { code: 'T-N-1', name: 'Lakeshore', version: 1 });
    expect(renamedStale.version).toBe(2);
    expect((await api('PUT', `region/${region.id}`, { code: 'T-N-1', name: 'Lake', version: 1 })).body.code).toBe('409001');
    expect((await api('PUT', `region/${region.id}`, { code: 'T-S-1', name: 'Lakeshore', version: 2 })).body).toMatchObject({ mesg: 'This code already exists' });
    // The route names the level: an area id is not a region.
    expect((await api('PUT', `region/${north.id}`, { code: 'T-N', name: 'Test North', version: 1 })).body.code).toBe('404');

    expect((await api('DELETE', `area/${north.id}`)).body.code).toBe('409003');
    expect((await api('DELETE', `region/${region.id}`)).body.code).toBe('409003');
    await ok('POST', 'agency', dealerBody('T-AREA-1', { areaId: north.id, regionId: region.id, districtId: district.id }));
    expect((await api('DELETE', `district/${district.id}`)).body).toMatchObject({ code: '409003', mesg: 'The item is in use and cannot be deleted' });

    const emptyArea = await ok<AreaNodeView>('POST', 'area', { code: 'T-E', name: 'Test Empty' });
    expect(await ok('DELETE', `area/${emptyArea.id}`)).toBe(true);
    expect((await list<AreaNodeView>('area/list', { keyword: 'T-E' })).total).toBe(0);
  });

  it('keeps dealers: filters, paging totals, keyword escaping, references, validation and optimistic lock', async () => {
    const area = await ok<AreaNodeView>('POST', 'area', { code: 'D-A', name: 'Dealer Area' });
    const regionA = await ok<AreaNodeView>('POST', 'region', { code: 'D-A-1', name: 'Region One', parentId: area.id });
    const regionB = await ok<AreaNodeView>('POST', 'region', { code: 'D-A-2', name: 'Region Two', parentId: area.id });
    const districtA = await ok<AreaNodeView>('POST', 'district', { code: 'D-A-1-A', name: 'Zone A', parentId: regionA.id });
    const inA = { areaId: area.id, regionId: regionA.id, districtId: districtA.id };

    const first = await ok<AgencyView>('POST', 'agency', dealerBody('X100', inA, { agencyName: 'Fast 100% Service', serviceDepartment: 'AS-TECH', contactPhone: '+86 (21) 5555-0100' }));
    expect(first).toMatchObject({ kindName: 'Authorised service centre', districtName: 'Zone A', serviceDepartmentName: 'Technical Support Section', address: null });
    await ok('POST', 'agency', dealerBody('X101', { areaId: area.id, regionId: regionB.id, districtId: null }, { status: 'inactive' }));
    await ok('POST', 'agency', dealerBody('X102', { areaId: area.id, regionId: null, districtId: null }, { kindCode: 'QSP' }));

    const byArea = await list<AgencyView>('agency/list', { areaId: area.id, pageNo: 1, pageSize: 5 });
    expect(byArea.total).toBe(3);
    expect(byArea.list.map((a) => a.agencyCode)).toEqual(['X100', 'X101', 'X102']);
    expect((await list<AgencyView>('agency/list', { areaId: area.id, pageNo: 2, pageSize: 5 })).list).toEqual([]);
    expect((await list<AgencyView>('agency/list', { regionId: regionB.id })).list.map((a) => a.agencyCode)).toEqual(['X101']);
    expect((await list<AgencyView>('agency/list', { districtId: districtA.id })).list.map((a) => a.agencyCode)).toEqual(['X100']);
    expect((await list<AgencyView>('agency/list', { areaId: area.id, status: 'inactive' })).list.map((a) => a.agencyCode)).toEqual(['X101']);
    expect((await list<AgencyView>('agency/list', { areaId: area.id, kindCode: 'QSP' })).list.map((a) => a.agencyCode)).toEqual(['X102']);
    expect((await list<AgencyView>('agency/list', { country: 'Germany' })).list.map((a) => a.agencyCode)).toEqual(['E5001']);
    expect((await list<AgencyView>('agency/list', { country: '', areaId: area.id })).total).toBe(3);
    // '%' and '_' are matched as themselves, not as wildcards.
    expect((await list<AgencyView>('agency/list', { keyword: '100%' })).list.map((a) => a.agencyCode)).toEqual(['X100']);
    expect((await list<AgencyView>('agency/list', { keyword: '_' })).total).toBe(0);

    const duplicate = await api('POST', 'agency', dealerBody('X100', inA));
    expect(duplicate.body).toMatchObject({ code: '409002', mesg: 'This code already exists' });
    const wrongPath = await api('POST', 'agency', dealerBody('X103', { areaId: area.id, regionId: regionB.id, districtId: districtA.id }));
    expect(wrongPath.body).toMatchObject({ code: '000001', mesg: 'Choose area, region and district from the top: each must belong to the one before' });
    const gap = await api('POST', 'agency', dealerBody('X103', { areaId: null, regionId: regionA.id, districtId: null }));
    expect(gap.body.code).toBe('000001');
    const unknownKind = await api('POST', 'agency', dealerBody('X103', inA, { kindCode: 'NOPE' }));
    expect(unknownKind.body).toMatchObject({ code: '000001', mesg: 'The dealer kind does not exist' });
    const unknownDepartment = await api('POST', 'agency', dealerBody('X103', inA, { serviceDepartment: 'NOPE' }));
    expect(unknownDepartment.body).toMatchObject({ code: '000001', mesg: 'The department does not exist' });
    const blankName = await api('POST', 'agency', dealerBody('X103', inA, { agencyName: '   ' }));
    expect(blankName.status).toBe(400);
    expect(blankName.body.code).toBe('400000');
    expect(blankName.body.mesg).toContain('agencyName: This field cannot be empty');
    const badStatus = await api('POST', 'agency', dealerBody('X103', inA, { status: 'closed', extra: 1 }));
    expect(badStatus.body.code).toBe('400000');
    expect((await list<AgencyView>('agency/list', { keyword: 'X103' })).total).toBe(0);

    const { id } = first;
    const fields = {
      agencyName: first.agencyName,
      kindCode: first.kindCode,
      country: first.country,
      areaId: first.areaId,
      regionId: first.regionId,
      districtId: first.districtId,
      serviceDepartment: first.serviceDepartment,
      status: first.status,
      address: first.address,
      contactPerson: first.contactPerson,
      contactPhone: first.contactPhone,
    };
    const moved = await ok<AgencyView>('PUT', `agency/${id}`, { ...fields, regionId: regionB.id, districtId: null, address: 'New Road 1', version: 1 });
    expect(moved).toMatchObject({ agencyCode: 'X100', regionName: 'Region Two', districtId: null, address: 'New Road 1', version: 2 });
    const stale = await api('PUT', `agency/${id}`, { ...fields, version: 1 });
    expect(stale.body).toMatchObject({ code: '409001' });
    expect((await api('PUT', `agency/${id}`, { ...fields, agencyCode: 'X999', version: 2 })).body.code).toBe('400000');

    expect(await ok('DELETE', `agency/${id}`)).toBe(true);
    expect((await api('DELETE', `agency/${id}`)).body.code).toBe('404');
  });

  it('keeps posts and departments: duplicate codes, parents without cycles, in-use deletes', async () => {
    const post = await ok<PostView>('POST', 'post', { postCode: 'P-TEST', postName: 'Test post', remark: '' });
    expect(post).toMatchObject({ postCode: 'P-TEST', remark: null });
    expect((await api('POST', 'post', { postCode: 'P-TEST', postName: 'Other' })).body.code).toBe('409002');
    expect(await ok<PostView>('PUT', `post/${post.id}`, { postName: 'Test post 2', remark: 'note', version: 1 })).toMatchObject({ postName: 'Test post 2', remark: 'note', version: 2 });
    expect((await list<PostView>('post/list', { keyword: 'test post' })).list.map((p) => p.postCode)).toEqual(['P-TEST']);
    expect(await ok('DELETE', `post/${post.id}`)).toBe(true);

    const parent = await ok<DepartmentView>('POST', 'department', { departmentCode: 'T-DEP', departmentName: 'Test department' });
    const child = await ok<DepartmentView>('POST', 'department', { departmentCode: 'T-DEP-1', departmentName: 'Test section', parentCode: 'T-DEP' });
    expect(child).toMatchObject({ parentCode: 'T-DEP', parentName: 'Test department' });
    expect((await list<DepartmentView>('department/list', { parentCode: 'T-DEP' })).list.map((d) => d.departmentCode)).toEqual(['T-DEP-1']);
    expect((await api('POST', 'department', { departmentCode: 'T-DEP-2', departmentName: 'Orphan', parentCode: 'NOPE' })).body).toMatchObject({
      code: '000001',
      mesg: 'The department does not exist',
    });
    const cycle = await api('PUT', `department/${parent.id}`, { departmentName: 'Test department', parentCode: 'T-DEP-1', version: 1 });
    expect(cycle.body).toMatchObject({ code: '000001', mesg: 'A department cannot be placed below itself or one of its sub-departments' });
    expect((await api('DELETE', `department/${parent.id}`)).body.code).toBe('409003');

    const seeded = (await list<DepartmentView>('department/list', { keyword: 'AS-RS-W' })).list[0];
    expect((await api('DELETE', `department/${seeded?.id}`)).body.code).toBe('409003');

    expect(await ok('DELETE', `department/${child.id}`)).toBe(true);
    expect(await ok('DELETE', `department/${parent.id}`)).toBe(true);
  });

  it('lets a dealer user read dropdown lists but not the admin screens (403), while the administrator may', async () => {
    const writes: [ApiMethod, string, unknown][] = [
      ['POST', 'agency', dealerBody('Y1', { areaId: null, regionId: null, districtId: null })],
      ['POST', 'agencyKind', { kindCode: 'Y1', kindName: 'Y' }],
      ['POST', 'area', { code: 'Y1', name: 'Y' }],
      ['POST', 'post', { postCode: 'Y1', postName: 'Y' }],
      ['POST', 'department', { departmentCode: 'Y1', departmentName: 'Y' }],
    ];
    for (const [method, path, body] of writes) {
      const refused = await api(method, path, body, dealer);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe('403');
    }
    for (const path of ['agency/list', 'agencyKind/list', 'area/list', 'region/list', 'district/list', 'post/list', 'department/list']) {
      expect((await api('GET', path, undefined, dealer)).status, path).toBe(403);
      expect((await api('GET', path)).status, path).toBe(200);
    }
    for (const path of ['agency/search?keyword=D1001', 'agencyKind/options', 'region/tree', 'region/children', 'post/options', 'department/options']) {
      expect((await api('GET', path, undefined, dealer)).status, path).toBe(200);
    }
    const search = await api<PageResult<AgencyRef>>('GET', 'agency/search?keyword=D1001', undefined, dealer);
    expect(search.body.data?.list).toEqual([
      { agencyCode: 'D1001', agencyName: 'Shanghai Pudong Xinghai Auto 4S', kindCode: '4S', country: 'China', areaId: expect.any(String), regionId: expect.any(String), districtId: expect.any(String), status: 'active' },
    ]);
    expect((await call(`${base}/tis/api/systemService/agency/search`)).status).toBe(401);
  });

  it('answers other services with the dealers of the given codes, and refuses a bad payload', async () => {
    const client = portal.app.get<ServiceClient>(SERVICE_CLIENT);
    const found = await client.send<AgencyRef[]>('system', SYSTEM_AGENCY_GET, { agencyCodes: ['D2002', 'D1001', 'NOPE', 'D1001'] });
    expect(found.map((a) => [a.agencyCode, a.status])).toEqual([
      ['D1001', 'active'],
      ['D2002', 'active'],
    ]);
    expect((await client.send<AgencyRef[]>('system', SYSTEM_AGENCY_GET, { agencyCodes: ['D3002'] }))[0]?.status).toBe('inactive');
    const refused = client.send('system', SYSTEM_AGENCY_GET, { agencyCodes: [] });
    await expect(refused).rejects.toBeInstanceOf(TisError);
    await expect(refused).rejects.toMatchObject({ errorName: 'validation' });
  });

  /** The departments the user approves for, as the document service asks. */
  const approvesFor = async (userCode: string) =>
    (await portal.app.get<ServiceClient>(SERVICE_CLIENT).send<DocumentAuthor>('system', SYSTEM_DOCUMENT_AUTHOR, { userCode, agentCode: null, departmentCode: null, postCode: null })).approverDepartments;

  it('keeps the approvers of a department: each once in the order given, kept by an edit without them, refused in a wrong format', async () => {
    const department = await ok<DepartmentView>('POST', 'department', { departmentCode: 'T-APP', departmentName: 'Approved department', approvers: [' dealer02 ', 'public01', 'DEALER02'] });
    expect(department.approvers).toEqual(['dealer02', 'public01']);
    expect((await list<DepartmentView>('department/list', { keyword: 'T-APP' })).list[0]?.approvers).toEqual(['dealer02', 'public01']);
    expect(await approvesFor('public01')).toEqual(['T-APP']);

    const renamed = await ok<DepartmentView>('PUT', `department/${department.id}`, { departmentName: 'Approved department 2', parentCode: null, version: 1 });
    expect(renamed).toMatchObject({ departmentName: 'Approved department 2', approvers: ['dealer02', 'public01'], version: 2 });
    const changed = await ok<DepartmentView>('PUT', `department/${department.id}`, { departmentName: 'Approved department 2', approvers: ['newuser01', 'dealer02'], version: 2 });
    expect(changed).toMatchObject({ approvers: ['newuser01', 'dealer02'], version: 3 });
    expect(await approvesFor('public01')).toEqual([]);

    const refusals: [unknown, string][] = [
      [['has space'], 'approvers.0: An approver is a user code of at most 64 characters: letters, digits and . _ - @, starting with a letter or digit'],
      [[''], 'approvers.0: An approver is a user code of at most 64 characters: letters, digits and . _ - @, starting with a letter or digit'],
      [['x'.repeat(65)], 'approvers.0: An approver is a user code of at most 64 characters: letters, digits and . _ - @, starting with a letter or digit'],
      [Array.from({ length: 21 }, (_, i) => `user${i}`), 'approvers: A department has at most 20 approvers'],
      ['oem01', 'approvers: An approver is a user code of at most 64 characters: letters, digits and . _ - @, starting with a letter or digit'],
    ];
    for (const [approvers, detail] of refusals) {
      const refused = await api('PUT', `department/${department.id}`, { departmentName: 'Approved department 3', approvers, version: 3 });
      expect(refused.body, JSON.stringify(approvers)).toMatchObject({ code: '400000', mesg: `The submitted data is invalid: ${detail}` });
    }
    // A stale edit changes neither the department nor its approvers.
    expect((await api('PUT', `department/${department.id}`, { departmentName: 'Stale', approvers: ['public01'], version: 2 })).body.code).toBe('409001');
    expect((await list<DepartmentView>('department/list', { keyword: 'T-APP' })).list[0]).toMatchObject({ departmentName: 'Approved department 2', approvers: ['newuser01', 'dealer02'], version: 3 });
    expect(await approvesFor('public01')).toEqual([]);

    // Its approvers go with a deleted department: one added again under the same code has none.
    expect(await ok('DELETE', `department/${department.id}`)).toBe(true);
    expect(await approvesFor('newuser01')).toEqual([]);
    const again = await ok<DepartmentView>('POST', 'department', { departmentCode: 'T-APP', departmentName: 'Approved department' });
    expect(again.approvers).toEqual([]);
    expect(await ok('DELETE', `department/${again.id}`)).toBe(true);
  });

  it('writes the approvers of imported departments with them, and an imported change replaces them', async () => {
    const headers = excelColumns(departmentsResource).map((c) => WEB_TEXTS.en_US[c.label]);
    const cells = (code: string, name: string, parent: string | null, approvers: string | null) =>
      excelColumns(departmentsResource).map(({ name: field }) => ({ departmentCode: code, departmentName: name, parentCode: parent, approvers })[field] ?? null);
    const importRows = async (...rows: (string | null)[][]) => {
      const { body, contentType } = multipartBody('file', 'departments.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xlsxOf([headers, ...rows]));
      const res = await call<ResourceImportResult>(`${base}/tis/api/systemService/department/import`, { method: 'POST', headers: { authorization: admin, 'content-type': contentType, Language: 'en_US' }, body });
      return res.body.data;
    };
    expect(await importRows(cells('T-IMP', 'Imported department', null, 'dealer02, public01'), cells('T-IMP-1', 'Imported section', 'T-IMP', null))).toMatchObject({ imported: true, created: 2, problems: [] });
    const approversOf = async (code: string) => (await list<DepartmentView>('department/list', { keyword: code })).list.find((d) => d.departmentCode === code)?.approvers;
    expect([await approversOf('T-IMP'), await approversOf('T-IMP-1')]).toEqual([['dealer02', 'public01'], []]);
    expect(await approvesFor('public01')).toEqual(['T-IMP']);

    expect(await importRows(cells('t-imp', 'Imported department', null, 'newuser01'))).toMatchObject({ imported: true, updated: 1, problems: [] });
    expect(await approversOf('T-IMP')).toEqual(['newuser01']);
    expect(await approvesFor('public01')).toEqual([]);
    // A refused file writes no approvers either.
    const refused = await importRows(cells('T-IMP', 'Imported department', null, 'public01'), cells('T-IMP-2', 'Orphan', 'NOPE', 'public01'));
    expect(refused).toMatchObject({ imported: false });
    expect(await approvesFor('public01')).toEqual([]);

    // The other tests see the seeded departments only.
    for (const code of ['T-IMP-1', 'T-IMP']) {
      const row = (await list<DepartmentView>('department/list', { keyword: code })).list.find((d) => d.departmentCode === code);
      expect(await ok('DELETE', `department/${row?.id}`)).toBe(true);
    }
    expect(await approvesFor('newuser01')).toEqual([]);
  });

  it('tells the document service about an author: a dealer user by their dealer, others by their department, with the departments they approve for', async () => {
    const client = portal.app.get<ServiceClient>(SERVICE_CLIENT);
    const d1001 = (await list<AgencyView>('agency/list', { keyword: 'D1001' })).list[0];
    const dealer01 = await client.send<DocumentAuthor>('system', SYSTEM_DOCUMENT_AUTHOR, { userCode: 'dealer01', agentCode: 'D1001', departmentCode: null, postCode: 'SA' });
    expect(dealer01).toEqual({
      orgCode: 'D1001',
      orgName: 'Shanghai Pudong Xinghai Auto 4S',
      department: 'AS-RS-E',
      areaId: d1001?.areaId,
      regionId: d1001?.regionId,
      districtId: d1001?.districtId,
      postName: 'Service advisor',
      approverDepartments: [],
    });
    expect(dealer01.districtId).toEqual(expect.any(String));

    // The refused delete of a seeded department above kept its approvers: oem01 approves for every seeded one.
    const seeded = ['AS', 'AS-OS', 'AS-PARTS', 'AS-RS-E', 'AS-RS-N', 'AS-RS-S', 'AS-RS-W', 'AS-TECH', 'AS-TRAIN', 'QA'];
    expect((await list<DepartmentView>('department/list', { pageSize: 100 })).list.map((d) => d.departmentCode)).toEqual(seeded);
    const oem01 = await client.send<DocumentAuthor>('system', SYSTEM_DOCUMENT_AUTHOR, { userCode: 'oem01', agentCode: null, departmentCode: 'AS-TECH', postCode: 'ENG' });
    expect(oem01).toEqual({
      orgCode: 'AS-TECH',
      orgName: 'Technical Support Section',
      department: 'AS-TECH',
      areaId: null,
      regionId: null,
      districtId: null,
      postName: 'Service engineer',
      approverDepartments: seeded,
    });

    expect(await client.send<DocumentAuthor>('system', SYSTEM_DOCUMENT_AUTHOR, { userCode: 'x1', agentCode: 'NOPE', departmentCode: null, postCode: 'NOPE' })).toEqual({
      orgCode: 'NOPE', orgName: null, department: null, areaId: null, regionId: null, districtId: null, postName: null, approverDepartments: [],
    });
    expect((await client.send<DocumentAuthor>('system', SYSTEM_DOCUMENT_AUTHOR, { userCode: 'x1', agentCode: null, departmentCode: null, postCode: null })).orgCode).toBeNull();
    const refused = client.send('system', SYSTEM_DOCUMENT_AUTHOR, { userCode: '', agentCode: null, departmentCode: null, postCode: null });
    await expect(refused).rejects.toMatchObject({ errorName: 'validation' });
  });
});
