import { z } from 'zod';

/** An operation record as the log service shows it. */
export const operationLogSchema = z.object({
  id: z.string(),
  module: z.string(),
  action: z.string(),
  targetId: z.string(),
  targetName: z.string(),
  userCode: z.string(),
  occurredAt: z.string(),
});
export type OperationLogView = z.infer<typeof operationLogSchema>;

/** Service-to-service call to the log service: the records about one target, newest first. */
export const LOG_OPERATION_LOGS_BY_TARGET = 'log.operationLogs.byTarget';
export const operationLogsByTargetSchema = z.object({
  targetId: z.string().min(1).max(64),
  limit: z.number().int().min(1).max(100).default(20),
});
export type OperationLogsByTarget = z.input<typeof operationLogsByTargetSchema>;
