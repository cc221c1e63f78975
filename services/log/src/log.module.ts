import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { LOG_MIGRATIONS } from './migrations/index.js';
import { OperationLogController } from './operation-logs/operation-log.controller.js';
import { OperationLog } from './operation-logs/operation-log.entity.js';
import { OperationLogService } from './operation-logs/operation-log.service.js';

export const LOG_SERVICE: ServiceDefinition = { service: 'log', entities: [OperationLog], migrations: LOG_MIGRATIONS };

/** The log service: login log, operation logs, retention. */
@Module({
  imports: [PlatformModule.forService(LOG_SERVICE)],
  controllers: [OperationLogController],
  providers: [OperationLogService],
})
export class LogServiceModule {}
