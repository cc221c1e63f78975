import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One published document in the index (issue 17): what the results show (title, text, codes,
 * brand, series, language) and whom it is for, with its tokens (text/analyzer.ts). The engine's
 * full-text index over the token columns is made by the migration: an FTS5 table on SQLite, FULLTEXT
 * indexes on MySQL (engine/).
 */
@Entity('search_entry')
@Index('uq_search_entry_document', ['kind', 'documentId'], { unique: true })
@Index('idx_search_entry_kind', ['kind', 'publishedAt'])
@Index('idx_search_entry_brand', ['brandCode', 'kind'])
@Index('idx_search_entry_series', ['seriesCode', 'kind'])
@Index('idx_search_entry_changed', ['kind', 'changedAt'])
@Index('ft_search_entry_all', { synchronize: false }) // MySQL only: FULLTEXT (title, body, word tokens)
@Index('ft_search_entry_title', { synchronize: false }) // MySQL only: FULLTEXT (title tokens)
export class SearchEntryRow {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 32 })
  kind!: string;

  @Column({ type: 'varchar', length: 36 })
  documentId!: string;

  @Column({ type: 'varchar', length: 500 })
  title!: string;

  @Column({ type: 'text' })
  body!: string;

  /** Codes as they are written (the results show them). */
  @Column({ type: 'text' })
  codes!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  brandCode!: string | null;

  /** Every brand it is for, as `,A,B,`; null: every brand. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  brands!: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  seriesCode!: string | null;

  @Column({ type: 'varchar', length: 8, nullable: true })
  language!: string | null;

  /** The user types it is for, as `,dealer,oem,`; null: everyone who reads the kind. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  userTypes!: string | null;

  @Column({ type: 'datetime' })
  publishedAt!: Date;

  /** When the owner changed it (ISO 8601): an older change arriving late is ignored. */
  @Column({ type: 'varchar', length: 24 })
  changedAt!: string;

  @Column({ type: 'datetime' })
  indexedAt!: Date;

  @Column({ type: 'text' })
  titleTokens!: string;

  @Column({ type: 'text' })
  bodyTokens!: string;

  @Column({ type: 'text' })
  wordTokens!: string;
}

/** The exact codes of an entry (folded), for /AccurateSearchPage, the first place of code queries and "did you mean". */
@Entity('search_code')
@Index('idx_search_code_code', ['code'])
@Index('idx_search_code_reversed', ['reversed'])
@Index('idx_search_code_entry', ['entryId'])
export class SearchCode {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  entryId!: number;

  @Column({ type: 'varchar', length: 64 })
  code!: string;

  /** The code backwards: a prefix index on it finds codes by their end. */
  @Column({ type: 'varchar', length: 64 })
  reversed!: string;
}

/** A word of the portal's vocabulary the segmenter's dictionary holds (loaded at start). */
@Entity('search_term')
export class SearchTerm {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  term!: string;
}

/** The reindex job of one kind: its lease, where it is, and what it did. */
@Entity('search_reindex')
export class SearchReindex {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  kind!: string;

  /** `running` (resumed from `cursor` after a restart) or `done`. */
  @Column({ type: 'varchar', length: 10 })
  state!: 'running' | 'done';

  @Column({ type: 'varchar', length: 36, nullable: true })
  cursor!: string | null;

  @Column({ type: 'integer' })
  indexed!: number;

  /** ISO 8601, the changedAt of what it writes: entries older than it are gone from the owner once it is done. */
  @Column({ type: 'varchar', length: 24 })
  startedAt!: string;

  @Column({ type: 'datetime', nullable: true })
  finishedAt!: Date | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  leaseOwner!: string | null;

  @Column({ type: 'datetime', nullable: true })
  leaseUntil!: Date | null;
}

export const SEARCH_ENTITIES = [SearchEntryRow, SearchCode, SearchTerm, SearchReindex];
