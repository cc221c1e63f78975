import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** A common application (/FastAPP): a tile of the home page with a 96 x 96 PNG icon. */
@Entity('fast_app')
@Index('idx_fast_app_sort', ['sortNo'])
@Index('idx_fast_app_name', ['appName'])
export class FastApp extends VersionedEntity {
  @Column({ type: 'varchar', length: 50 })
  appName!: string;

  /** A portal path, or an https address of an allowed site. */
  @Column({ type: 'varchar', length: 300 })
  link!: string;

  @Column({ type: 'varchar', length: 50 })
  appType!: string;

  /** The stored icon: /tis/file/<key>. */
  @Column({ type: 'varchar', length: 300 })
  appIcon!: string;

  @Column({ type: 'integer' })
  sortNo!: number;
}

export const FAST_APP_ENTITIES = [FastApp];
