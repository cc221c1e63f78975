import {
  type CreateOf,
  excelColumns,
  type LoginResult,
  type PageResult,
  type ResourceDescriptor,
  type ResourceImportResult,
  resourcePath,
  type RightNode,
  type RoleView,
  type RowOf,
  type UpdateOf,
  WEB_TEXTS,
} from '@tis/contracts';
import { cellText, readFirstSheet } from '@tis/nest';
import { attemptLogin, call, type CallResult, type DemoUser, loginAs, multipartBody, TEST_DIALECTS, xlsxOf } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient, type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/** A resource's rows as the suite needs them: what to send, and how to make a row "in use". */
export interface ResourceSuite<D extends ResourceDescriptor> {
  /** A valid create body with this code and this text in a keyword column (letters, digits, spaces, `%` and `_`). */
  create: (code: string, text: string) => CreateOf<D>;
  /** A valid update body for the row, without its version. */
  update: (row: RowOf<D>) => Omit<UpdateOf<D>, 'version'>;
  /** Makes the row "in use" through the API (`client`: paths under /tis/api/, as admin); absent for a resource that has no in-use rule (`inUseWhen`). */
  useRow?: (row: RowOf<D>, client: ApiClient) => Promise<unknown>;
  /** A signed-in user whose role has neither the page nor the write actions (default dealer01). */
  outsider?: DemoUser;
  /**
   * The resource's spelling of a suite code ('SUITE-DUP', 'suite-dup', …) when its codes have a
   * format of their own (language codes: 'zz_DUP'); keep the case of what it is given. Default: as
   * given. Not with `excel` yet: the Excel tests name their codes as given.
   */
  code?: (suiteCode: string) => string;
  /** A resource without code columns: the suite code a row was created with (`create` puts it in a keyword column). */
  codeOfRow?: (row: RowOf<D>) => string;
  /** Runs once per database after the sign-in, before the tests (uploads a file `create` needs …); `base`: the portal's address. */
  prepare?: (context: { base: string; admin: string; client: ApiClient }) => Promise<void>;
}

type Row = { id: string; version: number } & Record<string, unknown>;

/**
 * The codes the suite's tests (without `excel`) add rows with, as given to `create`: a resource
 * whose rows name another row by their code (a series' settings, a model's markets) adds those
 * rows in `prepare`.
 */
export const SUITE_CODES = [
  'SUITE-DUP',
  'SUITE-VER',
  'SUITE-DEL',
  'SUITE-USED',
  'SUITE-403',
  'SUITE-404',
  ...[0, 1, 2, 3, 4, 5].map((i) => `SUITE-PG${i}`),
  ...[1, 2, 3, 4].map((i) => `SUITE-KW${i}`),
] as const;

/**
 * The standard medium suite of a resource (shared/nest `resourceController` + `VersionedCrudService`)
 * on the embedded portal, on SQLite and MariaDB: a code repeated in any case answers 409002, a stale
 * edit 409001, a delete while in use 409003, a role without the page or action 403; page sizes 5
 * to 500 only; the keyword's `%` and `_` match themselves. With `excel`: the export of the
 * keyword's rows and the template headed in the caller's language, the import of all rows or none
 * with its per-row report, 415 / 413 for a file that is no workbook or too large, 403 without the
 * import action.
 */
/**
 * One embedded portal per database for all the resources of a test file: booting one (nine
 * databases, their migrations and demo data) costs far more than a resource's tests. Each resource
 * writes only its own table and names its role and user after itself, so they share it safely.
 */
const portals = new Map<(typeof TEST_DIALECTS)[number], Promise<EmbeddedPortal>>();
let stopRegistered = false;

export function sharedPortal(dialect: (typeof TEST_DIALECTS)[number]): Promise<EmbeddedPortal> {
  let portal = portals.get(dialect);
  if (!portal) {
    portal = startEmbeddedPortal({ name: 'resources', dialect });
    portals.set(dialect, portal);
  }
  return portal;
}

