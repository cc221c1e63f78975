import { RICH_TEXT_COLUMN, VersionedEntity } from '@tis/nest';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A technical proof / improvement request (data-source keyword `techProve`): raised against a
 * product problem — code, title, brand, series (its name when raised), optional model, the fault in
 * rich text, attachments it owns (JSON of { url, name }) — with ONE state column moved by
 * TECH_PROVE_MACHINE. Its part codes are TechProvePart rows (the list column `partCodes` repeats
 * them), its steps TechProveRecord rows, its questions TechQua rows. Every filter has an index
 * (migration 1700000094000); the list's ends with its order and the id (keyPage, migration
 * 1700000095100).
 */
@Entity('tech_prove')
@Index('uq_tech_prove_code', ['proveCode'], { unique: true })
@Index('idx_tech_prove_state', ['state', 'createdAt'])
@Index('idx_tech_prove_series', ['brandCode', 'seriesCode', 'createdAt'])
@Index('idx_tech_prove_proposer', ['proposerCode', 'createdAt'])
@Index('idx_tech_prove_org', ['orgCode', 'createdAt'])
@Index('idx_tech_prove_created', ['createdAt', 'id', 'proposerCode', 'orgCode', 'state', 'brandCode'])
export class TechProve extends VersionedEntity {
  /** TP, the day (UTC) and a five-digit number of that day. */
  @Column({ type: 'varchar', length: 20 })
  proveCode!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 100 })
  brandCode!: string;

  @Column({ type: 'varchar', length: 100 })
  seriesCode!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  seriesName!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  modelCode!: string | null;

  @Column({ type: 'text', transformer: RICH_TEXT_COLUMN })
  description!: string;

  /** The part codes in the order written, comma-separated (empty: none). */
  @Column({ type: 'text' })
  partCodes!: string;

  /** JSON array of { url, name }. */
  @Column({ type: 'text' })
  attachments!: string;

  /** TECH_PROVE_STATE. */
  @Column({ type: 'integer' })
  state!: number;

  @Column({ type: 'varchar', length: 64 })
  proposerCode!: string;

  @Column({ type: 'varchar', length: 100 })
  proposerName!: string;

  /** The proposer's dealer (agent code) or, for OEM staff, department. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  orgCode!: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  orgName!: string | null;
}

/** One part code a proof names (the part-code filter's index). */
@Entity('tech_prove_part')
@Index('idx_tech_prove_part_prove', ['proveId', 'sno'])
@Index('idx_tech_prove_part_code', ['partCode', 'proveId'])
export class TechProvePart {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 36 })
  proveId!: string;

  @Column({ type: 'integer' })
  sno!: number;

  @Column({ type: 'varchar', length: 40 })
  partCode!: string;
}

/** One step of a proof (its history): the operation, the states before and after, the remark, who and when; in the order taken (`id`). */
@Entity('tech_prove_record')
@Index('idx_tech_prove_record_prove', ['proveId', 'id'])
export class TechProveRecord {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 36 })
  proveId!: string;

  @Column({ type: 'varchar', length: 20 })
  operation!: string;

  /** null for the submission. */
  @Column({ type: 'integer', nullable: true })
  fromState!: number | null;

  @Column({ type: 'integer' })
  toState!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark!: string | null;

  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  @Column({ type: 'varchar', length: 100 })
  fullName!: string;

  @Column({ type: 'datetime' })
  at!: Date;
}

/** A technical question asked on a proof (TECH_QUA_STATE): its answer by the staff, or why it was cancelled. */
@Entity('tech_qua')
@Index('idx_tech_qua_prove', ['proveId', 'state', 'sno'])
export class TechQua extends VersionedEntity {
  @Column({ type: 'varchar', length: 36 })
  proveId!: string;

  /** The question's number on its proof (1, 2, …): the order they were asked in. */
  @Column({ type: 'integer' })
  sno!: number;

  @Column({ type: 'text' })
  question!: string;

  @Column({ type: 'integer' })
  state!: number;

  @Column({ type: 'varchar', length: 64 })
  askerCode!: string;

  @Column({ type: 'varchar', length: 100 })
  askerName!: string;

  @Column({ type: 'text', nullable: true })
  answer!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  answerCode!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  answerName!: string | null;

  @Column({ type: 'datetime', nullable: true })
  answerTime!: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cancelRemark!: string | null;
}

export const TECH_PROVE_ENTITIES = [TechProve, TechProvePart, TechProveRecord, TechQua];
