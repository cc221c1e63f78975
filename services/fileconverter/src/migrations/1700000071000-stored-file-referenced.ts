import { type MigrationInterface, type QueryRunner, TableColumn, TableIndex } from 'typeorm';

/**
 * Files belong to something (docs/adr/0017): `referenced_by` names what claimed a stored file.
 * Files stored before this migration are taken as referenced ("legacy"): nothing can tell which of
 * them a record uses, and removing a used one would break it.
 */
export class StoredFileReferenced1700000071000 implements MigrationInterface {
  name = 'StoredFileReferenced1700000071000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.addColumn('stored_file', new TableColumn({ name: 'referenced_by', type: 'varchar', length: '100', isNullable: true }));
    await qr.query(`UPDATE stored_file SET referenced_by = 'legacy'`);
    await qr.createIndex('stored_file', new TableIndex({ name: 'idx_stored_file_unreferenced', columnNames: ['referenced_by', 'created_at'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('stored_file', 'idx_stored_file_unreferenced');
    await qr.dropColumn('stored_file', 'referenced_by');
  }
}
