import { RICH_TEXT_COLUMN, VersionedEntity } from '@tis/nest';
import { Column, Entity, Index } from 'typeorm';

/**
 * One help document (/HelperEditorList, /HelperDoc): a chapter, section or page of the help of one
 * language, placed by its parent (null: a chapter) and its sort number within the parent. The
 * content is sanitized rich text (ADR 0023); `contentPlain` holds its words (`richTextToPlain`), so
 * search within help reads text, never HTML.
 */
@Entity('help_doc')
@Index('idx_help_doc_lang_parent_sort', ['langCode', 'parentId', 'sortNo'])
@Index('idx_help_doc_parent', ['parentId'])
export class HelpDoc extends VersionedEntity {
  @Column({ type: 'varchar', length: 100 })
  title!: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  parentId!: string | null;

  @Column({ type: 'varchar', length: 20 })
  langCode!: string;

  @Column({ type: 'integer' })
  sortNo!: number;

  /** 1: readers see it (and its sub-documents when they are visible too); 0: only editors. */
  @Column({ type: 'integer' })
  visible!: number;

  @Column({ type: 'text', transformer: RICH_TEXT_COLUMN })
  content!: string;

  /** The words of `content`, kept with every write in its transaction (search within help); null only inside the write. */
  @Column({ type: 'text', nullable: true })
  contentPlain!: string | null;
}

export const HELP_DOC_ENTITIES = [HelpDoc];
