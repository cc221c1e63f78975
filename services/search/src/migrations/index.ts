import type { MigrationClass } from '@tis/nest';

/** The search service's migrations, in order (after the platform's outbox tables). */
export const SEARCH_MIGRATIONS: MigrationClass[] = [];
