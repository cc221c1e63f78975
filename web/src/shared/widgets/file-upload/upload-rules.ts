import { decideResult } from '../../../api/notify-result';
import { textKey, type TextRef } from '../../../i18n/keys';
import type { UploadedFile } from './upload-api';

const KB = 1024;
const MB = 1024 * KB;

/** A size limit as people read it: '150 MB', '5000 KB'. */
export function formatSize(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= KB && bytes % KB === 0) return `${bytes / KB} KB`;
  return `${bytes} B`;
}

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export interface FileLimits {
  /** Accepted extensions without the dot ('xlsx', 'png'); empty or absent: any type. */
  accept?: readonly string[];
  maxBytes: number;
}

/**
 * Checked before anything is sent (spec section 5: per-screen types and size limits): a translated
 * problem, or null when the file may be uploaded.
 */
export function fileProblem(file: Pick<File, 'name' | 'size'>, { accept, maxBytes }: FileLimits): TextRef | null {
  if (accept && accept.length > 0 && !accept.map((a) => a.toLowerCase()).includes(extensionOf(file.name))) {
    return textKey('widgets.upload.wrongType', { types: accept.join(', ') });
  }
  if (file.size > maxBytes) return textKey('widgets.upload.tooLarge', { size: formatSize(maxBytes) });
  return null;
}

export type UploadOutcome =
  | { ok: true; file: UploadedFile }
  /** `message` null: the client has shown why already (HTTP error, network failure). */
  | { ok: false; message: TextRef | null };

function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.url === 'string' && file.url !== '';
}

const UPLOAD_FAILED = textKey('error.uploadFailed');

/**
 * The upload's result (spec section 5): a stored file, or the upload-failed message for a success
 * with empty data, code -1 (the client returns that body) or the system-error text. Another
 * message the server sent as the answer ('000001') is shown as it is.
 */
export function uploadOutcome(result: { data?: unknown; error?: unknown }): UploadOutcome {
  if ('error' in result && result.error !== undefined) return { ok: false, message: null };
  const data = result.data;
  if (isUploadedFile(data)) return { ok: true, file: data };
  if (typeof data === 'string' && data.trim() !== '') {
    const notice = decideResult(data);
    const systemError = 'key' in notice.text && notice.text.key === 'error.operationFailed';
    return { ok: false, message: systemError ? UPLOAD_FAILED : notice.text };
  }
  // Empty data (null, '', {}), a whole envelope (code -1, or a code without data), false.
  return { ok: false, message: UPLOAD_FAILED };
}
