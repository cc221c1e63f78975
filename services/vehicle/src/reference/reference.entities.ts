import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** Spec section 3, Kind: langCode, kindName — one row per vehicle kind and language. */
@Entity('vehicle_kind')
@Index('uq_vehicle_kind_code_lang', ['kindCode', 'langCode'], { unique: true })
@Index('uq_vehicle_kind_code_lang_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_vehicle_kind_lang', ['langCode', 'kindCode'])
export class Kind extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  kindCode!: string;

  @Column({ type: 'varchar', length: 20 })
  langCode!: string;

  @Column({ type: 'varchar', length: 100 })
  kindName!: string;
}

/** Spec section 3, Energy: langCode, name — one row per energy type and language. */
@Entity('vehicle_energy')
@Index('uq_vehicle_energy_code_lang', ['energyCode', 'langCode'], { unique: true })
@Index('uq_vehicle_energy_code_lang_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_vehicle_energy_lang', ['langCode', 'energyCode'])
export class Energy extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  energyCode!: string;

  @Column({ type: 'varchar', length: 20 })
  langCode!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;
}

/** Spec section 3, Car type: cartypeCode, cartypeName (/TisosCartype) — one row per car type and language, like kinds. */
@Entity('vehicle_car_type')
@Index('uq_vehicle_car_type_code_lang', ['cartypeCode', 'langCode'], { unique: true })
@Index('uq_vehicle_car_type_code_lang_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_vehicle_car_type_lang', ['langCode', 'cartypeCode'])
export class CarType extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  cartypeCode!: string;

  @Column({ type: 'varchar', length: 20 })
  langCode!: string;

  @Column({ type: 'varchar', length: 100 })
  cartypeName!: string;
}
