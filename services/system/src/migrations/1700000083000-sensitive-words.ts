import { auditColumns, createCodeIndexes, dropCodeIndexes, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

const CODE_INDEXES = [{ name: 'uq_sensitive_word_word_ci', table: 'sensitive_word', columns: ['word'] }];

/** Sensitive words (/Sensitive): unique regardless of case (on SQLite through a NOCASE index). */
export class SensitiveWords1700000083000 implements MigrationInterface {
  name = 'SensitiveWords1700000083000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'sensitive_word',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'word', type: 'varchar', length: '50' },
          { name: 'remark', type: 'varchar', length: '200', isNullable: true },
        ],
      }),
    );
    await qr.createIndices('sensitive_word', [
      new TableIndex({ name: 'uq_sensitive_word_word', columnNames: ['word'], isUnique: true }),
      new TableIndex({ name: 'idx_sensitive_word_updated_at', columnNames: ['updated_at'] }),
    ]);
    await createCodeIndexes(qr, CODE_INDEXES);
  }

  async down(qr: QueryRunner): Promise<void> {
    await dropCodeIndexes(qr, CODE_INDEXES);
    await qr.dropTable('sensitive_word');
  }
}
