import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  businessError,
  type CreateQualityFbValues,
  NEW_DOCUMENT_STATES,
  type PageResult,
  QUALITY_FB_API,
  type QualityFbDetail,
  type QualityFbQuery,
  type QualityFbRow,
  type QualityFbStatRow,
  type QualityFbStatsQuery,
  qualityFbWorkflow,
  toSkipTake,
  type UpdateQualityFbValues,
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
} from '@tis/nest';
import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { andWorkScope, brandAllowed } from '../kernel/document-access.js';
import type { DocumentActor } from '../kernel/document-actors.js';
import { type DocumentKind, DocumentKindService } from '../kernel/document-kind.service.js';
import { documentListScope, newestFirstPage } from '../kernel/document-list.js';
import { isFavorite } from '../kernel/favorite.entity.js';
import { refuseSensitiveWords } from '../kernel/sensitive-words.js';
import { QualityFeedback, QualityFeedbackPart } from './quality-feedback.entity.js';
import { partCodesColumn, partRowsOf, photosColumn, qualityFbDetailOf, qualityFbRowOf, qualityFbTexts } from './quality-feedback-views.js';

/** The api the quality feedback routes are called under: the action keys' headApi is matched against it. */
export const QUALITY_FB_API_PATH = `/tis/api/${QUALITY_FB_API.base}`;

const EQUAL_FILTERS = ['brandCode', 'seriesCode', 'submitState', 'verifyState', 'publishState'] as const;

