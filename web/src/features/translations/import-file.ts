import { TRANSLATION_IMPORT_MAX_BYTES, type TranslationImportResult } from '@tis/contracts';
import type { TextKey, TextParams } from '../../i18n/keys';

/** Why a chosen file is not sent (spec sections 5 and 9: excel 10M), or null when it may go. */
export function importFileProblem(file: { name: string; size: number }): TextKey | null {
  if (!/\.xlsx$/i.test(file.name)) return 'translations.translate.importWrongType';
  if (file.size > TRANSLATION_IMPORT_MAX_BYTES) return 'translations.translate.importTooLarge';
  return null;
}

/** The summary line of an import report: a text key and its values. */
export interface ImportSummary {
  key: TextKey;
  params?: TextParams;
}

/** The headline of an import report: the counts when it was applied, else that nothing was. */
export function importSummary(result: TranslationImportResult): ImportSummary {
  if (result.imported) {
    return { key: 'translations.translate.importDone', params: { created: result.created, updated: result.updated, unchanged: result.unchanged } };
  }
  return { key: 'translations.translate.importRejected' };
}

/** Saves a downloaded file under its name (an object URL the caller gave up). */
export function saveObjectUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
