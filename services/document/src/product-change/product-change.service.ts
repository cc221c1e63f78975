import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  APPROVAL_RESULT,
  businessError,
  type CreateProductChangeValues,
  documentMessageRequestedV1,
  DOCUMENT_SUBMIT_STATE,
  isPageAllowed,
  type ModelRef,
  NEW_DOCUMENT_STATES,
  type PageResult,
  PRODUCT_CHANGE_API,
  PRODUCT_CHANGE_VIN_CHECK_MAX,
  type ProductChangeDetail,
  productChangeMatch,
  type ProductChangeQuery,
  type ProductChangeRow,
  type ProductChangeVinAnswer,
  type ProductChangeVinQuery,
  productChangeWorkflow,
  type PublishedProductChangeQuery,
  richTextImageUrls,
  richTextToPlain,
  type SeriesRef,
  TisError,
  toSkipTake,
  USER_MESSAGE_MAX_RECEIVERS,
  USER_MESSAGE_PARAM_MAX_LENGTH,
  type UpdateProductChangeValues,
  userMessageRequest,
  VEHICLE_BRANDS_GET,
  VEHICLE_MODELS_GET,
  VEHICLE_SERIES_GET,
  VEHICLE_VIN_GET,
  type VinRef,
  type WorkflowAction,
} from '@tis/contracts';
import {
  andKeyword,
  applyTransition,
  isUniqueViolation,
  keyPage,
  type KeyPageOptions,
  recordOperation,
  type RequestUser,
  rowById,
  type Transaction,
  userAudience,
} from '@tis/nest';
import { Brackets, type EntityManager, In, type ObjectLiteral, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import { andPublishedScope, brandAllowed, isPublished } from '../kernel/document-access.js';
import type { DocumentActor } from '../kernel/document-actors.js';
import { type DocumentKind, DocumentKindService } from '../kernel/document-kind.service.js';
import { documentListScope, newestFirstPage } from '../kernel/document-list.js';
import { refuseSensitiveWords } from '../kernel/sensitive-words.js';
import { ProductChange, ProductChangeSeries } from './product-change.entity.js';
import { attachmentsColumn, productChangeDetailOf, productChangeRowOf, scopeOf } from './product-change-views.js';

/** The api the product-change routes are called under: the action keys' headApi is matched against it. */
export const PRODUCT_CHANGE_API_PATH = `/tis/api/${PRODUCT_CHANGE_API.base}`;

/** The staff page: the action keys count on product changes only with it (a dealer's create or submit are for their own kinds). */
export const PRODUCT_CHANGE_STAFF_PAGE = 'ProductChangeManagement';

const EQUAL_FILTERS = ['brandCode', 'submitState', 'verifyState', 'publishState'] as const;

/** Whether the caller is product-change staff (the management page). */
function isStaff(actor: DocumentActor): boolean {
  return isPageAllowed(actor.user.rights, PRODUCT_CHANGE_STAFF_PAGE);
}

/**
 * Whether a change is on a staff member's working list: their own, their organisation's, and every
 * change once submitted (to review, to publish, published, cancelled). A draft is its author's.
 */
function inStaffScope(row: ProductChange, actor: DocumentActor): boolean {
  if (!isStaff(actor)) return false;
  if (row.authorCode === actor.userCode) return true;
  if (row.orgCode !== null && row.orgCode === actor.author.orgCode) return true;
  return row.submitState !== DOCUMENT_SUBMIT_STATE.unsubmitted || row.verifyState === APPROVAL_RESULT.approved;
}

/** `inStaffScope` as a condition on the query's main alias. */
function andStaffScope<Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>, actor: DocumentActor): void {
  const c = qb.alias;
  if (!isStaff(actor)) {
    qb.andWhere('1 = 0');
    return;
  }
  qb.andWhere(
    new Brackets((w: WhereExpressionBuilder) => {
      w.where(`${c}.authorCode = :scopeMe`, { scopeMe: actor.userCode });
      if (actor.author.orgCode !== null) w.orWhere(`${c}.orgCode = :scopeOrg`, { scopeOrg: actor.author.orgCode });
      w.orWhere(`${c}.submitState <> :scopeDraft`, { scopeDraft: DOCUMENT_SUBMIT_STATE.unsubmitted });
      w.orWhere(`${c}.verifyState = :scopeApproved`, { scopeApproved: APPROVAL_RESULT.approved });
    }),
  );
}

