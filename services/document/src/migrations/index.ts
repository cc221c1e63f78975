import { type MigrationClass, WORKFLOW_MIGRATIONS } from '@tis/nest';
import { RepairCases1700000080000 } from './1700000080000-repair-cases.js';
import { ClaimCases1700000081000 } from './1700000081000-claim-cases.js';
import { CaseTextsRich1700000082000 } from './1700000082000-case-texts-rich.js';
import { QualityFeedback1700000092000 } from './1700000092000-quality-feedback.js';
import { ProductChange1700000093000 } from './1700000093000-product-change.js';
import { TechProof1700000094000 } from './1700000094000-tech-proof.js';
import { ClaimListKeys1700000095000 } from './1700000095000-claim-list-keys.js';
import { DocumentListKeys1700000095100 } from './1700000095100-document-list-keys.js';

/** The document service's migrations, in order (after the platform's outbox tables): the workflow's tables, then the kinds'. */
export const DOCUMENT_MIGRATIONS: MigrationClass[] = [...WORKFLOW_MIGRATIONS, RepairCases1700000080000, ClaimCases1700000081000, CaseTextsRich1700000082000, QualityFeedback1700000092000, ProductChange1700000093000, TechProof1700000094000, ClaimListKeys1700000095000, DocumentListKeys1700000095100];
