import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** The approvers of each department (spec section 6), found by user for the document workflow. */
export class DepartmentApprovers1700000084000 implements MigrationInterface {
  name = 'DepartmentApprovers1700000084000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'department_approver',
        columns: [
          { name: 'department_code', type: 'varchar', length: '64', isPrimary: true },
          { name: 'user_code', type: 'varchar', length: '64', isPrimary: true },
          { name: 'sort_no', type: 'integer' },
        ],
      }),
    );
    await qr.createIndex('department_approver', new TableIndex({ name: 'idx_department_approver_user', columnNames: ['user_code'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('department_approver');
  }
}
