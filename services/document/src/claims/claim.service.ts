import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  CLAIM_API,
  claimWorkflow,
  type ClaimDetail,
  type ClaimQuery,
  type ClaimRow,
  type CreateClaimValues,
  DISCARD_FLAG,
  NEW_DOCUMENT_STATES,
  type PageResult,
  toSkipTake,
  type UpdateClaimValues,
  VEHICLE_VIN_GET,
  type VinRef,
  type WorkflowAction,
} from '@tis/contracts';
import {
  andKeyword,
  applyTransition,
  DATA_SOURCE,
  duplicateError,
  EventBus,
  isUniqueViolation,
  type RequestUser,
  rowById,
  sameCode,
  SERVICE_CLIENT,
  type ServiceClient,
  type Transaction,
} from '@tis/nest';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { andDayRange, andPublishedScope, andWorkScope, brandAllowed } from '../kernel/document-access.js';
import { type DocumentActor, DocumentActors } from '../kernel/document-actors.js';
import { Favorite } from '../kernel/favorite.entity.js';
import { DocumentKindService } from '../kernel/document-kind.service.js';
import { refuseSensitiveWords } from '../kernel/sensitive-words.js';
import { claimDetailOf, claimRowOf, claimTexts, photosColumn } from './claim-views.js';
import { ClaimCase } from './claim.entity.js';

/** The api the claim routes are called under: the action keys' headApi is matched against it. */
export const CLAIM_API_PATH = `/tis/api/${CLAIM_API.base}`;

const EQUAL_FILTERS = ['category', 'brandCode', 'seriesCode', 'submitState', 'verifyState', 'publishState'] as const;

/** A claim number is unique regardless of case (spec section 5: "duplicate data"). */
const duplicateClaimNo = () => duplicateError('error.duplicateData');

/**
 * Claim cases (spec sections 2 to 5): the authoring and published lists with the claim filter, the
 * reading view, the author's writes — brand and series from the VIN query, a claim number used
 * once — and every workflow action through the workflow kernel under the case rules
 * (`claimWorkflow`): states, verify record (the approval details) and the
 * `tis.document.claim.<action>.v1` event in one transaction.
 */
@Injectable()
export class ClaimService extends DocumentKindService<ClaimCase> {
  constructor(
    @Inject(DATA_SOURCE) ds: DataSource,
    @Inject(EventBus) bus: EventBus,
    @Inject(DocumentActors) actors: DocumentActors,
    @Inject(SERVICE_CLIENT) services: ServiceClient,
  ) {
    super({ entity: ClaimCase, workflow: claimWorkflow, apiPath: CLAIM_API_PATH }, ds, bus, actors, services);
  }

  // --- Lists ---

  async workList(query: ClaimQuery, user: RequestUser): Promise<PageResult<ClaimRow>> {
    const actor = await this.actor(user);
    const qb = this.filtered(query);
    andWorkScope(qb, actor);
    qb.andWhere('c.discard = :discard', { discard: query.discard ?? DISCARD_FLAG.kept });
    qb.orderBy('c.createdAt', 'DESC').addOrderBy('c.id', 'DESC');
    return this.page(qb, query, actor);
  }

  async publishedList(query: ClaimQuery, user: RequestUser): Promise<PageResult<ClaimRow>> {
    const actor = await this.actor(user);
    const qb = this.filtered(query);
    andPublishedScope(qb, actor);
    qb.orderBy('c.publishTime', 'DESC').addOrderBy('c.id', 'DESC');
    return this.page(qb, query, actor);
  }

  private async page(qb: SelectQueryBuilder<ClaimCase>, query: ClaimQuery, actor: DocumentActor): Promise<PageResult<ClaimRow>> {
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.skip(skip).take(take).getManyAndCount();
    return { list: rows.map((row) => claimRowOf(row, actor)), total };
  }

  /** The claim filter's conditions: keyword on claim number or VIN, the claim number, the coded fields, the created dates. */
  private filtered(query: ClaimQuery): SelectQueryBuilder<ClaimCase> {
    const qb = this.ds.getRepository(ClaimCase).createQueryBuilder('c');
    andKeyword(qb, ['c.claimNo', 'c.vin'], query.keyword);
    andKeyword(qb, ['c.claimNo'], query.claimNo);
    for (const field of EQUAL_FILTERS) {
      const value = query[field];
      if (value !== undefined) qb.andWhere(`c.${field} = :${field}`, { [field]: value });
    }
    andDayRange(qb, 'createdAt', query.startTime, query.endTime);
    return qb;
  }

  // --- One claim ---

