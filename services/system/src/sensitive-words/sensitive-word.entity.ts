import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/** A word that blocks the submission of a document (/Sensitive), stored NFKC-folded. */
@Entity('sensitive_word')
@Index('uq_sensitive_word_word', ['word'], { unique: true })
@Index('uq_sensitive_word_word_ci', { synchronize: false }) // SQLite only: the word without case (createCodeIndexes)
@Index('idx_sensitive_word_updated_at', ['updatedAt'])
export class SensitiveWord extends VersionedEntity {
  @Column({ type: 'varchar', length: 50 })
  word!: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  remark!: string | null;
}

export const SENSITIVE_WORD_ENTITIES = [SensitiveWord];
