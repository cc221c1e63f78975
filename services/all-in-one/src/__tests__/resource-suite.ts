import { type CreateOf, type PageResult, type ResourceDescriptor, resourcePath, type RowOf, type UpdateOf } from '@tis/contracts';
import { type DemoUser, loginAs, TEST_DIALECTS } from '@tis/nest/testing';
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
}

type Row = { id: string; version: number } & Record<string, unknown>;

/**
 * The standard medium suite of a resource (shared/nest `resourceController` + `VersionedCrudService`)
 * on the embedded portal, on SQLite and MariaDB: a code repeated in any case answers 409002, a stale
 * edit 409001, a delete while in use 409003, a role without the page or action 403; page sizes 5
 * to 500 only; the keyword's `%` and `_` match themselves.
 */
export function describeResource<D extends ResourceDescriptor>(descriptor: D, suite: ResourceSuite<D>): void {
  describe.each(TEST_DIALECTS)(`resource ${descriptor.name} on %s`, (dialect) => {
    let portal: EmbeddedPortal | undefined;
    const base = (): string => portal?.base ?? '';
    let admin: string;
    let outsider: string;
    const { api, ok } = apiClient(`/tis/api/${resourcePath(descriptor)}`, base, () => admin);
    const anyApi = apiClient('/tis/api/', base, () => admin);
    const add = (code: string, text: string) => ok<Row>('POST', '', suite.create(code, text));
    const list = (query: Record<string, string | number>) =>
      api<PageResult<Row>>('GET', `/list?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`);

    beforeAll(async () => {
      portal = await startEmbeddedPortal({ name: `res_${descriptor.name}`.toLowerCase(), dialect });
      admin = await loginAs(base(), 'admin');
      outsider = await loginAs(base(), suite.outsider ?? 'dealer01');
    }, 120_000);

    afterAll(() => portal?.stop());

    it('refuses a code that exists in any case with 409002 "coding repeated"', async () => {
      const [code] = descriptor.codeFields;
      const first = await add('SUITE-DUP', 'duplicate one');
      expect(first[code ?? '']).toBe('SUITE-DUP');
      for (const again of ['SUITE-DUP', 'suite-dup', 'Suite-Dup']) {
        const refused = await api('POST', '', suite.create(again, 'duplicate two'));
        expect(refused.body, again).toMatchObject({ code: '409002', mesg: 'This code already exists' });
      }
      expect((await list({ keyword: 'duplicate' })).body.data?.total).toBe(1);
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

    it('answers 403 to a role without the page or the write actions, on every route', async () => {
      const row = await add('SUITE-403', 'forbidden');
      const routes: [Parameters<typeof api>[0], string, unknown][] = [
        ['GET', '/list', undefined],
        ['POST', '', suite.create('SUITE-404', 'forbidden')],
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
      const first = (await list({ keyword: 'paged row', pageNo: 1, pageSize: 5 })).body.data;
      const second = (await list({ keyword: 'paged row', pageNo: 2, pageSize: 5 })).body.data;
      expect([first?.total, first?.list.length, second?.list.length]).toEqual([6, 5, 1]);
    });

    it('matches the keyword literally: % and _ are no wildcards', async () => {
      await add('SUITE-KW1', 'rate 100% a');
      await add('SUITE-KW2', 'rate 1000 b');
      await add('SUITE-KW3', 'under_score');
      await add('SUITE-KW4', 'underxscore');
      const codes = async (keyword: string) => (await list({ keyword })).body.data?.list.map((r) => r[descriptor.codeFields[0] ?? '']);
      expect(await codes('100%')).toEqual(['SUITE-KW1']);
      expect(await codes('r_s')).toEqual(['SUITE-KW3']);
      expect(await codes('RATE 1')).toEqual(['SUITE-KW1', 'SUITE-KW2']);
      expect(await codes('suite-kw4')).toEqual(['SUITE-KW4']);
    });
  });
}
