import { Controller, Get, Inject, Query } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LOG_OPERATION_LOGS_BY_TARGET,
  operationLogPageSchema,
  type OperationLogQuery,
  operationLogQuerySchema,
  type OperationLogView,
  operationLogsByTargetSchema,
  type OperationModuleCount,
  operationModuleCountPageSchema,
  type OperationModuleSummaryQuery,
  operationModuleSummaryQuerySchema,
  type OperationUserCount,
  operationUserCountPageSchema,
  type OperationUserSummaryQuery,
  operationUserSummaryQuerySchema,
  type PageResult,
} from '@tis/contracts';
import { Endpoint, RequirePage } from '@tis/nest';
import { OperationLogService } from './operation-log.service.js';

@Controller('logService/operationLog')
export class OperationLogController {
  constructor(@Inject(OperationLogService) private readonly logs: OperationLogService) {}

  /** The records list, and the drill-down of both summaries (one module/action, one user). */
  @Get('list')
  @RequirePage('UserOperationLog', 'UserOperationLogger', 'UserOperationLoggerUser')
  @Endpoint({
    summary: 'Operation records, newest first (paged): keyword = prefix of user code or target name, or exact action',
    query: operationLogQuerySchema,
    response: operationLogPageSchema,
  })
  list(@Query() query: OperationLogQuery): Promise<PageResult<OperationLogView>> {
    return this.logs.list(query);
  }

  @Get('byModule')
  @RequirePage('UserOperationLogger')
  @Endpoint({
    summary: 'Operations per module and action over a date range (at most 366 days), most frequent first (paged)',
    query: operationModuleSummaryQuerySchema,
    response: operationModuleCountPageSchema,
  })
  byModule(@Query() query: OperationModuleSummaryQuery): Promise<PageResult<OperationModuleCount>> {
    return this.logs.byModule(query);
  }

  @Get('byUser')
  @RequirePage('UserOperationLoggerUser')
  @Endpoint({
    summary: 'Operations per user over a date range (at most 366 days), most active first (paged); keyword = user code prefix',
    query: operationUserSummaryQuerySchema,
    response: operationUserCountPageSchema,
  })
  byUser(@Query() query: OperationUserSummaryQuery): Promise<PageResult<OperationUserCount>> {
    return this.logs.byUser(query);
  }

  @MessagePattern(LOG_OPERATION_LOGS_BY_TARGET)
  byTarget(@Payload() data: unknown): Promise<OperationLogView[]> {
    const { targetId, limit } = operationLogsByTargetSchema.parse(data);
    return this.logs.byTarget(targetId, limit);
  }
}
