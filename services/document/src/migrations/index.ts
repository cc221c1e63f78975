import { type MigrationClass, WORKFLOW_MIGRATIONS } from '@tis/nest';
import { RepairCases1700000080000 } from './1700000080000-repair-cases.js';
import { ClaimCases1700000081000 } from './1700000081000-claim-cases.js';

/** The document service's migrations, in order (after the platform's outbox tables): the workflow's tables, then the kinds'. */
export const DOCUMENT_MIGRATIONS: MigrationClass[] = [...WORKFLOW_MIGRATIONS, RepairCases1700000080000, ClaimCases1700000081000];
