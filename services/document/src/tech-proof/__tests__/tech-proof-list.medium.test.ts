import { randomUUID } from 'node:crypto';
import { TECH_PROVE_STATE, TECH_PROVE_STATES, type TechProveQueryInput, techProveQuerySchema } from '@tis/contracts';
import { seededRandom, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentActor } from '../../kernel/document-actors.js';
import { insertInBatches, keyPagesBesideOffset, type ListTestDatabase, pageIdsPlan, pagesEndingInATie, startListDatabase } from '../../kernel/__tests__/key-page-kit.js';
import { TechProve, TechProvePart } from '../tech-proof.entity.js';
import { type TechProveCaller, techProveListPage, whereTechProves } from '../tech-proof.service.js';

const PROOFS = 300;
const PAGE_SIZE = 20;
const BRANDS = ['PC', 'CV', 'OS'];
const PARTS = ['P100', 'P200', 'P300'];
/** Fewer distinct times than proofs: many share a creation time, so pages end inside a tie. */
const TIMES = 40;
const START = Date.parse('2026-01-01T00:00:00.000Z');

const actor = (userCode: string, orgCode: string | null, brandCodes: string[]) => ({ user: { brandCodes }, userCode, actions: [], approverDepartments: [], author: { orgCode } }) as unknown as DocumentActor;
/** Quality staff: every proof. */
const staff: TechProveCaller = { actor: actor('staff01', null, []), staff: true };
/** A dealer: their own, their organisation's, and the proven or closed proofs of their brand. */
const dealer: TechProveCaller = { actor: actor('dealer01', 'D3', ['PC']), staff: false };
/** A proposer of no organisation and every brand: their own and every proven or closed proof. */
const proposer: TechProveCaller = { actor: actor('author02', null, []), staff: false };

const FILTERS: [string, TechProveQueryInput][] = [
  ['no filter', {}],
  ['keyword', { keyword: 'TP00001' }],
  ['state', { state: TECH_PROVE_STATE.proven }],
  ['brand', { brandCode: 'PC' }],
  ['series', { seriesCode: 'CV-S1' }],
  ['part code', { partCode: 'p200' }],
  ['created days', { startTime: '2026-01-03', endTime: '2026-01-06' }],
];

/**
 * The technical-proof list (/TechProve) reads a page with keyPage: a deferred join over the index of
 * the creation time and the id (newest first, then by id); the rows and total are those of the plain
 * OFFSET query it sent before, for every filter, on each database — also when a page ends inside a
 * run of proofs of one time, and on MariaDB when the times differ in microseconds only (a Date keeps
 * milliseconds).
 */
describe.each(TEST_DIALECTS)('the technical-proof list on %s', (dialect) => {
  let db: ListTestDatabase;

  beforeAll(async () => {
    db = await startListDatabase(dialect, 'tech_prove_list', { table: 'tech_prove', columns: ['created_at'], where: "title REGEXP '[13579]$'" }, async (ds) => {
      const random = seededRandom(17);
      const proofs: TechProve[] = [];
      const parts: TechProvePart[] = [];
      for (let i = 0; i < PROOFS; i++) {
        const brandCode = BRANDS[Math.floor(random() * BRANDS.length)]!;
        const id = randomUUID();
        proofs.push(ds.getRepository(TechProve).create({
          id, version: 1, proveCode: `TP${String(i).padStart(6, '0')}`, title: `Proof ${i}`, brandCode, seriesCode: `${brandCode}-S${i % 3}`, seriesName: null, modelCode: null,
          description: '<p>Pump</p>', partCodes: PARTS[i % PARTS.length]!, attachments: '[]', state: TECH_PROVE_STATES[Math.floor(random() * TECH_PROVE_STATES.length)]!,
          proposerCode: i % 11 === 0 ? 'dealer01' : 'author02', proposerName: 'Proposer', orgCode: `D${i % 7}`, orgName: `Dealer ${i % 7}`,
          createdAt: new Date(START + Math.floor(random() * TIMES) * 21_600_000), createdBy: 'test', updatedBy: 'test',
        }));
        parts.push(ds.getRepository(TechProvePart).create({ proveId: id, sno: 1, partCode: PARTS[i % PARTS.length]! }));
      }
      await insertInBatches(ds.getRepository(TechProve), proofs);
      await insertInBatches(ds.getRepository(TechProvePart), parts);
    });
  }, 120_000);

  afterAll(async () => {
    await db?.stop();
  });

  const listPage = (input: TechProveQueryInput, caller: TechProveCaller) => {
    const query = techProveQuerySchema.parse(input);
    return {
      options: techProveListPage(query, caller),
      /** The query the list sent before keyPage. */
      plain: () =>
        whereTechProves(db.ds.getRepository(TechProve).createQueryBuilder('p'), query, caller)
          .orderBy('p.createdAt', 'DESC')
          .addOrderBy('p.id', 'DESC')
          .skip((query.pageNo - 1) * query.pageSize)
          .take(query.pageSize)
          .getManyAndCount(),
    };
  };

  it.each([
    ['staff', staff],
    ['a dealer', dealer],
    ['a proposer', proposer],
  ] as const)('answers %s the rows, order and total of the plain OFFSET query, for every filter, on pages 1, 2, a middle one, the last and past the end', async (_who, caller) => {
    const pages = await keyPagesBesideOffset(db.ds.getRepository(TechProve), PAGE_SIZE, FILTERS, (filter, pageNo) => listPage({ ...filter, pageNo, pageSize: PAGE_SIZE }, caller), (r) => r.proveCode);
    for (const page of pages) expect(page.keyPage, page.what).toEqual(page.offset);
  });

  it('has pages that end inside a run of proofs of one time (what the id decides)', async () => {
    const [rows] = await listPage({ pageSize: 200 }, staff).plain();
    expect(pagesEndingInATie(rows, PAGE_SIZE, (r) => r.createdAt)).toBeGreaterThan(0);
  });

  it("reads a deep page of the staff's list from the index of the time and the id alone, in list order, without sorting", async () => {
    const plan = await pageIdsPlan(db.ds, db.ds.getRepository(TechProve), listPage({ pageNo: 8, pageSize: PAGE_SIZE }, staff).options);
    expect(plan.read, plan.text).toEqual({ indexes: ['idx_tech_prove_created'], sorts: false, indexOnly: true });
  });
});
