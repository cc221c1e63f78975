export { JobServiceModule, JOB_SERVICE } from './job.module.js';
export { LogRetentionService, LOG_PURGE_JOB, nextDailyRun, retentionCutoff } from './retention/log-retention.service.js';
