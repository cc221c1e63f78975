import type { MigrationClass } from '@tis/nest';

/** The diagnosis service's migrations, in order (after the platform's outbox tables). */
export const DIAGNOSIS_MIGRATIONS: MigrationClass[] = [];
