import { z } from 'zod';
import { pageQuerySchema, pageResultSchema } from '../paging.js';
import { dateRangeSchema } from '../validators/date-range.js';

/**
 * What an operation record says was done: the writes of a resource (create, update, delete,
 * import) and the workflow actions of a document (WORKFLOW_ACTIONS; a document's 'delete' and
 * 'edit' are the same words). The screens show each through `logs.action.<action>`.
 */
export const OPERATION_ACTIONS = ['create', 'update', 'delete', 'import', 'submit', 'verify', 'publish', 'cancelPublish', 'discard', 'stop', 'edit'] as const;
export type OperationAction = (typeof OPERATION_ACTIONS)[number];

/**
 * The modules that write operation records today: a resource's descriptor name, a document kind,
 * or the name a hand-written service records under. The screens show each through
 * `logs.module.<module>` and offer them in the module filter; a module not listed here is shown
 * as it is recorded.
 */
export const OPERATION_MODULES = [
  'post',
  'agencyKind',
  'agency',
  'department',
  'sensitiveWord',
  'caseParam',
  'case',
  'claim',
  'homepageImage',
  'language',
  'translation',
  'vinShield',
  'brand',
  'classification',
  'kind',
  'energy',
  'carType',
  'series',
  'seriesDirectory',
  'model',
  'modelConfig',
  'vehicle',
  'seriesSetting',
  'moduleSetting',
  'commercialInfo',
  'secretCardSeries',
  'secretCard',
  'fileconverter',
  'mailList',
  'fastApp',
  'feedbackType',
  'feedback',
  'bulletin',
  'helpDoc',
  'law',
  'tisosArea',
  'alignmentStandard',
  'qualityFb',
  'productChange',
  'techProve',
] as const;
export type OperationModule = (typeof OPERATION_MODULES)[number];

/** A module name as operation records carry it: a resource name or document kind (camelCase, like DOCUMENT_KIND_PATTERN). */
export const OPERATION_MODULE_PATTERN = /^[a-z][A-Za-z0-9]{0,49}$/;
export const OPERATION_TARGET_ID_MAX_LENGTH = 64;
export const OPERATION_TARGET_NAME_MAX_LENGTH = 255;

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

/**
 * `GET logService/operationLog/list` (/UserOperationLog, and the drill-down of the two summaries).
 * `keyword` matches a prefix of the user code or of the target name, or the action exactly:
 * each of the three has an index, so a keyword never scans the table.
 */
export const operationLogQuerySchema = dateRangeSchema()
  .extend(pageQuerySchema().shape)
  .extend({
    module: z.string().max(50).optional(),
    action: z.string().max(100).optional(),
    targetId: z.string().max(64).optional(),
    userCode: z.string().max(64).optional(),
  });
export type OperationLogQuery = z.infer<typeof operationLogQuerySchema>;
export type OperationLogQueryInput = z.input<typeof operationLogQuerySchema>;
export const operationLogPageSchema = pageResultSchema(operationLogSchema);

/** The summaries count over a date range of at most this many days (a bounded index range). */
export const LOG_SUMMARY_MAX_DAYS = 366;

/** `GET logService/operationLog/byModule` (/UserOperationLogger): counts per module and action. */
export const operationModuleSummaryQuerySchema = dateRangeSchema({ required: true, maxDays: LOG_SUMMARY_MAX_DAYS })
  .extend(pageQuerySchema().omit({ keyword: true }).shape)
  .extend({ module: z.string().max(50).optional() });
export type OperationModuleSummaryQuery = z.infer<typeof operationModuleSummaryQuerySchema>;
export type OperationModuleSummaryQueryInput = z.input<typeof operationModuleSummaryQuerySchema>;
export const operationModuleCountSchema = z.object({
  module: z.string(),
  action: z.string(),
  count: z.number().int().nonnegative(),
  lastAt: z.string(),
});
export type OperationModuleCount = z.infer<typeof operationModuleCountSchema>;
export const operationModuleCountPageSchema = pageResultSchema(operationModuleCountSchema);

/** `GET logService/operationLog/byUser` (/UserOperationLoggerUser): counts per user; `keyword` is a user-code prefix. */
export const operationUserSummaryQuerySchema = dateRangeSchema({ required: true, maxDays: LOG_SUMMARY_MAX_DAYS }).extend(
  pageQuerySchema().shape,
);
export type OperationUserSummaryQuery = z.infer<typeof operationUserSummaryQuerySchema>;
export type OperationUserSummaryQueryInput = z.input<typeof operationUserSummaryQuerySchema>;
export const operationUserCountSchema = z.object({
  userCode: z.string(),
  count: z.number().int().nonnegative(),
  lastAt: z.string(),
});
export type OperationUserCount = z.infer<typeof operationUserCountSchema>;
export const operationUserCountPageSchema = pageResultSchema(operationUserCountSchema);

/** /LogManage: logins and operations per UTC day over this many days, today included. */
export const LOG_OVERVIEW_DAYS = 30;
export const logDayCountSchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  logins: z.number().int().nonnegative(),
  loginFailures: z.number().int().nonnegative(),
  operations: z.number().int().nonnegative(),
});
export type LogDayCount = z.infer<typeof logDayCountSchema>;
/** `GET logService/logManage/overview`: oldest day first. */
export const logOverviewSchema = z.object({ days: z.array(logDayCountSchema) });
export type LogOverview = z.infer<typeof logOverviewSchema>;
