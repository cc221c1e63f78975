import type { ClaimCategory } from '@tis/contracts';
import { WorkflowDocument } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** Hours as the database keeps them (decimal(4,1): MariaDB answers a string, SQLite a number). */
const hours = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/**
 * A claim case (spec section 3): claim number, fault description, cause, category, total mileage,
 * repair measures, VIN with the brand and series the VIN query gave, working time, photos and the
 * workflow columns of WorkflowDocument (the verify records are its approval details). The claim
 * number is unique regardless of case (on SQLite the NOCASE index, migration 1700000081000); every
 * filter of the claim filter has an index.
 */
@Entity('claim_case')
@Index('uq_claim_case_no', ['claimNo'], { unique: true })
@Index('uq_claim_case_no_ci', { synchronize: false }) // SQLite only: the number without case (createCodeIndexes)
@Index('idx_claim_case_vin', ['vin'])
@Index('idx_claim_case_published', ['publishState', 'discard', 'publishTime'])
@Index('idx_claim_case_brand_published', ['brandCode', 'publishState', 'discard', 'publishTime'])
@Index('idx_claim_case_series', ['seriesCode', 'publishState'])
@Index('idx_claim_case_org', ['orgCode', 'createdAt'])
@Index('idx_claim_case_author', ['authorCode', 'createdAt'])
@Index('idx_claim_case_department', ['department', 'submitState', 'verifyState'])
@Index('idx_claim_case_submit', ['submitState', 'createdAt'])
@Index('idx_claim_case_verify', ['verifyState', 'publishState'])
@Index('idx_claim_case_discard', ['discard', 'createdAt'])
@Index('idx_claim_case_category', ['category', 'createdAt'])
@Index('idx_claim_case_created', ['createdAt'])
export class ClaimCase extends WorkflowDocument {
  @Column({ type: 'varchar', length: 40 })
  claimNo!: string;

  @Column({ type: 'text' })
  faultDescription!: string;

  @Column({ type: 'text', nullable: true })
  cause!: string | null;

  @Column({ type: 'varchar', length: 20 })
  category!: ClaimCategory;

  /** Kilometres. */
  @Column({ type: 'integer' })
  totalMileage!: number;

  @Column({ type: 'text', nullable: true })
  repairMeasures!: string | null;

  @Column({ type: 'varchar', length: 17 })
  vin!: string;

  @Column({ type: 'varchar', length: 100 })
  brandCode!: string;

  @Column({ type: 'varchar', length: 100 })
  seriesCode!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  seriesName!: string | null;

  /** Hours, one decimal. */
  @Column({ type: 'decimal', precision: 4, scale: 1, transformer: hours })
  workingTime!: number;

  /** Comma-separated /tis/file/ paths. */
  @Column({ type: 'text', nullable: true })
  photos!: string | null;

  /** The author's dealer (agent code) or, for OEM authors, department. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  orgCode!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  orgName!: string | null;

  /** The author's name when the claim was written. */
  @Column({ type: 'varchar', length: 100 })
  fullName!: string;

  override operationName(): string {
    return this.claimNo;
  }
}
