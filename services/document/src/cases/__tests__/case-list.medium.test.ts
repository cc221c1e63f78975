import { randomUUID } from 'node:crypto';
import { type CaseQuery, caseQuerySchema, type CaseQueryInput } from '@tis/contracts';
import { keyPage, openDatabase, pageQuery } from '@tis/nest';
import { keyPagePlan, queryPlan, seededRandom, startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '@tis/nest/testing';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_SERVICE } from '../../document.module.js';
import { andPublishedScope } from '../../kernel/document-access.js';
import type { DocumentActor } from '../../kernel/document-actors.js';
import { RepairCase, RepairCaseStep } from '../case.entities.js';
import { whereCases } from '../case.service.js';

const CASES = 1_200;
const PAGE_SIZE = 20;
const BRANDS = ['PC', 'CV', 'OS'];
const STATUSES = ['Idling', 'Braking', 'Accelerating'];

/** An administrator: every brand, no organisation. */
const admin = { user: { brandCodes: [] as string[] }, userCode: 'admin', actions: [], approverDepartments: [], author: { orgCode: null } } as unknown as DocumentActor;
const dealer = { ...admin, user: { brandCodes: ['PC'] } } as unknown as DocumentActor;

const published = (actor: DocumentActor) => (qb: SelectQueryBuilder<RepairCase>) => andPublishedScope(qb, actor);

/**
 * The published-case list (/CaseList) reads a page with keyPage: a deferred join over the index of
 * its scope and the order (newest case code first), whatever the page; its rows and total are those
 * of the plain OFFSET query, on each database.
 */
describe.each(TEST_DIALECTS)('the case lists on %s', (dialect) => {
  let server: TestDatabaseServer;
  let ds: DataSource;

  beforeAll(async () => {
    server = await startTestDatabase(dialect);
    ds = await openDatabase({ url: server.url('case_list'), entities: DOCUMENT_SERVICE.entities, migrations: DOCUMENT_SERVICE.migrations });
    const random = seededRandom(42);
    const cases: Partial<RepairCase>[] = [];
    const steps: Partial<RepairCaseStep>[] = [];
    for (let i = 0; i < CASES; i++) {
      const id = randomUUID();
      const brandCode = BRANDS[Math.floor(random() * BRANDS.length)]!;
      cases.push({
        id, version: 1, caseCode: `RB${String(i).padStart(8, '0')}`, title: `Case ${i}`, langCode: 'en_US', brandCode, seriesCode: `${brandCode}-S${i % 3}`, seriesName: null,
        vin: null, orgCode: `D${i % 7}`, orgName: `Dealer ${i % 7}`, areaId: null, regionId: null, districtId: null, fullName: 'Author', mileage: i, mileageElectric: null,
        runningStatus: null, roadType: null, weather: null, symptom: null, faultPart: null, duration: null, dtcCode: null, source: null, description: 'd', checkProcess: null,
        solution: null, summary: null, isExcellent: i % 50 === 0 ? 1 : 0, timesRead: 0, lastVerifierPost: null, authorCode: 'dealer01', department: 'AS-RS-E',
        submitState: 1, verifyState: 1, publishState: random() < 0.7 ? 1 : 0, discard: random() < 0.05 ? 1 : 0, createdBy: 'test', updatedBy: 'test',
      });
      steps.push({ caseId: id, section: 'fault', sno: 1, runningStatus: STATUSES[i % STATUSES.length]! });
    }
    for (let i = 0; i < cases.length; i += 100) await ds.getRepository(RepairCase).insert(cases.slice(i, i + 100));
    for (let i = 0; i < steps.length; i += 200) await ds.getRepository(RepairCaseStep).insert(steps.slice(i, i + 200));
    if (dialect === 'mariadb') await ds.query('ANALYZE TABLE repair_case, repair_case_step');
  }, 120_000);

  afterAll(async () => {
    await ds?.destroy();
    await server?.stop();
  });

  const listPage = (input: CaseQueryInput, actor: DocumentActor) => {
    const query: CaseQuery = caseQuerySchema.parse(input);
    const skip = (query.pageNo - 1) * query.pageSize;
    const scope = published(actor);
    return {
      options: { alias: 'c', where: <Q extends object>(qb: SelectQueryBuilder<Q>) => { whereCases(qb, query); scope(qb as unknown as SelectQueryBuilder<RepairCase>); return qb; }, orderBy: 'caseCode', direction: 'DESC' as const, skip, take: query.pageSize },
      plain: () => {
        const qb = ds.getRepository(RepairCase).createQueryBuilder('c');
        whereCases(qb, query);
        scope(qb);
        return qb.orderBy('c.caseCode', 'DESC').skip(skip).take(query.pageSize).getManyAndCount();
      },
    };
  };

  it('answers the rows, order and total of the plain OFFSET query for the case filter, on every page', async () => {
    const filters: [CaseQueryInput, DocumentActor][] = [[{}, admin], [{ brandCode: 'PC' }, admin], [{}, dealer], [{ runningStatus: 'Braking', seriesCode: 'CV-S1' }, admin], [{ keyword: 'Case 1' }, admin], [{ excellent: 1 }, admin]];
    for (const [filter, actor] of filters) {
      const [, total] = await listPage({ ...filter, pageSize: PAGE_SIZE }, actor).plain();
      const last = Math.max(1, Math.ceil(total / PAGE_SIZE));
      for (const pageNo of [...new Set([1, 2, Math.ceil(last / 2), last, last + 1])]) {
        const list = listPage({ ...filter, pageNo, pageSize: PAGE_SIZE }, actor);
        const [rows, count] = await keyPage(ds.getRepository(RepairCase), list.options);
        const [plainRows, plainTotal] = await list.plain();
        expect({ codes: rows.map((r) => r.caseCode), total: count }, `${JSON.stringify(filter)} page ${pageNo}`).toEqual({ codes: plainRows.map((r) => r.caseCode), total: plainTotal });
      }
    }
  });

  it.each([
    ['every brand', {}, admin, 'idx_repair_case_published'],
    ['one brand', { brandCode: 'PC' }, admin, 'idx_repair_case_brand_published'],
  ] as const)('reads a deep page of %s from the index of its scope, in case-code order, without sorting', async (_what, filter, actor, index) => {
    const [sql, params] = pageQuery(ds.getRepository(RepairCase), listPage({ ...filter, pageNo: 20, pageSize: PAGE_SIZE }, actor).options).getQueryAndParameters();
    const plan = keyPagePlan(await queryPlan(ds, sql, params), 'c');
    expect(plan.idIndexes, plan.text).toEqual([index]);
    expect(plan.sorts, plan.text).toBe(false);
  });
});
