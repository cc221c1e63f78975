import { claimWorkflow, type ClaimDetail, type ClaimRow, documentStateKeys, type WaitingDocument } from '@tis/contracts';
import { type ExportColumn, timeCell, versionedMeta, webText } from '@tis/nest';
import type { DocumentActor } from '../kernel/document-actors.js';
import { documentRowFields, isoTime } from '../kernel/document-views.js';
import type { ClaimCase } from './claim.entity.js';

/** The /MyVerify title of a claim: the start of its fault description. */
const WAITING_TITLE_LENGTH = 100;

/** A claim as the lists show it, with the workflow buttons of the caller. */
export function claimRowOf(row: ClaimCase, actor: DocumentActor): ClaimRow {
  return {
    claimNo: row.claimNo,
    category: row.category,
    vin: row.vin,
    brandCode: row.brandCode,
    seriesCode: row.seriesCode,
    seriesName: row.seriesName,
    totalMileage: row.totalMileage,
    workingTime: row.workingTime,
    ...versionedMeta(row),
    ...documentRowFields(row, claimWorkflow, actor),
  };
}

export function claimDetailOf(row: ClaimCase, actor: DocumentActor, favorite: boolean): ClaimDetail {
  return {
    faultDescription: row.faultDescription,
    cause: row.cause,
    repairMeasures: row.repairMeasures,
    photos: photosOf(row.photos),
    favorite,
    ...claimRowOf(row, actor),
  };
}

/** A claim waiting for the caller's approval (/MyVerify). */
export function waitingClaimOf(row: ClaimCase): WaitingDocument {
  return {
    kind: 'claim',
    id: row.id,
    code: row.claimNo,
    title: row.faultDescription.slice(0, WAITING_TITLE_LENGTH),
    authorName: row.fullName,
    orgName: row.orgName,
    submitTime: isoTime(row.submitTime),
    version: row.version,
  };
}

/** The stored photos column: comma-separated /tis/file/ paths (null: none). */
export function photosColumn(urls: readonly string[]): string | null {
  return urls.length > 0 ? urls.join(',') : null;
}

export function photosOf(column: string | null): string[] {
  return column ? column.split(',').filter(Boolean) : [];
}

/** The texts of a claim that sensitive words are looked for in. */
export function claimTexts(row: Pick<ClaimCase, 'faultDescription' | 'cause' | 'repairMeasures'>): string[] {
  return [row.faultDescription, row.cause, row.repairMeasures].filter((t): t is string => !!t);
}

/** The columns of the claim lists' workbooks: the lists' columns, category and states as words. */
export const CLAIM_EXPORT_COLUMNS: readonly ExportColumn<ClaimRow>[] = [
  { header: 'claims.field.claimNo', cell: (r) => r.claimNo },
  { header: 'claims.field.category', cell: (r, lang) => webText(lang, `claims.category.${r.category}`) },
  { header: 'claims.field.vin', cell: (r) => r.vin },
  { header: 'claims.field.series', cell: (r) => `${r.brandCode} / ${r.seriesName ?? r.seriesCode}` },
  { header: 'claims.field.totalMileage', cell: (r) => r.totalMileage },
  { header: 'claims.field.workingTime', cell: (r) => r.workingTime },
  { header: 'claims.field.orgName', cell: (r) => r.orgName },
  { header: 'claims.field.author', cell: (r) => r.fullName },
  { header: 'claims.field.states', cell: (r, lang) => documentStateKeys(r).map((key) => webText(lang, key)).join(', ') },
  { header: 'claims.field.createdAt', cell: (r) => timeCell(r.createdAt) },
  { header: 'claims.field.publishTime', cell: (r) => timeCell(r.publishTime) },
];
