import { randomUUID } from 'node:crypto';
import { APPROVAL_RESULT, CLAIM_CATEGORIES, type ClaimQueryInput, claimQuerySchema } from '@tis/contracts';
import { keyPage, openDatabase, pageQuery } from '@tis/nest';
import { keyPagePlan, queryPlan, seededRandom, startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '@tis/nest/testing';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_SERVICE } from '../../document.module.js';
import { andPublishedScope, andWorkScope } from '../../kernel/document-access.js';
import type { DocumentActor } from '../../kernel/document-actors.js';
import { ClaimCase } from '../claim.entity.js';
import { claimListPage, type ClaimList, whereClaims } from '../claim.service.js';

const CLAIMS = 1_200;
const PAGE_SIZE = 20;
const BRANDS = ['PC', 'CV', 'OS'];
/** Fewer distinct times than claims: many claims share a creation or publishing time, so pages end inside a tie. */
const TIMES = 150;
const DAY_MS = 86_400_000;
const START = Date.parse('2026-01-01T00:00:00.000Z');

/** An administrator who approves and publishes: every brand, no organisation. */
const admin = { user: { brandCodes: [] as string[] }, userCode: 'admin', actions: ['verify', 'publish'], approverDepartments: ['AS-RS-E'], author: { orgCode: null } } as unknown as DocumentActor;
/** A dealer's author: their organisation's claims; published ones of one brand. */
const dealer = { user: { brandCodes: ['PC'] }, userCode: 'dealer01', actions: [], approverDepartments: [], author: { orgCode: 'D3' } } as unknown as DocumentActor;

const scopes: Record<ClaimList, (actor: DocumentActor) => (qb: SelectQueryBuilder<ClaimCase>) => void> = {
  work: (actor) => (qb) => andWorkScope(qb, actor),
  published: (actor) => (qb) => andPublishedScope(qb, actor),
};
const ORDER: Record<ClaimList, string> = { work: 'c.createdAt', published: 'c.publishTime' };

/**
 * The claim lists (/ClaimManage, /ClaimList) read a page with keyPage: a deferred join over the index
 * of their scope and order (newest first, then by id), whatever the page; the rows and total are
 * those of the plain OFFSET query the lists sent before, for every filter, on each database — also
 * when a page ends inside a run of claims of one time, and on MariaDB when the times differ in
 * microseconds only (a Date keeps milliseconds).
 */
