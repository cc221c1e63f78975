import type { MigrationClass } from '@tis/nest';

/** The system service's migrations, in order (after the platform's outbox tables). */
export const SYSTEM_MIGRATIONS: MigrationClass[] = [];
