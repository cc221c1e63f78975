import { operationLogSchema, pageQuerySchema, pageResultSchema } from '@tis/contracts';
import { z } from 'zod';

export const operationLogQuerySchema = pageQuerySchema().extend({
  module: z.string().max(50).optional(),
  targetId: z.string().max(64).optional(),
});
export type OperationLogQuery = z.infer<typeof operationLogQuerySchema>;

export const operationLogPageSchema = pageResultSchema(operationLogSchema);
