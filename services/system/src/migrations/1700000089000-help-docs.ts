import { auditColumns, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Help documents (/HelperEditorList, /HelperDoc): one tree per language, the rich text and its words. */
export class HelpDocs1700000089000 implements MigrationInterface {
  name = 'HelpDocs1700000089000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'help_doc',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'title', type: 'varchar', length: '100' },
          { name: 'parent_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'lang_code', type: 'varchar', length: '20' },
          { name: 'sort_no', type: 'integer' },
          { name: 'visible', type: 'integer' },
          { name: 'content', type: 'text' },
          { name: 'content_plain', type: 'text', isNullable: true },
        ],
      }),
    );
    await qr.createIndices('help_doc', [
      new TableIndex({ name: 'idx_help_doc_lang_parent_sort', columnNames: ['lang_code', 'parent_id', 'sort_no'] }),
      new TableIndex({ name: 'idx_help_doc_parent', columnNames: ['parent_id'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('help_doc');
  }
}