/** A feedback code: QF, the day (UTC) and a number of that day. */
function fbCodePrefix(at: Date): string {
  return `QF${at.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/**
 * Quality feedback (`qualityFb`): the list of /QualityFeedback with its filter, the reading view
 * (/QualityFeedbackPreview), the author's writes — brand and series from the VIN query, the part
 * rows, photos the feedback owns — every workflow action under the case rules (`qualityFbWorkflow`:
 * states, verify record, `tis.document.qualityFb.<action>.v1` in one transaction), and the
 * statistics per series and per part code (GROUP BY on the server).
 */
@Injectable()
export class QualityFeedbackService extends DocumentKindService<QualityFeedback> {
  protected readonly kind: DocumentKind<QualityFeedback> = { entity: QualityFeedback, workflow: qualityFbWorkflow, apiPath: QUALITY_FB_API_PATH };

  // --- List and statistics ---

  /** The list of /QualityFeedback: the caller's organisation's feedback, that waiting for their approval and, for publishers, the approved; newest first. */
  async list(query: QualityFbQuery, user: RequestUser): Promise<PageResult<QualityFbRow>> {
    const actor = await this.actor(user);
    const [rows, total] = await keyPage(this.ds.getRepository(QualityFeedback), qualityFbListPage(query, actor));
    return { list: rows.map((row) => qualityFbRowOf(row, actor)), total };
  }

  /**
   * Counts of the kept feedback on the caller's list created on the days asked, per series (how many
   * feedbacks) or per part code (how many feedbacks name it, and the quantities summed); most first,
   * then by code; one page of the groups with their number.
   */
  async stats(query: QualityFbStatsQuery, user: RequestUser): Promise<PageResult<QualityFbStatRow>> {
    const actor = await this.actor(user);
    const { skip, take } = toSkipTake(query);
    const scoped = (): SelectQueryBuilder<QualityFeedback> => {
      const qb = this.ds.getRepository(QualityFeedback).createQueryBuilder('c');
      andWorkScope(qb, actor);
      return documentListScope(qb, query, { keywordOn: [], equal: ['brandCode', 'seriesCode'], kept: true });
    };
    if (query.by === 'series') {
      const totalRow = await scoped().select('COUNT(DISTINCT c.seriesCode)', 'total').getRawOne<{ total: number | string }>();
      const rows = await scoped()
        .select('c.seriesCode', 'groupKey')
        .addSelect('MAX(c.seriesName)', 'groupName')
        .addSelect('COUNT(*)', 'groupCount')
        .groupBy('c.seriesCode')
        .orderBy('groupCount', 'DESC')
        .addOrderBy('groupKey', 'ASC')
        .offset(skip)
        .limit(take)
        .getRawMany<{ groupKey: string; groupName: string | null; groupCount: number | string }>();
      return { list: rows.map((r) => ({ key: r.groupKey, name: r.groupName, count: Number(r.groupCount), qty: null })), total: Number(totalRow?.total ?? 0) };
    }
    const withParts = () => scoped().innerJoin(QualityFeedbackPart, 'p', 'p.feedbackId = c.id');
    const totalRow = await withParts().select('COUNT(DISTINCT p.partCode)', 'total').getRawOne<{ total: number | string }>();
    const rows = await withParts()
      .select('p.partCode', 'groupKey')
      .addSelect('MAX(p.partName)', 'groupName')
      .addSelect('COUNT(DISTINCT c.id)', 'groupCount')
      .addSelect('SUM(p.qty)', 'groupQty')
      .groupBy('p.partCode')
      .orderBy('groupCount', 'DESC')
      .addOrderBy('groupKey', 'ASC')
      .offset(skip)
      .limit(take)
      .getRawMany<{ groupKey: string; groupName: string | null; groupCount: number | string; groupQty: number | string }>();
    return { list: rows.map((r) => ({ key: r.groupKey, name: r.groupName, count: Number(r.groupCount), qty: Number(r.groupQty) })), total: Number(totalRow?.total ?? 0) };
  }

  // --- One feedback ---

  /** The reading view (404 for a feedback the caller may not read). */
  async detail(id: string, user: RequestUser): Promise<QualityFbDetail> {
    const actor = await this.actor(user);
    return this.detailOf(await this.readable(id, actor), actor);
  }

  private async detailOf(row: QualityFeedback, actor: DocumentActor, manager: EntityManager = this.ds.manager): Promise<QualityFbDetail> {
    const favorite = await isFavorite(manager, actor.userCode, qualityFbWorkflow.kind, row.id);
    const parts = await manager.find(QualityFeedbackPart, { where: { feedbackId: row.id }, order: { sno: 'ASC' } });
    return qualityFbDetailOf(row, parts, actor, favorite);
  }

  async create(input: CreateQualityFbValues, user: RequestUser): Promise<QualityFbDetail> {
    const actor = await this.actor(user);
    const vehicle = await this.vehicleOf(input.vin, actor);
    const id = randomUUID();
    await this.claimFiles(id, input.photos);
    const { photos, parts, ...content } = input;
    const author = actor.author;
    for (let attempt = 0; ; attempt++) {
      try {
        const row = await this.bus.transaction(async (tx) => {
          const { manager } = tx;
          await manager.insert(QualityFeedback, {
            ...content,
            ...NEW_DOCUMENT_STATES,
            ...vehicle,
            id,
            version: 1,
            fbCode: await this.nextCode(manager, new Date()),
            photos: photosColumn(photos),
            partCodes: partCodesColumn(parts),
            authorCode: actor.userCode,
            fullName: actor.fullName,
            department: author.department,
            orgCode: author.orgCode,
            orgName: author.orgName,
            createdBy: actor.userCode,
            updatedBy: actor.userCode,
          });
          await manager.insert(QualityFeedbackPart, partRowsOf(id, parts));
          const row = await rowById(manager, QualityFeedback, id);
          await recordOperation(tx, { module: qualityFbWorkflow.kind, action: 'create', targetId: id, targetName: row.operationName(), userCode: actor.userCode });
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

  private async nextCode(manager: EntityManager, at: Date): Promise<string> {
    const prefix = fbCodePrefix(at);
    const last = await manager
      .getRepository(QualityFeedback)
      .createQueryBuilder('c')
      .select('MAX(c.fbCode)', 'code')
      .where('c.fbCode LIKE :prefix', { prefix: `${prefix}%` })
      .getRawOne<{ code: string | null }>();
    const next = last?.code ? Number(last.code.slice(prefix.length)) + 1 : 1;
    return `${prefix}${String(next).padStart(5, '0')}`;
  }

  /** The author's edit (the workflow's `edit`: a rejected feedback becomes a draft again); the part rows are replaced. */
  async update(id: string, input: UpdateQualityFbValues, user: RequestUser): Promise<QualityFbDetail> {
    const actor = await this.actor(user);
    await this.readable(id, actor);
    const vehicle = await this.vehicleOf(input.vin, actor);
    await this.claimFiles(id, input.photos);
    const { photos, parts, version, ...content } = input;
    return this.act(id, actor, async (tx) => {
      await applyTransition(tx, QualityFeedback, qualityFbWorkflow, {
        id,
        version,
        action: 'edit',
        user: actor,
        changes: { ...content, ...vehicle, photos: photosColumn(photos), partCodes: partCodesColumn(parts) },
      });
      await tx.manager.delete(QualityFeedbackPart, { feedbackId: id });
      await tx.manager.insert(QualityFeedbackPart, partRowsOf(id, parts));
    });
  }

  /** A workflow action on a feedback; submit first looks for sensitive words (spec section 5). */
  async transition(id: string, action: Exclude<WorkflowAction, 'edit' | 'delete' | 'stop'>, version: number, user: RequestUser, verdict?: { approved: boolean; remark?: string }): Promise<QualityFbDetail> {
    const actor = await this.actor(user);
    const row = await this.readable(id, actor);
    if (action === 'submit') {
      const parts = await this.ds.manager.find(QualityFeedbackPart, { where: { feedbackId: id } });
      await refuseSensitiveWords(this.services, qualityFbTexts(row, parts));
    }
    return this.act(id, actor, async (tx) => {
      await applyTransition(tx, QualityFeedback, qualityFbWorkflow, {
        id,
        version,
        action,
        user: actor,
        ...(verdict ? { verdict: { approved: verdict.approved, remark: verdict.remark ?? '' } } : {}),
      });
    });
  }

  private act(id: string, actor: DocumentActor, work: (tx: Transaction) => Promise<void>): Promise<QualityFbDetail> {
    return this.bus.transaction(async (tx) => {
      await work(tx);
      return this.detailOf(await rowById(tx.manager, QualityFeedback, id), actor, tx.manager);
    });
  }

  protected override async removeChildren(tx: Transaction, id: string): Promise<void> {
    await tx.manager.delete(QualityFeedbackPart, { feedbackId: id });
  }

  /** Brand and series of the VIN (the VIN query; "VIN not found" when it is not registered), a brand the author works with. */
  private async vehicleOf(vin: string, actor: DocumentActor): Promise<Pick<QualityFeedback, 'brandCode' | 'seriesCode' | 'seriesName'>> {
    const vehicle = await this.services.send<VinRef | null>('vehicle', VEHICLE_VIN_GET, { vin });
    if (!vehicle) throw businessError('error.vinNotFound');
    if (!brandAllowed(actor, vehicle.brandCode)) throw businessError('cases.brandNotAllowed', { brandCode: vehicle.brandCode });
    return { brandCode: vehicle.brandCode, seriesCode: vehicle.seriesCode, seriesName: vehicle.seriesName };
  }
}

/**
 * The filter's conditions on the query's alias: keyword on code, title or VIN, the VIN, the coded
 * fields, a part code, the created days; discarded feedback only when asked.
 */
export function whereQualityFb<Q extends ObjectLiteral>(qb: SelectQueryBuilder<Q>, query: QualityFbQuery): SelectQueryBuilder<Q> {
  const c = qb.alias;
  documentListScope(qb, query, { keywordOn: ['fbCode', 'title', 'vin'], equal: EQUAL_FILTERS, kept: true });
  andKeyword(qb, [`${c}.vin`], query.vin);
  if (query.partCode) {
    qb.andWhere(`EXISTS (SELECT 1 FROM quality_feedback_part p WHERE p.feedback_id = ${c}.id AND p.part_code = :partCode)`, { partCode: query.partCode.toUpperCase() });
  }
  return qb;
}

/**
 * How the list reads a page (also for its medium test): keyPage over the index of the discard flag,
 * the creation time, the id and the caller's scope columns (migration 1700000095100), newest first,
 * then by id — a deep page steps over index entries, not rows.
 */
export function qualityFbListPage(query: QualityFbQuery, actor: DocumentActor): KeyPageOptions {
  return newestFirstPage<QualityFeedback>(query, 'c', (qb) => {
    whereQualityFb(qb, query);
    andWorkScope(qb, actor);
  });
}
