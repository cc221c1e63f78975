import { randomUUID } from 'node:crypto';
import { APPROVAL_RESULT, type QualityFbQueryInput, qualityFbQuerySchema } from '@tis/contracts';
import { seededRandom, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { andWorkScope } from '../../kernel/document-access.js';
import type { DocumentActor } from '../../kernel/document-actors.js';
import { insertInBatches, keyPagesBesideOffset, LIST_ADMIN, LIST_DEALER, type ListTestDatabase, pageIdsPlan, pagesEndingInATie, startListDatabase } from '../../kernel/__tests__/key-page-kit.js';
import { QualityFeedback, QualityFeedbackPart } from '../quality-feedback.entity.js';
import { qualityFbListPage, whereQualityFb } from '../quality-feedback.service.js';

const FEEDBACKS = 300;
const PAGE_SIZE = 20;
const BRANDS = ['PC', 'CV', 'OS'];
const PARTS = ['P100', 'P200', 'P300'];
/** Fewer distinct times than feedbacks: many share a creation time, so pages end inside a tie. */
const TIMES = 40;
const START = Date.parse('2026-01-01T00:00:00.000Z');


const FILTERS: [string, QualityFbQueryInput][] = [
  ['no filter', {}],
  ['keyword', { keyword: 'QF00001' }],
  ['VIN', { vin: 'lvin000000000002' }],
  ['brand', { brandCode: 'PC' }],
  ['series', { seriesCode: 'CV-S1' }],
  ['part code', { partCode: 'p200' }],
  ['submit state', { submitState: 1 }],
  ['verify state', { verifyState: APPROVAL_RESULT.approved }],
  ['publish state', { publishState: 1 }],
  ['created days', { startTime: '2026-01-03', endTime: '2026-01-06' }],
  ['discarded', { discard: 1 }],
];

/**
 * The quality-feedback list (/QualityFeedback) reads a page with keyPage: a deferred join over the
 * index of the discard flag, the creation time and the id (newest first, then by id); the rows and
 * total are those of the plain OFFSET query it sent before, for every filter, on each database —
 * also when a page ends inside a run of feedback of one time, and on MariaDB when the times differ
 * in microseconds only (a Date keeps milliseconds).
 */
describe.each(TEST_DIALECTS)('the quality-feedback list on %s', (dialect) => {
  let db: ListTestDatabase;

  beforeAll(async () => {
    db = await startListDatabase(dialect, 'quality_feedback_list', { table: 'quality_feedback', columns: ['created_at'], where: 'mileage % 2 = 1' }, async (ds) => {
      const random = seededRandom(11);
      const feedbacks: QualityFeedback[] = [];
      const parts: QualityFeedbackPart[] = [];
      for (let i = 0; i < FEEDBACKS; i++) {
        const brandCode = BRANDS[Math.floor(random() * BRANDS.length)]!;
        const submitted = random() < 0.8;
        const approved = submitted && random() < 0.8;
        const id = randomUUID();
        feedbacks.push(ds.getRepository(QualityFeedback).create({
          id, version: 1, fbCode: `QF${String(i).padStart(6, '0')}`, title: `Leak ${i}`, vin: `LVIN${String(i).padStart(13, '0')}`, brandCode, seriesCode: `${brandCode}-S${i % 3}`, seriesName: null,
          mileage: i, description: 'Pump leak', cause: null, photos: null, partCodes: PARTS[i % PARTS.length]!,
          orgCode: `D${i % 7}`, orgName: `Dealer ${i % 7}`, fullName: 'Author', authorCode: i % 11 === 0 ? 'dealer01' : 'author02', department: i % 2 === 0 ? 'AS-RS-E' : 'AS-RS-W',
          submitState: submitted ? 1 : 0, verifyState: approved ? APPROVAL_RESULT.approved : APPROVAL_RESULT.pending, publishState: approved && random() < 0.8 ? 1 : 0, discard: random() < 0.05 ? 1 : 0,
          createdAt: new Date(START + Math.floor(random() * TIMES) * 21_600_000), createdBy: 'test', updatedBy: 'test',
        }));
        parts.push(ds.getRepository(QualityFeedbackPart).create({ feedbackId: id, sno: 1, partCode: PARTS[i % PARTS.length]!, partName: 'Part', qty: 1 }));
      }
      await insertInBatches(ds.getRepository(QualityFeedback), feedbacks);
      await insertInBatches(ds.getRepository(QualityFeedbackPart), parts);
    });
  }, 120_000);

  afterAll(async () => {
    await db?.stop();
  });

  const listPage = (input: QualityFbQueryInput, actor: DocumentActor) => {
    const query = qualityFbQuerySchema.parse(input);
    return {
      options: qualityFbListPage(query, actor),
      /** The query the list sent before keyPage. */
      plain: () => {
        const qb = whereQualityFb(db.ds.getRepository(QualityFeedback).createQueryBuilder('c'), query);
        andWorkScope(qb, actor);
        return qb.orderBy('c.createdAt', 'DESC').addOrderBy('c.id', 'DESC').skip((query.pageNo - 1) * query.pageSize).take(query.pageSize).getManyAndCount();
      },
    };
  };

  it.each([
    ['an administrator', LIST_ADMIN],
    ['a dealer', LIST_DEALER],
  ] as const)('answers %s the rows, order and total of the plain OFFSET query, for every filter, on pages 1, 2, a middle one, the last and past the end', async (_who, actor) => {
    const pages = await keyPagesBesideOffset(db.ds.getRepository(QualityFeedback), PAGE_SIZE, FILTERS, (filter, pageNo) => listPage({ ...filter, pageNo, pageSize: PAGE_SIZE }, actor), (r) => r.fbCode);
    for (const page of pages) expect(page.keyPage, page.what).toEqual(page.offset);
  });

  it('has pages that end inside a run of feedback of one time (what the id decides)', async () => {
    const [rows] = await listPage({ pageSize: 200 }, LIST_ADMIN).plain();
    expect(pagesEndingInATie(rows, PAGE_SIZE, (r) => r.createdAt)).toBeGreaterThan(0);
  });

  it('reads a deep page from the index of the discard flag, the time and the id alone, in list order, without sorting', async () => {
    const plan = await pageIdsPlan(db.ds, db.ds.getRepository(QualityFeedback), listPage({ pageNo: 8, pageSize: PAGE_SIZE }, LIST_ADMIN).options);
    expect(plan.read, plan.text).toEqual({ indexes: ['idx_quality_feedback_discard'], sorts: false, indexOnly: true });
  });
});
