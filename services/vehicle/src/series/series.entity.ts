import { Column, Entity, Index } from 'typeorm';
import { SeriesScoped } from '../common/scoped.entities.js';

/**
 * A series (spec section 3, Series: seriesCode, epcName) of one brand, with the fields of the Series
 * filter (spec section 2). Every filter column is indexed; (brand_code, series_code) serves the
 * series of a brand in code order.
 */
@Entity('vehicle_series')
@Index('uq_vehicle_series_code', ['seriesCode'], { unique: true })
@Index('uq_vehicle_series_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_vehicle_series_brand', ['brandCode', 'seriesCode'])
@Index('idx_vehicle_series_after_sale', ['afterSaleType'])
@Index('idx_vehicle_series_sub_sale', ['subSaleType'])
@Index('idx_vehicle_series_energy', ['energyType'])
@Index('idx_vehicle_series_car_type', ['carType'])
@Index('idx_vehicle_series_state', ['state'])
@Index('idx_vehicle_series_history', ['historyState'])
@Index('idx_vehicle_series_visible', ['visible'])
export class Series extends SeriesScoped {
  @Column({ type: 'varchar', length: 100 })
  seriesName!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  epcName!: string | null;

  /** An after-sale type (top-level classification). */
  @Column({ type: 'varchar', length: 64 })
  afterSaleType!: string;

  /** A sub-sale type below the after-sale type. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  subSaleType!: string | null;

  /** An energy code. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  energyType!: string | null;

  /** A car type code. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  carType!: string | null;

  /** 1 enabled, 0 disabled. */
  @Column({ type: 'integer', default: 1 })
  state!: number;

  /** 0 current, 1 history series. */
  @Column({ type: 'integer', default: 0 })
  historyState!: number;

  /** 1 shown to service outlets and the public, 0 only to OEM staff. */
  @Column({ type: 'integer', default: 1 })
  visible!: number;
}

/**
 * The EPC directory (catalogue root) of a series: one per series — a second one answers "series
 * already has a directory" (spec section 8), which the unique index also enforces.
 */
@Entity('vehicle_series_directory')
@Index('uq_vehicle_series_directory_series', ['seriesCode'], { unique: true })
@Index('uq_vehicle_series_directory_code', ['directoryCode'], { unique: true })
@Index('uq_vehicle_series_directory_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_vehicle_series_directory_brand', ['brandCode', 'seriesCode'])
export class SeriesDirectory extends SeriesScoped {
  @Column({ type: 'varchar', length: 64 })
  directoryCode!: string;

  @Column({ type: 'varchar', length: 100 })
  directoryName!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark!: string | null;
}
