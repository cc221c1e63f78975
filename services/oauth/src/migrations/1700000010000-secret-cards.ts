import { auditColumns, idColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Password cards and their series (account activation). */
export class SecretCards1700000010000 implements MigrationInterface {
  name = 'SecretCards1700000010000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'secret_card_series',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          { name: 'series_code', type: 'varchar', length: '32' },
          { name: 'series_name', type: 'varchar', length: '100' },
          { name: 'card_count', type: 'integer' },
          { name: 'remark', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    await qr.createIndex('secret_card_series', new TableIndex({ name: 'uq_secret_card_series_code', columnNames: ['series_code'], isUnique: true }));
    await qr.createTable(
      new Table({
        name: 'secret_card',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          { name: 'card_no', type: 'varchar', length: '40' },
          { name: 'series_code', type: 'varchar', length: '32' },
          { name: 'secret_hash', type: 'varchar', length: '64' },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'used_by', type: 'varchar', length: '64', isNullable: true },
          { name: 'used_at', type: 'datetime', isNullable: true },
        ],
      }),
    );
    await qr.createIndices('secret_card', [
      new TableIndex({ name: 'uq_secret_card_no', columnNames: ['card_no'], isUnique: true }),
      new TableIndex({ name: 'idx_secret_card_series', columnNames: ['series_code', 'status'] }),
      new TableIndex({ name: 'idx_secret_card_used_by', columnNames: ['used_by'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('secret_card');
    await qr.dropTable('secret_card_series');
  }
}
