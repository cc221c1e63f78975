import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/**
 * A regulation or standard (/Laws): its code, title, category, issuing body, the day it takes
 * effect, its state (lawState 0 repealed, 1 in force, 2 new), a remark and its one file (a stored
 * upload the regulation owns: recordOwner('system', 'law', id)).
 */
@Entity('law')
@Index('uq_law_code', ['lawCode'], { unique: true })
@Index('uq_law_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_law_effective', ['effectiveDate', 'lawCode'])
@Index('idx_law_state_effective', ['lawState', 'effectiveDate'])
@Index('idx_law_title', ['title'])
export class Law extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  lawCode!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  category!: string | null;

  @Column({ type: 'varchar', length: 100 })
  issuer!: string;

  /** 'YYYY-MM-DD' (a day, no time zone: it sorts as text). */
  @Column({ type: 'varchar', length: 10 })
  effectiveDate!: string;

  @Column({ type: 'integer' })
  lawState!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark!: string | null;

  /** The stored file: /tis/file/<key>. */
  @Column({ type: 'varchar', length: 300 })
  fileUrl!: string;

  /** The name it is downloaded under (its extension is its checked type). */
  @Column({ type: 'varchar', length: 255 })
  fileName!: string;
}

export const LAW_ENTITIES = [Law];
