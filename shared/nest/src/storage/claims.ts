import { businessError, FILECONVERTER_CLAIM_FILES, type FileClaimResult, STORED_FILE_PREFIX } from '@tis/contracts';
import type { ServiceClient } from '../rpc/service-client.js';

/**
 * Files belong to something (docs/adr/0017): a service whose record references stored uploads
 * (/tis/file/…) claims them before it saves the record, so the file service never removes them as
 * unreferenced. Other addresses are ignored. A failed claim fails the save (the user tries again).
 */
export function claimFiles(client: ServiceClient, urls: readonly string[], owner: string): Promise<FileClaimResult> {
  return client.send<FileClaimResult>('fileconverter', FILECONVERTER_CLAIM_FILES, { urls, owner });
}

/**
 * Claims the stored files a record names, all or none: a file that does not exist (any more) or
 * belongs to another record refuses the save with a message to upload it again. At most 100 files
 * a call, so larger sets go in batches.
 */
export async function claimRecordFiles(client: ServiceClient, urls: readonly string[], owner: string): Promise<void> {
  const stored = [...new Set(urls.filter((url) => url.startsWith(STORED_FILE_PREFIX)))];
  for (let i = 0; i < stored.length; i += 100) {
    const batch = stored.slice(i, i + 100);
    const { claimed } = await claimFiles(client, batch, owner);
    if (claimed < batch.length) throw businessError('error.fileUnavailable');
  }
}
