import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { JOB_MIGRATIONS } from './migrations/index.js';
import { JobLease } from './retention/job-lease.entity.js';
import { JobRun } from './retention/job-run.entity.js';
import { LogRetentionController } from './retention/log-retention.controller.js';
import { LogRetentionService } from './retention/log-retention.service.js';

export const JOB_SERVICE: ServiceDefinition = { service: 'job', entities: [JobRun, JobLease], migrations: JOB_MIGRATIONS };

/** The job service: schedules and long work: exports, DMS pushes, sync, reminders, purges. */
@Module({
  imports: [PlatformModule.forService(JOB_SERVICE)],
  controllers: [LogRetentionController],
  providers: [LogRetentionService],
})
export class JobServiceModule {}
