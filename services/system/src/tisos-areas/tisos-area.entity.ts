import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An overseas area (/TisosArea): a code, a name and its place in the list; its countries are rows of tisos_area_country. */
@Entity('tisos_area')
@Index('uq_tisos_area_code', ['areaCode'], { unique: true })
@Index('uq_tisos_area_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_tisos_area_sort', ['sortNo', 'areaCode'])
@Index('idx_tisos_area_name', ['areaName'])
export class TisosArea extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  areaCode!: string;

  @Column({ type: 'varchar', length: 100 })
  areaName!: string;

  @Column({ type: 'integer' })
  sortNo!: number;
}

/** A country (ISO 3166-1 alpha-2) of an overseas area, written with the area: the primary key keeps a country in one area at most. */
@Entity('tisos_area_country')
@Index('idx_tisos_area_country_area', ['areaCode'])
export class TisosAreaCountry {
  @PrimaryColumn({ type: 'varchar', length: 2 })
  countryCode!: string;

  @Column({ type: 'varchar', length: 64 })
  areaCode!: string;

  /** The place in the area's list, as the administrator entered it. */
  @Column({ type: 'integer' })
  sortNo!: number;
}

export const TISOS_AREA_ENTITIES = [TisosArea, TisosAreaCountry];
