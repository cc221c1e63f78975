import { Inject, Injectable } from '@nestjs/common';
import { LOG_OVERVIEW_DAYS, type LogDayCount, type LogOverview, type LogPurgeResult, logPurgeRequestSchema } from '@tis/contracts';
import { DATA_SOURCE } from '@tis/nest';
import { type DataSource, type EntityTarget, type FindOptionsWhere, In, type ObjectLiteral } from 'typeorm';
import { rawCount, startOfUtcDay } from '../log-query.js';
import { LoginLog } from '../login-logs/login-log.entity.js';
import { OperationLog } from '../operation-logs/operation-log.entity.js';
import { utcDayExpression } from './day-bucket.js';

const DAY_MS = 86_400_000;

/** /LogManage: activity per day, and the retention purge the job service runs through `log.purge`. */
@Injectable()
export class LogManageService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** Logins (with failures) and operations per UTC day over the last 30 days, today included, oldest first. */
  async overview(now = new Date()): Promise<LogOverview> {
    const first = new Date(startOfUtcDay(now).getTime() - (LOG_OVERVIEW_DAYS - 1) * DAY_MS);
    const loginDay = utcDayExpression(this.ds, 'l.loginAt');
    const logins = await this.ds
      .getRepository(LoginLog)
      .createQueryBuilder('l')
      .select(loginDay, 'day')
      .addSelect('COUNT(*)', 'logins')
      .addSelect('SUM(CASE WHEN l.success = :yes THEN 0 ELSE 1 END)', 'failures')
      .where('l.loginAt >= :first', { first, yes: true })
      .groupBy(loginDay)
      .getRawMany<{ day: string; logins: unknown; failures: unknown }>();
    const operationDay = utcDayExpression(this.ds, 'o.occurredAt');
    const operations = await this.ds
      .getRepository(OperationLog)
      .createQueryBuilder('o')
      .select(operationDay, 'day')
      .addSelect('COUNT(*)', 'operations')
      .where('o.occurredAt >= :first', { first })
      .groupBy(operationDay)
      .getRawMany<{ day: string; operations: unknown }>();
    const loginsByDay = new Map(logins.map((r) => [r.day, r]));
    const operationsByDay = new Map(operations.map((r) => [r.day, rawCount(r.operations)]));
    const days: LogDayCount[] = [];
    for (let i = 0; i < LOG_OVERVIEW_DAYS; i++) {
      const date = new Date(first.getTime() + i * DAY_MS).toISOString().slice(0, 10);
      const login = loginsByDay.get(date);
      days.push({
        date,
        logins: rawCount(login?.logins),
        loginFailures: rawCount(login?.failures),
        operations: operationsByDay.get(date) ?? 0,
      });
    }
    return { days };
  }

  /**
   * Deletes login and operation logs older than `before`, at most `batchSize` rows per statement and
   * `maxBatches` statements per table, oldest first; `more` says the caller should call again.
   */
  async purge(request: unknown): Promise<LogPurgeResult> {
    const { before, batchSize, maxBatches } = logPurgeRequestSchema.parse(request);
    const cutoff = new Date(before);
    const login = await this.purgeTable(LoginLog, 'loginAt', cutoff, batchSize, maxBatches);
    const operation = await this.purgeTable(OperationLog, 'occurredAt', cutoff, batchSize, maxBatches);
    return { loginLogs: login.deleted, operationLogs: operation.deleted, more: login.more || operation.more };
  }

  private async purgeTable<E extends ObjectLiteral & { id: string }>(
    entity: EntityTarget<E>,
    column: keyof E & string,
    before: Date,
    batchSize: number,
    maxBatches: number,
  ): Promise<{ deleted: number; more: boolean }> {
    const repo = this.ds.getRepository(entity);
    let deleted = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      // Ids first, then a DELETE by primary key: a bounded statement on every dialect (MySQL refuses
      // LIMIT inside an IN subquery, SQLite has no DELETE … LIMIT by default).
      const rows = await repo
        .createQueryBuilder('t')
        .select('t.id', 'id')
        .where(`t.${column} < :before`, { before })
        .orderBy(`t.${column}`, 'ASC')
        .limit(batchSize)
        .getRawMany<{ id: string }>();
      if (rows.length === 0) return { deleted, more: false };
      const result = await repo.delete({ id: In(rows.map((r) => r.id)) } as FindOptionsWhere<E>);
      deleted += result.affected ?? rows.length;
      if (rows.length < batchSize) return { deleted, more: false };
    }
    return { deleted, more: true };
  }
}
