import { Controller, Get, Inject, Query } from '@nestjs/common';
import { logPurgeRunPageSchema, logPurgeRunQuerySchema, type LogPurgeRunView, type LogRetentionStatus, logRetentionStatusSchema, type PageResult } from '@tis/contracts';
import { Endpoint, RequirePage } from '@tis/nest';
import type { z } from 'zod';
import { LogRetentionService } from './log-retention.service.js';

@Controller('jobService/logRetention')
export class LogRetentionController {
  constructor(@Inject(LogRetentionService) private readonly retention: LogRetentionService) {}

  @Get('status')
  @RequirePage('LogManage')
  @Endpoint({ summary: 'Log retention: the configured years, the current cutoff, the next and the last purge', response: logRetentionStatusSchema })
  status(): Promise<LogRetentionStatus> {
    return this.retention.status();
  }

  @Get('runs')
  @RequirePage('LogManage')
  @Endpoint({ summary: 'Runs of the log purge, newest first (paged)', query: logPurgeRunQuerySchema, response: logPurgeRunPageSchema })
  runs(@Query() query: z.infer<typeof logPurgeRunQuerySchema>): Promise<PageResult<LogPurgeRunView>> {
    return this.retention.runs(query);
  }
}