  /** The reading view (404 for a claim the caller may not read). */
  async detail(id: string, user: RequestUser): Promise<ClaimDetail> {
    const actor = await this.actor(user);
    return this.detailOf(await this.readable(id, actor), actor);
  }

  private async detailOf(row: ClaimCase, actor: DocumentActor, manager: EntityManager = this.ds.manager): Promise<ClaimDetail> {
    const favorite = await manager.existsBy(Favorite, { userCode: actor.userCode, itemType: claimWorkflow.kind, itemCode: row.id });
    return claimDetailOf(row, actor, favorite);
  }

  async create(input: CreateClaimValues, user: RequestUser): Promise<ClaimDetail> {
    const actor = await this.actor(user);
    const vehicle = await this.vehicleOf(input.vin, actor);
    await this.refuseUsedClaimNo(input.claimNo, null);
    const id = randomUUID();
    await this.claimFiles(id, input.photos);
    const { photos, ...content } = input;
    const author = actor.author;
    const row = await this.unique(() =>
      this.bus.transaction(async ({ manager }) => {
        await manager.insert(ClaimCase, {
          ...content,
          ...NEW_DOCUMENT_STATES,
          ...vehicle,
          id,
          version: 1,
          photos: photosColumn(photos),
          authorCode: actor.userCode,
          fullName: actor.fullName,
          department: author.department,
          orgCode: author.orgCode,
          orgName: author.orgName,
          createdBy: actor.userCode,
          updatedBy: actor.userCode,
        });
        return rowById(manager, ClaimCase, id);
      }),
    );
    return this.detailOf(row, actor);
  }

  /** The author's edit (the workflow's `edit`: a rejected claim becomes a draft again). */
  async update(id: string, input: UpdateClaimValues, user: RequestUser): Promise<ClaimDetail> {
    const actor = await this.actor(user);
    await this.readable(id, actor);
    const vehicle = await this.vehicleOf(input.vin, actor);
    await this.refuseUsedClaimNo(input.claimNo, id);
    await this.claimFiles(id, input.photos);
    const { photos, version, ...content } = input;
    return this.unique(() =>
      this.act(id, actor, async (tx) => {
        await applyTransition(tx, ClaimCase, claimWorkflow, { id, version, action: 'edit', user: actor, changes: { ...content, ...vehicle, photos: photosColumn(photos) } });
      }),
    );
  }

  /** A workflow action on a claim; submit first looks for sensitive words (spec section 5). */
  async transition(id: string, action: Exclude<WorkflowAction, 'edit' | 'delete' | 'stop'>, version: number, user: RequestUser, verdict?: { approved: boolean; remark?: string }): Promise<ClaimDetail> {
    const actor = await this.actor(user);
    const row = await this.readable(id, actor);
    if (action === 'submit') await refuseSensitiveWords(this.services, claimTexts(row));
    return this.act(id, actor, async (tx) => {
      await applyTransition(tx, ClaimCase, claimWorkflow, {
        id,
        version,
        action,
        user: actor,
        ...(verdict ? { verdict: { approved: verdict.approved, remark: verdict.remark ?? '' } } : {}),
      });
    });
  }

  private act(id: string, actor: DocumentActor, work: (tx: Transaction) => Promise<void>): Promise<ClaimDetail> {
    return this.bus.transaction(async (tx) => {
      await work(tx);
      return this.detailOf(await rowById(tx.manager, ClaimCase, id), actor, tx.manager);
    });
  }

  /** 409002 when another claim has the number (regardless of case). */
  private async refuseUsedClaimNo(claimNo: string, id: string | null): Promise<void> {
    const same = await this.ds.manager.findOneBy(ClaimCase, { claimNo: sameCode(claimNo) });
    if (same && same.id !== id) throw duplicateClaimNo();
  }

  /** A write the unique index may still refuse (two authors racing past the check): 409002 too. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateClaimNo();
      throw error;
    }
  }

  /** Brand and series of the claim's VIN (the VIN query; "VIN not found" when it is not registered), a brand the author works with. */
  private async vehicleOf(vin: string, actor: DocumentActor): Promise<Pick<ClaimCase, 'brandCode' | 'seriesCode' | 'seriesName'>> {
    const vehicle = await this.services.send<VinRef | null>('vehicle', VEHICLE_VIN_GET, { vin });
    if (!vehicle) throw businessError('error.vinNotFound');
    if (!brandAllowed(actor, vehicle.brandCode)) throw businessError('cases.brandNotAllowed', { brandCode: vehicle.brandCode });
    return { brandCode: vehicle.brandCode, seriesCode: vehicle.seriesCode, seriesName: vehicle.seriesName };
  }

}
