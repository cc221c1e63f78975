import { auditColumns, createCodeIndexes, dropCodeIndexes, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

const CODE_INDEXES = [{ name: 'uq_feedback_type_code_ci', table: 'feedback_type', columns: ['type_code'] }];

/** User feedback (FUNC-feedback): the types (/FeedbackType) and the feedback users send (/FeedbackList). */
export class Feedback1700000086000 implements MigrationInterface {
  name = 'Feedback1700000086000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'feedback_type',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'type_code', type: 'varchar', length: '64' },
          { name: 'type_name', type: 'varchar', length: '100' },
          { name: 'remark', type: 'varchar', length: '200', isNullable: true },
        ],
      }),
    );
    await qr.createIndices('feedback_type', [
      new TableIndex({ name: 'uq_feedback_type_code', columnNames: ['type_code'], isUnique: true }),
      new TableIndex({ name: 'idx_feedback_type_name', columnNames: ['type_name'] }),
    ]);
    await createCodeIndexes(qr, CODE_INDEXES);
    await qr.createTable(
      new Table({
        name: 'feedback',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'type_code', type: 'varchar', length: '64' },
          { name: 'content', type: 'text' },
          { name: 'images', type: 'text' },
          { name: 'sender_code', type: 'varchar', length: '64' },
          { name: 'sender_name', type: 'varchar', length: '100' },
          { name: 'org_code', type: 'varchar', length: '64', isNullable: true },
          { name: 'org_name', type: 'varchar', length: '200', isNullable: true },
          { name: 'answer', type: 'text', isNullable: true },
          { name: 'answered_by', type: 'varchar', length: '64', isNullable: true },
          { name: 'answered_by_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'answered_at', type: 'datetime', precision: 3, isNullable: true },
        ],
      }),
    );
    await qr.createIndices('feedback', [
      new TableIndex({ name: 'idx_feedback_sender_created', columnNames: ['sender_code', 'created_at'] }),
      new TableIndex({ name: 'idx_feedback_created', columnNames: ['created_at'] }),
      new TableIndex({ name: 'idx_feedback_type_created', columnNames: ['type_code', 'created_at'] }),
      new TableIndex({ name: 'idx_feedback_answered', columnNames: ['answered_at'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('feedback');
    await dropCodeIndexes(qr, CODE_INDEXES);
    await qr.dropTable('feedback_type');
  }
}
