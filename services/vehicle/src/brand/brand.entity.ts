import type { BrandLoginEntry, BrandType } from '@tis/contracts';
import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** A brand (spec section 3, Brand: brandCode, brandName), a sister-brand tag or the group tag. */
@Entity('vehicle_brand')
@Index('uq_vehicle_brand_code', ['brandCode'], { unique: true })
@Index('uq_vehicle_brand_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_vehicle_brand_sort', ['sortNo', 'brandCode'])
@Index('idx_vehicle_brand_type', ['brandType'])
export class Brand extends VersionedEntity {
  @Column({ type: 'varchar', length: 32 })
  brandCode!: string;

  @Column({ type: 'varchar', length: 100 })
  brandName!: string;

  @Column({ type: 'varchar', length: 10 })
  brandType!: BrandType;

  /** Its login route without the slash (login, os, com, yw, fcb, mssp). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  loginEntry!: BrandLoginEntry | null;

  /** Its VINs carry the check digit in position 9. */
  @Column({ type: 'boolean', default: false })
  checkDigit!: boolean;

  @Column({ type: 'integer', default: 0 })
  sortNo!: number;
}
