import { AuditedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** An uploaded file: its bytes live in object storage under `storageKey`. */
@Entity('stored_file')
@Index('idx_stored_file_created', ['createdBy', 'createdAt'])
export class StoredFile extends AuditedEntity {
  @Index('uq_stored_file_key', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  storageKey!: string;

  @Column({ type: 'varchar', length: 255 })
  originalName!: string;

  @Column({ type: 'varchar', length: 100 })
  contentType!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'varchar', length: 64 })
  sha256!: string;

  /** Upload category: which types and sizes were allowed. */
  @Column({ type: 'varchar', length: 20 })
  category!: string;
}
