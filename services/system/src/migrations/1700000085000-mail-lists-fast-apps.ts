import { auditColumns, createCodeIndexes, dropCodeIndexes, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

const CODE_INDEXES = [{ name: 'uq_mail_list_code_ci', table: 'mail_list', columns: ['mail_code'] }];

/** Contact lists (/MailList, codes unique regardless of case) and common applications (/FastAPP). */
export class MailListsFastApps1700000085000 implements MigrationInterface {
  name = 'MailListsFastApps1700000085000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'mail_list',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'mail_code', type: 'varchar', length: '64' },
          { name: 'area', type: 'varchar', length: '50' },
          { name: 'subject', type: 'varchar', length: '100' },
          { name: 'contact_name', type: 'varchar', length: '50' },
          { name: 'phone', type: 'varchar', length: '30' },
          { name: 'email', type: 'varchar', length: '100', isNullable: true },
          { name: 'remark', type: 'varchar', length: '200', isNullable: true },
          { name: 'sort_no', type: 'integer' },
        ],
      }),
    );
    await qr.createIndices('mail_list', [
      new TableIndex({ name: 'uq_mail_list_code', columnNames: ['mail_code'], isUnique: true }),
      new TableIndex({ name: 'idx_mail_list_area_sort', columnNames: ['area', 'sort_no'] }),
    ]);
    await createCodeIndexes(qr, CODE_INDEXES);

    await qr.createTable(
      new Table({
        name: 'fast_app',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'app_name', type: 'varchar', length: '50' },
          { name: 'link', type: 'varchar', length: '300' },
          { name: 'app_type', type: 'varchar', length: '50' },
          { name: 'app_icon', type: 'varchar', length: '300' },
          { name: 'sort_no', type: 'integer' },
        ],
      }),
    );
    await qr.createIndices('fast_app', [
      new TableIndex({ name: 'idx_fast_app_sort', columnNames: ['sort_no'] }),
      new TableIndex({ name: 'idx_fast_app_name', columnNames: ['app_name'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('fast_app');
    await dropCodeIndexes(qr, CODE_INDEXES);
    await qr.dropTable('mail_list');
  }
}
