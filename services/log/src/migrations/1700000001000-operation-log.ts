import { auditColumns, idColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

export class OperationLog1700000001000 implements MigrationInterface {
  name = 'OperationLog1700000001000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'operation_log',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          { name: 'module', type: 'varchar', length: '50' },
          { name: 'action', type: 'varchar', length: '100' },
          { name: 'target_id', type: 'varchar', length: '64' },
          { name: 'target_name', type: 'varchar', length: '255' },
          { name: 'user_code', type: 'varchar', length: '64' },
          { name: 'occurred_at', type: 'datetime' },
          { name: 'event_id', type: 'varchar', length: '36', isNullable: true },
        ],
      }),
    );
    await qr.createIndices('operation_log', [
      new TableIndex({ name: 'idx_operation_log_occurred', columnNames: ['occurred_at'] }),
      new TableIndex({ name: 'idx_operation_log_target', columnNames: ['target_id'] }),
      new TableIndex({ name: 'idx_operation_log_user', columnNames: ['user_code', 'occurred_at'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('operation_log');
  }
}
