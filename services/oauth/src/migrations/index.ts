import type { MigrationClass } from '@tis/nest';
import { Identity1700000003000 } from './1700000003000-identity.js';

/** The oauth service's migrations, in order (after the platform's outbox tables). */
export const OAUTH_MIGRATIONS: MigrationClass[] = [Identity1700000003000];
