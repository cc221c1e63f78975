import type { MigrationClass } from '@tis/nest';
import { JobRun1700000007000 } from './1700000007000-job-run.js';

/** The job service's migrations, in order (after the platform's outbox tables). */
export const JOB_MIGRATIONS: MigrationClass[] = [JobRun1700000007000];
