import { lawFileTypeOf, type LawView } from '@tis/contracts';
import { downloadFile, storedFileUrl } from '../../shared/widgets/file-upload';

/** Whether the browser shows the regulation's file itself (a PDF); others are downloaded. */
export function isPreviewable(row: Pick<LawView, 'fileName'>): boolean {
  return lawFileTypeOf(row.fileName) === 'pdf';
}

/**
 * Opens a regulation's file: the gateway serves stored files only with the session's token, so the
 * file is fetched with it first; a PDF then opens in a new tab, any file can be saved under its name.
 */
export async function openLawFile(row: Pick<LawView, 'fileUrl' | 'fileName'>, mode: 'preview' | 'download'): Promise<void> {
  if (mode === 'download') return downloadFile(row.fileUrl, row.fileName);
  window.open(await storedFileUrl(row.fileUrl), '_blank', 'noopener');
}
