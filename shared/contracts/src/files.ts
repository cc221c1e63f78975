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
