import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';

const text = (name: string, length: number, nullable = false): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const longText = (name: string): TableColumnOptions => ({ name, type: 'text' });
const serial: TableColumnOptions = { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' };
const isSqlite = (qr: QueryRunner): boolean => qr.dataSource.options.type === 'better-sqlite3';
const TOKEN_COLUMNS = 'title_tokens, body_tokens, word_tokens';

/**
 * The search index (issue 17, ADR 0026): entries, their exact codes, the vocabulary, the reindex
 * jobs; and the engine's full-text index over the token columns — an external-content FTS5 table kept
 * in step by triggers on SQLite, two FULLTEXT indexes on MySQL.
 */
export class SearchIndex1700000095000 implements MigrationInterface {
  name = 'SearchIndex1700000095000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'search_entry',
        columns: [
          serial,
          text('kind', 32),
          text('document_id', 36),
          text('title', 500),
          longText('body'),
          longText('codes'),
          text('brand_code', 64, true),
          text('brands', 1000, true),
          text('series_code', 64, true),
          text('language', 8, true),
          text('user_types', 64, true),
          { name: 'published_at', type: 'datetime' },
          text('changed_at', 24),
          { name: 'indexed_at', type: 'datetime' },
          longText('title_tokens'),
          longText('body_tokens'),
          longText('word_tokens'),
        ],
      }),
    );
    await qr.createIndices('search_entry', [
      new TableIndex({ name: 'uq_search_entry_document', columnNames: ['kind', 'document_id'], isUnique: true }),
      new TableIndex({ name: 'idx_search_entry_kind', columnNames: ['kind', 'published_at'] }),
      new TableIndex({ name: 'idx_search_entry_brand', columnNames: ['brand_code', 'kind'] }),
      new TableIndex({ name: 'idx_search_entry_series', columnNames: ['series_code', 'kind'] }),
      new TableIndex({ name: 'idx_search_entry_changed', columnNames: ['kind', 'changed_at'] }),
    ]);
    await qr.createTable(new Table({ name: 'search_code', columns: [serial, { name: 'entry_id', type: 'integer' }, text('code', 64), text('reversed', 64)] }));
    await qr.createIndices('search_code', [
      new TableIndex({ name: 'idx_search_code_code', columnNames: ['code'] }),
      new TableIndex({ name: 'idx_search_code_reversed', columnNames: ['reversed'] }),
      new TableIndex({ name: 'idx_search_code_entry', columnNames: ['entry_id'] }),
    ]);
    await qr.createTable(new Table({ name: 'search_term', columns: [{ ...text('term', 32), isPrimary: true }] }));
    await qr.createTable(
      new Table({
        name: 'search_reindex',
        columns: [
          { ...text('kind', 32), isPrimary: true },
          text('state', 10),
          text('cursor', 36, true),
          { name: 'indexed', type: 'integer' },
          text('started_at', 24),
          { name: 'finished_at', type: 'datetime', isNullable: true },
          text('lease_owner', 36, true),
          { name: 'lease_until', type: 'datetime', isNullable: true },
        ],
      }),
    );

    if (isSqlite(qr)) {
      await qr.query(
        `CREATE VIRTUAL TABLE search_fts USING fts5(${TOKEN_COLUMNS}, content='search_entry', content_rowid='id', tokenize='unicode61 remove_diacritics 0')`,
      );
      const add = `INSERT INTO search_fts(rowid, ${TOKEN_COLUMNS}) VALUES (new.id, new.title_tokens, new.body_tokens, new.word_tokens);`;
      const remove = `INSERT INTO search_fts(search_fts, rowid, ${TOKEN_COLUMNS}) VALUES ('delete', old.id, old.title_tokens, old.body_tokens, old.word_tokens);`;
      await qr.query(`CREATE TRIGGER search_entry_ai AFTER INSERT ON search_entry BEGIN ${add} END`);
      await qr.query(`CREATE TRIGGER search_entry_ad AFTER DELETE ON search_entry BEGIN ${remove} END`);
      await qr.query(`CREATE TRIGGER search_entry_au AFTER UPDATE ON search_entry BEGIN ${remove} ${add} END`);
    } else {
      // InnoDB builds one FULLTEXT index per statement.
      await qr.query(`ALTER TABLE search_entry ADD FULLTEXT INDEX ft_search_entry_all (${TOKEN_COLUMNS})`);
      await qr.query('ALTER TABLE search_entry ADD FULLTEXT INDEX ft_search_entry_title (title_tokens)');
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    if (isSqlite(qr)) await qr.query('DROP TABLE search_fts');
    await qr.dropTable('search_reindex');
    await qr.dropTable('search_term');
    await qr.dropTable('search_code');
    await qr.dropTable('search_entry');
  }
}
