import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';
import { ModelScoped } from '../common/scoped.entities.js';

/**
 * A vehicle of the VIN registry (spec section 3, Vehicle). The VIN is unique (the VIN query is one
 * index lookup); brand and series come from the model's series. The filter indexes end in the VIN,
 * the list order.
 */
@Entity('vehicle')
@Index('uq_vehicle_vin', ['vin'], { unique: true })
@Index('idx_vehicle_brand', ['brandCode', 'vin'])
@Index('idx_vehicle_series', ['seriesCode', 'vin'])
@Index('idx_vehicle_model', ['modelCode', 'vin'])
@Index('idx_vehicle_year', ['modelYear', 'vin'])
@Index('idx_vehicle_config', ['configCode'])
export class Vehicle extends ModelScoped {
  @Column({ type: 'varchar', length: 17 })
  vin!: string;

  @Column({ type: 'integer' })
  modelYear!: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  configCode!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  engineNo!: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  motorNo!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  exteriorColour!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  interiorColour!: string | null;
}

/** A VIN the parts catalogue refuses (/EpcVinDisabled); it need not be in the registry. */
@Entity('vehicle_vin_shield')
@Index('uq_vehicle_vin_shield_vin', ['vin'], { unique: true })
export class VinShield extends VersionedEntity {
  @Column({ type: 'varchar', length: 17 })
  vin!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark!: string | null;
}
