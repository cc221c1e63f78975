import type { MigrationClass } from '@tis/nest';
import { SearchIndex1700000095000 } from './1700000095000-search-index.js';

/** The search service's migrations, in order (after the platform's outbox tables). */
export const SEARCH_MIGRATIONS: MigrationClass[] = [SearchIndex1700000095000];