/** A change that names the series (one of its ProductChangeSeries rows, through the index on the code). */
function andSeries<Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>, seriesCode: string | undefined): void {
  if (!seriesCode) return;
  qb.andWhere(`EXISTS (SELECT 1 FROM product_change_series s WHERE s.change_id = ${qb.alias}.id AND s.series_code = :seriesCode)`, { seriesCode });
}

/**
 * The staff list's conditions on the query's alias (also for its medium test): the caller's working
 * scope, keyword on code or title, the coded fields, the created days, a series; discarded changes
 * only when asked.
 */
export function whereProductChanges<Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>, query: ProductChangeQuery, actor: DocumentActor): SelectQueryBuilder<Q> {
  andStaffScope(qb, actor);
  documentListScope(qb, query, { keywordOn: ['changeCode', 'title'], equal: EQUAL_FILTERS, kept: true });
  andSeries(qb, query.seriesCode);
  return qb;
}

/**
 * How the staff list reads a page: keyPage over the index of the discard flag, the creation time,
 * the id and the staff scope's columns (migration 1700000095100), newest first, then by id — a deep
 * page steps over index entries, not rows.
 */
export function productChangeListPage(query: ProductChangeQuery, actor: DocumentActor): KeyPageOptions {
  return newestFirstPage<ProductChange>(query, 'c', (qb) => whereProductChanges(qb, query, actor));
}

/**
 * Product-change notices (`productChange`, issue 16): the staff list of /ProductChangeManagement
 * with its filter and export, the readers' list of /ProductChange (published, of the caller's
 * brands), which published changes apply to a VIN, the reading view, the author's writes — brand,
 * series and models checked against the vehicle master data, attachments and inline images owned by
 * the change — and every workflow action under `productChangeWorkflow` (states, verify record,
 * `tis.document.productChange.<action>.v1` in one transaction). Publishing tells every dealer user
 * of the brand in /MyMessage, in the publishing transaction.
 */
@Injectable()
export class ProductChangeService extends DocumentKindService<ProductChange> {
  protected readonly kind: DocumentKind<ProductChange> = { entity: ProductChange, workflow: productChangeWorkflow, apiPath: PRODUCT_CHANGE_API_PATH };

  /** The caller; their action keys count only with the staff page. */
  override async actor(user: RequestUser): Promise<DocumentActor> {
    const actor = await super.actor(user);
    return isStaff(actor) ? actor : { ...actor, actions: [] };
  }

  /** A published change of the caller's brands, or one on a staff member's working list; 404 otherwise. */
  override async readable(id: string, actor: DocumentActor, manager: EntityManager = this.ds.manager): Promise<ProductChange> {
    const row = await manager.findOneBy(ProductChange, { id });
    if (!row || !this.canRead(row, actor)) throw new TisError('notFound');
    return row;
  }

  override async filesReadable(id: string, user: RequestUser): Promise<boolean> {
    const row = await this.ds.manager.findOneBy(ProductChange, { id });
    return row !== null && this.canRead(row, await this.actor(user));
  }

  /** Nothing waits in /MyVerify: product changes are reviewed from their staff list. */
  override waiting(): Promise<{ rows: ProductChange[]; total: number }> {
    return Promise.resolve({ rows: [], total: 0 });
  }

  private canRead(row: ProductChange, actor: DocumentActor): boolean {
    return (isPublished(row) && brandAllowed(actor, row.brandCode)) || inStaffScope(row, actor);
  }

  // --- Lists ---

  /** /ProductChangeManagement: the staff member's working list, newest first. */
  async list(query: ProductChangeQuery, user: RequestUser): Promise<PageResult<ProductChangeRow>> {
    const actor = await this.actor(user);
    const [rows, total] = await keyPage(this.ds.getRepository(ProductChange), productChangeListPage(query, actor));
    return this.rowsOf(rows, total, actor);
  }

