import type { MigrationClass } from '@tis/nest';
import { StoredFile1700000002000 } from './1700000002000-stored-file.js';
import { StoredFileReferenced1700000071000 } from './1700000071000-stored-file-referenced.js';

/** The fileconverter service's migrations, in order (after the platform's outbox tables). */
export const FILECONVERTER_MIGRATIONS: MigrationClass[] = [StoredFile1700000002000, StoredFileReferenced1700000071000];
