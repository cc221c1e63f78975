import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  type AnswerTechQua,
  businessError,
  checkTransition,
  type CreateTechProveValues,
  isPageAllowed,
  type OperationAction,
  type PageResult,
  recordOwner,
  remarkProblem,
  richTextImageUrls,
  richTextToPlain,
  type SeriesRef,
  TECH_PROVE_API,
  TECH_PROVE_EVENTS,
  TECH_PROVE_KIND,
  TECH_PROVE_MACHINE,
  TECH_PROVE_OPEN_STATES,
  TECH_PROVE_PAGE,
  TECH_PROVE_STAFF_ACTION,
  TECH_PROVE_STATE,
  TECH_QUA_MACHINE,
  TECH_QUA_PER_PROOF_MAX,
  TECH_QUA_STATE,
  type TechProveDetail,
  type TechProveEventOperation,
  type TechProveOperation,
  type TechProveQuery,
  type TechProveRole,
  type TechProveRow,
  type TechProveStep,
  type TechQuaRole,
  TisError,
  type UpdateTechProveValues,
  VEHICLE_SERIES_GET,
} from '@tis/contracts';
import { claimRecordFiles, DATA_SOURCE, EventBus, isUniqueViolation, keyPage, type KeyPageOptions, recordOperation, type RequestUser, rowById, SERVICE_CLIENT, type ServiceClient, type Transaction, updateVersioned, sendSearchEntry } from '@tis/nest';
import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { brandAllowed } from '../kernel/document-access.js';
import { documentListScope, newestFirstPage } from '../kernel/document-list.js';
import { type DocumentActor, DocumentActors } from '../kernel/document-actors.js';
import { refuseSensitiveWords } from '../kernel/sensitive-words.js';
import { TECH_PROVE_PUBLIC_STATES, TECH_PROVE_SEARCH } from './tech-proof.search.js';
import { TechProve, TechProvePart, TechProveRecord, TechQua } from './tech-proof.entity.js';
import { attachmentsColumn, techProveDetailOf, techProveRowOf, techQuaRowOf } from './tech-proof-views.js';

/** The api the technical proof routes are called under: the action keys' headApi is matched against it. */
export const TECH_PROVE_API_PATH = `/tis/api/${TECH_PROVE_API.base}`;

/** Proven and closed proofs are knowledge: every reader of the page sees them (within their brands). */
const PUBLIC_STATES = TECH_PROVE_PUBLIC_STATES;

/** The operation-log action of each step (OPERATION_ACTIONS has no words of its own for them). */
const LOG_ACTION: Record<TechProveOperation, OperationAction> = {
  accept: 'verify',
  finish: 'submit',
  reject: 'verify',
  prove: 'verify',
  close: 'publish',
  edit: 'update',
  withdraw: 'discard',
  cancel: 'discard',
};

/** Who calls: the actor (organisation, name, action keys) and whether they are quality staff. */
export interface TechProveCaller {
  actor: DocumentActor;
  staff: boolean;
}

