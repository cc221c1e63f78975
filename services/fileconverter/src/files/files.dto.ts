import { operationLogSchema } from '@tis/contracts';
import { z } from 'zod';
import { UPLOAD_CATEGORY_NAMES } from './upload-categories.js';

export const uploadQuerySchema = z.object({ category: z.enum(UPLOAD_CATEGORY_NAMES).default('attachment') });
export type UploadQuery = z.infer<typeof uploadQuerySchema>;

export const storedFileSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number(),
  sha256: z.string(),
  category: z.string(),
  /** Path under the gateway: /tis/file/<storageKey>. */
  url: z.string(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
});
export type StoredFileView = z.infer<typeof storedFileSchema>;

export const fileIdParamsSchema = z.object({ id: z.uuid() });

export const storedFileDetailSchema = storedFileSchema.extend({ history: z.array(operationLogSchema) });
export type StoredFileDetail = z.infer<typeof storedFileDetailSchema>;
