import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AuthoredDocument } from '../kernel/authored-document.entity.js';

/**
 * A quality feedback (data-source keyword `qualityFb`): a dealer's report of a field quality problem
 * on a VIN — code, title, the VIN with the brand and series its query gave, the mileage, problem
 * description, cause, photos — and the workflow columns of WorkflowDocument (its verify records are
 * the review history). Its parts are QualityFeedbackPart rows. Every filter and the statistics'
 * groups have an index (migration 1700000092000); the list's ends with its order and the id (keyPage,
 * migration 1700000095100).
 */
@Entity('quality_feedback')
@Index('uq_quality_feedback_code', ['fbCode'], { unique: true })
@Index('idx_quality_feedback_vin', ['vin'])
@Index('idx_quality_feedback_brand', ['brandCode', 'createdAt'])
@Index('idx_quality_feedback_series', ['seriesCode', 'createdAt'])
@Index('idx_quality_feedback_org', ['orgCode', 'createdAt'])
@Index('idx_quality_feedback_author', ['authorCode', 'createdAt'])
@Index('idx_quality_feedback_department', ['department', 'submitState', 'verifyState'])
@Index('idx_quality_feedback_verify', ['verifyState', 'publishState'])
@Index('idx_quality_feedback_published', ['publishState', 'discard', 'publishTime'])
@Index('idx_quality_feedback_discard', ['discard', 'createdAt', 'id', 'authorCode', 'orgCode', 'department', 'submitState', 'verifyState'])
@Index('idx_quality_feedback_created', ['createdAt'])
export class QualityFeedback extends AuthoredDocument {
  /** QF, the day (UTC) and a five-digit number of that day. */
  @Column({ type: 'varchar', length: 20 })
  fbCode!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 17 })
  vin!: string;

  @Column({ type: 'varchar', length: 100 })
  seriesCode!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  seriesName!: string | null;

  /** Kilometres. */
  @Column({ type: 'integer' })
  mileage!: number;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'text', nullable: true })
  cause!: string | null;

  /** Comma-separated /tis/file/ paths. */
  @Column({ type: 'text', nullable: true })
  photos!: string | null;

  /** The part codes in the order written, comma-separated (the list's column; the rows are QualityFeedbackPart). */
  @Column({ type: 'text' })
  partCodes!: string;

  override operationName(): string {
    return this.fbCode;
  }
}

/** One part of a feedback (part code, part name, quantity), in the order written (`sno`). */
@Entity('quality_feedback_part')
@Index('idx_quality_feedback_part_feedback', ['feedbackId', 'sno'])
@Index('idx_quality_feedback_part_code', ['partCode', 'feedbackId'])
export class QualityFeedbackPart {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 36 })
  feedbackId!: string;

  @Column({ type: 'integer' })
  sno!: number;

  @Column({ type: 'varchar', length: 40 })
  partCode!: string;

  @Column({ type: 'varchar', length: 100 })
  partName!: string;

  @Column({ type: 'integer' })
  qty!: number;
}

export const QUALITY_FEEDBACK_ENTITIES = [QualityFeedback, QualityFeedbackPart];
