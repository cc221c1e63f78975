import { auditColumns, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** The language list, the translations per language and the record of their changes. */
export class LanguagesTranslations1700000004000 implements MigrationInterface {
  name = 'LanguagesTranslations1700000004000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'language',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'lang_code', type: 'varchar', length: '20' },
          { name: 'lang_name', type: 'varchar', length: '100' },
          { name: 'supported', type: 'boolean', default: 1 },
          { name: 'sort_no', type: 'integer', default: 0 },
          { name: 'content_version', type: 'integer', default: 0 },
        ],
      }),
    );
    await qr.createIndices('language', [
      new TableIndex({ name: 'uq_language_code', columnNames: ['lang_code'], isUnique: true }),
      new TableIndex({ name: 'idx_language_supported', columnNames: ['supported', 'sort_no'] }),
    ]);

    await qr.createTable(
      new Table({
        name: 'translation',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'translation_key', type: 'varchar', length: '200' },
          { name: 'lang_code', type: 'varchar', length: '20' },
          { name: 'value', type: 'text' },
        ],
      }),
    );
    await qr.createIndices('translation', [
      new TableIndex({ name: 'uq_translation_key_lang', columnNames: ['translation_key', 'lang_code'], isUnique: true }),
      new TableIndex({ name: 'idx_translation_lang_key', columnNames: ['lang_code', 'translation_key'] }),
    ]);

    await qr.createTable(
      new Table({
        name: 'translation_log',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          { name: 'translation_key', type: 'varchar', length: '200' },
          { name: 'lang_code', type: 'varchar', length: '20' },
          { name: 'action', type: 'varchar', length: '10' },
          { name: 'old_value', type: 'text', isNullable: true },
          { name: 'new_value', type: 'text', isNullable: true },
          { name: 'user_code', type: 'varchar', length: '64' },
          { name: 'changed_at', type: 'datetime' },
        ],
      }),
    );
    await qr.createIndices('translation_log', [
      new TableIndex({ name: 'idx_translation_log_changed', columnNames: ['changed_at'] }),
      new TableIndex({ name: 'idx_translation_log_key', columnNames: ['translation_key', 'lang_code'] }),
      new TableIndex({ name: 'idx_translation_log_lang', columnNames: ['lang_code', 'changed_at'] }),
      new TableIndex({ name: 'idx_translation_log_user', columnNames: ['user_code', 'changed_at'] }),
      new TableIndex({ name: 'idx_translation_log_action', columnNames: ['action', 'changed_at'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('translation_log');
    await qr.dropTable('translation');
    await qr.dropTable('language');
  }
}
