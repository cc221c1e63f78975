import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ALIGNMENT_API,
  ALIGNMENT_PAGE,
  ALIGNMENT_PARAMETERS,
  ALIGNMENT_STATE,
  ALIGNMENT_TRANSITIONS,
  type AlignmentByVin,
  type AlignmentCaller,
  type AlignmentOperation,
  type AlignmentQuery,
  type AlignmentReview,
  type AlignmentStandardDetail,
  type AlignmentStandardValues,
  type AlignmentStandardView,
  type AlignmentStep,
  type AlignmentStepBody,
  type AlignmentValues,
  allowedAlignmentOperations,
  businessError,
  checkAlignmentOperation,
  isPageAllowed,
  type OperationAction,
  type PageResult,
  TisError,
  toSkipTake,
  type UpdateAlignmentStandardValues,
  workflowActionKeys,
} from '@tis/contracts';
import { andKeyword, DATA_SOURCE, EventBus, isUniqueViolation, recordOperation, type RequestUser, rowById, sameCode, type Transaction, updateVersioned, versionedMeta } from '@tis/nest';
import { type DataSource, In, IsNull } from 'typeorm';
import { Model } from '../model/model.entity.js';
import { Series } from '../series/series.entity.js';
import { VehicleService } from '../vehicle/vehicle.service.js';
import { AlignmentReviewRecord, AlignmentStandard } from './alignment.entity.js';

type ValueColumns = { [K in `${(typeof ALIGNMENT_PARAMETERS)[number]}${'Nominal' | 'Check' | 'Set'}`]: number };

export function valueColumns(values: AlignmentValues): ValueColumns {
  const columns: Record<string, number> = {};
  for (const p of ALIGNMENT_PARAMETERS) {
    columns[`${p}Nominal`] = values[p].nominal;
    columns[`${p}Check`] = values[p].check;
    columns[`${p}Set`] = values[p].set;
  }
  return columns as ValueColumns;
}

function valuesOf(row: AlignmentStandard): AlignmentValues {
  const columns = row as unknown as ValueColumns;
  return Object.fromEntries(ALIGNMENT_PARAMETERS.map((p) => [p, { nominal: columns[`${p}Nominal`], check: columns[`${p}Check`], set: columns[`${p}Set`] }])) as AlignmentValues;
}

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);
export const scopeKeyOf = (seriesCode: string, modelCode: string | null): string => `${seriesCode.toUpperCase()}/${(modelCode ?? '').toUpperCase()}`;

/** The operation-log action of each operation (OPERATION_ACTIONS). */
const LOG_ACTION: Record<AlignmentOperation, OperationAction> = {
  submit: 'submit',
  firstReview: 'verify',
  finalReview: 'verify',
  publish: 'publish',
  cancel: 'cancelPublish',
  edit: 'update',
  delete: 'delete',
};

const MODULE = 'alignmentStandard';

/**
 * Four-wheel alignment standards (/StandardParametersManager): written, submitted, first- and
 * final-reviewed by two other people, published and cancelled through ALIGNMENT_TRANSITIONS; every
 * operation in one transaction with its review line and operation record. Readers see the published
 * standard of a VIN's model, else of its series.
 */
