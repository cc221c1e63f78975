import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { LogManageController } from './log-manage/log-manage.controller.js';
import { LogManageService } from './log-manage/log-manage.service.js';
import { LoginLogController } from './login-logs/login-log.controller.js';
import { LoginLog } from './login-logs/login-log.entity.js';
import { LoginLogService } from './login-logs/login-log.service.js';
import { LOG_MIGRATIONS } from './migrations/index.js';
import { OperationLogController } from './operation-logs/operation-log.controller.js';
import { OperationLog } from './operation-logs/operation-log.entity.js';
import { OperationLogService } from './operation-logs/operation-log.service.js';

export const LOG_SERVICE: ServiceDefinition = { service: 'log', entities: [OperationLog, LoginLog], migrations: LOG_MIGRATIONS };

/** The log service: login log, operation logs, the /LogManage overview and the retention purge. */
@Module({
  imports: [PlatformModule.forService(LOG_SERVICE)],
  controllers: [OperationLogController, LoginLogController, LogManageController],
  providers: [OperationLogService, LoginLogService, LogManageService],
})
export class LogServiceModule {}
