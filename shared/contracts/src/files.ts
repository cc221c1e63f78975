import { z } from 'zod';

/**
 * Files belong to something (ARCHITECTURE.md): an upload stays unreferenced until the service
 * whose record uses it claims it with this service call; the file service removes uploads nobody
 * claimed within UNREFERENCED_UPLOAD_TTL_MS (docs/adr/0017).
 */
export const FILECONVERTER_CLAIM_FILES = 'fileconverter.files.claim';

/** Stored files are addressed by their path under the gateway: /tis/file/<storage key>. */
export const STORED_FILE_PREFIX = '/tis/file/';

export const fileClaimSchema = z.object({
  /** Paths of stored files (/tis/file/…); other addresses (https, seeded paths) are ignored. */
  urls: z.array(z.string()).max(100),
  /** What references them: "<service>.<record kind>", e.g. system.homepageImage. */
  owner: z.string().min(1).max(100),
});
export type FileClaim = z.infer<typeof fileClaimSchema>;

/** How many of the addressed files were stored uploads (now claimed). */
export type FileClaimResult = { claimed: number };

/** An upload nobody references is removed after a day. */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * The owner of a file that belongs to one record: "<service>.<kind>:<id>" (a document's photos). Its
 * service decides who may read the file (FILES_READABLE); files of owners without an id (homepage
 * images, series pictures) are read by every signed-in user.
 */
export function recordOwner(service: string, kind: string, id: string): string {
  return `${service}.${kind}:${id}`;
}

const RECORD_OWNER = /^([a-z]+)\.([A-Za-z]+):([A-Za-z0-9-]{1,36})$/;

export function parseRecordOwner(owner: string | null): { service: string; kind: string; id: string } | null {
  const [, service, kind, id] = (owner ? RECORD_OWNER.exec(owner) : null) ?? [];
  return service && kind && id ? { service, kind, id } : null;
}

/** Service call: what references the stored file with this key (null: nothing, or no such file). */
export const FILECONVERTER_FILE_OWNER = 'fileconverter.files.owner';
export const fileOwnerQuerySchema = z.object({ key: z.string().min(1).max(255) });
export type FileOwnerAnswer = { referencedBy: string | null };

/** Service call of a service whose records own files: may the caller (by session token) read the files of this record? */
export function filesReadablePattern(service: string): string {
  return `${service}.files.readable`;
}
export const filesReadableQuerySchema = z.object({ kind: z.string().min(1).max(32), id: z.string().min(1).max(36), token: z.string().min(1).max(4096) });
export type FilesReadableQuery = z.infer<typeof filesReadableQuerySchema>;
