import { auditColumns, idColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Personal messages (/MyMessage): one row per message and receiver. */
export class UserMessages1700000047000 implements MigrationInterface {
  name = 'UserMessages1700000047000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'user_message',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          { name: 'receiver_user_code', type: 'varchar', length: '64' },
          { name: 'message_type', type: 'varchar', length: '20' },
          { name: 'text_key', type: 'varchar', length: '200' },
          { name: 'params', type: 'text' },
          { name: 'link', type: 'varchar', length: '300', isNullable: true },
          { name: 'event_id', type: 'varchar', length: '36' },
          { name: 'sent_at', type: 'datetime', precision: 3 },
          { name: 'read_at', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
    await qr.createIndices('user_message', [
      new TableIndex({ name: 'idx_user_message_receiver_read', columnNames: ['receiver_user_code', 'read_at'] }),
      new TableIndex({ name: 'idx_user_message_receiver_sent', columnNames: ['receiver_user_code', 'sent_at'] }),
      new TableIndex({ name: 'idx_user_message_receiver_type', columnNames: ['receiver_user_code', 'message_type', 'sent_at'] }),
      new TableIndex({ name: 'uq_user_message_event_receiver', columnNames: ['event_id', 'receiver_user_code'], isUnique: true }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('user_message');
  }
}
