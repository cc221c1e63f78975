import { z } from 'zod';
import { defineEvent } from './event-contract.js';

/** A file was uploaded and stored; its bytes are in object storage under `key`. */
export const fileStoredV1 = defineEvent({
  topic: 'tis.fileconverter.file.stored.v1',
  producer: 'fileconverter',
  description: 'An uploaded file was stored in object storage.',
  schema: z.object({
    fileId: z.string().min(1),
    key: z.string().min(1),
    originalName: z.string(),
    contentType: z.string(),
    size: z.number().int().nonnegative(),
    sha256: z.string().length(64),
    uploadedBy: z.string(),
    storedAt: z.string(),
  }),
});