  /**
   * /ProductChange: the published changes of the caller's brands (brand, series, keyword, effective
   * days), latest effective first. Three keys order it (effective day, publishing time, id), one more
   * than keyPage takes: it pages with OFFSET.
   */
  async published(query: PublishedProductChangeQuery, user: RequestUser): Promise<PageResult<ProductChangeRow>> {
    const actor = await this.actor(user);
    const qb = this.ds.getRepository(ProductChange).createQueryBuilder('c');
    andPublishedScope(qb, actor);
    andKeyword(qb, ['c.changeCode', 'c.title'], query.keyword);
    if (query.brandCode) qb.andWhere('c.brandCode = :brandCode', { brandCode: query.brandCode });
    andSeries(qb, query.seriesCode);
    if (query.startTime) qb.andWhere('c.effectiveDate >= :effectiveFrom', { effectiveFrom: query.startTime });
    if (query.endTime) qb.andWhere('c.effectiveDate <= :effectiveTo', { effectiveTo: query.endTime });
    qb.orderBy('c.effectiveDate', 'DESC').addOrderBy('c.publishTime', 'DESC').addOrderBy('c.id', 'DESC');
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.skip(skip).take(take).getManyAndCount();
    return this.rowsOf(rows, total, actor);
  }

  private async rowsOf(rows: ProductChange[], total: number, actor: DocumentActor): Promise<PageResult<ProductChangeRow>> {
    const series = await this.seriesOf(rows.map((r) => r.id));
    return { list: rows.map((row) => productChangeRowOf(row, series.get(row.id) ?? [], actor)), total };
  }

  private async seriesOf(ids: readonly string[], manager: EntityManager = this.ds.manager): Promise<Map<string, ProductChangeSeries[]>> {
    const bySeries = new Map<string, ProductChangeSeries[]>();
    if (ids.length === 0) return bySeries;
    const rows = await manager.find(ProductChangeSeries, { where: { changeId: In([...ids]) }, order: { sno: 'ASC' } });
    for (const row of rows) bySeries.set(row.changeId, [...(bySeries.get(row.changeId) ?? []), row]);
    return bySeries;
  }

  /**
   * Which published changes apply to a VIN (the caller's brands): the VIN query gives brand, series
   * and model; the published changes of that brand and series are weighed by their models and their
   * VIN range or production days (the day the caller gives: the registry keeps none).
   */
  async byVin(query: ProductChangeVinQuery, user: RequestUser): Promise<ProductChangeVinAnswer> {
    const actor = await this.actor(user);
    const vehicle = await this.services.send<VinRef | null>('vehicle', VEHICLE_VIN_GET, { vin: query.vin });
    if (!vehicle) throw businessError('error.vinNotFound');
    if (!brandAllowed(actor, vehicle.brandCode)) throw businessError('cases.brandNotAllowed', { brandCode: vehicle.brandCode });
    const qb = this.ds.getRepository(ProductChange).createQueryBuilder('c');
    andPublishedScope(qb, actor);
    qb.andWhere('c.brandCode = :brandCode', { brandCode: vehicle.brandCode });
    andSeries(qb, vehicle.seriesCode);
    const rows = await qb.orderBy('c.effectiveDate', 'DESC').addOrderBy('c.id', 'DESC').take(PRODUCT_CHANGE_VIN_CHECK_MAX).getMany();
    const series = await this.seriesOf(rows.map((r) => r.id));
    const { modelCode } = vehicle;
    const changes = rows.flatMap((row) => {
      const rowSeries = series.get(row.id) ?? [];
      const match = productChangeMatch(scopeOf(row, rowSeries), { vin: vehicle.vin, brandCode: vehicle.brandCode, seriesCode: vehicle.seriesCode, modelCode }, query.productionDate);
      return match === null ? [] : [Object.assign(productChangeRowOf(row, rowSeries, actor), { match })];
    });
    return {
      vehicle: { vin: vehicle.vin, brandCode: vehicle.brandCode, seriesCode: vehicle.seriesCode, seriesName: vehicle.seriesName, modelCode },
      productionDate: query.productionDate ?? null,
      changes,
    };
  }

  // --- One change ---

  /** The reading view (404 for a change the caller may not read). */
  async detail(id: string, user: RequestUser): Promise<ProductChangeDetail> {
    const actor = await this.actor(user);
    return this.detailOf(await this.readable(id, actor), actor);
  }

  private async detailOf(row: ProductChange, actor: DocumentActor, manager: EntityManager = this.ds.manager): Promise<ProductChangeDetail> {
    const series = await this.seriesOf([row.id], manager);
    return productChangeDetailOf(row, series.get(row.id) ?? [], actor);
  }

