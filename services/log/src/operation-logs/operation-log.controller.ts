import { Controller, Get, Inject, Query } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LOG_OPERATION_LOGS_BY_TARGET, type OperationLogView, operationLogsByTargetSchema, type PageResult } from '@tis/contracts';
import { Endpoint, RequirePage } from '@tis/nest';
import { type OperationLogQuery, operationLogPageSchema, operationLogQuerySchema } from './operation-log.dto.js';
import { OperationLogService } from './operation-log.service.js';

@Controller('logService/operationLog')
export class OperationLogController {
  constructor(@Inject(OperationLogService) private readonly logs: OperationLogService) {}

  @Get('list')
  @RequirePage('UserOperationLog')
  @Endpoint({ summary: 'Operation records, newest first (paged)', query: operationLogQuerySchema, response: operationLogPageSchema })
  list(@Query() query: OperationLogQuery): Promise<PageResult<OperationLogView>> {
    return this.logs.list(query);
  }

  @MessagePattern(LOG_OPERATION_LOGS_BY_TARGET)
  byTarget(@Payload() data: unknown): Promise<OperationLogView[]> {
    const { targetId, limit } = operationLogsByTargetSchema.parse(data);
    return this.logs.byTarget(targetId, limit);
  }
}
