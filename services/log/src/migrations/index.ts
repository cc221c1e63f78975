import type { MigrationClass } from '@tis/nest';
import { OperationLog1700000001000 } from './1700000001000-operation-log.js';
import { LoginLog1700000006000 } from './1700000006000-login-log.js';

/** The log service's migrations, in order (after the platform's outbox tables). */
export const LOG_MIGRATIONS: MigrationClass[] = [OperationLog1700000001000, LoginLog1700000006000];
