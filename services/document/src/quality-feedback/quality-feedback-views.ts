import { documentStateKeys, qualityFbWorkflow, type QualityFbDetail, type QualityFbPart, type QualityFbRow, type WaitingDocument } from '@tis/contracts';
import { type ExportColumn, timeCell, versionedMeta, webText } from '@tis/nest';
import { photosColumn, photosOf } from '../claims/claim-views.js';
import type { DocumentActor } from '../kernel/document-actors.js';
import { documentRowFields, isoTime } from '../kernel/document-views.js';
import type { QualityFeedback, QualityFeedbackPart } from './quality-feedback.entity.js';

export { photosColumn, photosOf };

/** A feedback as the list shows it, with the workflow buttons of the caller. */
export function qualityFbRowOf(row: QualityFeedback, actor: DocumentActor): QualityFbRow {
  return {
    fbCode: row.fbCode,
    title: row.title,
    vin: row.vin,
    brandCode: row.brandCode,
    seriesCode: row.seriesCode,
    seriesName: row.seriesName,
    mileage: row.mileage,
    partCodes: row.partCodes ? row.partCodes.split(',') : [],
    ...versionedMeta(row),
    ...documentRowFields(row, qualityFbWorkflow, actor),
  };
}

export function qualityFbDetailOf(row: QualityFeedback, parts: readonly QualityFeedbackPart[], actor: DocumentActor, favorite: boolean): QualityFbDetail {
  return {
    description: row.description,
    cause: row.cause,
    parts: parts.map((p) => ({ partCode: p.partCode, partName: p.partName, qty: p.qty })),
    photos: photosOf(row.photos),
    favorite,
    ...qualityFbRowOf(row, actor),
  };
}

/** A feedback waiting for the caller's approval (/MyVerify). */
export function waitingQualityFbOf(row: QualityFeedback): WaitingDocument {
  return {
    kind: 'qualityFb',
    id: row.id,
    code: row.fbCode,
    title: row.title,
    authorName: row.fullName,
    orgName: row.orgName,
    submitTime: isoTime(row.submitTime),
    version: row.version,
  };
}

/** The part rows of a feedback, in the order written. */
export function partRowsOf(feedbackId: string, parts: readonly QualityFbPart[]): Partial<QualityFeedbackPart>[] {
  return parts.map((p, i) => ({ feedbackId, sno: i + 1, partCode: p.partCode, partName: p.partName, qty: p.qty }));
}

/** The stored list column of the part codes. */
export function partCodesColumn(parts: readonly QualityFbPart[]): string {
  return parts.map((p) => p.partCode).join(',');
}

/** The texts of a feedback that sensitive words are looked for in. */
export function qualityFbTexts(row: Pick<QualityFeedback, 'title' | 'description' | 'cause'>, parts: readonly Pick<QualityFeedbackPart, 'partName'>[]): string[] {
  return [row.title, row.description, row.cause, ...parts.map((p) => p.partName)].filter((t): t is string => !!t);
}

/** The columns of the list's workbook: the list's columns, states as words. */
export const QUALITY_FB_EXPORT_COLUMNS: readonly ExportColumn<QualityFbRow>[] = [
  { header: 'qualityFb.field.fbCode', cell: (r) => r.fbCode },
  { header: 'qualityFb.field.title', cell: (r) => r.title },
  { header: 'qualityFb.field.vin', cell: (r) => r.vin },
  { header: 'qualityFb.field.series', cell: (r) => `${r.brandCode} / ${r.seriesName ?? r.seriesCode}` },
  { header: 'qualityFb.field.mileage', cell: (r) => r.mileage },
  { header: 'qualityFb.field.parts', cell: (r) => r.partCodes.join(', ') },
  { header: 'qualityFb.field.orgName', cell: (r) => r.orgName },
  { header: 'qualityFb.field.author', cell: (r) => r.fullName },
  { header: 'qualityFb.field.states', cell: (r, lang) => documentStateKeys(r).map((key) => webText(lang, key)).join(', ') },
  { header: 'qualityFb.field.createdAt', cell: (r) => timeCell(r.createdAt) },
  { header: 'qualityFb.field.publishTime', cell: (r) => timeCell(r.publishTime) },
];
