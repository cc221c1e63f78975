import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { JOB_MIGRATIONS } from './migrations/index.js';

export const JOB_SERVICE: ServiceDefinition = { service: 'job', entities: [], migrations: JOB_MIGRATIONS };

/** The job service: schedules and long work: exports, DMS pushes, sync, reminders, purges. Features arrive with their issues. */
@Module({
  imports: [PlatformModule.forService(JOB_SERVICE)],
})
export class JobServiceModule {}
