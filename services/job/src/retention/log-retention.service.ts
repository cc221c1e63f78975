import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  addMonths,
  LOG_PURGE,
  type LogPurgeResult,
  logPurgeResultSchema,
  type LogPurgeRunView,
  type LogRetentionStatus,
  type PageResult,
  toSkipTake,
} from '@tis/contracts';
import { type createLogger, DATA_SOURCE, PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER, SERVICE_CLIENT, type ServiceClient, Ticker } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { JobLeases } from './job-leases.js';
import { JobRun } from './job-run.entity.js';

export const LOG_PURGE_JOB = 'log.purge';
/** Every replica looks this often whether the purge is due. */
const TICK_MS = 60_000;
/** Longer than one purge call (10 s service-call timeout); renewed after each call. */
const LEASE_MS = 10 * 60_000;
/** The purge runs daily at this UTC hour (a quiet hour in the plant's time zones). */
const PURGE_HOUR_UTC = 3;
/** A failed run is tried again after an hour rather than the next day. */
const RETRY_AFTER_FAILURE_MS = 60 * 60_000;
/** Upper bound of purge calls in one run (each deletes at most 10 × 5,000 rows per table). */
const MAX_CALLS_PER_RUN = 1000;

/** The first PURGE_HOUR_UTC:00 after `after`. */
export function nextDailyRun(after: Date): Date {
  const next = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), PURGE_HOUR_UTC));
  if (next.getTime() <= after.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** Logs older than this are deleted: the same calendar day `years` ago (spec section 9). */
export function retentionCutoff(now: Date, years: number): Date {
  return addMonths(now, -12 * years);
}

/** The platform's pino logger (ROOT_LOGGER). */
type Logger = ReturnType<typeof createLogger>;

interface PurgeRunResult {
  cutoff: string;
  retentionYears: number;
  loginLogs: number;
  operationLogs: number;
}

function runView(row: JobRun): LogPurgeRunView {
  const result = row.result ? (JSON.parse(row.result) as Partial<PurgeRunResult>) : {};
  return {
    id: row.id,
    status: row.status,
    startedAt: new Date(row.startedAt).toISOString(),
    finishedAt: row.finishedAt ? new Date(row.finishedAt).toISOString() : null,
    cutoff: result.cutoff ?? null,
    loginLogs: result.loginLogs ?? 0,
    operationLogs: result.operationLogs ?? 0,
    error: row.error,
  };
}

/**
 * The daily retention purge of the login and operation logs (spec section 9). The job service never
 * opens the log database: it asks the log service (`log.purge`) to delete in bounded batches until
 * nothing older than the cutoff is left, and records each run in job_run. A lease row makes sure one
 * replica runs it at a time.
 */
@Injectable()
export class LogRetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly leases: JobLeases;
  private readonly logger: Logger;
  private readonly ticker: Ticker;

  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(SERVICE_CLIENT) private readonly client: ServiceClient,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.leases = new JobLeases(ds);
    this.logger = rootLogger.child({ service: 'job', component: 'log-retention' });
    this.ticker = new Ticker(TICK_MS, () => this.runIfDue(), (err) => this.logger.error({ err }, 'log retention tick failed'));
  }

  onApplicationBootstrap(): void {
    this.ticker.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.ticker.stop();
  }

  /** Runs the purge when it is due and no other replica runs it; null otherwise. */
  async runIfDue(): Promise<LogPurgeRunView | null> {
    await this.leases.ensure(LOG_PURGE_JOB, nextDailyRun(new Date()));
    const token = await this.leases.acquire(LOG_PURGE_JOB, LEASE_MS, true);
    return token ? this.execute(token) : null;
  }

  /** Runs the purge now unless another run holds the lease (then null). */
  async runNow(): Promise<LogPurgeRunView | null> {
    await this.leases.ensure(LOG_PURGE_JOB, nextDailyRun(new Date()));
    const token = await this.leases.acquire(LOG_PURGE_JOB, LEASE_MS, false);
    return token ? this.execute(token) : null;
  }

  private async execute(token: string): Promise<LogPurgeRunView> {
    const runs = this.ds.getRepository(JobRun);
    const startedAt = new Date();
    // Holding the lease, no other run is in progress: a 'running' row is one whose process died.
    await runs.update({ jobName: LOG_PURGE_JOB, status: 'running' }, { status: 'failed', finishedAt: startedAt, error: 'interrupted' });
    const run = runs.create({ jobName: LOG_PURGE_JOB, status: 'running', startedAt, finishedAt: null, result: null, error: null, createdBy: 'job', updatedBy: 'job' });
    await runs.insert(run);
    const retentionYears = this.config.TIS_LOG_RETENTION_YEARS;
    const totals: PurgeRunResult = { cutoff: retentionCutoff(startedAt, retentionYears).toISOString(), retentionYears, loginLogs: 0, operationLogs: 0 };
    try {
      for (let call = 0; ; call++) {
        if (this.ticker.stopping) throw new Error('stopped before the purge finished');
        if (call >= MAX_CALLS_PER_RUN) throw new Error(`more than ${MAX_CALLS_PER_RUN} purge calls`);
        const answer: LogPurgeResult = logPurgeResultSchema.parse(await this.client.send('log', LOG_PURGE, { before: totals.cutoff }));
        totals.loginLogs += answer.loginLogs;
        totals.operationLogs += answer.operationLogs;
        if (!answer.more) break;
        if (!(await this.leases.renew(LOG_PURGE_JOB, token, LEASE_MS))) throw new Error('the job lease was lost');
      }
      await runs.update({ id: run.id }, { status: 'succeeded', finishedAt: new Date(), result: JSON.stringify(totals) });
      await this.leases.release(LOG_PURGE_JOB, token, nextDailyRun(startedAt));
      this.logger.info({ ...totals }, 'log retention purge done');
    } catch (err) {
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      await runs.update({ id: run.id }, { status: 'failed', finishedAt: new Date(), result: JSON.stringify(totals), error: message });
      await this.leases.release(LOG_PURGE_JOB, token, new Date(Date.now() + RETRY_AFTER_FAILURE_MS));
      this.logger.error({ err, ...totals }, 'log retention purge failed');
    }
    return runView(await runs.findOneByOrFail({ id: run.id }));
  }

  async status(now = new Date()): Promise<LogRetentionStatus> {
    const [last] = await this.ds.getRepository(JobRun).find({
      where: { jobName: LOG_PURGE_JOB },
      order: { startedAt: 'DESC', createdAt: 'DESC' },
      take: 1,
    });
    const next = await this.leases.nextRunAt(LOG_PURGE_JOB);
    return {
      retentionYears: this.config.TIS_LOG_RETENTION_YEARS,
      cutoff: retentionCutoff(now, this.config.TIS_LOG_RETENTION_YEARS).toISOString(),
      nextRunAt: next ? next.toISOString() : null,
      lastRun: last ? runView(last) : null,
    };
  }

  async runs(page: { pageNo: number; pageSize: number }): Promise<PageResult<LogPurgeRunView>> {
    const [rows, total] = await this.ds.getRepository(JobRun).findAndCount({
      where: { jobName: LOG_PURGE_JOB },
      order: { startedAt: 'DESC', createdAt: 'DESC' },
      ...toSkipTake(page),
    });
    return { list: rows.map(runView), total };
  }
}
