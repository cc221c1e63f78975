import type { MigrationClass } from '@tis/nest';

/** The vehicle service's migrations, in order (after the platform's outbox tables). */
export const VEHICLE_MIGRATIONS: MigrationClass[] = [];
