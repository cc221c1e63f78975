import { AuditedEntity, VersionedEntity } from '@tis/nest';
import type { TranslationLogAction } from '@tis/contracts';
import { Column, Entity, Index } from 'typeorm';

/** A language of the stored language list (spec section 3, Language: langcode, langname; /TisosLanguage). */
@Entity('language')
@Index('uq_language_code', ['langCode'], { unique: true })
@Index('uq_language_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_language_supported', ['supported', 'sortNo'])
export class Language extends VersionedEntity {
  @Column({ type: 'varchar', length: 20 })
  langCode!: string;

  @Column({ type: 'varchar', length: 100 })
  langName!: string;

  /** Offered by the language selector ("supported languages", spec section 7). */
  @Column({ type: 'boolean', default: true })
  supported!: boolean;

  @Column({ type: 'integer', default: 0 })
  sortNo!: number;

  /**
   * Advances with every change of this language's texts, in the same transaction: the cached
   * translation list and its ETag follow it on every replica. Not part of the optimistic lock.
   */
  @Column({ type: 'integer', default: 0 })
  contentVersion!: number;
}

/** One text of one language (/TisosTranslate). The SPA loads a language's texts as one list. */
@Entity('translation')
@Index('uq_translation_key_lang', ['translationKey', 'langCode'], { unique: true })
@Index('idx_translation_lang_key', ['langCode', 'translationKey'])
export class Translation extends VersionedEntity {
  @Column({ type: 'varchar', length: 200 })
  translationKey!: string;

  @Column({ type: 'varchar', length: 20 })
  langCode!: string;

  @Column({ type: 'text' })
  value!: string;
}

/** Who changed which text when, with the text before and after (/TisosTranslateLog). */
@Entity('translation_log')
@Index('idx_translation_log_changed', ['changedAt'])
@Index('idx_translation_log_key', ['translationKey', 'langCode'])
@Index('idx_translation_log_lang', ['langCode', 'changedAt'])
@Index('idx_translation_log_user', ['userCode', 'changedAt'])
@Index('idx_translation_log_action', ['action', 'changedAt'])
export class TranslationLog extends AuditedEntity {
  @Column({ type: 'varchar', length: 200 })
  translationKey!: string;

  @Column({ type: 'varchar', length: 20 })
  langCode!: string;

  @Column({ type: 'varchar', length: 10 })
  action!: TranslationLogAction;

  /** Null when the text was created. */
  @Column({ type: 'text', nullable: true })
  oldValue!: string | null;

  /** Null when the text was deleted. */
  @Column({ type: 'text', nullable: true })
  newValue!: string | null;

  @Column({ type: 'varchar', length: 64 })
  userCode!: string;

  @Column({ type: 'datetime' })
  changedAt!: Date;
}

export const I18N_ENTITIES = [Language, Translation, TranslationLog];
