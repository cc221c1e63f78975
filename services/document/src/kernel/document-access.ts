import { APPROVAL_RESULT, DISCARD_FLAG, DOCUMENT_SUBMIT_STATE, PUBLISH_STATE } from '@tis/contracts';
import type { WorkflowDocument } from '@tis/nest';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';
import type { DocumentActor } from './document-actors.js';

/**
 * Who sees which document of the case rules (repair cases, claim cases; issue 15): a published
 * document is read by everyone whose brands include its brand (no brands: every brand); before
 * that, it is seen by its author and their organisation, by the approvers of its department once it
 * was submitted, and by the users who publish once it is approved. The same rules as a condition
 * (lists, on the query's main alias) and as a test (one document).
 */

/** A document with an author's organisation and a brand. */
export type ScopedDocument = WorkflowDocument & { orgCode: string | null; brandCode: string };

export function brandAllowed(actor: DocumentActor, brandCode: string): boolean {
  const brands = actor.user.brandCodes;
  return brands.length === 0 || brands.some((b) => b.toLowerCase() === brandCode.toLowerCase());
}

export function isPublished(row: Pick<WorkflowDocument, 'publishState' | 'discard'>): boolean {
  return row.publishState === PUBLISH_STATE.published && row.discard === DISCARD_FLAG.kept;
}

/** Whether the document is on the caller's authoring list (/CaseWork, /ClaimManage). */
export function inWorkScope(row: ScopedDocument, actor: DocumentActor): boolean {
  if (row.authorCode === actor.userCode) return true;
  if (row.orgCode !== null && row.orgCode === actor.author.orgCode) return true;
  if (actor.actions.includes('verify') && row.department !== null && actor.approverDepartments.includes(row.department) && row.submitState !== DOCUMENT_SUBMIT_STATE.unsubmitted) return true;
  return actor.actions.includes('publish') && row.verifyState === APPROVAL_RESULT.approved;
}

export function canRead(row: ScopedDocument, actor: DocumentActor): boolean {
  return (isPublished(row) && brandAllowed(actor, row.brandCode)) || inWorkScope(row, actor);
}

/** `inWorkScope` as a condition on the query's main alias. */
export function andWorkScope<T extends ScopedDocument>(qb: SelectQueryBuilder<T>, actor: DocumentActor): void {
  const c = qb.alias;
  qb.andWhere(
    new Brackets((w: WhereExpressionBuilder) => {
      w.where(`${c}.authorCode = :scopeMe`, { scopeMe: actor.userCode });
      if (actor.author.orgCode !== null) w.orWhere(`${c}.orgCode = :scopeOrg`, { scopeOrg: actor.author.orgCode });
      if (actor.actions.includes('verify') && actor.approverDepartments.length > 0) {
        w.orWhere(`(${c}.department IN (:...scopeDepartments) AND ${c}.submitState <> :scopeDraft)`, {
          scopeDepartments: actor.approverDepartments,
          scopeDraft: DOCUMENT_SUBMIT_STATE.unsubmitted,
        });
      }
      if (actor.actions.includes('publish')) w.orWhere(`${c}.verifyState = :scopeApproved`, { scopeApproved: APPROVAL_RESULT.approved });
    }),
  );
}

/** Published documents of the caller's brands, on the query's main alias. */
export function andPublishedScope<T extends ScopedDocument>(qb: SelectQueryBuilder<T>, actor: DocumentActor): void {
  const c = qb.alias;
  qb.andWhere(`${c}.publishState = :published AND ${c}.discard = :kept`, { published: PUBLISH_STATE.published, kept: DISCARD_FLAG.kept });
  if (actor.user.brandCodes.length > 0) qb.andWhere(`${c}.brandCode IN (:...scopeBrands)`, { scopeBrands: actor.user.brandCodes });
}

/**
 * The documents of `qb` (its main alias) waiting for the caller's approval (/MyVerify): submitted,
 * pending, not published nor discarded, of a department they approve, not their own; oldest
 * submission first. None for a caller without the verify right or departments.
 */
export async function waitingForApproval<T extends WorkflowDocument>(qb: SelectQueryBuilder<T>, actor: DocumentActor, page: { skip: number; take: number }): Promise<{ rows: T[]; total: number }> {
  if (!actor.actions.includes('verify') || actor.approverDepartments.length === 0) return { rows: [], total: 0 };
  const c = qb.alias;
  const [rows, total] = await qb
    .where(`${c}.department IN (:...departments)`, { departments: actor.approverDepartments })
    .andWhere(`${c}.submitState = :submitted AND ${c}.verifyState = :pending AND ${c}.discard = :kept AND ${c}.publishState <> :published`, {
      submitted: DOCUMENT_SUBMIT_STATE.submitted,
      pending: APPROVAL_RESULT.pending,
      kept: DISCARD_FLAG.kept,
      published: PUBLISH_STATE.published,
    })
    .andWhere(`${c}.authorCode <> :me`, { me: actor.userCode })
    .orderBy(`${c}.submitTime`, 'ASC')
    .addOrderBy(`${c}.id`, 'ASC')
    .skip(page.skip)
    .take(page.take)
    .getManyAndCount();
  return { rows, total };
}

/**
 * Rows whose `column` (a datetime property of the query's alias) falls on the days `from` to `to`
 * ('YYYY-MM-DD', whole UTC days, either end open): one range on the column's index.
 */
export function andDayRange<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, column: string, from: string | undefined, to: string | undefined): void {
  const start = (day: string): Date => new Date(`${day}T00:00:00.000Z`);
  const name = column.replace(/\W/g, '');
  if (from) qb.andWhere(`${qb.alias}.${column} >= :${name}From`, { [`${name}From`]: start(from) });
  if (to) qb.andWhere(`${qb.alias}.${column} < :${name}To`, { [`${name}To`]: new Date(start(to).getTime() + 86_400_000) });
}
