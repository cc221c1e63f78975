import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  fileStoredV1,
  OPERATION_EVENTS,
  type OperationLogQuery,
  type OperationLogView,
  type OperationModuleCount,
  type OperationModuleSummaryQuery,
  type OperationUserCount,
  type OperationUserSummaryQuery,
  type PageResult,
  toSkipTake,
} from '@tis/contracts';
import { DATA_SOURCE, EventBus, insertRows, prefixPattern } from '@tis/nest';
import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { dayRange, rawCount, rawDate } from '../log-query.js';
import { OperationLog } from './operation-log.entity.js';

function view(row: OperationLog): OperationLogView {
  return {
    id: row.id,
    module: row.module,
    action: row.action,
    targetId: row.targetId,
    targetName: row.targetName,
    userCode: row.userCode,
    occurredAt: new Date(row.occurredAt).toISOString(),
  };
}

/** The rows of one page of a grouped query, and how many groups there are in all. */
async function pagedGroups(qb: SelectQueryBuilder<OperationLog>, page: { skip: number; take: number }): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const counted = await qb.dataSource
    .createQueryBuilder()
    .select('COUNT(*)', 'total')
    .from(`(${qb.getQuery()})`, 'g')
    .setParameters(qb.getParameters())
    .getRawOne<{ total: unknown }>();
  const rows = await qb.clone().offset(page.skip).limit(page.take).getRawMany<Record<string, unknown>>();
  return { rows, total: rawCount(counted?.total) };
}

@Injectable()
export class OperationLogService implements OnModuleInit {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    // A stored upload becomes an operation record of its uploader.
    this.bus.subscribe(fileStoredV1, 'operation-log', async (file, { manager, event }) => {
      await insertRows(manager, OperationLog, {
        id: event.id,
        module: 'fileconverter',
        action: 'file.stored',
        targetId: file.fileId,
        targetName: file.originalName.slice(0, 255),
        userCode: file.uploadedBy,
        occurredAt: new Date(file.storedAt),
        eventId: event.id,
        createdBy: file.uploadedBy,
        updatedBy: file.uploadedBy,
      });
    });
    // What users did in every producing service (resource writes, imports, workflow actions).
    for (const contract of OPERATION_EVENTS) {
      this.bus.subscribe(contract, 'operation-log', async (operation, { manager, event }) => {
        await insertRows(manager, OperationLog, {
          id: event.id,
          module: operation.module,
          action: operation.action,
          targetId: operation.targetId,
          targetName: operation.targetName,
          userCode: operation.userCode,
          occurredAt: new Date(operation.occurredAt),
          eventId: event.id,
          createdBy: operation.userCode,
          updatedBy: operation.userCode,
        });
      });
    }
  }

  /** Rows in the date range (whole UTC days), of one module when given. */
  private inRange(start: Date | undefined, end: Date | undefined, module?: string): SelectQueryBuilder<OperationLog> {
    const qb = this.ds.getRepository(OperationLog).createQueryBuilder('o');
    const range = dayRange(start, end);
    if (range.from) qb.andWhere('o.occurredAt >= :from', { from: range.from });
    if (range.to) qb.andWhere('o.occurredAt < :to', { to: range.to });
    if (module) qb.andWhere('o.module = :module', { module });
    return qb;
  }

  async list(query: OperationLogQuery): Promise<PageResult<OperationLogView>> {
    const qb = this.inRange(query.startTime, query.endTime, query.module);
    if (query.action) qb.andWhere('o.action = :action', { action: query.action });
    if (query.targetId) qb.andWhere('o.targetId = :targetId', { targetId: query.targetId });
    if (query.userCode) qb.andWhere('o.userCode = :userCode', { userCode: query.userCode });
    if (query.keyword) {
      // Not a '%x%' scan over three columns: a prefix of the user code or of the target name, or the
      // exact action. Each branch has its own index (idx_operation_log_user, _target_name, _action).
      const keyword = query.keyword;
      const pattern = prefixPattern(keyword);
      qb.andWhere(
        new Brackets((or) => {
          or.where(`o.userCode LIKE :pattern ESCAPE '!'`, { pattern })
            .orWhere(`o.targetName LIKE :pattern ESCAPE '!'`, { pattern })
            .orWhere('o.action = :keyword', { keyword });
        }),
      );
    }
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('o.occurredAt', 'DESC').addOrderBy('o.id', 'DESC').offset(skip).limit(take).getManyAndCount();
    return { list: rows.map(view), total };
  }

  /** /UserOperationLogger: how often each action of each module happened in the range, most frequent first. */
  async byModule(query: OperationModuleSummaryQuery): Promise<PageResult<OperationModuleCount>> {
    const qb = this.inRange(query.startTime, query.endTime, query.module);
    qb.select('o.module', 'module')
      .addSelect('o.action', 'action')
      .addSelect('COUNT(*)', 'count')
      .addSelect('MAX(o.occurredAt)', 'lastAt')
      .groupBy('o.module')
      .addGroupBy('o.action')
      .orderBy(qb.escape('count'), 'DESC')
      .addOrderBy('o.module', 'ASC')
      .addOrderBy('o.action', 'ASC');
    const { rows, total } = await pagedGroups(qb, toSkipTake(query));
    return {
      list: rows.map((r) => ({
        module: String(r['module']),
        action: String(r['action']),
        count: rawCount(r['count']),
        lastAt: rawDate(r['lastAt']).toISOString(),
      })),
      total,
    };
  }

  /** /UserOperationLoggerUser: how many operations each user did in the range, most active first. */
  async byUser(query: OperationUserSummaryQuery): Promise<PageResult<OperationUserCount>> {
    const qb = this.inRange(query.startTime, query.endTime);
    if (query.keyword) qb.andWhere(`o.userCode LIKE :pattern ESCAPE '!'`, { pattern: prefixPattern(query.keyword) });
    qb.select('o.userCode', 'userCode')
      .addSelect('COUNT(*)', 'count')
      .addSelect('MAX(o.occurredAt)', 'lastAt')
      .groupBy('o.userCode')
      .orderBy(qb.escape('count'), 'DESC')
      .addOrderBy('o.userCode', 'ASC');
    const { rows, total } = await pagedGroups(qb, toSkipTake(query));
    return {
      list: rows.map((r) => ({ userCode: String(r['userCode']), count: rawCount(r['count']), lastAt: rawDate(r['lastAt']).toISOString() })),
      total,
    };
  }

  async byTarget(targetId: string, limit: number): Promise<OperationLogView[]> {
    const rows = await this.ds.getRepository(OperationLog).find({
      where: { targetId },
      order: { occurredAt: 'DESC' },
      take: limit,
    });
    return rows.map(view);
  }
}
