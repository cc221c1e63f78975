import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  businessError,
  CASE_API,
  CASE_PARAM_TYPE_NAMES,
  caseWorkflow,
  DISCARD_FLAG,
  EXCELLENT_CASES_ON_HOME,
  type CaseDetail,
  type CaseRichText,
  type CaseExcellentBody,
  type CaseQuery,
  type CaseReader,
  type CaseRow,
  type CreateCaseValues,
  documentMessageRequestedV1,
  NEW_DOCUMENT_STATES,
  type PageResult,
  SENSITIVE_FIND_MAX_TEXT_LENGTH,
  type SeriesRef,
  TisError,
  toSkipTake,
  type UpdateCaseValues,
  userMessageRequest,
  VEHICLE_SERIES_GET,
  type WorkflowAction,
  type Language,
} from '@tis/contracts';
import {
  andKeyword,
  keyPage,
  recordOperation,
  type KeyPageOptions,
  applyTransition,
  countReading,
  DocumentRead,
  isUniqueViolation,
  type RequestUser,
  findPlanned,
  rowById,
  type Transaction,
  updateVersioned,
} from '@tis/nest';
import { type EntityManager, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { DocumentActor } from '../kernel/document-actors.js';
import { isFavorite } from '../kernel/favorite.entity.js';
import { andDayRange, andPublishedScope, andWorkScope, brandAllowed, canRead, inWorkScope, isPublished } from '../kernel/document-access.js';
import { type DocumentKind, DocumentKindService } from '../kernel/document-kind.service.js';
import { refuseSensitiveWords } from '../kernel/sensitive-words.js';
import { caseDetailOf, caseRowOf, fileUrlsOf, stepRowsOf, textsOf } from './case-views.js';
import { RepairCase, RepairCaseStep } from './case.entities.js';

/** The api the case routes are called under: the action keys' headApi is matched against it. */
export const CASE_API_PATH = `/tis/api/${CASE_API.base}`;

/** The fault parameters of the case filter: a fault row of the case has the value. */
const STEP_PARAM_FILTERS = CASE_PARAM_TYPE_NAMES;
const EQUAL_FILTERS = ['brandCode', 'seriesCode', 'submitState', 'verifyState', 'publishState', 'lastVerifierPost', 'areaId', 'regionId', 'districtId', 'langCode'] as const;

/** A case code: RC, the day (UTC) and a number of that day. */
function caseCodePrefix(at: Date): string {
  return `RC${at.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/**
 * Repair cases (issue 15): the two lists with the case filter, the reading view with read counts,
 * the author's writes and every workflow action through the workflow kernel (`applyTransition`):
 * the states, the verify record and the `tis.document.case.<action>.v1` event in one transaction.
 */
@Injectable()
export class CaseService extends DocumentKindService<RepairCase> {
  protected readonly kind: DocumentKind<RepairCase> = { entity: RepairCase, workflow: caseWorkflow, apiPath: CASE_API_PATH };

  // --- Lists ---

  async workList(query: CaseQuery, user: RequestUser): Promise<PageResult<CaseRow>> {
    const actor = await this.actor(user);
    const discard = query.discard ?? DISCARD_FLAG.kept;
    return this.page(query, actor, (qb) => {
      andWorkScope(qb, actor);
      qb.andWhere(`${qb.alias}.discard = :discard`, { discard });
    });
  }

  async publishedList(query: CaseQuery, user: RequestUser): Promise<PageResult<CaseRow>> {
    const actor = await this.actor(user);
    return this.page(query, actor, (qb) => andPublishedScope(qb, actor));
  }

  /** The home page's excellent cases: the newest published ones the caller may read. */
  async excellent(user: RequestUser): Promise<CaseRow[]> {
    const actor = await this.actor(user);
    const qb = this.ds.getRepository(RepairCase).createQueryBuilder('c').where('c.isExcellent = 1');
    andPublishedScope(qb, actor);
    const rows = await qb.orderBy('c.caseCode', 'DESC').take(EXCELLENT_CASES_ON_HOME).getMany();
    return rows.map((row) => caseRowOf(row, actor));
  }

  /**
   * A page of a case list, newest case code first, and its total: keyPage, a deferred join on the
   * indexes of the scope and the order, so a deep page steps over index entries, not rows.
   */
  private async page(query: CaseQuery, actor: DocumentActor, scope: (qb: SelectQueryBuilder<RepairCase>) => void): Promise<PageResult<CaseRow>> {
    const [rows, total] = await keyPage(this.ds.getRepository(RepairCase), this.listPage(query, scope));
    return { list: rows.map((row) => caseRowOf(row, actor)), total };
  }

  /** How a case list reads a page (also for the query-plan test and the benchmark's raw SQL). */
  listPage(query: CaseQuery, scope: (qb: SelectQueryBuilder<RepairCase>) => void): KeyPageOptions {
    const { skip, take } = toSkipTake(query);
    const where = <Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>): SelectQueryBuilder<Q> => {
      whereCases(qb, query);
      scope(qb as unknown as SelectQueryBuilder<RepairCase>);
      return qb;
    };
    return { alias: 'c', where, orderBy: 'caseCode', direction: 'DESC', skip, take };
  }

  // --- One case ---

  /** The reading view (404 for a case the caller may not read); reading a published case counts. */
  async detail(id: string, user: RequestUser): Promise<CaseDetail> {
    const actor = await this.actor(user);
    const row = await this.readable(id, actor);
    if (isPublished(row) && row.authorCode !== actor.userCode) {
      await this.ds.transaction(async (manager) => {
        await countReading(manager, caseWorkflow.kind, id, { userCode: actor.userCode, fullName: actor.fullName });
        // Not a versioned update: a reading must not make an editor's copy stale.
        await manager.query('UPDATE repair_case SET times_read = times_read + 1 WHERE id = ?', [id]);
      });
      row.timesRead += 1;
    }
    return this.detailOf(row, actor);
  }

  private async detailOf(row: RepairCase, actor: DocumentActor, manager: EntityManager = this.ds.manager): Promise<CaseDetail> {
    const steps = await findPlanned(manager, RepairCaseStep, { where: { caseId: row.id }, order: { section: 'ASC', sno: 'ASC' } });
    const favorite = await isFavorite(manager, actor.userCode, caseWorkflow.kind, row.id);
    return caseDetailOf(row, sortSteps(steps), actor, favorite);
  }



  async create(input: CreateCaseValues, user: RequestUser, language: Language): Promise<CaseDetail> {
    const actor = await this.actor(user);
    const series = await this.seriesOf(input, actor);
    const id = randomUUID();
    await this.claim(id, input);
    const { steps, langCode, ...content } = input;
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await this.bus.transaction(async (tx) => {
          const { manager } = tx;
          const caseCode = await this.nextCaseCode(manager, new Date());
          const author = actor.author;
          await manager.insert(RepairCase, {
            ...content,
            ...NEW_DOCUMENT_STATES,
            id,
            version: 1,
            caseCode,
            langCode: langCode ?? language,
            brandCode: series.brandCode,
            seriesCode: series.seriesCode,
            seriesName: series.seriesName,
            authorCode: actor.userCode,
            fullName: actor.fullName,
            department: author.department,
            orgCode: author.orgCode,
            orgName: author.orgName,
            areaId: author.areaId,
            regionId: author.regionId,
            districtId: author.districtId,
            isExcellent: 0,
            timesRead: 0,
            lastVerifierPost: null,
            createdBy: actor.userCode,
            updatedBy: actor.userCode,
          });
          if (steps.length > 0) await manager.insert(RepairCaseStep, stepRowsOf(id, steps));
          const row = await rowById(manager, RepairCase, id);
          await recordOperation(tx, { module: caseWorkflow.kind, action: 'create', targetId: id, targetName: row.operationName(), userCode: actor.userCode });
          return row;
        });
        return await this.detailOf(row, actor);
      } catch (error) {
        // Two authors took the same number of the day: the unique index refused the second; take the next.
        if (attempt < 4 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  private async nextCaseCode(manager: EntityManager, at: Date): Promise<string> {
    const prefix = caseCodePrefix(at);
    const last = await manager
      .getRepository(RepairCase)
      .createQueryBuilder('c')
      .select('MAX(c.caseCode)', 'code')
      .where('c.caseCode LIKE :prefix', { prefix: `${prefix}%` })
      .getRawOne<{ code: string | null }>();
    const next = last?.code ? Number(last.code.slice(prefix.length)) + 1 : 1;
    return `${prefix}${String(next).padStart(5, '0')}`;
  }

  /** The author's edit (the workflow's `edit`: a rejected case becomes a draft again); the rows are replaced. */
  async update(id: string, input: UpdateCaseValues, user: RequestUser): Promise<CaseDetail> {
    const actor = await this.actor(user);
    await this.readable(id, actor);
    const series = await this.seriesOf(input, actor);
    await this.claim(id, input);
    const { steps, version, ...content } = input;
    return this.act(actor, async (tx) => {
      const after = await applyTransition(tx, RepairCase, caseWorkflow, {
        id,
        version,
        action: 'edit',
        user: actor,
        changes: { ...content, brandCode: series.brandCode, seriesCode: series.seriesCode, seriesName: series.seriesName },
      });
      await tx.manager.delete(RepairCaseStep, { caseId: id });
      if (steps.length > 0) await tx.manager.insert(RepairCaseStep, stepRowsOf(id, steps));
      return after;
    });
  }

  /**
   * A workflow action on a case. Submit first checks what only a whole case can say: a fault row
   * and a solution, and no sensitive word (spec section 5). An approval records the approver's post.
   */
  async transition(id: string, action: Exclude<WorkflowAction, 'edit' | 'delete' | 'stop'>, version: number, user: RequestUser, verdict?: { approved: boolean; remark?: string }): Promise<CaseDetail> {
    const actor = await this.actor(user);
    // Only submit reads the case before its transaction (the sensitive-word call stays outside it);
    // the other actions check who may see it on the row the transaction reads.
    if (action === 'submit') await this.checkSubmittable(await this.readable(id, actor));
    return this.act(actor, async (tx) => {
      const after = await applyTransition(tx, RepairCase, caseWorkflow, {
        id,
        version,
        action,
        user: actor,
        visible: (row) => canRead(row, actor),
        ...(verdict ? { verdict: { approved: verdict.approved, remark: verdict.remark ?? '' } } : {}),
        // An approval, given or refused, records the approver's post.
        ...(action === 'verify' ? { also: { lastVerifierPost: actor.profile.postCode } } : {}),
      });
      return after;
    });
  }

  /** A deleted case's rows go with it. */
  protected override async removeChildren(tx: Transaction, id: string): Promise<void> {
    await tx.manager.delete(RepairCaseStep, { caseId: id });
  }

  /** Marks a published case for the home page (the publish permission), or unmarks it. */
  async markExcellent(id: string, body: CaseExcellentBody, user: RequestUser): Promise<CaseDetail> {
    const actor = await this.actor(user);
    if (!actor.actions.includes('publish')) throw new TisError('forbidden');
    const row = await this.readable(id, actor);
    if (!isPublished(row)) throw new TisError('dataStateChanged', {}, null, 'cases.excellentNeedsPublished');
    const after = await updateVersioned(this.ds.manager, RepairCase, id, body.version, { isExcellent: Number(body.isExcellent), updatedBy: actor.userCode });
    return this.detailOf(after, actor);
  }

  /** Runs a change in one transaction and answers the case as it left it (the row the change answered). */
  private async act(actor: DocumentActor, work: (tx: Transaction) => Promise<RepairCase | null>): Promise<CaseDetail> {
    return this.bus.transaction(async (tx) => {
      const after = await work(tx);
      if (!after) throw new Error('a case action that keeps the case answered no row');
      return this.detailOf(after, actor, tx.manager);
    });
  }

  private async checkSubmittable(row: RepairCase): Promise<void> {
    const steps = await findPlanned(this.ds.manager, RepairCaseStep, { where: { caseId: row.id } });
    if (!steps.some((s) => s.section === 'fault')) throw businessError('cases.faultRowRequired');
    if (!row.solution && !steps.some((s) => s.section === 'solution')) throw businessError('cases.solutionRequired');
    await refuseSensitiveWords(this.services, textsOf(row, steps, SENSITIVE_FIND_MAX_TEXT_LENGTH));
  }

  /** The series the case names, of the brand it names, and a brand the author works with. */
  private async seriesOf(input: { brandCode: string; seriesCode: string }, actor: DocumentActor): Promise<SeriesRef> {
    const [series] = await this.services.send<SeriesRef[]>('vehicle', VEHICLE_SERIES_GET, { seriesCodes: [input.seriesCode] });
    if (!series || series.brandCode.toLowerCase() !== input.brandCode.toLowerCase()) {
      throw businessError('cases.unknownSeries', { brandCode: input.brandCode, seriesCode: input.seriesCode });
    }
    if (!brandAllowed(actor, series.brandCode)) throw businessError('cases.brandNotAllowed', { brandCode: series.brandCode });
    return series;
  }

  /** The uploads of the rows and the images of the texts belong to this case from now on. */
  private claim(id: string, input: Pick<CreateCaseValues, 'steps' | CaseRichText>): Promise<void> {
    return this.claimFiles(id, fileUrlsOf(input));
  }

  // --- Readers, sharing ---

  /** Who read a published case (its author, its approvers and the users who publish). */
  async readers(id: string, page: { pageNo: number; pageSize: number }, user: RequestUser): Promise<PageResult<CaseReader>> {
    const actor = await this.actor(user);
    const row = await this.readable(id, actor);
    if (!inWorkScope(row, actor)) throw new TisError('forbidden');
    const { skip, take } = toSkipTake(page);
    const [rows, total] = await this.ds.getRepository(DocumentRead).findAndCount({
      where: { documentKind: caseWorkflow.kind, documentId: id },
      order: { lastReadAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    return { list: rows.map((r) => ({ userCode: r.userCode, fullName: r.fullName, timesRead: r.timesRead, lastReadAt: new Date(r.lastReadAt).toISOString() })), total };
  }

  /** Sends a published case to another account's messages, shown in the receiver's language. */
  async share(input: { caseId: string; receivingUser: string }, user: RequestUser): Promise<true> {
    const actor = await this.actor(user);
    const row = await this.readable(input.caseId, actor);
    if (!isPublished(row)) throw businessError('cases.shareUnpublished');
    const [receiver] = await this.actors.profiles([input.receivingUser]);
    if (!receiver) throw businessError('error.userNotFound');
    if (receiver.userCode === actor.userCode) throw businessError('cases.shareSelf');
    await this.bus.transaction((tx) =>
      tx.emit(
        documentMessageRequestedV1,
        userMessageRequest({
          receivers: [receiver.userCode],
          messageType: 'system',
          textKey: 'userMessage.caseShared',
          params: { sender: actor.fullName, caseCode: row.caseCode, title: row.title },
          link: `/CaseDetail?id=${row.id}`,
        }),
        row.id,
      ),
    );
    return true;
  }

}

const SECTION_ORDER = { fault: 0, check: 1, analysis: 2, solution: 3 } as const;
function sortSteps(steps: RepairCaseStep[]): RepairCaseStep[] {
  return steps.sort((a, b) => SECTION_ORDER[a.section] - SECTION_ORDER[b.section] || a.sno - b.sno);
}

function snake(field: string): string {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The case filter's conditions (spec section 2) on the query's alias, each on an indexed column. */
export function whereCases<Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>, query: CaseQuery): SelectQueryBuilder<Q> {
  const c = qb.alias;
  andKeyword(qb, [`${c}.caseCode`, `${c}.title`], query.keyword);
  if (query.caseCode) qb.andWhere(`${c}.caseCode = :caseCode`, { caseCode: query.caseCode });
  andKeyword(qb, [`${c}.title`], query.title);
  andKeyword(qb, [`${c}.orgName`], query.orgName);
  for (const field of EQUAL_FILTERS) {
    const value = query[field];
    if (value !== undefined && value !== '') qb.andWhere(`${c}.${field} = :${field}`, { [field]: value });
  }
  for (const field of STEP_PARAM_FILTERS) {
    const value = query[field];
    if (value === undefined || value === '') continue;
    const s = `s_${field}`;
    qb.andWhere(`EXISTS (SELECT 1 FROM repair_case_step ${s} WHERE ${s}.${snake(field)} = :${field} AND ${s}.case_id = ${c}.id AND ${s}.section = 'fault')`, { [field]: value });
  }
  if (query.excellent !== undefined) qb.andWhere(`${c}.isExcellent = :excellent`, { excellent: query.excellent });
  andDayRange(qb, 'createdAt', query.startTime, query.endTime);
  andDayRange(qb, 'publishTime', query.publishStartTime, query.publishEndTime);
  return qb;
}
