import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  businessError,
  CLAIM_API,
  claimWorkflow,
  type ClaimDetail,
  type ClaimQuery,
  type ClaimRow,
  type CreateClaimValues,
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
  duplicateError,
  isUniqueViolation,
  keyPage,
  type KeyPageOptions,
  type RequestUser,
  rowById,
  sameCode,
  type Transaction,
} from '@tis/nest';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { andPublishedScope, andWorkScope, brandAllowed } from '../kernel/document-access.js';
import { documentListScope } from '../kernel/document-list.js';
import type { DocumentActor } from '../kernel/document-actors.js';
import { isFavorite } from '../kernel/favorite.entity.js';
import { type DocumentKind, DocumentKindService } from '../kernel/document-kind.service.js';
import { refuseSensitiveWords } from '../kernel/sensitive-words.js';
import { claimDetailOf, claimRowOf, claimTexts, photosColumn } from './claim-views.js';
import { ClaimCase } from './claim.entity.js';

/** The api the claim routes are called under: the action keys' headApi is matched against it. */
export const CLAIM_API_PATH = `/tis/api/${CLAIM_API.base}`;

const EQUAL_FILTERS = ['category', 'brandCode', 'seriesCode', 'submitState', 'verifyState', 'publishState'] as const;

/** The two claim lists: the authoring one (/ClaimManage) and the published one (/ClaimList). */
export type ClaimList = 'work' | 'published';
/** What each list is ordered by (newest first, then by id): the authoring list by creation, the published one by publishing. */
const CLAIM_LIST_ORDER = { work: 'createdAt', published: 'publishTime' } as const satisfies Record<ClaimList, string>;

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
  protected readonly kind: DocumentKind<ClaimCase> = { entity: ClaimCase, workflow: claimWorkflow, apiPath: CLAIM_API_PATH };

  // --- Lists ---

  /** /ClaimManage: the caller's organisation's claims, those waiting for them and, for publishers, the approved ones; newest first. */
  async workList(query: ClaimQuery, user: RequestUser): Promise<PageResult<ClaimRow>> {
    const actor = await this.actor(user);
    return this.page(actor, claimListPage(query, 'work', (qb) => andWorkScope(qb, actor)));
  }

  /** /ClaimList: the published claims of the caller's brands, last published first. */
  async publishedList(query: ClaimQuery, user: RequestUser): Promise<PageResult<ClaimRow>> {
    const actor = await this.actor(user);
    return this.page(actor, claimListPage(query, 'published', (qb) => andPublishedScope(qb, actor)));
  }

  private async page(actor: DocumentActor, options: KeyPageOptions): Promise<PageResult<ClaimRow>> {
    const [rows, total] = await keyPage(this.ds.getRepository(ClaimCase), options);
    return { list: rows.map((row) => claimRowOf(row, actor)), total };
  }

  // --- One claim ---

  /** The reading view (404 for a claim the caller may not read). */
  async detail(id: string, user: RequestUser): Promise<ClaimDetail> {
    const actor = await this.actor(user);
    return this.detailOf(await this.readable(id, actor), actor);
  }

  private async detailOf(row: ClaimCase, actor: DocumentActor, manager: EntityManager = this.ds.manager): Promise<ClaimDetail> {
    const favorite = await isFavorite(manager, actor.userCode, claimWorkflow.kind, row.id);
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

/**
 * The claim filter's conditions (spec section 3) on the query's alias: keyword on claim number or
 * VIN, the claim number, the coded fields, the created days; the authoring list leaves discarded
 * claims out unless it asks for them.
 */
export function whereClaims<Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>, query: ClaimQuery, list: ClaimList): SelectQueryBuilder<Q> {
  documentListScope(qb, query, { keywordOn: ['claimNo', 'vin'], equal: EQUAL_FILTERS, kept: list === 'work' });
  return andKeyword(qb, [`${qb.alias}.claimNo`], query.claimNo);
}

/**
 * How a claim list reads a page (also for the list's medium test): keyPage, a deferred join on the
 * index of the scope and the order — the authoring list by creation, the published one by
 * publishing, newest first and then by id (migration 1700000095000) — so a deep page steps over
 * index entries, not rows.
 */
export function claimListPage(query: ClaimQuery, list: ClaimList, scope: (qb: SelectQueryBuilder<ClaimCase>) => void): KeyPageOptions {
  const { skip, take } = toSkipTake(query);
  const where = <Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>): SelectQueryBuilder<Q> => {
    whereClaims(qb, query, list);
    scope(qb as unknown as SelectQueryBuilder<ClaimCase>);
    return qb;
  };
  return { alias: 'c', where, orderBy: CLAIM_LIST_ORDER[list], then: 'id', direction: 'DESC', skip, take };
}
