import { auditColumns, idColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** The login log, and the operation-log indexes the summaries and the keyword search use. */
export class LoginLog1700000006000 implements MigrationInterface {
  name = 'LoginLog1700000006000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'login_log',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          { name: 'user_code', type: 'varchar', length: '64' },
          { name: 'user_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'kind', type: 'varchar', length: '20' },
          { name: 'outcome', type: 'varchar', length: '40' },
          { name: 'success', type: 'boolean' },
          { name: 'ip', type: 'varchar', length: '64', isNullable: true },
          { name: 'user_agent', type: 'varchar', length: '300', isNullable: true },
          { name: 'login_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await qr.createIndices('login_log', [
      new TableIndex({ name: 'idx_login_log_at', columnNames: ['login_at'] }),
      new TableIndex({ name: 'idx_login_log_user', columnNames: ['user_code', 'login_at'] }),
      new TableIndex({ name: 'idx_login_log_user_name', columnNames: ['user_name'] }),
      new TableIndex({ name: 'idx_login_log_success', columnNames: ['success', 'login_at'] }),
    ]);
    // The date range with module and action covers the per-module counts; target name and action
    // serve the keyword (prefix of user code or target name, or exact action).
    await qr.dropIndex('operation_log', 'idx_operation_log_occurred');
    await qr.createIndices('operation_log', [
      new TableIndex({ name: 'idx_operation_log_occurred_action', columnNames: ['occurred_at', 'module', 'action'] }),
      new TableIndex({ name: 'idx_operation_log_target_name', columnNames: ['target_name'] }),
      new TableIndex({ name: 'idx_operation_log_action', columnNames: ['action', 'occurred_at'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropIndex('operation_log', 'idx_operation_log_action');
    await qr.dropIndex('operation_log', 'idx_operation_log_target_name');
    await qr.dropIndex('operation_log', 'idx_operation_log_occurred_action');
    await qr.createIndex('operation_log', new TableIndex({ name: 'idx_operation_log_occurred', columnNames: ['occurred_at'] }));
    await qr.dropTable('login_log');
  }
}
