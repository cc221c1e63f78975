import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** The parent code of the top level (after-sale types): '' rather than NULL, so the level is indexed. */
export const TOP_LEVEL = '';

/**
 * A vehicle classification (/vehicleClassificationSettings): an after-sale type at the top (passenger
 * car, commercial vehicle …) or a sub-sale type below one (sedan, SUV, light truck …). A series names
 * its after-sale type and optionally one of its sub-sale types (the Series filter of spec section 2).
 * One row per code and language, like kinds and energy types: the parent and sort number belong to
 * the code and are the same in each of its rows.
 */
@Entity('vehicle_classification')
@Index('uq_vehicle_classification_code_lang', ['classificationCode', 'langCode'], { unique: true })
@Index('uq_vehicle_classification_code_lang_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_vehicle_classification_parent', ['parentCode', 'sortNo'])
@Index('idx_vehicle_classification_lang', ['langCode', 'parentCode', 'sortNo'])
export class Classification extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  classificationCode!: string;

  @Column({ type: 'varchar', length: 20 })
  langCode!: string;

  @Column({ type: 'varchar', length: 100 })
  classificationName!: string;

  /** TOP_LEVEL for an after-sale type; the after-sale type of a sub-sale type. */
  @Column({ type: 'varchar', length: 64 })
  parentCode!: string;

  @Column({ type: 'integer', default: 0 })
  sortNo!: number;
}
