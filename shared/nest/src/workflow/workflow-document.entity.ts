import { APPROVAL_RESULT, DISCARD_FLAG, DOCUMENT_SUBMIT_STATE, PUBLISH_STATE, STOP_STATE, VERIFY_REMARK_MAX_LENGTH } from '@tis/contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { VersionedEntity } from '../database/audited.entity.js';
import { DocumentRead } from './document-read.js';

/**
 * A document that moves through the workflow (spec section 4): its separate submit, verify
 * (approval result) and publish states, the discard flag, its author and the department whose
 * approvers verify it, and when it was last submitted, verified and published. A document kind's
 * entity extends it; its table takes `workflowColumns` (workflow.migration.ts). The transition
 * service is the only writer of these columns.
 */
export abstract class WorkflowDocument extends VersionedEntity {
  @Column({ type: 'integer', default: DOCUMENT_SUBMIT_STATE.unsubmitted })
  submitState!: number;

  /** The approval result: 0 refused, 1 approved, 2 pending. */
  @Column({ type: 'integer', default: APPROVAL_RESULT.pending })
  verifyState!: number;

  @Column({ type: 'integer', default: PUBLISH_STATE.unpublished })
  publishState!: number;

  @Column({ type: 'integer', default: DISCARD_FLAG.kept })
  discard!: number;

  /** userCode of the author. */
  @Column({ type: 'varchar', length: 64 })
  authorCode!: string;

  /** The department whose approvers verify the document (spec section 6). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  department!: string | null;

  @Column({ type: 'datetime', nullable: true })
  submitTime!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  verifyTime!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  publishTime!: Date | null;

  /** What the operation log shows of the document (its code or title); a kind overrides it, the default is the id. */
  operationName(): string {
    return this.id;
  }
}

/** A document kind that can be stopped (a TSB: stop state, time and user). */
export abstract class StoppableWorkflowDocument extends WorkflowDocument {
  @Column({ type: 'integer', default: STOP_STATE.running })
  stopState!: number;

  @Column({ type: 'datetime', nullable: true })
  stopTime!: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  stopUser!: string | null;
}

/**
 * One step of a document's workflow history (spec section 3, Verify record): every recorded action
 * (submit, verify, publish, cancel, discard, stop) with the approval result it left, the remark of a
 * verify, and who took it. In the database of the service that owns the document kind.
 */
@Entity('verify_record')
@Index('idx_verify_record_document', ['documentKind', 'documentId', 'id'])
export class VerifyRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 32 })
  documentKind!: string;

  @Column({ type: 'varchar', length: 36 })
  documentId!: string;

  @Column({ type: 'varchar', length: 16 })
  action!: string;

  /** The approval result after the action (0 refused, 1 approved, 2 pending). */
  @Column({ type: 'integer' })
  verifyResult!: number;

  @Column({ type: 'varchar', length: VERIFY_REMARK_MAX_LENGTH, nullable: true })
  verifyRemark!: string | null;

  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  @Column({ type: 'varchar', length: 100 })
  fullName!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  post!: string | null;

  @Column({ type: 'datetime' })
  verifyTime!: Date;
}

export const WORKFLOW_ENTITIES = [VerifyRecord, DocumentRead];
