import { auditColumns, idColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class StoredFile1700000002000 implements MigrationInterface {
  name = 'StoredFile1700000002000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'stored_file',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          { name: 'storage_key', type: 'varchar', length: '255' },
          { name: 'original_name', type: 'varchar', length: '255' },
          { name: 'content_type', type: 'varchar', length: '100' },
          { name: 'size', type: 'integer' },
          { name: 'sha256', type: 'varchar', length: '64' },
          { name: 'category', type: 'varchar', length: '20' },
        ],
      }),
    );
    await qr.createIndices('stored_file', [
      new TableIndex({ name: 'uq_stored_file_key', columnNames: ['storage_key'], isUnique: true }),
      new TableIndex({ name: 'idx_stored_file_created', columnNames: ['created_by', 'created_at'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('stored_file');
  }
}
