import type { ClaimCategory } from '@tis/contracts';
import { Column, Entity, Index } from 'typeorm';
import { AuthoredDocument } from '../kernel/authored-document.entity.js';

/** Hours as the database keeps them (decimal(4,1): MariaDB answers a string, SQLite a number). */
const hours = { to: (value: number) => value, from: (value: string | number) => Number(value) };

/**
 * A claim case (spec section 3): claim number, fault description, cause, category, total mileage,
 * repair measures, VIN with the brand and series the VIN query gave, working time, photos and the
 * workflow columns of WorkflowDocument (the verify records are its approval details). The claim
 * number is unique regardless of case (on SQLite the NOCASE index, migration 1700000081000); every
 * filter of the claim filter has an index, and the lists' scopes end with their order and the id
 * (keyPage, migration 1700000095000).
 */
@Entity('claim_case')
@Index('uq_claim_case_no', ['claimNo'], { unique: true })
@Index('uq_claim_case_no_ci', { synchronize: false }) // SQLite only: the number without case (createCodeIndexes)
@Index('idx_claim_case_vin', ['vin'])
@Index('idx_claim_case_published', ['publishState', 'discard', 'publishTime', 'id'])
@Index('idx_claim_case_brand_published', ['brandCode', 'publishState', 'discard', 'publishTime', 'id'])
@Index('idx_claim_case_series', ['seriesCode', 'publishState', 'discard', 'publishTime', 'id'])
@Index('idx_claim_case_org', ['orgCode', 'createdAt'])
@Index('idx_claim_case_author', ['authorCode', 'createdAt'])
@Index('idx_claim_case_department', ['department', 'submitState', 'verifyState'])
@Index('idx_claim_case_submit', ['submitState', 'createdAt'])
@Index('idx_claim_case_verify', ['verifyState', 'publishState'])
@Index('idx_claim_case_discard', ['discard', 'createdAt', 'id', 'authorCode', 'orgCode', 'department', 'submitState', 'verifyState'])
@Index('idx_claim_case_category', ['category', 'createdAt'])
@Index('idx_claim_case_created', ['createdAt'])
export class ClaimCase extends AuthoredDocument {
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
  seriesCode!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  seriesName!: string | null;

  /** Hours, one decimal. */
  @Column({ type: 'decimal', precision: 4, scale: 1, transformer: hours })
  workingTime!: number;

  /** Comma-separated /tis/file/ paths. */
  @Column({ type: 'text', nullable: true })
  photos!: string | null;

  override operationName(): string {
    return this.claimNo;
  }
}
