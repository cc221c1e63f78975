import { RICH_TEXT_COLUMN } from '@tis/nest';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AuthoredDocument } from '../kernel/authored-document.entity.js';

/**
 * A product-change notice (data-source keyword `productChange`): code (upper-cased, unique), title,
 * rich-text description, the brand, the models it is narrowed to, whether it applies over a VIN range
 * or a production-date range, the effective day, attachments, and the workflow columns of
 * WorkflowDocument (its verify records are the review history). Its series are ProductChangeSeries
 * rows. Every filter has an index (migration 1700000093000); the staff list's ends with its order and
 * the id (keyPage, migration 1700000095100).
 */
@Entity('product_change')
@Index('uq_product_change_code', ['changeCode'], { unique: true })
@Index('idx_product_change_brand', ['brandCode', 'createdAt'])
@Index('idx_product_change_org', ['orgCode', 'createdAt'])
@Index('idx_product_change_author', ['authorCode', 'createdAt'])
@Index('idx_product_change_review', ['submitState', 'verifyState'])
@Index('idx_product_change_verify', ['verifyState', 'publishState'])
@Index('idx_product_change_published', ['publishState', 'discard', 'brandCode', 'effectiveDate'])
@Index('idx_product_change_effective', ['publishState', 'discard', 'effectiveDate'])
@Index('idx_product_change_discard', ['discard', 'createdAt', 'id', 'authorCode', 'orgCode', 'submitState', 'verifyState'])
@Index('idx_product_change_created', ['createdAt'])
export class ProductChange extends AuthoredDocument {
  @Column({ type: 'varchar', length: 40 })
  changeCode!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text', transformer: RICH_TEXT_COLUMN })
  description!: string;

  /** The model codes it is narrowed to, comma-separated; empty: every model of its series. */
  @Column({ type: 'text' })
  modelCodes!: string;

  /** 'vinRange' or 'productionDate'. */
  @Column({ type: 'varchar', length: 16 })
  applyBy!: string;

  @Column({ type: 'varchar', length: 17, nullable: true })
  vinFrom!: string | null;

  @Column({ type: 'varchar', length: 17, nullable: true })
  vinTo!: string | null;

  /** Days as 'YYYY-MM-DD' (calendar days, no time zone). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  productionFrom!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  productionTo!: string | null;

  @Column({ type: 'varchar', length: 10 })
  effectiveDate!: string;

  /** JSON: [{ url, name }] of /tis/file/ uploads the change owns. */
  @Column({ type: 'text' })
  attachments!: string;

  override operationName(): string {
    return this.changeCode;
  }
}

/** A series a change applies to, with the name the master data gave it, in the order written (`sno`). */
@Entity('product_change_series')
@Index('idx_product_change_series_change', ['changeId', 'sno'])
@Index('idx_product_change_series_code', ['seriesCode', 'changeId'])
export class ProductChangeSeries {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 36 })
  changeId!: string;

  @Column({ type: 'integer' })
  sno!: number;

  @Column({ type: 'varchar', length: 100 })
  seriesCode!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  seriesName!: string | null;
}

export const PRODUCT_CHANGE_ENTITIES = [ProductChange, ProductChangeSeries];
