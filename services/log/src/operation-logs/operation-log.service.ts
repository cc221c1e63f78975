import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { fileStoredV1, type OperationLogView, type PageResult } from '@tis/contracts';
import { DATA_SOURCE, EventBus } from '@tis/nest';
import { type DataSource, type FindOptionsWhere, Like } from 'typeorm';
import type { OperationLogQuery } from './operation-log.dto.js';
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

@Injectable()
export class OperationLogService implements OnModuleInit {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    // A stored upload becomes an operation record of its uploader.
    this.bus.subscribe(fileStoredV1, 'operation-log', async (file, { manager, event }) => {
      await manager.insert(OperationLog, {
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
  }

  async list(query: OperationLogQuery): Promise<PageResult<OperationLogView>> {
    const base: FindOptionsWhere<OperationLog> = {
      ...(query.module ? { module: query.module } : {}),
      ...(query.targetId ? { targetId: query.targetId } : {}),
    };
    const keyword = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = keyword
      ? [{ ...base, targetName: Like(keyword) }, { ...base, userCode: Like(keyword) }, { ...base, action: Like(keyword) }]
      : base;
    const [rows, total] = await this.ds.getRepository(OperationLog).findAndCount({
      where,
      order: { occurredAt: 'DESC', id: 'DESC' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    });
    return { list: rows.map(view), total };
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