  async create(input: CreateProductChangeValues, user: RequestUser): Promise<ProductChangeDetail> {
    const actor = await this.actor(user);
    const master = await this.masterData(input, actor);
    await this.refuseRepeatedCode(input.changeCode, null);
    const id = randomUUID();
    await this.claim(id, input);
    try {
      const row = await this.bus.transaction(async (tx) => {
        const { manager } = tx;
        await manager.insert(ProductChange, {
          ...this.columnsOf(input, master),
          ...NEW_DOCUMENT_STATES,
          id,
          version: 1,
          authorCode: actor.userCode,
          fullName: actor.fullName,
          department: actor.author.department,
          orgCode: actor.author.orgCode,
          orgName: actor.author.orgName,
          createdBy: actor.userCode,
          updatedBy: actor.userCode,
        });
        await manager.insert(ProductChangeSeries, seriesRowsOf(id, master.series));
        const saved = await rowById(manager, ProductChange, id);
        await recordOperation(tx, { module: productChangeWorkflow.kind, action: 'create', targetId: id, targetName: saved.operationName(), userCode: actor.userCode });
        return saved;
      });
      return await this.detailOf(row, actor);
    } catch (error) {
      // Two authors wrote the same code at once: the unique index refused the second.
      if (isUniqueViolation(error)) throw repeatedCode(input.changeCode);
      throw error;
    }
  }