describe.each(TEST_DIALECTS)('the claim lists on %s', (dialect) => {
  let server: TestDatabaseServer;
  let ds: DataSource;

  beforeAll(async () => {
    server = await startTestDatabase(dialect);
    ds = await openDatabase({ url: server.url('claim_list'), entities: DOCUMENT_SERVICE.entities, migrations: DOCUMENT_SERVICE.migrations });
    const random = seededRandom(7);
    const claims: Partial<ClaimCase>[] = [];
    for (let i = 0; i < CLAIMS; i++) {
      const brandCode = BRANDS[Math.floor(random() * BRANDS.length)]!;
      const submitted = random() < 0.8;
      const approved = submitted && random() < 0.8;
      const published = approved && random() < 0.8;
      const createdAt = new Date(START + Math.floor(random() * TIMES) * DAY_MS / 10);
      claims.push({
        id: randomUUID(), version: 1, claimNo: `CL${String(i).padStart(6, '0')}`, faultDescription: 'Pump leak', cause: null, category: CLAIM_CATEGORIES[i % CLAIM_CATEGORIES.length]!,
        totalMileage: i, repairMeasures: null, vin: `LVIN${String(i).padStart(13, '0')}`, brandCode, seriesCode: `${brandCode}-S${i % 3}`, seriesName: null, workingTime: 1.5, photos: null,
        orgCode: `D${i % 7}`, orgName: `Dealer ${i % 7}`, fullName: 'Author', authorCode: i % 11 === 0 ? 'dealer01' : 'author02', department: i % 2 === 0 ? 'AS-RS-E' : 'AS-RS-W',
        submitState: submitted ? 1 : 0, verifyState: approved ? APPROVAL_RESULT.approved : APPROVAL_RESULT.pending, publishState: published ? 1 : 0, discard: random() < 0.05 ? 1 : 0,
        createdAt, publishTime: published ? new Date(createdAt.getTime() + Math.floor(random() * 4) * DAY_MS) : null, createdBy: 'test', updatedBy: 'test',
      });
    }
    for (let i = 0; i < claims.length; i += 100) await ds.getRepository(ClaimCase).insert(claims.slice(i, i + 100));
    if (dialect === 'mariadb') {
      // Times the database set itself keep microseconds: half the claims are 0.4 ms after the others of their millisecond.
      await ds.query('UPDATE claim_case SET created_at = DATE_ADD(created_at, INTERVAL 400 MICROSECOND), publish_time = DATE_ADD(publish_time, INTERVAL 400 MICROSECOND) WHERE total_mileage % 2 = 1');
      await ds.query('ANALYZE TABLE claim_case');
    }
  }, 120_000);

  afterAll(async () => {
    await ds?.destroy();
    await server?.stop();
  });

  const listPage = (list: ClaimList, input: ClaimQueryInput, actor: DocumentActor) => {
    const query = claimQuerySchema.parse(input);
    const scope = scopes[list](actor);
    return {
      options: claimListPage(query, list, scope),
      /** The query the lists sent before keyPage. */
      plain: () => {
        const qb = ds.getRepository(ClaimCase).createQueryBuilder('c');
        whereClaims(qb, query, list);
        scope(qb);
        return qb.orderBy(ORDER[list], 'DESC').addOrderBy('c.id', 'DESC').skip((query.pageNo - 1) * query.pageSize).take(query.pageSize).getManyAndCount();
      },
    };
  };

  const FILTERS: [string, ClaimQueryInput][] = [
    ['no filter', {}],
    ['keyword', { keyword: 'CL0001' }],
    ['claim number', { claimNo: 'cl0002' }],
    ['category', { category: 'chassis' }],
    ['brand', { brandCode: 'PC' }],
    ['series', { seriesCode: 'CV-S1' }],
    ['submit state', { submitState: 1 }],
    ['verify state', { verifyState: APPROVAL_RESULT.approved }],
    ['publish state', { publishState: 1 }],
    ['created days', { startTime: '2026-01-03', endTime: '2026-01-09' }],
    ['discarded', { discard: 1 }],
  ];

  it.each([
    ['work', admin],
    ['work', dealer],
    ['published', admin],
    ['published', dealer],
  ] as const)('the %s list answers the rows, order and total of the plain OFFSET query, for every filter, on pages 1, 2, a middle one, the last and past the end', async (list, actor) => {
    for (const [what, filter] of FILTERS) {
      const [, total] = await listPage(list, { ...filter, pageSize: PAGE_SIZE }, actor).plain();
      const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
      for (const pageNo of [...new Set([1, 2, Math.ceil(last / 2), last, last + 1])]) {
        const page = listPage(list, { ...filter, pageNo, pageSize: PAGE_SIZE }, actor);
        const [rows, count] = await keyPage(ds.getRepository(ClaimCase), page.options);
        const [plainRows, plainTotal] = await page.plain();
        expect({ claims: rows.map((r) => r.claimNo), total: count }, `${what} page ${pageNo}`).toEqual({ claims: plainRows.map((r) => r.claimNo), total: plainTotal });
      }
    }
  });

  it('has pages that end inside a run of claims of one time (what the id decides)', async () => {
    const [rows] = await listPage('work', { pageSize: 200 }, admin).plain();
    const boundaries = [...Array(9).keys()].map((i) => (i + 1) * PAGE_SIZE).filter((at) => rows[at]!.createdAt.getTime() === rows[at - 1]!.createdAt.getTime());
    expect(boundaries.length).toBeGreaterThan(0);
  });

  it.each([
    ['authoring list', 'work', {}, admin, 'idx_claim_case_discard'],
    ['published list, every brand', 'published', {}, admin, 'idx_claim_case_published'],
    ['published list, one brand', 'published', { brandCode: 'PC' }, admin, 'idx_claim_case_brand_published'],
    ['published list, one series', 'published', { seriesCode: 'CV-S1' }, admin, 'idx_claim_case_series'],
  ] as const)('reads a deep page of the %s from the index of its scope alone, in list order, without sorting', async (_what, list, filter, actor, index) => {
    const [sql, params] = pageQuery(ds.getRepository(ClaimCase), listPage(list, { ...filter, pageNo: 20, pageSize: PAGE_SIZE }, actor).options).getQueryAndParameters();
    const plan = keyPagePlan(await queryPlan(ds, sql, params), 'c');
    expect(plan.idIndexes, plan.text).toEqual([index]);
    expect(plan.sorts, plan.text).toBe(false);
    expect(plan.idsIndexOnly, plan.text).toBe(true);
  });
});
