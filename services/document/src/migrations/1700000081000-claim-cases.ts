import { auditColumns, createCodeIndexes, dropCodeIndexes, idColumn, versionColumn, workflowColumns } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';

const text = (name: string, length: number, nullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const longText = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });

const CODE_INDEXES = [{ name: 'uq_claim_case_no_ci', table: 'claim_case', columns: ['claim_no'] }];

/** Claim cases (spec section 3): one table; the claim number unique regardless of case. */
export class ClaimCases1700000081000 implements MigrationInterface {
  name = 'ClaimCases1700000081000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'claim_case',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          ...workflowColumns(),
          text('claim_no', 40, false),
          longText('fault_description', false),
          longText('cause'),
          text('category', 20, false),
          { name: 'total_mileage', type: 'integer' },
          longText('repair_measures'),
          text('vin', 17, false),
          text('brand_code', 100, false),
          text('series_code', 100, false),
          text('series_name', 100),
          { name: 'working_time', type: 'decimal', precision: 4, scale: 1 },
          longText('photos'),
          text('org_code', 64),
          text('org_name', 200),
          text('full_name', 100, false),
        ],
      }),
    );
    await qr.createIndices('claim_case', [
      new TableIndex({ name: 'uq_claim_case_no', columnNames: ['claim_no'], isUnique: true }),
      new TableIndex({ name: 'idx_claim_case_vin', columnNames: ['vin'] }),
      new TableIndex({ name: 'idx_claim_case_published', columnNames: ['publish_state', 'discard', 'publish_time'] }),
      new TableIndex({ name: 'idx_claim_case_brand_published', columnNames: ['brand_code', 'publish_state', 'discard', 'publish_time'] }),
      new TableIndex({ name: 'idx_claim_case_series', columnNames: ['series_code', 'publish_state'] }),
      new TableIndex({ name: 'idx_claim_case_org', columnNames: ['org_code', 'created_at'] }),
      new TableIndex({ name: 'idx_claim_case_author', columnNames: ['author_code', 'created_at'] }),
      new TableIndex({ name: 'idx_claim_case_department', columnNames: ['department', 'submit_state', 'verify_state'] }),
      new TableIndex({ name: 'idx_claim_case_submit', columnNames: ['submit_state', 'created_at'] }),
      new TableIndex({ name: 'idx_claim_case_verify', columnNames: ['verify_state', 'publish_state'] }),
      new TableIndex({ name: 'idx_claim_case_discard', columnNames: ['discard', 'created_at'] }),
      new TableIndex({ name: 'idx_claim_case_category', columnNames: ['category', 'created_at'] }),
      new TableIndex({ name: 'idx_claim_case_created', columnNames: ['created_at'] }),
    ]);
    await createCodeIndexes(qr, CODE_INDEXES);
  }

  async down(qr: QueryRunner): Promise<void> {
    await dropCodeIndexes(qr, CODE_INDEXES);
    await qr.dropTable('claim_case');
  }
}
