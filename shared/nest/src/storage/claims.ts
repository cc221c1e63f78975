import { FILECONVERTER_CLAIM_FILES, type FileClaimResult } from '@tis/contracts';
import type { ServiceClient } from '../rpc/service-client.js';

/**
 * Files belong to something (docs/adr/0017): a service whose record references stored uploads
 * (/tis/file/…) claims them before it saves the record, so the file service never removes them as
 * unreferenced. Other addresses are ignored. A failed claim fails the save (the user tries again).
 */
export function claimFiles(client: ServiceClient, urls: readonly string[], owner: string): Promise<FileClaimResult> {
  return client.send<FileClaimResult>('fileconverter', FILECONVERTER_CLAIM_FILES, { urls, owner });
}
