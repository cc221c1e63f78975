import type { MigrationClass } from '@tis/nest';

/** The job service's migrations, in order (after the platform's outbox tables). */
export const JOB_MIGRATIONS: MigrationClass[] = [];
