import {
  type BulletinAttachment,
  documentStateKeys,
  type ProductChangeApplyBy,
  type ProductChangeDetail,
  type ProductChangeRow,
  type ProductChangeScope,
  productChangeWorkflow,
} from '@tis/contracts';
import { type ExportColumn, timeCell, versionedMeta, webText } from '@tis/nest';
import type { DocumentActor } from '../kernel/document-actors.js';
import { documentRowFields } from '../kernel/document-views.js';
import type { ProductChange, ProductChangeSeries } from './product-change.entity.js';

/** The attachments column: [{ url, name }], as written. */
export function attachmentsOf(row: Pick<ProductChange, 'attachments'>): BulletinAttachment[] {
  try {
    const parsed: unknown = JSON.parse(row.attachments);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((a): a is BulletinAttachment => typeof a === 'object' && a !== null && typeof (a as BulletinAttachment).url === 'string' && typeof (a as BulletinAttachment).name === 'string');
  } catch {
    return [];
  }
}

export function attachmentsColumn(attachments: readonly BulletinAttachment[]): string {
  return JSON.stringify(attachments.map(({ url, name }) => ({ url, name })));
}

export function modelCodesOf(row: Pick<ProductChange, 'modelCodes'>): string[] {
  return row.modelCodes ? row.modelCodes.split(',') : [];
}

/** What a change names of the vehicles it applies to (productChangeMatch). */
export function scopeOf(row: ProductChange, series: readonly Pick<ProductChangeSeries, 'seriesCode'>[]): ProductChangeScope {
  return {
    brandCode: row.brandCode,
    seriesCodes: series.map((s) => s.seriesCode),
    modelCodes: modelCodesOf(row),
    applyBy: row.applyBy as ProductChangeApplyBy,
    vinFrom: row.vinFrom,
    vinTo: row.vinTo,
    productionFrom: row.productionFrom,
    productionTo: row.productionTo,
  };
}

/** A change as the lists show it, with the workflow buttons of the caller. */
export function productChangeRowOf(row: ProductChange, series: readonly ProductChangeSeries[], actor: DocumentActor): ProductChangeRow {
  return {
    changeCode: row.changeCode,
    title: row.title,
    brandCode: row.brandCode,
    series: [...series].sort((a, b) => a.sno - b.sno).map((s) => ({ seriesCode: s.seriesCode, seriesName: s.seriesName })),
    modelCodes: modelCodesOf(row),
    applyBy: row.applyBy as ProductChangeApplyBy,
    vinFrom: row.vinFrom,
    vinTo: row.vinTo,
    productionFrom: row.productionFrom,
    productionTo: row.productionTo,
    effectiveDate: row.effectiveDate,
    attachmentCount: attachmentsOf(row).length,
    ...versionedMeta(row),
    ...documentRowFields(row, productChangeWorkflow, actor),
  };
}

export function productChangeDetailOf(row: ProductChange, series: readonly ProductChangeSeries[], actor: DocumentActor): ProductChangeDetail {
  return { description: row.description, attachments: attachmentsOf(row), ...productChangeRowOf(row, series, actor) };
}

/** Where the change applies, as one cell: the VIN range or the production days. */
export function applicabilityText(row: Pick<ProductChangeRow, 'applyBy' | 'vinFrom' | 'vinTo' | 'productionFrom' | 'productionTo'>): string {
  return row.applyBy === 'vinRange' ? `${row.vinFrom ?? ''} – ${row.vinTo ?? ''}` : `${row.productionFrom ?? ''} – ${row.productionTo ?? ''}`;
}

/** The columns of the staff list's workbook: the list's columns, states as words. */
export const PRODUCT_CHANGE_EXPORT_COLUMNS: readonly ExportColumn<ProductChangeRow>[] = [
  { header: 'productChange.field.changeCode', cell: (r) => r.changeCode },
  { header: 'productChange.field.title', cell: (r) => r.title },
  { header: 'productChange.field.brand', cell: (r) => r.brandCode },
  { header: 'productChange.field.series', cell: (r) => r.series.map((s) => s.seriesName ?? s.seriesCode).join(', ') },
  { header: 'productChange.field.models', cell: (r) => r.modelCodes.join(', ') },
  { header: 'productChange.field.applyBy', cell: (r, lang) => webText(lang, r.applyBy === 'vinRange' ? 'productChange.applyBy.vinRange' : 'productChange.applyBy.productionDate') },
  { header: 'productChange.field.range', cell: (r) => applicabilityText(r) },
  { header: 'productChange.field.effectiveDate', cell: (r) => r.effectiveDate },
  { header: 'productChange.field.author', cell: (r) => r.fullName },
  { header: 'productChange.field.states', cell: (r, lang) => documentStateKeys(r).map((key) => webText(lang, key)).join(', ') },
  { header: 'productChange.field.createdAt', cell: (r) => timeCell(r.createdAt) },
  { header: 'productChange.field.publishTime', cell: (r) => timeCell(r.publishTime) },
];
