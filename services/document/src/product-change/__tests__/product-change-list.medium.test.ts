import { randomUUID } from 'node:crypto';
import { APPROVAL_RESULT, type ProductChangeQueryInput, productChangeQuerySchema } from '@tis/contracts';
import { seededRandom, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentActor } from '../../kernel/document-actors.js';
import { insertInBatches, keyPagesBesideOffset, type ListTestDatabase, pageIdsPlan, pagesEndingInATie, startListDatabase } from '../../kernel/__tests__/key-page-kit.js';
import { ProductChange, ProductChangeSeries } from '../product-change.entity.js';
import { PRODUCT_CHANGE_STAFF_PAGE, productChangeListPage, whereProductChanges } from '../product-change.service.js';

const CHANGES = 300;
const PAGE_SIZE = 20;
const BRANDS = ['PC', 'CV', 'OS'];
/** Fewer distinct times than changes: many share a creation time, so pages end inside a tie. */
const TIMES = 40;
const START = Date.parse('2026-01-01T00:00:00.000Z');

const staffRights = [{ funLink: PRODUCT_CHANGE_STAFF_PAGE }];
/** Product-change staff of no organisation. */
const staff = { user: { brandCodes: [] as string[], rights: staffRights }, userCode: 'staff01', actions: ['verify', 'publish'], approverDepartments: [], author: { orgCode: null } } as unknown as DocumentActor;
/** Product-change staff of an organisation: its drafts too. */
const orgStaff = { user: { brandCodes: ['PC'], rights: staffRights }, userCode: 'staff02', actions: [], approverDepartments: [], author: { orgCode: 'D3' } } as unknown as DocumentActor;
/** A reader without the staff page: an empty working list. */
const reader = { user: { brandCodes: [] as string[], rights: [] }, userCode: 'reader01', actions: [], approverDepartments: [], author: { orgCode: 'D3' } } as unknown as DocumentActor;

const FILTERS: [string, ProductChangeQueryInput][] = [
  ['no filter', {}],
  ['keyword', { keyword: 'PCN00001' }],
  ['brand', { brandCode: 'PC' }],
  ['series', { seriesCode: 'CV-S1' }],
  ['submit state', { submitState: 1 }],
  ['verify state', { verifyState: APPROVAL_RESULT.approved }],
  ['publish state', { publishState: 1 }],
  ['created days', { startTime: '2026-01-03', endTime: '2026-01-06' }],
  ['discarded', { discard: 1 }],
];

/**
 * The product-change staff list (/ProductChangeManagement) reads a page with keyPage: a deferred join
 * over the index of the discard flag, the creation time and the id (newest first, then by id); the
 * rows and total are those of the plain OFFSET query it sent before, for every filter, on each
 * database — also when a page ends inside a run of changes of one time, and on MariaDB when the
 * times differ in microseconds only (a Date keeps milliseconds).
 */
describe.each(TEST_DIALECTS)('the product-change staff list on %s', (dialect) => {
  let db: ListTestDatabase;

  beforeAll(async () => {
    db = await startListDatabase(dialect, 'product_change_list', { table: 'product_change', columns: ['created_at'], where: "title REGEXP '[13579]$'" }, async (ds) => {
      const random = seededRandom(13);
      const changes: ProductChange[] = [];
      const series: ProductChangeSeries[] = [];
      for (let i = 0; i < CHANGES; i++) {
        const brandCode = BRANDS[Math.floor(random() * BRANDS.length)]!;
        const submitted = random() < 0.6;
        const approved = submitted && random() < 0.8;
        const id = randomUUID();
        changes.push(ds.getRepository(ProductChange).create({
          id, version: 1, changeCode: `PCN${String(i).padStart(6, '0')}`, title: `Change ${i}`, description: '<p>Pump</p>', modelCodes: '', applyBy: 'vinRange', vinFrom: null, vinTo: null,
          productionFrom: null, productionTo: null, effectiveDate: '2026-02-01', attachments: '[]', brandCode,
          orgCode: `D${i % 7}`, orgName: `Dealer ${i % 7}`, fullName: 'Author', authorCode: i % 11 === 0 ? 'staff02' : 'author02', department: null,
          submitState: submitted ? 1 : 0, verifyState: approved ? APPROVAL_RESULT.approved : APPROVAL_RESULT.pending, publishState: approved && random() < 0.8 ? 1 : 0, discard: random() < 0.05 ? 1 : 0,
          createdAt: new Date(START + Math.floor(random() * TIMES) * 21_600_000), createdBy: 'test', updatedBy: 'test',
        }));
        series.push(ds.getRepository(ProductChangeSeries).create({ changeId: id, sno: 1, seriesCode: `${brandCode}-S${i % 3}`, seriesName: null }));
      }
      await insertInBatches(ds.getRepository(ProductChange), changes);
      await insertInBatches(ds.getRepository(ProductChangeSeries), series);
    });
  }, 120_000);

  afterAll(async () => {
    await db?.stop();
  });

  const listPage = (input: ProductChangeQueryInput, actor: DocumentActor) => {
    const query = productChangeQuerySchema.parse(input);
    return {
      options: productChangeListPage(query, actor),
      /** The query the list sent before keyPage. */
      plain: () =>
        whereProductChanges(db.ds.getRepository(ProductChange).createQueryBuilder('c'), query, actor)
          .orderBy('c.createdAt', 'DESC')
          .addOrderBy('c.id', 'DESC')
          .skip((query.pageNo - 1) * query.pageSize)
          .take(query.pageSize)
          .getManyAndCount(),
    };
  };

  it.each([
    ['staff', staff],
    ['staff of an organisation', orgStaff],
    ['a reader', reader],
  ] as const)('answers %s the rows, order and total of the plain OFFSET query, for every filter, on pages 1, 2, a middle one, the last and past the end', async (_who, actor) => {
    const pages = await keyPagesBesideOffset(db.ds.getRepository(ProductChange), PAGE_SIZE, FILTERS, (filter, pageNo) => listPage({ ...filter, pageNo, pageSize: PAGE_SIZE }, actor), (r) => r.changeCode);
    for (const page of pages) expect(page.keyPage, page.what).toEqual(page.offset);
  });

  it('has pages that end inside a run of changes of one time (what the id decides)', async () => {
    const [rows] = await listPage({ pageSize: 200 }, staff).plain();
    expect(pagesEndingInATie(rows, PAGE_SIZE, (r) => r.createdAt)).toBeGreaterThan(0);
  });

  it('reads a deep page from the index of the discard flag, the time and the id alone, in list order, without sorting', async () => {
    const plan = await pageIdsPlan(db.ds, db.ds.getRepository(ProductChange), listPage({ pageNo: 8, pageSize: PAGE_SIZE }, staff).options);
    expect(plan.read, plan.text).toEqual({ indexes: ['idx_product_change_discard'], sorts: false, indexOnly: true });
  });
});
