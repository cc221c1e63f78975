import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../paging.js';

/** Logs are deleted after this many years unless TIS_LOG_RETENTION_YEARS says otherwise (spec section 9: 2 or 3). */
export const DEFAULT_LOG_RETENTION_YEARS = 3;

/** Service call to the log service: delete login and operation logs older than `before`, in bounded batches. */
export const LOG_PURGE = 'log.purge';
/** Rows per DELETE statement: short locks, small transactions. */
export const LOG_PURGE_BATCH_SIZE = 5000;
export const logPurgeRequestSchema = z.object({
  before: z.iso.datetime(),
  batchSize: z.number().int().min(1).max(LOG_PURGE_BATCH_SIZE).default(LOG_PURGE_BATCH_SIZE),
  /** Batches per table in one call, so one call stays well inside the service-call timeout. */
  maxBatches: z.number().int().min(1).max(100).default(10),
});
export type LogPurgeRequest = z.input<typeof logPurgeRequestSchema>;
export const logPurgeResultSchema = z.object({
  loginLogs: z.number().int().nonnegative(),
  operationLogs: z.number().int().nonnegative(),
  /** Some old rows may be left: call again. */
  more: z.boolean(),
});
export type LogPurgeResult = z.infer<typeof logPurgeResultSchema>;

export const JOB_RUN_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type JobRunStatus = (typeof JOB_RUN_STATUSES)[number];

/** One run of the log purge as /LogManage shows it. */
export const logPurgeRunSchema = z.object({
  id: z.string(),
  status: z.enum(JOB_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Rows older than this were deleted. */
  cutoff: z.string().nullable(),
  loginLogs: z.number().int().nonnegative(),
  operationLogs: z.number().int().nonnegative(),
  error: z.string().nullable(),
});
export type LogPurgeRunView = z.infer<typeof logPurgeRunSchema>;

/** `GET jobService/logRetention/status`: the retention setting, the last and the next purge. */
export const logRetentionStatusSchema = z.object({
  retentionYears: z.number().int(),
  /** Rows older than this go at the next purge. */
  cutoff: z.string(),
  nextRunAt: z.string().nullable(),
  lastRun: logPurgeRunSchema.nullable(),
});
export type LogRetentionStatus = z.infer<typeof logRetentionStatusSchema>;

/** `GET jobService/logRetention/runs`: the purge runs, newest first. */
export const logPurgeRunQuerySchema = pageQuerySchema().omit({ keyword: true });
export const logPurgeRunPageSchema = pageResultSchema(logPurgeRunSchema);
