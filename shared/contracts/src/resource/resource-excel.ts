import { LIMITS } from '../limits.js';
import type { WebTextKey } from '../texts/web-texts.js';
import { type TranslationImportResult, translationImportResultSchema } from '../translations.js';
import type { ResourceDescriptor } from './resource.js';

/**
 * The Excel workbooks of a resource with `excel` (spec sections 5 and 9): export, template and
 * import. Read by the server (shared/nest resource-excel) and the SPA (ResourcePage).
 */

/** An import file: an .xlsx of at most 10 MB (spec section 9: excel 10M), in the multipart field "file". */
export const RESOURCE_IMPORT_MAX_BYTES = LIMITS.excelBytes;
export const RESOURCE_IMPORT_FIELD = 'file';
/** Data rows one import takes at most: all of them are written in one transaction. */
export const RESOURCE_IMPORT_MAX_ROWS = 10_000;
/** Rows one export holds at most: a keyword and filters that match more are refused (narrow them). */
export const RESOURCE_EXPORT_MAX_ROWS = 100_000;
/** Problems an import report lists at most (then how many more there are). */
export const RESOURCE_IMPORT_MAX_PROBLEMS = 200;

/**
 * The import report, the shape of the translation and vehicle imports: with problems (worksheet
 * row, 0 for the file as a whole; column header; message) nothing was written (`imported` false);
 * otherwise every row was added (`created`), changed (`updated`) or already as in the file (`unchanged`).
 */
export const resourceImportResultSchema = translationImportResultSchema;
export type ResourceImportResult = TranslationImportResult;

/** One column of a resource's workbooks: the field and the text key of its header. */
export interface ExcelColumn {
  name: string;
  label: WebTextKey;
}

/** The columns of a resource's workbooks: the descriptor's `excel.columns`, or the fields with a dialog input. */
export function excelColumns(descriptor: ResourceDescriptor): ExcelColumn[] {
  const names = descriptor.excel?.columns ?? descriptor.fields.filter((f) => f.form).map((f) => f.name);
  return names.map((name) => {
    const field = descriptor.fields.find((f) => f.name === name);
    if (!field) throw new Error(`${descriptor.name}: the Excel column ${name} is no field`);
    return { name, label: field.label };
  });
}

/** The file name of a resource's export on `date` (YYYY-MM-DD) or of its import template. */
export function excelFileName(descriptor: Pick<ResourceDescriptor, 'name' | 'excel'>, file: 'export' | 'template', date: string): string {
  const name = descriptor.excel?.fileName ?? descriptor.name;
  return file === 'export' ? `${name}-${date}.xlsx` : `${name}-template.xlsx`;
}
