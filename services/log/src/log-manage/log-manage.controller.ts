import { Controller, Get, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LOG_PURGE, type LogOverview, logOverviewSchema, type LogPurgeResult } from '@tis/contracts';
import { Endpoint, RequirePage } from '@tis/nest';
import { LogManageService } from './log-manage.service.js';

@Controller('logService/logManage')
export class LogManageController {
  constructor(@Inject(LogManageService) private readonly manage: LogManageService) {}

  @Get('overview')
  @RequirePage('LogManage')
  @Endpoint({ summary: 'Logins, failed logins and operations per UTC day over the last 30 days', response: logOverviewSchema })
  overview(): Promise<LogOverview> {
    return this.manage.overview();
  }

  /** The job service's daily retention purge (internal: service client only). */
  @MessagePattern(LOG_PURGE)
  purge(@Payload() data: unknown): Promise<LogPurgeResult> {
    return this.manage.purge(data);
  }
}