/** A proof code: TP, the day (UTC) and a number of that day. */
function proveCodePrefix(at: Date): string {
  return `TP${at.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** What a caller who is not staff reads, on the query's alias: their own, their organisation's, and the proven or closed proofs of their brands. */
function andReadScope<Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>, caller: TechProveCaller): void {
  if (caller.staff) return;
  const { actor } = caller;
  const p = qb.alias;
  const brands = actor.user.brandCodes;
  const parts = [`${p}.proposerCode = :me`];
  const params: Record<string, unknown> = { me: actor.userCode, publicStates: PUBLIC_STATES };
  if (actor.author.orgCode) {
    parts.push(`${p}.orgCode = :myOrg`);
    params['myOrg'] = actor.author.orgCode;
  }
  parts.push(brands.length > 0 ? `(${p}.state IN (:...publicStates) AND ${p}.brandCode IN (:...myBrands))` : `${p}.state IN (:...publicStates)`);
  if (brands.length > 0) params['myBrands'] = brands;
  qb.andWhere(`(${parts.join(' OR ')})`, params);
}

/** The list's conditions on the query's alias (also for its medium test): the filter (keyword on code or title, state, brand, series, created days, a part code) and what the caller reads. */
export function whereTechProves<Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>, query: TechProveQuery, caller: TechProveCaller): SelectQueryBuilder<Q> {
  documentListScope(qb, query, { keywordOn: ['proveCode', 'title'], equal: ['state', 'brandCode', 'seriesCode'] });
  if (query.partCode) {
    qb.andWhere(`EXISTS (SELECT 1 FROM tech_prove_part pp WHERE pp.prove_id = ${qb.alias}.id AND pp.part_code = :partCode)`, { partCode: query.partCode.toUpperCase() });
  }
  andReadScope(qb, caller);
  return qb;
}

/**
 * How the list reads a page: keyPage over the index of the creation time, the id and the reading
 * scope's columns (migration 1700000095100), newest first, then by id — a deep page steps over index
 * entries, not rows.
 */
export function techProveListPage(query: TechProveQuery, caller: TechProveCaller): KeyPageOptions {
  return newestFirstPage<TechProve>(query, 'p', (qb) => whereTechProves(qb, query, caller));
}

/**
 * Technical proof and improvement (`techProve`, /TechProve and /TechProvePreview): the list with its
 * filter and workbook, the reading view with the history and the questions, the proposer's writes
 * (series checked with the vehicle service, attachments owned by the proof, no sensitive word), every
 * step through TECH_PROVE_MACHINE — the step, its record, `tis.document.techProve.<step>.v1` and the
 * operation record in one transaction — and the questions (TechQua) through TECH_QUA_MACHINE.
 */
@Injectable()
export class TechProofService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(DocumentActors) private readonly actors: DocumentActors,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  async caller(user: RequestUser): Promise<TechProveCaller> {
    const actor = await this.actors.of(user, TECH_PROVE_API_PATH);
    return { actor, staff: isPageAllowed(user.rights, TECH_PROVE_PAGE) && actor.actions.includes(TECH_PROVE_STAFF_ACTION) };
  }

  private rolesOn(row: TechProve, caller: TechProveCaller): TechProveRole[] {
    const roles: TechProveRole[] = [];
    if (row.proposerCode === caller.actor.userCode) roles.push('proposer');
    if (caller.staff) roles.push('staff');
    return roles;
  }

  private quaRolesOn(qua: TechQua, caller: TechProveCaller): TechQuaRole[] {
    const roles: TechQuaRole[] = [];
    if (qua.askerCode === caller.actor.userCode) roles.push('asker');
    if (caller.staff) roles.push('staff');
    return roles;
  }

  /** Staff read every proof; others their own, their organisation's, and the proven or closed ones of their brands. */
  private canRead(row: TechProve, caller: TechProveCaller): boolean {
    if (caller.staff || row.proposerCode === caller.actor.userCode) return true;
    if (row.orgCode !== null && row.orgCode === caller.actor.author.orgCode) return true;
    return PUBLIC_STATES.includes(row.state) && brandAllowed(caller.actor, row.brandCode);
  }

  /** The proof if the caller may read it; 404 otherwise (whether it exists is not told). */
  private async readable(id: string, caller: TechProveCaller, manager: EntityManager = this.ds.manager): Promise<TechProve> {
    const row = await manager.findOneBy(TechProve, { id });
    if (!row || !this.canRead(row, caller)) throw new TisError('notFound');
    return row;
  }

  /** Whether the caller may read the files of a proof (the gateway asks before it serves one). */
  async filesReadable(id: string, user: RequestUser): Promise<boolean> {
    const row = await this.ds.manager.findOneBy(TechProve, { id });
    return row !== null && this.canRead(row, await this.caller(user));
  }

  // --- List ---

  /** The list of /TechProve: what the caller may read, with the filter; newest first. */
  async list(query: TechProveQuery, user: RequestUser): Promise<PageResult<TechProveRow>> {
    const caller = await this.caller(user);
    const [rows, total] = await keyPage(this.ds.getRepository(TechProve), techProveListPage(query, caller));
    const open = await this.openQuestions(rows.map((r) => r.id));
    return { list: rows.map((row) => techProveRowOf(row, this.rolesOn(row, caller), open.get(row.id) ?? 0)), total };
  }

  /** The questions still submitted per proof (one grouped query on the question index). */
  private async openQuestions(ids: readonly string[], manager: EntityManager = this.ds.manager): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const counts = await manager
      .getRepository(TechQua)
      .createQueryBuilder('q')
      .select('q.proveId', 'proveId')
      .addSelect('COUNT(*)', 'open')
      .where('q.proveId IN (:...ids)', { ids })
      .andWhere('q.state = :submitted', { submitted: TECH_QUA_STATE.submitted })
      .groupBy('q.proveId')
      .getRawMany<{ proveId: string; open: number | string }>();
    return new Map(counts.map((c) => [c.proveId, Number(c.open)]));
  }

  // --- One proof ---

  async detail(id: string, user: RequestUser): Promise<TechProveDetail> {
    const caller = await this.caller(user);
    return this.detailOf(await this.readable(id, caller), caller);
  }

  private async detailOf(row: TechProve, caller: TechProveCaller, manager: EntityManager = this.ds.manager): Promise<TechProveDetail> {
    const history = await manager.find(TechProveRecord, { where: { proveId: row.id }, order: { id: 'ASC' } });
    const questions = await manager.find(TechQua, { where: { proveId: row.id }, order: { sno: 'ASC' } });
    const open = questions.filter((q) => q.state === TECH_QUA_STATE.submitted).length;
    const canAsk = (TECH_PROVE_OPEN_STATES as readonly number[]).includes(row.state) && questions.length < TECH_QUA_PER_PROOF_MAX;
    return techProveDetailOf(
      techProveRowOf(row, this.rolesOn(row, caller), open),
      row,
      history,
      questions.map((q) => techQuaRowOf(q, this.quaRolesOn(q, caller))),
      canAsk,
    );
  }

  /** A new proof of the caller, pending: its part codes, its attachments, the submission recorded and announced. */
  async create(input: CreateTechProveValues, user: RequestUser): Promise<TechProveDetail> {
    const caller = await this.caller(user);
    const { actor } = caller;
    const series = await this.seriesOf(input, actor);
    await refuseSensitiveWords(this.services, this.texts(input));
    const id = randomUUID();
    await this.claim(id, input);
    const { attachments, partCodes, ...content } = input;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.bus.transaction(async (tx) => {
          const { manager } = tx;
          const at = new Date();
          await manager.insert(TechProve, {
            ...content,
            id,
            version: 1,
            proveCode: await this.nextCode(manager, at),
            brandCode: series.brandCode,
            seriesCode: series.seriesCode,
            seriesName: series.seriesName,
            partCodes: partCodes.join(','),
            attachments: attachmentsColumn(attachments),
            state: TECH_PROVE_STATE.pending,
            proposerCode: actor.userCode,
            proposerName: actor.fullName.slice(0, 100),
            orgCode: actor.author.orgCode,
            orgName: actor.author.orgName,
            createdBy: actor.userCode,
            updatedBy: actor.userCode,
          });
          await this.writeParts(manager, id, partCodes);
          const row = await rowById(manager, TechProve, id);
          await this.record(tx, row, 'submit', null, '', actor, at);
          await recordOperation(tx, { module: TECH_PROVE_KIND, action: 'create', targetId: id, targetName: row.proveCode, userCode: actor.userCode });
          return this.detailOf(row, caller, manager);
        });
      } catch (error) {
        // Two proposers took the same number of the day: the unique index refused the second; take the next.
        if (attempt < 4 && isUniqueViolation(error)) continue;
        throw error;
      }
    }
  }

  /** The proposer's edit of a pending proof (TECH_PROVE_MACHINE `edit`); its part codes are replaced. */
  async update(id: string, input: UpdateTechProveValues, user: RequestUser): Promise<TechProveDetail> {
    const caller = await this.caller(user);
    await this.readable(id, caller);
    const series = await this.seriesOf(input, caller.actor);
    await refuseSensitiveWords(this.services, this.texts(input));
    await this.claim(id, input);
    const { attachments, partCodes, version, ...content } = input;
    return this.bus.transaction(async (tx) => {
      const { manager } = tx;
      const row = await this.checked(manager, id, version, caller, 'edit');
      const after = await updateVersioned(manager, TechProve, id, version, {
        ...content,
        brandCode: series.brandCode,
        seriesCode: series.seriesCode,
        seriesName: series.seriesName,
        partCodes: partCodes.join(','),
        attachments: attachmentsColumn(attachments),
        updatedBy: caller.actor.userCode,
      });
      await manager.delete(TechProvePart, { proveId: id });
      await this.writeParts(manager, id, partCodes);
      await recordOperation(tx, { module: TECH_PROVE_KIND, action: LOG_ACTION.edit, targetId: id, targetName: row.proveCode, userCode: caller.actor.userCode });
      return this.detailOf(after, caller, manager);
    });
  }

  /**
   * One step of TECH_PROVE_MACHINE: the row (404), its version (409001), the table (403 for the
   * roles, 409001 for the state), the remark the step needs; then the state, the record, the event
   * and the operation record. A refusal changes nothing.
   */
  async step(id: string, step: TechProveStep, body: { version: number; remark: string }, user: RequestUser): Promise<TechProveDetail> {
    const caller = await this.caller(user);
    await this.readable(id, caller);
    if (body.remark !== '') await refuseSensitiveWords(this.services, [body.remark]);
    return this.bus.transaction(async (tx) => {
      const { manager } = tx;
      const row = await this.checked(manager, id, body.version, caller, step);
      const missing = remarkProblem(TECH_PROVE_MACHINE, step, body.remark);
      if (missing) throw businessError(missing);
      const to = TECH_PROVE_MACHINE.transitions[step].to ?? row.state;
      const after = await updateVersioned(manager, TechProve, id, body.version, { state: to, updatedBy: caller.actor.userCode });
      const at = new Date();
      await this.record(tx, after, step, row.state, body.remark, caller.actor, at);
      await sendSearchEntry(tx, TECH_PROVE_SEARCH, row, after, at);
      await recordOperation(tx, { module: TECH_PROVE_KIND, action: LOG_ACTION[step], targetId: id, targetName: row.proveCode, userCode: caller.actor.userCode });
      return this.detailOf(after, caller, manager);
    });
  }

  /** The row read in the transaction, checked against the version read and the table. */
  private async checked(manager: EntityManager, id: string, version: number, caller: TechProveCaller, operation: TechProveOperation): Promise<TechProve> {
    const row = await rowById(manager, TechProve, id);
    if (!this.canRead(row, caller)) throw new TisError('notFound');
    if (row.version !== version) throw new TisError('dataStateChanged');
    const refusal = checkTransition(TECH_PROVE_MACHINE, row.state, this.rolesOn(row, caller), operation);
    if (refusal) throw new TisError(refusal.error, {}, null, refusal.key);
    return row;
  }

  /** The step's line of the history and its event (search indexes proven and closed proofs from them). */
  private async record(tx: Transaction, row: TechProve, operation: TechProveEventOperation, fromState: number | null, remark: string, actor: DocumentActor, at: Date): Promise<void> {
    await tx.manager.insert(TechProveRecord, {
      proveId: row.id,
      operation,
      fromState,
      toState: row.state,
      remark: remark === '' ? null : remark,
      userCode: actor.userCode,
      fullName: actor.fullName.slice(0, 100),
      at,
    });
    await tx.emit(
      TECH_PROVE_EVENTS[operation],
      {
        proveId: row.id,
        proveCode: row.proveCode,
        operation,
        fromState,
        toState: row.state,
        brandCode: row.brandCode,
        seriesCode: row.seriesCode,
        byUser: actor.userCode,
        remark: remark === '' ? null : remark,
        occurredAt: at.toISOString(),
      },
      row.id,
    );
  }

  // --- Questions (TechQua) ---

  /** A question on an open proof by anyone who may read it (at most TECH_QUA_PER_PROOF_MAX per proof). */
  async ask(id: string, question: string, user: RequestUser): Promise<TechProveDetail> {
    const caller = await this.caller(user);
    await this.readable(id, caller);
    await refuseSensitiveWords(this.services, [question]);
    return this.bus.transaction(async (tx) => {
      const { manager } = tx;
      const row = await this.readable(id, caller, manager);
      if (!(TECH_PROVE_OPEN_STATES as readonly number[]).includes(row.state)) throw new TisError('dataStateChanged', {}, null, 'techProve.wrongState');
      const asked = await manager.countBy(TechQua, { proveId: id });
      if (asked >= TECH_QUA_PER_PROOF_MAX) throw businessError('techProve.tooManyQuestions', { max: TECH_QUA_PER_PROOF_MAX });
      const quaId = randomUUID();
      await manager.insert(TechQua, {
        id: quaId,
        version: 1,
        proveId: id,
        sno: asked + 1,
        question,
        state: TECH_QUA_STATE.submitted,
        askerCode: caller.actor.userCode,
        askerName: caller.actor.fullName.slice(0, 100),
        answer: null,
        answerCode: null,
        answerName: null,
        answerTime: null,
        cancelRemark: null,
        createdBy: caller.actor.userCode,
        updatedBy: caller.actor.userCode,
      });
      await recordOperation(tx, { module: TECH_PROVE_KIND, action: 'create', targetId: quaId, targetName: row.proveCode, userCode: caller.actor.userCode });
      return this.detailOf(row, caller, manager);
    });
  }

  /** The staff's answer to a submitted question (it is answered, closed). */
  async answer(quaId: string, body: AnswerTechQua, user: RequestUser): Promise<TechProveDetail> {
    await refuseSensitiveWords(this.services, [body.answer]);
    return this.quaStep(quaId, body.version, 'answer', user, (caller) => ({
      answer: body.answer,
      answerCode: caller.actor.userCode,
      answerName: caller.actor.fullName.slice(0, 100),
      answerTime: new Date(),
    }));
  }

  /** Who asked it, or the staff, cancel a submitted question (the remark: why). */
  cancelQuestion(quaId: string, body: { version: number; remark: string }, user: RequestUser): Promise<TechProveDetail> {
    return this.quaStep(quaId, body.version, 'cancel', user, () => ({ cancelRemark: body.remark === '' ? null : body.remark }));
  }

  private async quaStep(quaId: string, version: number, operation: 'answer' | 'cancel', user: RequestUser, changes: (caller: TechProveCaller) => Partial<TechQua>): Promise<TechProveDetail> {
    const caller = await this.caller(user);
    return this.bus.transaction(async (tx) => {
      const { manager } = tx;
      const qua = await manager.findOneBy(TechQua, { id: quaId });
      if (!qua) throw new TisError('notFound');
      const row = await this.readable(qua.proveId, caller, manager);
      if (qua.version !== version) throw new TisError('dataStateChanged');
      const refusal = checkTransition(TECH_QUA_MACHINE, qua.state, this.quaRolesOn(qua, caller), operation);
      if (refusal) throw new TisError(refusal.error, {}, null, refusal.key);
      const to = TECH_QUA_MACHINE.transitions[operation].to ?? qua.state;
      await updateVersioned(manager, TechQua, quaId, version, { ...changes(caller), state: to, updatedBy: caller.actor.userCode });
      await recordOperation(tx, { module: TECH_PROVE_KIND, action: 'update', targetId: quaId, targetName: row.proveCode, userCode: caller.actor.userCode });
      return this.detailOf(row, caller, manager);
    });
  }

  // --- Helpers ---

  /** The series the proof names, of the brand it names, and a brand the proposer works with. */
  private async seriesOf(input: { brandCode: string; seriesCode: string }, actor: DocumentActor): Promise<SeriesRef> {
    const [series] = await this.services.send<SeriesRef[]>('vehicle', VEHICLE_SERIES_GET, { seriesCodes: [input.seriesCode] });
    if (!series || series.brandCode.toLowerCase() !== input.brandCode.toLowerCase()) {
      throw businessError('cases.unknownSeries', { brandCode: input.brandCode, seriesCode: input.seriesCode });
    }
    if (!brandAllowed(actor, series.brandCode)) throw businessError('cases.brandNotAllowed', { brandCode: series.brandCode });
    return series;
  }

  /** The texts sensitive words are looked for in. */
  private texts(input: Pick<CreateTechProveValues, 'title' | 'description'>): string[] {
    return [input.title, richTextToPlain(input.description)];
  }

  /** The attachments and the description's images belong to the proof from now on (read with its access). */
  private claim(id: string, input: Pick<CreateTechProveValues, 'attachments' | 'description'>): Promise<void> {
    return claimRecordFiles(this.services, [...input.attachments.map((a) => a.url), ...richTextImageUrls(input.description)], recordOwner('document', TECH_PROVE_KIND, id));
  }

  private async writeParts(manager: EntityManager, proveId: string, partCodes: readonly string[]): Promise<void> {
    if (partCodes.length > 0) await manager.insert(TechProvePart, partCodes.map((partCode, i) => ({ proveId, sno: i + 1, partCode })));
  }

  private async nextCode(manager: EntityManager, at: Date): Promise<string> {
    const prefix = proveCodePrefix(at);
    const last = await manager
      .getRepository(TechProve)
      .createQueryBuilder('p')
      .select('MAX(p.proveCode)', 'code')
      .where('p.proveCode LIKE :prefix', { prefix: `${prefix}%` })
      .getRawOne<{ code: string | null }>();
    const next = last?.code ? Number(last.code.slice(prefix.length)) + 1 : 1;
    return `${prefix}${String(next).padStart(5, '0')}`;
  }
}
