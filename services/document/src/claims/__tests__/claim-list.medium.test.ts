import { randomUUID } from 'node:crypto';
import { APPROVAL_RESULT, CLAIM_CATEGORIES, type ClaimQueryInput, claimQuerySchema } from '@tis/contracts';
import { seededRandom, TEST_DIALECTS } from '@tis/nest/testing';
import type { SelectQueryBuilder } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { andPublishedScope, andWorkScope } from '../../kernel/document-access.js';
import type { DocumentActor } from '../../kernel/document-actors.js';
import { insertInBatches, keyPagesBesideOffset, LIST_ADMIN, LIST_DEALER, type ListTestDatabase, pageIdsPlan, pagesEndingInATie, startListDatabase } from '../../kernel/__tests__/key-page-kit.js';
import { ClaimCase } from '../claim.entity.js';
import { claimListPage, type ClaimList, whereClaims } from '../claim.service.js';

const CLAIMS = 1_200;
const PAGE_SIZE = 20;
const BRANDS = ['PC', 'CV', 'OS'];
/** Fewer distinct times than claims: many claims share a creation or publishing time, so pages end inside a tie. */
const TIMES = 150;
const DAY_MS = 86_400_000;
const START = Date.parse('2026-01-01T00:00:00.000Z');

const scopes: Record<ClaimList, (actor: DocumentActor) => (qb: SelectQueryBuilder<ClaimCase>) => void> = {
  work: (actor) => (qb) => andWorkScope(qb, actor),
  published: (actor) => (qb) => andPublishedScope(qb, actor),
};
const ORDER: Record<ClaimList, string> = { work: 'c.createdAt', published: 'c.publishTime' };

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

/**
 * The claim lists (/ClaimManage, /ClaimList) read a page with keyPage: a deferred join over the index
 * of their scope and order (newest first, then by id), whatever the page; the rows and total are
 * those of the plain OFFSET query the lists sent before, for every filter, on each database — also
 * when a page ends inside a run of claims of one time, and on MariaDB when the times differ in
 * microseconds only (a Date keeps milliseconds).
 */
describe.each(TEST_DIALECTS)('the claim lists on %s', (dialect) => {
  let db: ListTestDatabase;

  beforeAll(async () => {
    // Times the database set itself keep microseconds: half the claims are 0.4 ms after the others of their millisecond.
    db = await startListDatabase(dialect, 'claim_list', { table: 'claim_case', columns: ['created_at', 'publish_time'], where: 'total_mileage % 2 = 1' }, async (ds) => {
      const random = seededRandom(7);
      const claims: ClaimCase[] = [];
      for (let i = 0; i < CLAIMS; i++) {
        const brandCode = BRANDS[Math.floor(random() * BRANDS.length)]!;
        const submitted = random() < 0.8;
        const approved = submitted && random() < 0.8;
        const published = approved && random() < 0.8;
        const createdAt = new Date(START + Math.floor(random() * TIMES) * DAY_MS / 10);
        claims.push(ds.getRepository(ClaimCase).create({
          id: randomUUID(), version: 1, claimNo: `CL${String(i).padStart(6, '0')}`, faultDescription: 'Pump leak', cause: null, category: CLAIM_CATEGORIES[i % CLAIM_CATEGORIES.length]!,
          totalMileage: i, repairMeasures: null, vin: `LVIN${String(i).padStart(13, '0')}`, brandCode, seriesCode: `${brandCode}-S${i % 3}`, seriesName: null, workingTime: 1.5, photos: null,
          orgCode: `D${i % 7}`, orgName: `Dealer ${i % 7}`, fullName: 'Author', authorCode: i % 11 === 0 ? 'dealer01' : 'author02', department: i % 2 === 0 ? 'AS-RS-E' : 'AS-RS-W',
          submitState: submitted ? 1 : 0, verifyState: approved ? APPROVAL_RESULT.approved : APPROVAL_RESULT.pending, publishState: published ? 1 : 0, discard: random() < 0.05 ? 1 : 0,
          createdAt, publishTime: published ? new Date(createdAt.getTime() + Math.floor(random() * 4) * DAY_MS) : null, createdBy: 'test', updatedBy: 'test',
        }));
      }
      await insertInBatches(ds.getRepository(ClaimCase), claims);
    });
  }, 120_000);

  afterAll(async () => {
    await db?.stop();
  });

  const listPage = (list: ClaimList, input: ClaimQueryInput, actor: DocumentActor) => {
    const query = claimQuerySchema.parse(input);
    const scope = scopes[list](actor);
    return {
      options: claimListPage(query, list, scope),
      /** The query the lists sent before keyPage. */
      plain: () => {
        const qb = db.ds.getRepository(ClaimCase).createQueryBuilder('c');
        whereClaims(qb, query, list);
        scope(qb);
        return qb.orderBy(ORDER[list], 'DESC').addOrderBy('c.id', 'DESC').skip((query.pageNo - 1) * query.pageSize).take(query.pageSize).getManyAndCount();
      },
    };
  };

  it.each([
    ['work', 'an administrator', LIST_ADMIN],
    ['work', 'a dealer', LIST_DEALER],
    ['published', 'an administrator', LIST_ADMIN],
    ['published', 'a dealer', LIST_DEALER],
  ] as const)('the %s list answers %s the rows, order and total of the plain OFFSET query, for every filter, on pages 1, 2, a middle one, the last and past the end', async (list, _who, actor) => {
    const pages = await keyPagesBesideOffset(db.ds.getRepository(ClaimCase), PAGE_SIZE, FILTERS, (filter, pageNo) => listPage(list, { ...filter, pageNo, pageSize: PAGE_SIZE }, actor), (r) => r.claimNo);
    for (const page of pages) expect(page.keyPage, page.what).toEqual(page.offset);
  });

  it('has pages that end inside a run of claims of one time (what the id decides)', async () => {
    const [rows] = await listPage('work', { pageSize: 200 }, LIST_ADMIN).plain();
    expect(pagesEndingInATie(rows, PAGE_SIZE, (r) => r.createdAt)).toBeGreaterThan(0);
  });

  it.each([
    ['authoring list', 'work', {}, 'idx_claim_case_discard'],
    ['published list, every brand', 'published', {}, 'idx_claim_case_published'],
    ['published list, one brand', 'published', { brandCode: 'PC' }, 'idx_claim_case_brand_published'],
    ['published list, one series', 'published', { seriesCode: 'CV-S1' }, 'idx_claim_case_series'],
  ] as const)('reads a deep page of the %s from the index of its scope alone, in list order, without sorting', async (_what, list, filter, index) => {
    const plan = await pageIdsPlan(db.ds, db.ds.getRepository(ClaimCase), listPage(list, { ...filter, pageNo: 20, pageSize: PAGE_SIZE }, LIST_ADMIN).options);
    expect(plan.read, plan.text).toEqual({ indexes: [index], sorts: false, indexOnly: true });
  });
});