@Injectable()
export class AlignmentService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(VehicleService) private readonly vehicles: VehicleService,
  ) {}

  /** The caller as the table reads them: the action keys count only for holders of the page. */
  caller(user: RequestUser): AlignmentCaller & { fullName: string } {
    const manager = isPageAllowed(user.rights, ALIGNMENT_PAGE);
    return { userCode: user.userCode, fullName: user.userName.slice(0, 100), actions: manager ? workflowActionKeys(user.rights, `/tis/api/${ALIGNMENT_API.base}`) : [] };
  }

  // --- Writing ---

  async create(input: AlignmentStandardValues, user: RequestUser): Promise<AlignmentStandardDetail> {
    const caller = this.caller(user);
    if (!caller.actions.includes('create')) throw new TisError('forbidden');
    const series = await this.ds.manager.findOneBy(Series, { seriesCode: sameCode(input.seriesCode) });
    if (!series) throw businessError('vehicle.seriesNotFound', { code: input.seriesCode });
    let modelCode: string | null = null;
    if (input.modelCode !== null) {
      const model = await this.ds.manager.findOneBy(Model, { modelCode: sameCode(input.modelCode) });
      if (!model) throw businessError('vehicle.modelNotFound', { code: input.modelCode });
      if (model.seriesCode !== series.seriesCode) throw businessError('vehicle.modelNotInSeries', { code: model.modelCode, series: series.seriesCode });
      modelCode = model.modelCode;
    }
    const scopeKey = scopeKeyOf(series.seriesCode, modelCode);
    const scope = modelCode ? `${series.seriesCode} / ${modelCode}` : series.seriesCode;
    const id = randomUUID();
    await this.bus.transaction(async (tx) => {
      if (await tx.manager.existsBy(AlignmentStandard, { scopeKey })) throw new TisError('duplicate', { scope }, null, 'alignment.duplicate');
      try {
        await tx.manager.insert(AlignmentStandard, {
          id,
          version: 1,
          brandCode: series.brandCode,
          seriesCode: series.seriesCode,
          modelCode,
          scopeKey,
          state: ALIGNMENT_STATE.pendingSubmit,
          authorCode: user.userCode,
          authorName: caller.fullName,
          firstReviewerCode: null,
          remark: input.remark,
          submitTime: null,
          publishTime: null,
          ...valueColumns(input.values),
          createdBy: user.userCode,
          updatedBy: user.userCode,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new TisError('duplicate', { scope }, null, 'alignment.duplicate');
        throw error;
      }
      await recordOperation(tx, { module: MODULE, action: 'create', targetId: id, targetName: scope, userCode: user.userCode });
    });
    return this.detail(id, user);
  }

  /** Edits the values of a standard pending submit or rejected (a rejected one is pending submit again). */
  async update(id: string, input: UpdateAlignmentStandardValues, user: RequestUser): Promise<AlignmentStandardDetail> {
    const { version, values, remark } = input;
    await this.bus.transaction((tx) => this.apply(tx, id, version, 'edit', user, { ...valueColumns(values), remark, firstReviewerCode: null }));
    return this.detail(id, user);
  }

  async remove(id: string, version: number, user: RequestUser): Promise<void> {
    await this.bus.transaction((tx) => this.apply(tx, id, version, 'delete', user, {}));
  }

  /** submit, firstReview, finalReview (approve, or refuse with a remark), publish, cancel. */
  async step(id: string, step: AlignmentStep, body: AlignmentStepBody, user: RequestUser): Promise<AlignmentStandardDetail> {
    const review = step === 'firstReview' || step === 'finalReview';
    if (review && body.approved === undefined) throw businessError('alignment.verdictRequired');
    if (!review && body.approved !== undefined) throw businessError('alignment.verdictNotTaken');
    if (review && body.approved === false && body.remark === '') throw businessError('alignment.remarkRequired');
    await this.bus.transaction((tx) => this.apply(tx, id, body.version, step, user, {}, body));
    return this.detail(id, user);
  }

  /**
   * One operation: the row (404), its version (409001), the transition table (403, or 409001 with
   * the operation's message), then the change, the review line and the operation record. A refusal
   * changes nothing.
   */
  private async apply(tx: Transaction, id: string, version: number, operation: AlignmentOperation, user: RequestUser, changes: Partial<AlignmentStandard>, body?: AlignmentStepBody): Promise<void> {
    const { manager } = tx;
    const caller = this.caller(user);
    const row = await rowById(manager, AlignmentStandard, id);
    if (row.version !== version) throw new TisError('dataStateChanged');
    const refusal = checkAlignmentOperation(row, caller, operation);
    if (refusal) throw new TisError(refusal.error, {}, null, refusal.key);
    const rule = ALIGNMENT_TRANSITIONS[operation];
    const at = new Date();
    const name = row.modelCode ? `${row.seriesCode} / ${row.modelCode}` : row.seriesCode;
    if (rule.to === 'deleted') {
      const removed = await manager.delete(AlignmentStandard, { id, version });
      if (removed.affected !== 1) throw new TisError('dataStateChanged');
      await manager.delete(AlignmentReviewRecord, { standardId: id });
    } else {
      const refused = body?.approved === false;
      const state = refused && rule.refusedTo !== undefined ? rule.refusedTo : rule.to;
      const stamps: Partial<AlignmentStandard> = {};
      if (operation === 'submit') stamps.submitTime = at;
      if (operation === 'publish') stamps.publishTime = at;
      if (operation === 'firstReview') stamps.firstReviewerCode = refused ? null : user.userCode;
      // A cancelled standard keeps its history but no longer holds its model: a new one may be written.
      if (operation === 'cancel') stamps.scopeKey = null;
      const after = await updateVersioned(manager, AlignmentStandard, id, version, { ...changes, ...stamps, state, updatedBy: user.userCode });
      if (rule.recorded) {
        await manager.insert(AlignmentReviewRecord, {
          id: randomUUID(),
          standardId: id,
          standardVersion: after.version,
          step: operation,
          result: body?.approved === undefined ? null : body.approved ? 1 : 0,
          remark: body && body.remark !== '' ? body.remark : null,
          userCode: user.userCode,
          fullName: caller.fullName,
          at,
        });
      }
    }
    await recordOperation(tx, { module: MODULE, action: LOG_ACTION[operation], targetId: id, targetName: name, userCode: user.userCode });
  }

  // --- Reading ---

  async list(query: AlignmentQuery, user: RequestUser): Promise<PageResult<AlignmentStandardView>> {
    const caller = this.caller(user);
    const qb = this.ds.getRepository(AlignmentStandard).createQueryBuilder('a');
    andKeyword(qb, ['a.seriesCode', 'a.modelCode'], query.keyword);
    if (query.brandCode) qb.andWhere('a.brandCode = :brandCode', { brandCode: query.brandCode });
    if (query.seriesCode) qb.andWhere('a.seriesCode = :seriesCode', { seriesCode: query.seriesCode });
    if (query.state !== undefined) qb.andWhere('a.state = :state', { state: query.state });
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('a.updatedAt', 'DESC').addOrderBy('a.id', 'ASC').skip(skip).take(take).getManyAndCount();
    const names = await this.names(rows);
    return { list: rows.map((row) => this.viewOf(row, caller, names)), total };
  }

  async detail(id: string, user: RequestUser): Promise<AlignmentStandardDetail> {
    const row = await rowById(this.ds.manager, AlignmentStandard, id);
    const records = await this.ds.manager.find(AlignmentReviewRecord, { where: { standardId: id }, order: { standardVersion: 'DESC' } });
    const history: AlignmentReview[] = records.map((r) => ({
      id: r.id,
      step: r.step as AlignmentStep,
      result: r.result,
      remark: r.remark,
      userCode: r.userCode,
      fullName: r.fullName,
      at: new Date(r.at).toISOString(),
    }));
    return { ...this.viewOf(row, this.caller(user), await this.names([row])), history };
  }

  /** The reader's query: the published standard of the VIN's model, else of its series. */
  async byVin(vin: string): Promise<AlignmentByVin> {
    const vehicle = await this.vehicles.vinInfo(vin);
    const published = await this.ds.manager.find(AlignmentStandard, {
      where: [
        { seriesCode: vehicle.seriesCode, modelCode: vehicle.modelCode, state: ALIGNMENT_STATE.published },
        { seriesCode: vehicle.seriesCode, modelCode: IsNull(), state: ALIGNMENT_STATE.published },
      ],
    });
    const own = published.find((s) => s.modelCode !== null);
    const standard = own ?? published.find((s) => s.modelCode === null) ?? null;
    if (!standard) return { vehicle, matchedBy: null, standard: null };
    const view: Partial<AlignmentStandardView> = this.viewOf(standard, { userCode: '', actions: [] }, await this.names([standard]));
    delete view.actions;
    return { vehicle, matchedBy: own ? 'model' : 'series', standard: view as Omit<AlignmentStandardView, 'actions'> };
  }

  private async names(rows: readonly AlignmentStandard[]): Promise<{ series: Map<string, string>; models: Map<string, string> }> {
    const seriesCodes = [...new Set(rows.map((r) => r.seriesCode))];
    const modelCodes = [...new Set(rows.flatMap((r) => (r.modelCode ? [r.modelCode] : [])))];
    const series = seriesCodes.length ? await this.ds.manager.find(Series, { where: { seriesCode: In(seriesCodes) } }) : [];
    const models = modelCodes.length ? await this.ds.manager.find(Model, { where: { modelCode: In(modelCodes) } }) : [];
    return { series: new Map(series.map((s) => [s.seriesCode, s.seriesName])), models: new Map(models.map((m) => [m.modelCode, m.modelName])) };
  }

  private viewOf(row: AlignmentStandard, caller: AlignmentCaller, names: { series: Map<string, string>; models: Map<string, string> }): AlignmentStandardView {
    return {
      brandCode: row.brandCode,
      seriesCode: row.seriesCode,
      seriesName: names.series.get(row.seriesCode) ?? null,
      modelCode: row.modelCode,
      modelName: row.modelCode ? (names.models.get(row.modelCode) ?? null) : null,
      state: row.state,
      values: valuesOf(row),
      remark: row.remark,
      authorCode: row.authorCode,
      authorName: row.authorName,
      firstReviewerCode: row.firstReviewerCode,
      submitTime: iso(row.submitTime),
      publishTime: iso(row.publishTime),
      createdAt: new Date(row.createdAt).toISOString(),
      actions: allowedAlignmentOperations(row, caller),
      ...versionedMeta(row),
    };
  }
}
