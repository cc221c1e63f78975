import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A four-wheel alignment standard (/StandardParametersManager): of a model of a series, or of the
 * series (no model); each parameter as nominal, checking and setting tolerance in whole minutes of
 * arc; one `state` (ALIGNMENT_STATE). `scopeKey` is `<series>/<model>` while the standard is not
 * cancelled (null once cancelled): its unique index keeps one standard per model or series.
 */
@Entity('vehicle_alignment_standard')
@Index('uq_vehicle_alignment_scope', ['scopeKey'], { unique: true })
@Index('idx_vehicle_alignment_series', ['seriesCode', 'modelCode', 'state'])
@Index('idx_vehicle_alignment_state', ['state', 'updatedAt'])
export class AlignmentStandard extends VersionedEntity {
  @Column({ type: 'varchar', length: 32 })
  brandCode!: string;

  @Column({ type: 'varchar', length: 64 })
  seriesCode!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  modelCode!: string | null;

  @Column({ type: 'varchar', length: 140, nullable: true })
  scopeKey!: string | null;

  @Column({ type: 'integer' })
  state!: number;

  @Column({ type: 'varchar', length: 64 })
  authorCode!: string;

  @Column({ type: 'varchar', length: 100 })
  authorName!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  firstReviewerCode!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark!: string | null;

  @Column({ type: 'datetime', nullable: true })
  submitTime!: Date | null;

  @Column({ type: 'datetime', nullable: true })
  publishTime!: Date | null;

  @Column({ type: 'integer' })
  frontCamberNominal!: number;

  @Column({ type: 'integer' })
  frontCamberCheck!: number;

  @Column({ type: 'integer' })
  frontCamberSet!: number;

  @Column({ type: 'integer' })
  frontCasterNominal!: number;

  @Column({ type: 'integer' })
  frontCasterCheck!: number;

  @Column({ type: 'integer' })
  frontCasterSet!: number;

  @Column({ type: 'integer' })
  frontKingpinNominal!: number;

  @Column({ type: 'integer' })
  frontKingpinCheck!: number;

  @Column({ type: 'integer' })
  frontKingpinSet!: number;

  @Column({ type: 'integer' })
  frontToeNominal!: number;

  @Column({ type: 'integer' })
  frontToeCheck!: number;

  @Column({ type: 'integer' })
  frontToeSet!: number;

  @Column({ type: 'integer' })
  frontTotalToeNominal!: number;

  @Column({ type: 'integer' })
  frontTotalToeCheck!: number;

  @Column({ type: 'integer' })
  frontTotalToeSet!: number;

  @Column({ type: 'integer' })
  rearCamberNominal!: number;

  @Column({ type: 'integer' })
  rearCamberCheck!: number;

  @Column({ type: 'integer' })
  rearCamberSet!: number;

  @Column({ type: 'integer' })
  rearToeNominal!: number;

  @Column({ type: 'integer' })
  rearToeCheck!: number;

  @Column({ type: 'integer' })
  rearToeSet!: number;

  @Column({ type: 'integer' })
  rearTotalToeNominal!: number;

  @Column({ type: 'integer' })
  rearTotalToeCheck!: number;

  @Column({ type: 'integer' })
  rearTotalToeSet!: number;
}

/** A line of a standard's review history: who took which step when, a review's result and remark. */
@Entity('vehicle_alignment_review')
@Index('idx_vehicle_alignment_review_standard', ['standardId', 'standardVersion'])
export class AlignmentReviewRecord {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 36 })
  standardId!: string;

  /** The standard's version the step left: the order of the history. */
  @Column({ type: 'integer' })
  standardVersion!: number;

  @Column({ type: 'varchar', length: 20 })
  step!: string;

  @Column({ type: 'integer', nullable: true })
  result!: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark!: string | null;

  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  @Column({ type: 'varchar', length: 100 })
  fullName!: string;

  @Column({ type: 'datetime' })
  at!: Date;
}
