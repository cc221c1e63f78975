import type { MigrationClass } from '@tis/nest';

/** The document service's migrations, in order (after the platform's outbox tables). */
export const DOCUMENT_MIGRATIONS: MigrationClass[] = [];