export function describeResource<D extends ResourceDescriptor>(descriptor: D, suite: ResourceSuite<D>): void {
  if (!stopRegistered) {
    // The file's last hook: the shared portals stop after every resource ran.
    stopRegistered = true;
    afterAll(async () => {
      const started = [...portals.values()];
      portals.clear();
      await Promise.allSettled(started.map(async (portal) => (await portal).stop()));
    });
  }
  describe.each(TEST_DIALECTS)(`resource ${descriptor.name} on %s`, (dialect) => {
    let portal: EmbeddedPortal | undefined;
    const base = (): string => portal?.base ?? '';
    let admin: string;
    let outsider: string;
    const { api, ok } = apiClient(`/tis/api/${resourcePath(descriptor)}`, base, () => admin);
    const anyApi = apiClient('/tis/api/', base, () => admin);
    const codeOf = suite.code ?? ((code: string) => code);
    const create = (code: string, text: string) => suite.create(codeOf(code), text);
    const add = (code: string, text: string) => ok<Row>('POST', '', create(code, text));
    const list = (query: Record<string, string | number>) =>
      api<PageResult<Row>>('GET', `/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`);
    // A resource without a keyword (keywordFields empty) narrows its list by its code's equality filter.
    const hasKeyword = descriptor.keywordFields.length > 0;
    const [firstCode = ''] = descriptor.codeFields;
    if (!hasKeyword && !descriptor.fields.some((f) => f.name === firstCode && f.filter)) throw new Error(`${descriptor.name}: a resource without a keyword needs a filter on its code`);

    beforeAll(async () => {
      portal = await sharedPortal(dialect);
      admin = await loginAs(base(), 'admin');
      outsider = await loginAs(base(), suite.outsider ?? 'dealer01');
      await suite.prepare?.({ base: base(), admin, client: anyApi });
    }, 120_000);

    // A resource without code columns has no "coding repeated".
    it.skipIf(descriptor.codeFields.length === 0)('refuses a code that exists in any case with 409002 "coding repeated"', async () => {
      const [code] = descriptor.codeFields;
      const first = await add('SUITE-DUP', 'duplicate one');
      expect(first[code ?? '']).toBe(codeOf('SUITE-DUP'));
      for (const again of ['SUITE-DUP', 'suite-dup', 'Suite-Dup']) {
        const refused = await api('POST', '', create(again, 'duplicate two'));
        expect(refused.body, again).toMatchObject({ code: '409002', mesg: 'This code already exists' });
      }
      expect((await list(hasKeyword ? { keyword: 'duplicate' } : { [firstCode]: codeOf('SUITE-DUP') })).body.data?.total).toBe(1);
    });

    it('changes a row with its version and refuses a stale edit with 409001', async () => {
      const row = await add('SUITE-VER', 'versioned');
      const changed = await ok<Row>('PUT', `/${row.id}`, { ...suite.update(row as RowOf<D>), version: row.version });
      expect(changed.version).toBe(row.version + 1);
      const stale = await api('PUT', `/${row.id}`, { ...suite.update(row as RowOf<D>), version: row.version });
      expect(stale.body).toMatchObject({ code: '409001', mesg: 'The data state has changed, please close and reopen' });
      expect((await api('PUT', '/no-such-row', { ...suite.update(row as RowOf<D>), version: 1 })).body.code).toBe('404');
    });

    it(suite.useRow ? 'refuses to delete a row in use with 409003 and deletes an unused one' : 'deletes a row (nothing keeps it)', async () => {
      expect(descriptor.inUseWhen !== undefined, 'inUseWhen and useRow go together').toBe(suite.useRow !== undefined);
      const row = await add('SUITE-DEL', 'deleted');
      if (suite.useRow) {
        const used = await add('SUITE-USED', 'used');
        await suite.useRow(used as RowOf<D>, anyApi);
        expect((await api('DELETE', `/${used.id}`)).body).toMatchObject({ code: '409003', mesg: 'The item is in use and cannot be deleted' });
      }
      expect(await ok('DELETE', `/${row.id}`)).toBe(true);
      expect((await api('DELETE', `/${row.id}`)).body.code).toBe('404');
    });

    it(`answers 403 to a role without the page or the write actions, on every ${descriptor.listForAll ? 'write (the list is open to every signed-in user)' : 'route'}`, async () => {
      const row = await add('SUITE-403', 'forbidden');
      if (descriptor.listForAll) expect((await api('GET', '/list', undefined, outsider)).status).toBe(200);
      type Route = [Parameters<typeof api>[0], string, unknown];
      const routes: Route[] = [
        ...(descriptor.listForAll ? [] : [['GET', '/list', undefined] satisfies Route]),
        ['POST', '', create('SUITE-404', 'forbidden')],
        ['PUT', `/${row.id}`, { ...suite.update(row as RowOf<D>), version: row.version }],
        ['DELETE', `/${row.id}`, undefined],
      ];
      for (const [method, path, body] of routes) {
        const refused = await api(method, path, body, outsider);
        expect(refused.status, `${method} ${path}`).toBe(403);
      }
      expect((await ok<Row>('PUT', `/${row.id}`, { ...suite.update(row as RowOf<D>), version: row.version })).version).toBe(row.version + 1);
    });

    it('pages by 5 to 500 rows only', async () => {
      for (const pageSize of [4, 501, 0]) {
        const refused = await list({ pageSize });
        expect(refused.status, String(pageSize)).toBe(400);
        expect(refused.body.mesg).toBe('The submitted data is invalid: pageSize: The page size must be from 5 to 500');
      }
      for (const pageSize of [5, 500]) expect((await list({ pageSize })).body.data?.list.length, String(pageSize)).toBeLessThanOrEqual(pageSize);
      for (let i = 0; i < 6; i++) await add(`SUITE-PG${i}`, `paged row ${i}`);
      if (hasKeyword) {
        const first = (await list({ keyword: 'paged row', pageNo: 1, pageSize: 5 })).body.data;
        const second = (await list({ keyword: 'paged row', pageNo: 2, pageSize: 5 })).body.data;
        expect([first?.total, first?.list.length, second?.list.length]).toEqual([6, 5, 1]);
        return;
      }
      // Without a keyword the whole list pages: the first page is full, the last holds the rest.
      const first = (await list({ pageNo: 1, pageSize: 5 })).body.data;
      const total = first?.total ?? 0;
      const pages = Math.ceil(total / 5);
      const last = (await list({ pageNo: pages, pageSize: 5 })).body.data;
      expect([total >= 6, first?.list.length, last?.list.length]).toEqual([true, 5, total - 5 * (pages - 1)]);
    });

    it.skipIf(!hasKeyword)('matches the keyword literally: % and _ are no wildcards', async () => {
      await add('SUITE-KW1', 'rate 100% a');
      await add('SUITE-KW2', 'rate 1000 b');
      await add('SUITE-KW3', 'under_score');
      await add('SUITE-KW4', 'underxscore');
      const [codeField] = descriptor.codeFields;
      const rowCode = (row: Row): unknown => (codeField === undefined ? suite.codeOfRow?.(row as RowOf<D>) : row[codeField]);
      const codes = async (keyword: string) => (await list({ keyword })).body.data?.list.map(rowCode);
      expect(await codes('100%')).toEqual([codeOf('SUITE-KW1')]);
      expect(await codes('r_s')).toEqual([codeOf('SUITE-KW3')]);
      expect(await codes('RATE 1')).toEqual([codeOf('SUITE-KW1'), codeOf('SUITE-KW2')]);
      expect(await codes(codeOf('suite-kw4'))).toEqual([codeOf('SUITE-KW4')]);
    });

    if (descriptor.excel && suite.code) throw new Error(`${descriptor.name}: the Excel tests take the suite codes as given`);
    if (descriptor.excel) describeExcel(descriptor, suite, { base, admin: () => admin, outsider: () => outsider, add, list, portal: () => portal });
  });
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
type Cell = string | number | null;

/** What the Excel tests use of their resource's describe block. */
interface SuiteContext {
  base: () => string;
  admin: () => string;
  outsider: () => string;
  add: (code: string, text: string) => Promise<Row>;
  list: (query: Record<string, string | number>) => Promise<CallResult<PageResult<Row>>>;
  portal: () => EmbeddedPortal | undefined;
}

/** The Excel tests of a resource with `excel` (inside its describe block of one dialect). */
function describeExcel<D extends ResourceDescriptor>(descriptor: D, suite: ResourceSuite<D>, { base, admin, outsider, add, list, portal }: SuiteContext): void {
  const path = () => `${base()}/tis/api/${resourcePath(descriptor)}`;
  const columns = excelColumns(descriptor);
  const [codeField = ''] = descriptor.codeFields;
  const headers = (lang: 'zh_CN' | 'en_US') => columns.map((c) => WEB_TEXTS[lang][c.label]);
  const codeHeader = headers('en_US')[columns.findIndex((c) => c.name === codeField)];
  /** A sheet row of a create body, in the column order: lists comma-separated. */
  const cellsOf = (body: Record<string, unknown>): Cell[] =>
    columns.map(({ name }) => {
      const value = body[name];
      if (Array.isArray(value)) return value.join(', ');
      if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
      return typeof value === 'string' || typeof value === 'number' ? value : null;
    });
  const fileOf = (...rows: Cell[][]): Buffer => xlsxOf([headers('en_US'), ...rows]);
  const rowOf = (code: string, text: string): Cell[] => cellsOf(suite.create(code, text));
  const download = async (file: 'export' | 'template', query = '', lang = 'en_US', token = admin()) => fetch(`${path()}/${file}${query}`, { headers: { authorization: token, Language: lang } });
  const sheetOf = async (res: Response): Promise<string[][]> => {
    const rows: string[][] = [];
    for await (const row of readFirstSheet(Buffer.from(await res.arrayBuffer()))) rows.push(row.values.map((v) => cellText(v)));
    return rows;
  };
  const upload = (data: Buffer, token = admin(), fileName = 'rows.xlsx'): Promise<CallResult<ResourceImportResult>> => {
    const { body, contentType } = multipartBody('file', fileName, XLSX, data);
    return call<ResourceImportResult>(`${path()}/import`, { method: 'POST', headers: { authorization: token, 'content-type': contentType, Language: 'en_US' }, body });
  };
  const codesOf = async (keyword: string) => (await list({ keyword })).body.data?.list.map((r) => r[codeField]);

  it('exports the rows of the keyword under the column labels of the caller’s language, and the template', async () => {
    await add('SUITE-XP2', 'exported two');
    await add('SUITE-XP1', 'exported one');
    await add('SUITE-XQ', 'left out');
    const res = await download('export', '?keyword=exported&pageNo=1&pageSize=5');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${descriptor.excel?.fileName ?? ''}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"$`));
    const rows = await sheetOf(res);
    expect(rows[0]).toEqual(headers('en_US'));
    const codeAt = columns.findIndex((c) => c.name === codeField);
    expect(rows.slice(1).map((r) => r[codeAt])).toEqual(['SUITE-XP1', 'SUITE-XP2']);
    expect(rows[1]?.slice(0, columns.length)).toEqual(rowOf('SUITE-XP1', 'exported one').map((c) => cellText(c)).slice(0, rows[1]?.length));

    const chinese = await sheetOf(await download('export', '?keyword=exported', 'zh_CN'));
    expect(chinese[0]).toEqual(headers('zh_CN'));
    const template = await download('template', '', 'zh_CN');
    expect(template.headers.get('content-disposition')).toBe(`attachment; filename="${descriptor.excel?.fileName ?? ''}-template.xlsx"`);
    expect(await sheetOf(template)).toEqual([headers('zh_CN')]);
  });

  it('imports a workbook in one go: a row whose code exists in any case changes that row, the others are added; an export imports back unchanged', async () => {
    const old = await add('SUITE-IM1', 'import before');
    const res = await upload(fileOf(rowOf('suite-im1', 'import changed'), rowOf('SUITE-IM2', 'import added')));
    expect(res.body.data, JSON.stringify(res.body)).toEqual({ imported: true, rows: 2, created: 1, updated: 1, unchanged: 0, problems: [] });
    const changed = (await list({ keyword: 'import changed' })).body.data?.list ?? [];
    expect(changed.map((r) => [r.id, r[codeField], r.version])).toEqual([[old.id, 'SUITE-IM1', old.version + 1]]);
    expect(await codesOf('import added')).toEqual(['SUITE-IM2']);

    const exported = await download('export', '?keyword=SUITE-IM');
    const again = await upload(Buffer.from(await exported.arrayBuffer()));
    expect(again.body.data).toEqual({ imported: true, rows: 2, created: 0, updated: 0, unchanged: 2, problems: [] });
  });

  it('changes nothing when one row is bad, and reports that row and column', async () => {
    await add('SUITE-IB1', 'import kept');
    const emptyCode = rowOf('SUITE-IB9', 'import bad').map((cell, i) => (columns[i]?.name === codeField ? null : cell));
    const res = await upload(fileOf(rowOf('SUITE-IB1', 'import would change'), rowOf('SUITE-IB2', 'import would add'), emptyCode));
    const report = res.body.data;
    expect(report).toMatchObject({ imported: false, rows: 3, created: 0, updated: 0, unchanged: 0 });
    expect(report?.problems).toEqual([{ row: 4, column: codeHeader, message: 'This field cannot be empty' }]);
    expect(await codesOf('import kept')).toEqual(['SUITE-IB1']);
    expect(await codesOf('import would')).toEqual([]);
  });

  it('refuses a code repeated in the file in any case, naming both rows', async () => {
    const res = await upload(fileOf(rowOf('SUITE-ID1', 'import twice'), rowOf('suite-id1', 'import twice again')));
    expect(res.body.data).toMatchObject({ imported: false, problems: [{ row: 3, column: codeHeader, message: 'The code suite-id1 appears more than once (first in row 2)' }] });
    expect(await codesOf('import twice')).toEqual([]);
  });

  it('answers 415 to a file that is no workbook, 413 to one over 10 MB, and reports the wrong headers', async () => {
    expect((await upload(Buffer.from('code,name\nA,B\n'), admin(), 'rows.csv')).status).toBe(415);
    const tooBig = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(10 * 1024 * 1024, 1)]));
    expect(tooBig.status).toBe(413);
    const wrong = await upload(xlsxOf([['Colour'], ['red']]));
    expect(wrong.body.data?.imported).toBe(false);
    expect(wrong.body.data?.problems[0]).toEqual({ row: 1, column: 'Colour', message: 'The column "Colour" is not a column of the template' });
  });

  it('answers 403 to the Excel routes for a role without the page, and to the import for one without the import action', async () => {
    for (const res of [await download('export', '', 'en_US', outsider()), await download('template', '', 'en_US', outsider()), await upload(fileOf(rowOf('SUITE-IF', 'refused import')), outsider())]) {
      expect(res.status).toBe(403);
    }
    const importAction = descriptor.actions?.import;
    if (!importAction) return;
    const token = await signInWithPageOnly(base(), admin(), portal(), descriptor.page, descriptor.name);
    expect((await download('export', '', 'en_US', token)).status).toBe(200);
    expect((await download('template', '', 'en_US', token)).status).toBe(200);
    expect((await upload(fileOf(rowOf('SUITE-IF', 'refused import')), token)).status).toBe(403);
    expect(await codesOf('refused import')).toEqual([]);
  });
}

