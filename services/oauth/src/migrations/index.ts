import type { MigrationClass } from '@tis/nest';

/** The oauth service's migrations, in order (after the platform's outbox tables). */
export const OAUTH_MIGRATIONS: MigrationClass[] = [];
