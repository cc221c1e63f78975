import {
  CUSTOM_RIGHT_ITEM_START,
  ERROR_CODES,
  LOGIN_RESULT,
  type LoginResult,
  type PageResult,
  type RightNode,
  type RoleView,
  type UserCreateInput,
  type UserView,
} from '@tis/contracts';
import { attemptLogin, call, type CallResult, eventually, loginAs, TEST_DIALECTS } from '@tis/nest/testing';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPortal, jsonRequest, startEmbeddedPortal } from './embedded-portal.js';

/**
 * Administration of accounts, roles and the permission tree on the embedded portal, on each
 * database (spec sections 3 and 6): what an administrator changes takes effect on logins and on
 * live sessions.
 */
describe.each(TEST_DIALECTS)('accounts, roles and rights on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let base: string;
  let oauthDb: DataSource;
  let admin: string;
  let seq = 0;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'accounts', dialect, env: { TIS_OUTBOX_POLL_MS: '100' } });
    base = portal.base;
    oauthDb = await portal.db('oauth');
    admin = await loginAs(base, 'admin');
  }, 120_000);

  afterAll(() => portal?.stop());

  const api = (path: string) => `${base}/tis/api/oauthService/${path}`;
  const adminCall = <T>(path: string, method = 'GET', body?: unknown): Promise<CallResult<T>> => call<T>(api(path), jsonRequest({ method, token: admin, body }));
  const nextCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${++seq}`;

  const newUser = (overrides: Partial<UserCreateInput> = {}): UserCreateInput => ({
    userCode: nextCode('u'),
    userName: 'Test User',
    email: 'test.user@tis.local',
    userType: 'oem',
    roleCode: 'oem_approver',
    password: 'Initial#2026',
    confirm: 'Initial#2026',
    ...overrides,
  });

  const createUser = async (overrides: Partial<UserCreateInput> = {}): Promise<UserView> => {
    const res = await adminCall<UserView>('user', 'POST', newUser(overrides));
    expect(res.body.code, JSON.stringify(res.body)).toBe('000000');
    return res.body.data!;
  };

  /** The user chose their own password (what the first-login reset does), so logins open sessions. */
  const passwordChosen = (userCode: string) =>
    oauthDb.query('UPDATE user_account SET password_changed_at = ? WHERE user_code = ?', [portal.bind(new Date()), userCode]);

  const login = async (userCode: string, password = 'Initial#2026'): Promise<string> => {
    const { answer } = await attemptLogin(base, { userCode, password });
    const data = answer.body.data as LoginResult;
    expect(typeof data, JSON.stringify(answer.body)).toBe('object');
    return data.accessToken;
  };

  const userInfoStatus = async (token: string) => (await call(`${base}/tis/api/oauth/userInfo`, { headers: { authorization: token } })).status;

  it('creates an account whose first login asks for a new password (10), and lists it with filters', async () => {
    const user = await createUser({ userName: 'Ming Hua', email: 'ming.hua@tis.local', brandCodes: ['B1', 'B2', 'B1'], effectiveDate: '2020-01-01', expirationDate: '2999-12-31' });
    expect(user).toMatchObject({
      userName: 'Ming Hua',
      userType: 'oem',
      status: 'normal',
      roleCode: 'oem_approver',
      roleName: 'accounts.role.name.oemApprover', // a seeded role's name is its text key (shown translated)
      userAgentCode: null,
      brandCodes: ['B1', 'B2'],
      effectiveDate: '2020-01-01',
      expirationDate: '2999-12-31',
      passwordSet: false,
      version: 1,
    });
    const first = await attemptLogin(base, { userCode: user.userCode, password: 'Initial#2026' });
    expect(first.answer.body.data).toBe(LOGIN_RESULT.passwordMustChange);

    const byKeyword = await adminCall<PageResult<UserView>>('user/list?keyword=ming.hua@');
    expect(byKeyword.body.data!.list.map((u) => u.userCode)).toEqual([user.userCode]);
    const dealers = await adminCall<PageResult<UserView>>('user/list?userType=dealer&pageSize=5');
    expect(dealers.body.data!.list.every((u) => u.userType === 'dealer')).toBe(true);
    expect(dealers.body.data!.list.map((u) => u.userCode)).toEqual(expect.arrayContaining(['dealer01', 'dealer02']));
    const byAgent = await adminCall<PageResult<UserView>>('user/list?agentCode=D2002');
    expect(byAgent.body.data!.list.map((u) => u.userCode)).toEqual(['dealer02']);
    const frozen = await adminCall<PageResult<UserView>>('user/list?status=frozen&roleCode=dealer');
    expect(frozen.body.data!.list.map((u) => u.userCode)).toContain('frozen01');
    expect(frozen.body.data!.list.every((u) => u.status === 'frozen' && u.roleCode === 'dealer')).toBe(true);
    // A keyword with LIKE wildcards matches them literally.
    const wildcard = await adminCall<PageResult<UserView>>('user/list?keyword=%25_');
    expect(wildcard.body.data!.total).toBe(0);

    const page1 = await adminCall<PageResult<UserView>>('user/list?pageNo=1&pageSize=5');
    const page2 = await adminCall<PageResult<UserView>>('user/list?pageNo=2&pageSize=5');
    expect(page1.body.data!.list).toHaveLength(5);
    expect(page1.body.data!.total).toBe(page2.body.data!.total);
    expect(page1.body.data!.list.map((u) => u.userCode)).not.toContain(page2.body.data!.list[0]?.userCode);

    const detail = await adminCall<UserView>(`user/${user.id}`);
    expect(detail.body.data).toEqual(user);
  });

  it('refuses a password against the policy, a mismatch, a start after the end and a taken code, creating nothing', async () => {
    const code = nextCode('weak');
    const weak = await adminCall('user', 'POST', newUser({ userCode: code, password: 'short1', confirm: 'short1' }));
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe(ERROR_CODES.validation.code);
    expect(weak.body.mesg).toContain('at least 8 characters');
    expect(weak.body.mesg).toContain('upper-case letter');
    const mismatch = await adminCall('user', 'POST', newUser({ userCode: code, confirm: 'Other#2026' }));
    expect(mismatch.body.mesg).toContain('The two passwords do not match');
    const dates = await adminCall('user', 'POST', newUser({ userCode: code, effectiveDate: '2030-02-01', expirationDate: '2030-01-31' }));
    expect(dates.body.code).toBe(ERROR_CODES.validation.code);
    expect(dates.body.mesg).toContain('The start date must not be later than the end date');
    const unknownField = await adminCall('user', 'POST', { ...newUser({ userCode: code }), status: 'normal', passwordChangedAt: '2026-01-01' });
    expect(unknownField.body.code).toBe(ERROR_CODES.validation.code);
    const none = await adminCall<PageResult<UserView>>(`user/list?keyword=${code}`);
    expect(none.body.data!.total).toBe(0);

    const taken = await adminCall('user', 'POST', newUser({ userCode: 'OEM01' }));
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ code: ERROR_CODES.duplicate.code, mesg: 'This username is already taken' });
    const unknownRole = await adminCall('user', 'POST', newUser({ roleCode: 'no_such_role' }));
    expect(unknownRole.body).toMatchObject({ code: ERROR_CODES.businessMessage.code, mesg: 'Role no_such_role does not exist' });
  });

  it('needs an existing, active dealer for a service-outlet user', async () => {
    const missing = await adminCall('user', 'POST', newUser({ userType: 'dealer', roleCode: 'dealer' }));
    expect(missing.body.code).toBe(ERROR_CODES.validation.code);
    expect(missing.body.mesg).toContain('A service-outlet user needs a dealer code');
    const unknown = await adminCall('user', 'POST', newUser({ userType: 'dealer', roleCode: 'dealer', userAgentCode: 'NOPE404' }));
    expect(unknown.body).toMatchObject({ code: ERROR_CODES.businessMessage.code, mesg: 'Dealer NOPE404 does not exist or is not active' });

    const system = (path: string, body: unknown) => call<{ agencyCode?: string }>(`${base}/tis/api/systemService/${path}`, jsonRequest({ method: 'POST', token: admin, body }));
    const kindCode = nextCode('K');
    expect((await system('agencyKind', { kindCode, kindName: 'Service station' })).body.code).toBe('000000');
    const agencyCode = nextCode('D');
    const agency = await system('agency', { agencyCode, agencyName: 'Dealer for accounts test', kindCode, country: 'CN', status: 'active' });
    expect(agency.body.code, JSON.stringify(agency.body)).toBe('000000');

    const dealer = await createUser({ userType: 'dealer', roleCode: 'dealer', userAgentCode: agencyCode });
    expect(dealer).toMatchObject({ userType: 'dealer', userAgentCode: agencyCode });
    // Another type keeps no dealer code.
    const oem = await createUser({ userAgentCode: agencyCode });
    expect(oem.userAgentCode).toBeNull();
  });

  it('edits with the version read: a stale version answers 409001 and changes nothing', async () => {
    const user = await createUser();
    const body = { userName: 'Renamed', email: null, userType: 'oem', roleCode: 'public', brandCodes: [], effectiveDate: null, expirationDate: null, singleSession: true, version: user.version };
    const edited = await adminCall<UserView>(`user/${user.id}`, 'PUT', body);
    expect(edited.body.data).toMatchObject({ userName: 'Renamed', roleCode: 'public', roleName: 'accounts.role.name.public', singleSession: true, version: user.version + 1 });
    const stale = await adminCall(`user/${user.id}`, 'PUT', { ...body, userName: 'Lost update' });
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ code: ERROR_CODES.dataStateChanged.code, mesg: 'The data state has changed, please close and reopen' });
    expect((await adminCall<UserView>(`user/${user.id}`)).body.data!.userName).toBe('Renamed');
    const missing = await adminCall(`user/00000000-0000-4000-8000-000000000000`, 'PUT', body);
    expect(missing.status).toBe(404);
  });

  it('freezing ends the live session at once and the login answers frozen; unfreezing lets the user back in', async () => {
    const user = await createUser();
    await passwordChosen(user.userCode);
    const token = await login(user.userCode);
    expect(await userInfoStatus(token)).toBe(200);

    const frozen = await adminCall<UserView>(`user/${user.id}/status`, 'POST', { action: 'freeze', version: user.version });
    expect(frozen.body.data).toMatchObject({ status: 'frozen' });
    expect(await userInfoStatus(token)).toBe(401);
    const refused = await attemptLogin(base, { userCode: user.userCode, password: 'Initial#2026', headers: { Language: 'en_US' } });
    expect(refused.answer.body).toMatchObject({ data: LOGIN_RESULT.info, mesg: 'The account is frozen' });

    // Freezing again from the old state is a stale request.
    const again = await adminCall(`user/${user.id}/status`, 'POST', { action: 'freeze', version: frozen.body.data!.version });
    expect(again.body.code).toBe(ERROR_CODES.dataStateChanged.code);

    const unfrozen = await adminCall<UserView>(`user/${user.id}/status`, 'POST', { action: 'unfreeze', version: frozen.body.data!.version });
    expect(unfrozen.body.data).toMatchObject({ status: 'normal' });
    expect(await userInfoStatus(await login(user.userCode))).toBe(200);
  });

  it('invalidating ends the session and the login answers 8700005; activating restores it', async () => {
    const user = await createUser();
    await passwordChosen(user.userCode);
    const token = await login(user.userCode);
    const invalid = await adminCall<UserView>(`user/${user.id}/status`, 'POST', { action: 'invalidate', version: user.version });
    expect(invalid.body.data!.status).toBe('invalid');
    expect(await userInfoStatus(token)).toBe(401);
    const refused = await attemptLogin(base, { userCode: user.userCode, password: 'Initial#2026' });
    expect(refused.answer.body.code).toBe(ERROR_CODES.oauthInvalidUser.code);
    const active = await adminCall<UserView>(`user/${user.id}/status`, 'POST', { action: 'activate', version: invalid.body.data!.version });
    expect(active.body.data!.status).toBe('normal');
    expect(typeof (await attemptLogin(base, { userCode: user.userCode, password: 'Initial#2026' })).answer.body.data).toBe('object');
  });

  it('an expiration date in the past ends the session at once and the login answers expired', async () => {
    const user = await createUser();
    await passwordChosen(user.userCode);
    const token = await login(user.userCode);
    const res = await adminCall<UserView>(`user/${user.id}`, 'PUT', {
      userName: user.userName,
      email: user.email,
      userType: 'oem',
      roleCode: user.roleCode,
      brandCodes: [],
      effectiveDate: '2020-01-01',
      expirationDate: '2020-12-31',
      version: user.version,
    });
    expect(res.body.data!.expirationDate).toBe('2020-12-31');
    expect(await userInfoStatus(token)).toBe(401);
    const refused = await attemptLogin(base, { userCode: user.userCode, password: 'Initial#2026', headers: { Language: 'en_US' } });
    expect(refused.answer.body).toMatchObject({ data: LOGIN_RESULT.info, mesg: 'The account has expired' });
  });

  it('an administrator cannot freeze, invalidate or delete their own account', async () => {
    const me = (await adminCall<PageResult<UserView>>('user/list?keyword=admin')).body.data!.list.find((u) => u.userCode === 'admin')!;
    for (const action of ['freeze', 'invalidate']) {
      const res = await adminCall(`user/${me.id}/status`, 'POST', { action, version: me.version });
      expect(res.body).toMatchObject({ code: ERROR_CODES.businessMessage.code, mesg: 'You cannot freeze, invalidate or delete your own account' });
    }
    const del = await adminCall(`user/${me.id}`, 'DELETE');
    expect(del.body.code).toBe(ERROR_CODES.businessMessage.code);
    expect(await userInfoStatus(admin)).toBe(200);
  });

  it('a password set by the administrator ends the sessions and the next login asks for a new one', async () => {
    const user = await createUser();
    await passwordChosen(user.userCode);
    const token = await login(user.userCode);
    const weak = await adminCall(`user/${user.id}/password`, 'POST', { password: 'alllowercase1', confirm: 'alllowercase1' });
    expect(weak.body.code).toBe(ERROR_CODES.validation.code);
    expect(await userInfoStatus(token)).toBe(200);
    const res = await adminCall<UserView>(`user/${user.id}/password`, 'POST', { password: 'Temporary#77', confirm: 'Temporary#77' });
    expect(res.body.data!.passwordSet).toBe(false);
    expect(await userInfoStatus(token)).toBe(401);
    expect((await attemptLogin(base, { userCode: user.userCode, password: 'Initial#2026' })).answer.body.data).toBe(0);
    expect((await attemptLogin(base, { userCode: user.userCode, password: 'Temporary#77' })).answer.body.data).toBe(LOGIN_RESULT.passwordMustChange);
  });

  it('deleting an account ends its sessions; its login answers wrong user', async () => {
    const user = await createUser();
    await passwordChosen(user.userCode);
    const token = await login(user.userCode);
    expect((await adminCall<boolean>(`user/${user.id}`, 'DELETE')).body.data).toBe(true);
    expect(await userInfoStatus(token)).toBe(401);
    expect((await attemptLogin(base, { userCode: user.userCode, password: 'Initial#2026' })).answer.body.code).toBe(ERROR_CODES.oauthWrongUser.code);
    expect((await adminCall(`user/${user.id}`)).status).toBe(404);
  });

  it('creates, renames and deletes roles; a taken code and a role in use are refused', async () => {
    const roleCode = nextCode('role_');
    const created = await adminCall<RoleView>('role', 'POST', { roleCode, roleName: 'Auditor', remark: '' });
    expect(created.body.data).toMatchObject({ roleCode, roleName: 'Auditor', remark: null, userCount: 0, version: 1 });
    const dup = await adminCall('role', 'POST', { roleCode: roleCode.toUpperCase(), roleName: 'Again' });
    expect(dup.body).toMatchObject({ code: ERROR_CODES.duplicate.code, mesg: 'This code already exists' });

    const renamed = await adminCall<RoleView>(`role/${created.body.data!.id}`, 'PUT', { roleName: 'Senior auditor', remark: 'reads logs', version: 1 });
    expect(renamed.body.data).toMatchObject({ roleName: 'Senior auditor', remark: 'reads logs', version: 2 });
    expect((await adminCall(`role/${created.body.data!.id}`, 'PUT', { roleName: 'x', version: 1 })).body.code).toBe(ERROR_CODES.dataStateChanged.code);

    const listed = await adminCall<PageResult<RoleView>>(`role/list?keyword=${roleCode}`);
    expect(listed.body.data).toMatchObject({ total: 1, list: [{ roleCode, roleName: 'Senior auditor' }] });
    const dealerRole = (await adminCall<PageResult<RoleView>>('role/list?keyword=dealer')).body.data!.list.find((r) => r.roleCode === 'dealer')!;
    expect(dealerRole.userCount).toBeGreaterThanOrEqual(3);
    const options = await adminCall<{ roleCode: string; roleName: string }[]>('role/options');
    expect(options.body.data!.map((o) => o.roleCode)).toEqual(expect.arrayContaining(['sysadmin', 'dealer', roleCode]));

    const holder = await createUser({ roleCode });
    const inUse = await adminCall(`role/${created.body.data!.id}`, 'DELETE');
    expect(inUse.status).toBe(200);
    expect(inUse.body).toMatchObject({ code: ERROR_CODES.inUse.code, mesg: 'The item is in use and cannot be deleted' });
    expect((await adminCall<PageResult<RoleView>>(`role/list?keyword=${roleCode}`)).body.data!.total).toBe(1);

    await adminCall(`user/${holder.id}`, 'DELETE');
    expect((await adminCall<boolean>(`role/${created.body.data!.id}`, 'DELETE')).body.data).toBe(true);
    expect((await adminCall<PageResult<RoleView>>(`role/list?keyword=${roleCode}`)).body.data!.total).toBe(0);
  });

  it('replacing a role’s rights changes what a signed-in holder may do, within the session cache time', async () => {
    const roleCode = nextCode('logreader_');
    const role = (await adminCall<RoleView>('role', 'POST', { roleCode, roleName: 'Log reader' })).body.data!;
    const tree = (await adminCall<RightNode[]>('right/tree')).body.data!;
    const flat = (nodes: RightNode[]): RightNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const logPage = flat(tree).find((n) => n.funLink === 'UserOperationLog')!;
    const indexPage = flat(tree).find((n) => n.funLink === 'index')!;
    const set = await adminCall<number[]>(`role/${role.id}/rights`, 'PUT', { itemIds: [logPage.itemId, indexPage.itemId, logPage.itemId] });
    expect(set.body.data).toEqual([indexPage.itemId, logPage.itemId].sort((a, b) => a - b));
    expect((await adminCall<number[]>(`role/${role.id}/rights`)).body.data).toEqual(set.body.data);

    const user = await createUser({ roleCode });
    await passwordChosen(user.userCode);
    const token = await login(user.userCode);
    const logList = `${base}/tis/api/logService/operationLog/list`;
    expect((await call(logList, { headers: { authorization: token } })).status).toBe(200);
    expect((await call(api('user/list'), { headers: { authorization: token } })).status).toBe(403);

    const unknown = await adminCall(`role/${role.id}/rights`, 'PUT', { itemIds: [indexPage.itemId, 99_999_999] });
    expect(unknown.body).toMatchObject({ code: ERROR_CODES.businessMessage.code, mesg: 'These permission items do not exist: 99999999' });
    expect((await adminCall<number[]>(`role/${role.id}/rights`)).body.data).toEqual(set.body.data);

    const started = Date.now();
    await adminCall(`role/${role.id}/rights`, 'PUT', { itemIds: [indexPage.itemId] });
    await eventually(async () => ((await call(logList, { headers: { authorization: token } })).status === 403 ? true : undefined), 5000, 'the right to be withdrawn');
    expect(Date.now() - started).toBeLessThan(4000);
    // The session itself lives on.
    expect(await userInfoStatus(token)).toBe(200);
  });

  it('keeps the permission tree: root with sorted children, server-given item ids, no deleting of parents or built-in items', async () => {
    const tree = (await adminCall<RightNode[]>('right/tree')).body.data!;
    expect(tree).toHaveLength(1);
    const root = tree[0]!;
    expect(root).toMatchObject({ itemId: 1, parentItemId: null, builtIn: true });
    const sorts = root.children.map((c) => c.sortNo);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    // Folders are named by text keys (shown in the user's language), pages by their route key.
    expect(root.children.map((c) => c.name)).toEqual(expect.arrayContaining(['app.menu.group.home', 'app.menu.group.logs', 'accounts.right.group.adminFunctions', 'accounts.right.group.documentActions']));
    expect(root.children.find((c) => c.name === 'app.menu.group.home')?.children[0]).toMatchObject({ name: 'index', funLink: 'index' });

    const folder = await adminCall<RightNode>('right', 'POST', { parentItemId: root.itemId, name: 'Regional TSB actions', funLink: '', sortNo: 95 });
    expect(folder.body.data!.itemId).toBeGreaterThanOrEqual(CUSTOM_RIGHT_ITEM_START);
    const leaf = await adminCall<RightNode>('right', 'POST', {
      parentItemId: folder.body.data!.itemId,
      name: 'Submit TSB',
      funLink: 'submit',
      headApi: '/tis/api/documentService/tsb',
      sortNo: 1,
    });
    expect(leaf.body.data).toMatchObject({ parentItemId: folder.body.data!.itemId, funLink: 'submit', headApi: '/tis/api/documentService/tsb', builtIn: false });
    expect(leaf.body.data!.itemId).toBe(folder.body.data!.itemId + 1);
    const badApi = await adminCall('right', 'POST', { parentItemId: root.itemId, name: 'x', funLink: 'edit', headApi: 'documentService' });
    expect(badApi.body.mesg).toContain('The api must start with /tis/api/');
    const orphan = await adminCall('right', 'POST', { parentItemId: 424242, name: 'x', funLink: '' });
    expect(orphan.body.mesg).toBe('The parent permission item does not exist');

    const edited = await adminCall<RightNode>(`right/${leaf.body.data!.itemId}`, 'PUT', { name: 'Submit TSB (region)', funLink: 'submit', headApi: '/tis/api/documentService/tsb/region', sortNo: 2 });
    expect(edited.body.data).toMatchObject({ name: 'Submit TSB (region)', headApi: '/tis/api/documentService/tsb/region', sortNo: 2 });

    const after = (await adminCall<RightNode[]>('right/tree')).body.data![0]!;
    const placed = after.children.find((c) => c.itemId === folder.body.data!.itemId)!;
    expect(placed.children.map((c) => c.name)).toEqual(['Submit TSB (region)']);

    const parentInUse = await adminCall(`right/${folder.body.data!.itemId}`, 'DELETE');
    expect(parentInUse.body.code).toBe(ERROR_CODES.inUse.code);
    const builtIn = root.children[0]!;
    expect((await adminCall(`right/${builtIn.itemId}`, 'DELETE')).body.mesg).toBe('Built-in permission items cannot be deleted and their funLink cannot be changed');
    const renameBuiltIn = await adminCall(`right/${builtIn.itemId}`, 'PUT', { name: builtIn.name, funLink: 'hijacked', sortNo: builtIn.sortNo });
    expect(renameBuiltIn.body.code).toBe(ERROR_CODES.businessMessage.code);

    // A role holding the leaf loses it with the leaf.
    const role = (await adminCall<RoleView>('role', 'POST', { roleCode: nextCode('tsb_'), roleName: 'TSB submitter' })).body.data!;
    await adminCall(`role/${role.id}/rights`, 'PUT', { itemIds: [leaf.body.data!.itemId] });
    expect((await adminCall<boolean>(`right/${leaf.body.data!.itemId}`, 'DELETE')).body.data).toBe(true);
    expect((await adminCall<number[]>(`role/${role.id}/rights`)).body.data).toEqual([]);
    expect((await adminCall<boolean>(`right/${folder.body.data!.itemId}`, 'DELETE')).body.data).toBe(true);
    expect((await adminCall(`right/${folder.body.data!.itemId}`, 'DELETE')).status).toBe(404);
  });

  it('documents the administration in the oauthService OpenAPI document', async () => {
    const doc = (await (await fetch(`${base}/tis/api/oauthService/openapi.json`)).json()) as { paths: Record<string, Record<string, { 'x-tis-access': unknown }>> };
    expect(doc.paths['/tis/api/oauthService/user/{id}/status']?.['post']?.['x-tis-access']).toEqual({ kind: 'page', pages: ['baseinfouser'] });
    expect(doc.paths['/tis/api/oauthService/right/tree']?.['get']?.['x-tis-access']).toEqual({ kind: 'page', pages: ['baseinfoauthority', 'baseinforole'] });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/tis/api/oauthService/user/list', '/tis/api/oauthService/role/{id}/rights', '/tis/api/oauthService/right/{itemId}']));
  });

  it('refuses the administration to users without the pages', async () => {
    const dealer = await loginAs(base, 'dealer01');
    for (const path of ['user/list', 'role/list', 'right/tree', 'role/options']) {
      expect((await call(api(path), { headers: { authorization: dealer } })).status, path).toBe(403);
    }
    expect((await call(api('user/list'))).status).toBe(401);
  });
});