/** A new user whose role has the page and nothing else (no action keys), signed in. */
async function signInWithPageOnly(base: string, admin: string, portal: EmbeddedPortal | undefined, page: string, name: string): Promise<string> {
  const oauth = apiClient('/tis/api/oauthService/', () => base, () => admin);
  const roleCode = `page_only_${name}`.toLowerCase();
  const role = await oauth.ok<RoleView>('POST', 'role', { roleCode, roleName: 'Page only' });
  const flat = (nodes: RightNode[]): RightNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const items = flat(await oauth.ok<RightNode[]>('GET', 'right/tree')).filter((n) => n.funLink === page || n.funLink === 'index');
  await oauth.ok('PUT', `role/${role.id}/rights`, { itemIds: items.map((n) => n.itemId) });
  const userCode = `po_${name}`.toLowerCase();
  const password = 'PageOnly#2026';
  await oauth.ok('POST', 'user', { userCode, userName: 'Page only', email: 'page.only@tis.local', userType: 'oem', roleCode, password, confirm: password });
  // The user chose their own password (what the first-login reset does), so the login opens a session.
  const db = await portal?.db('oauth');
  await db?.query('UPDATE user_account SET password_changed_at = ? WHERE user_code = ?', [portal?.bind(new Date()), userCode]);
  const { answer } = await attemptLogin(base, { userCode, password });
  return (answer.body.data as LoginResult).accessToken;
}
