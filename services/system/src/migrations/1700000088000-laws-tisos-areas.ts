import { auditColumns, createCodeIndexes, dropCodeIndexes, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

const CODE_INDEXES = [
  { name: 'uq_law_code_ci', table: 'law', columns: ['law_code'] },
  { name: 'uq_tisos_area_code_ci', table: 'tisos_area', columns: ['area_code'] },
];

/**
 * Regulations and standards (/Laws) and overseas areas (/TisosArea) with their countries (a country
 * in one area at most: its code is the key), codes unique regardless of case. One migration for
 * both (the areas' own timestamp, 1700000090000, is not used).
 */
export class LawsTisosAreas1700000088000 implements MigrationInterface {
  name = 'LawsTisosAreas1700000088000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'law',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'law_code', type: 'varchar', length: '64' },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'category', type: 'varchar', length: '50', isNullable: true },
          { name: 'issuer', type: 'varchar', length: '100' },
          { name: 'effective_date', type: 'varchar', length: '10' },
          { name: 'law_state', type: 'integer' },
          { name: 'remark', type: 'varchar', length: '500', isNullable: true },
          { name: 'file_url', type: 'varchar', length: '300' },
          { name: 'file_name', type: 'varchar', length: '255' },
        ],
      }),
    );
    await qr.createIndices('law', [
      new TableIndex({ name: 'uq_law_code', columnNames: ['law_code'], isUnique: true }),
      new TableIndex({ name: 'idx_law_effective', columnNames: ['effective_date', 'law_code'] }),
      new TableIndex({ name: 'idx_law_state_effective', columnNames: ['law_state', 'effective_date'] }),
      new TableIndex({ name: 'idx_law_title', columnNames: ['title'] }),
    ]);

    await qr.createTable(
      new Table({
        name: 'tisos_area',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'area_code', type: 'varchar', length: '64' },
          { name: 'area_name', type: 'varchar', length: '100' },
          { name: 'sort_no', type: 'integer' },
        ],
      }),
    );
    await qr.createIndices('tisos_area', [
      new TableIndex({ name: 'uq_tisos_area_code', columnNames: ['area_code'], isUnique: true }),
      new TableIndex({ name: 'idx_tisos_area_sort', columnNames: ['sort_no', 'area_code'] }),
      new TableIndex({ name: 'idx_tisos_area_name', columnNames: ['area_name'] }),
    ]);
    await createCodeIndexes(qr, CODE_INDEXES);

    await qr.createTable(
      new Table({
        name: 'tisos_area_country',
        columns: [
          { name: 'country_code', type: 'varchar', length: '2', isPrimary: true },
          { name: 'area_code', type: 'varchar', length: '64' },
          { name: 'sort_no', type: 'integer' },
        ],
      }),
    );
    await qr.createIndex('tisos_area_country', new TableIndex({ name: 'idx_tisos_area_country_area', columnNames: ['area_code'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('tisos_area_country');
    await dropCodeIndexes(qr, CODE_INDEXES);
    await qr.dropTable('tisos_area');
    await qr.dropTable('law');
  }
}
