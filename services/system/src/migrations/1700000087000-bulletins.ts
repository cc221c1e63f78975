import { auditColumns, DocumentReads1700000000901, idColumn, versionColumn, workflowColumns, WorkflowTables1700000000900 } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * System notices (FUNC-notice): the notices, the brands each targets, and — the system service's
 * first document kind — the workflow's verify records and readings (WORKFLOW_MIGRATIONS' tables).
 */
export class Bulletins1700000087000 implements MigrationInterface {
  name = 'Bulletins1700000087000';

  async up(qr: QueryRunner): Promise<void> {
    await new WorkflowTables1700000000900().up(qr);
    await new DocumentReads1700000000901().up(qr);
    await qr.createTable(
      new Table({
        name: 'bulletin',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          ...workflowColumns(),
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'content', type: 'text' },
          { name: 'attachments', type: 'text' },
          { name: 'for_oem', type: 'integer' },
          { name: 'for_dealer', type: 'integer' },
          { name: 'for_social', type: 'integer' },
          { name: 'all_brands', type: 'integer' },
          { name: 'brand_codes', type: 'varchar', length: '700' },
          { name: 'author_name', type: 'varchar', length: '100' },
          { name: 'times_read', type: 'integer', default: 0 },
        ],
      }),
    );
    await qr.createIndices('bulletin', [
      new TableIndex({ name: 'idx_bulletin_publish', columnNames: ['publish_state', 'publish_time'] }),
      new TableIndex({ name: 'idx_bulletin_created', columnNames: ['created_at'] }),
      new TableIndex({ name: 'idx_bulletin_title', columnNames: ['title'] }),
    ]);
    await qr.createTable(
      new Table({
        name: 'bulletin_brand',
        columns: [
          { name: 'bulletin_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'brand_code', type: 'varchar', length: '32', isPrimary: true },
        ],
      }),
    );
    await qr.createIndex('bulletin_brand', new TableIndex({ name: 'idx_bulletin_brand_brand', columnNames: ['brand_code', 'bulletin_id'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('bulletin_brand');
    await qr.dropTable('bulletin');
    await new DocumentReads1700000000901().down(qr);
    await new WorkflowTables1700000000900().down(qr);
  }
}