  /** The author's edit (the workflow's `edit`: a rejected change becomes a draft again); the series rows are replaced. */
  async update(id: string, input: UpdateProductChangeValues, user: RequestUser): Promise<ProductChangeDetail> {
    const actor = await this.actor(user);
    await this.readable(id, actor);
    const master = await this.masterData(input, actor);
    await this.refuseRepeatedCode(input.changeCode, id);
    await this.claim(id, input);
    try {
      return await this.act(id, actor, async (tx) => {
        await applyTransition(tx, ProductChange, productChangeWorkflow, { id, version: input.version, action: 'edit', user: actor, changes: this.columnsOf(input, master) });
        await tx.manager.delete(ProductChangeSeries, { changeId: id });
        await tx.manager.insert(ProductChangeSeries, seriesRowsOf(id, master.series));
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw repeatedCode(input.changeCode);
      throw error;
    }
  }

  /**
   * A workflow action on a change. Submit first looks for sensitive words (spec section 5); publish
   * tells every active dealer user of the change's brand in /MyMessage (message requests written with
   * the publication: both or neither).
   */
  async transition(id: string, action: Exclude<WorkflowAction, 'edit' | 'delete' | 'stop'>, version: number, user: RequestUser, verdict?: { approved: boolean; remark?: string }): Promise<ProductChangeDetail> {
    const actor = await this.actor(user);
    const row = await this.readable(id, actor);
    if (action === 'submit') await refuseSensitiveWords(this.services, [row.title, richTextToPlain(row.description)]);
    const receivers = action === 'publish' ? await this.dealersOf(row) : [];
    return this.act(id, actor, async (tx) => {
      await applyTransition(tx, ProductChange, productChangeWorkflow, {
        id,
        version,
        action,
        user: actor,
        ...(verdict ? { verdict: { approved: verdict.approved, remark: verdict.remark ?? '' } } : {}),
      });
      if (action === 'publish') await this.tellDealers(tx, row, receivers);
    });
  }

  /** Every active dealer user who works with the change's brand (an account without brands works with every brand). */
  private async dealersOf(row: ProductChange): Promise<string[]> {
    const codes = await userAudience(this.services, { userTypes: ['dealer'], brandCodes: [row.brandCode] });
    return codes.filter((code) => code.toLowerCase() !== row.authorCode.toLowerCase());
  }

  /** One message request per USER_MESSAGE_MAX_RECEIVERS receivers, each linking to the reading view. */
  private async tellDealers(tx: Transaction, row: ProductChange, receivers: readonly string[]): Promise<void> {
    const at = new Date();
    for (let i = 0; i < receivers.length; i += USER_MESSAGE_MAX_RECEIVERS) {
      const request = userMessageRequest(
        {
          receivers: receivers.slice(i, i + USER_MESSAGE_MAX_RECEIVERS),
          messageType: 'system',
          textKey: 'userMessage.productChangePublished',
          params: { changeCode: row.changeCode, brandCode: row.brandCode, title: row.title.slice(0, USER_MESSAGE_PARAM_MAX_LENGTH) },
          link: `/ViewProductChange?id=${row.id}`,
        },
        at,
      );
      await tx.emit(documentMessageRequestedV1, request, row.id);
    }
  }

  private act(id: string, actor: DocumentActor, work: (tx: Transaction) => Promise<void>): Promise<ProductChangeDetail> {
    return this.bus.transaction(async (tx) => {
      await work(tx);
      return this.detailOf(await rowById(tx.manager, ProductChange, id), actor, tx.manager);
    });
  }

  protected override async removeChildren(tx: Transaction, id: string): Promise<void> {
    await tx.manager.delete(ProductChangeSeries, { changeId: id });
  }

  // --- Checks ---

  /** The columns of what the author wrote; the range the change does not go by is not kept. */
  private columnsOf(input: CreateProductChangeValues, master: MasterData): Partial<ProductChange> {
    const byVin = input.applyBy === 'vinRange';
    return {
      changeCode: input.changeCode,
      title: input.title,
      description: input.description,
      brandCode: master.brandCode,
      modelCodes: master.modelCodes.join(','),
      applyBy: input.applyBy,
      vinFrom: byVin ? (input.vinFrom ?? null) : null,
      vinTo: byVin ? (input.vinTo ?? null) : null,
      productionFrom: byVin ? null : (input.productionFrom ?? null),
      productionTo: byVin ? null : (input.productionTo ?? null),
      effectiveDate: input.effectiveDate,
      attachments: attachmentsColumn(input.attachments),
    };
  }

  /**
   * The brand exists and the author works with it; every series exists and is of the brand; every
   * model exists and is of one of the series. Answers the codes as the master data spells them.
   */
  private async masterData(input: CreateProductChangeValues, actor: DocumentActor): Promise<MasterData> {
    const [brandCode] = await this.services.send<string[]>('vehicle', VEHICLE_BRANDS_GET, { brandCodes: [input.brandCode] });
    if (!brandCode) throw businessError('productChange.unknownBrand', { brandCode: input.brandCode });
    if (!brandAllowed(actor, brandCode)) throw businessError('cases.brandNotAllowed', { brandCode });
    const known = await this.services.send<SeriesRef[]>('vehicle', VEHICLE_SERIES_GET, { seriesCodes: input.seriesCodes });
    const series = input.seriesCodes.map((code) => {
      const ref = known.find((s) => s.seriesCode.toUpperCase() === code.toUpperCase());
      if (!ref || ref.brandCode.toUpperCase() !== brandCode.toUpperCase()) throw businessError('cases.unknownSeries', { brandCode, seriesCode: code });
      return ref;
    });
    const models = input.modelCodes.length > 0 ? await this.services.send<ModelRef[]>('vehicle', VEHICLE_MODELS_GET, { modelCodes: input.modelCodes }) : [];
    const modelCodes = input.modelCodes.map((code) => {
      const ref = models.find((m) => m.modelCode.toUpperCase() === code.toUpperCase());
      if (!ref || !series.some((s) => s.seriesCode === ref.seriesCode)) throw businessError('productChange.unknownModel', { modelCode: code });
      return ref.modelCode;
    });
    return { brandCode, series, modelCodes };
  }

  /** A code is unique regardless of case (kept upper-cased; the unique index catches two at once). */
  private async refuseRepeatedCode(changeCode: string, id: string | null): Promise<void> {
    const other = await this.ds.getRepository(ProductChange).findOne({ select: { id: true }, where: { changeCode } });
    if (other && other.id !== id) throw repeatedCode(changeCode);
  }

  /** The attachments and the description's images belong to this change from now on. */
  private claim(id: string, input: CreateProductChangeValues): Promise<void> {
    return this.claimFiles(id, [...input.attachments.map((a) => a.url), ...richTextImageUrls(input.description)]);
  }
}

interface MasterData {
  brandCode: string;
  series: SeriesRef[];
  modelCodes: string[];
}

function repeatedCode(changeCode: string): TisError {
  return new TisError('duplicate', { changeCode }, null, 'productChange.codeRepeated');
}

function seriesRowsOf(changeId: string, series: readonly SeriesRef[]): Partial<ProductChangeSeries>[] {
  return series.map((s, i) => ({ changeId, sno: i + 1, seriesCode: s.seriesCode, seriesName: s.seriesName }));
}
