import { auditColumns, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/** Organisation master data: dealer kinds, dealers, the area tree, posts and departments. */
export class Organisation1700000005000 implements MigrationInterface {
  name = 'Organisation1700000005000';

  async up(qr: QueryRunner): Promise<void> {
    const row = () => [idColumn(), ...auditColumns(qr), versionColumn()];

    await qr.createTable(
      new Table({
        name: 'agency_kind',
        columns: [
          ...row(),
          { name: 'kind_code', type: 'varchar', length: '64' },
          { name: 'kind_name', type: 'varchar', length: '100' },
        ],
      }),
    );
    await qr.createIndices('agency_kind', [
      new TableIndex({ name: 'uq_agency_kind_code', columnNames: ['kind_code'], isUnique: true }),
      new TableIndex({ name: 'idx_agency_kind_name', columnNames: ['kind_name'] }),
    ]);

    await qr.createTable(
      new Table({
        name: 'agency',
        columns: [
          ...row(),
          { name: 'agency_code', type: 'varchar', length: '64' },
          { name: 'agency_name', type: 'varchar', length: '200' },
          { name: 'kind_code', type: 'varchar', length: '64' },
          { name: 'country', type: 'varchar', length: '64' },
          { name: 'area_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'region_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'district_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'service_department', type: 'varchar', length: '64', isNullable: true },
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'address', type: 'varchar', length: '200', isNullable: true },
          { name: 'contact_person', type: 'varchar', length: '50', isNullable: true },
          { name: 'contact_phone', type: 'varchar', length: '30', isNullable: true },
        ],
      }),
    );
    await qr.createIndices('agency', [
      new TableIndex({ name: 'uq_agency_code', columnNames: ['agency_code'], isUnique: true }),
      new TableIndex({ name: 'idx_agency_name', columnNames: ['agency_name'] }),
      new TableIndex({ name: 'idx_agency_kind', columnNames: ['kind_code'] }),
      new TableIndex({ name: 'idx_agency_country', columnNames: ['country'] }),
      new TableIndex({ name: 'idx_agency_area', columnNames: ['area_id'] }),
      new TableIndex({ name: 'idx_agency_region', columnNames: ['region_id'] }),
      new TableIndex({ name: 'idx_agency_district', columnNames: ['district_id'] }),
      new TableIndex({ name: 'idx_agency_service_department', columnNames: ['service_department'] }),
      new TableIndex({ name: 'idx_agency_status', columnNames: ['status'] }),
    ]);

    await qr.createTable(
      new Table({
        name: 'area_node',
        columns: [
          ...row(),
          { name: 'level', type: 'varchar', length: '10' },
          { name: 'parent_id', type: 'varchar', length: '36' },
          { name: 'code', type: 'varchar', length: '64' },
          { name: 'name', type: 'varchar', length: '100' },
        ],
      }),
    );
    await qr.createIndices('area_node', [
      new TableIndex({ name: 'uq_area_node_code', columnNames: ['code'], isUnique: true }),
      new TableIndex({ name: 'uq_area_node_parent_name', columnNames: ['parent_id', 'name'], isUnique: true }),
      new TableIndex({ name: 'idx_area_node_level', columnNames: ['level', 'code'] }),
      new TableIndex({ name: 'idx_area_node_parent_code', columnNames: ['parent_id', 'code'] }),
    ]);

    await qr.createTable(
      new Table({
        name: 'post',
        columns: [
          ...row(),
          { name: 'post_code', type: 'varchar', length: '64' },
          { name: 'post_name', type: 'varchar', length: '100' },
          { name: 'remark', type: 'varchar', length: '500', isNullable: true },
        ],
      }),
    );
    await qr.createIndices('post', [
      new TableIndex({ name: 'uq_post_code', columnNames: ['post_code'], isUnique: true }),
      new TableIndex({ name: 'idx_post_name', columnNames: ['post_name'] }),
    ]);

    await qr.createTable(
      new Table({
        name: 'department',
        columns: [
          ...row(),
          { name: 'department_code', type: 'varchar', length: '64' },
          { name: 'department_name', type: 'varchar', length: '100' },
          { name: 'parent_code', type: 'varchar', length: '64', isNullable: true },
        ],
      }),
    );
    await qr.createIndices('department', [
      new TableIndex({ name: 'uq_department_code', columnNames: ['department_code'], isUnique: true }),
      new TableIndex({ name: 'idx_department_name', columnNames: ['department_name'] }),
      new TableIndex({ name: 'idx_department_parent', columnNames: ['parent_code'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of ['department', 'post', 'area_node', 'agency', 'agency_kind']) await qr.dropTable(table);
  }
}
