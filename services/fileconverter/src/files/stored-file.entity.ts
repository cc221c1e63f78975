import { AuditedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/**
 * An uploaded file: its bytes live in object storage under `storageKey`. Files belong to something:
 * `referencedBy` names the record kind that claimed it (FILECONVERTER_CLAIM_FILES); an upload
 * nobody claimed is removed after a day (docs/adr/0017).
 */
@Entity('stored_file')
@Index('idx_stored_file_created', ['createdBy', 'createdAt'])
@Index('idx_stored_file_unreferenced', ['referencedBy', 'createdAt'])
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

  /** What references the file ("<service>.<record kind>"); null: nothing yet. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  referencedBy!: string | null;
}
