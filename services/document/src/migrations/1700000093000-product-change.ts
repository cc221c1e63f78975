import { auditColumns, idColumn, versionColumn, workflowColumns } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';

const text = (name: string, length: number, nullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const longText = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });

/** Product-change notices (`productChange`): the change and the series it applies to. */
export class ProductChange1700000093000 implements MigrationInterface {
  name = 'ProductChange1700000093000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'product_change',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          ...workflowColumns(),
          text('change_code', 40, false),
          text('title', 200, false),
          longText('description', false),
          text('brand_code', 100, false),
          longText('model_codes', false),
          text('apply_by', 16, false),
          text('vin_from', 17),
          text('vin_to', 17),
          text('production_from', 10),
          text('production_to', 10),
          text('effective_date', 10, false),
          longText('attachments', false),
          text('org_code', 64),
          text('org_name', 200),
          text('full_name', 100, false),
        ],
      }),
    );
    await qr.createIndices('product_change', [
      new TableIndex({ name: 'uq_product_change_code', columnNames: ['change_code'], isUnique: true }),
      new TableIndex({ name: 'idx_product_change_brand', columnNames: ['brand_code', 'created_at'] }),
      new TableIndex({ name: 'idx_product_change_org', columnNames: ['org_code', 'created_at'] }),
      new TableIndex({ name: 'idx_product_change_author', columnNames: ['author_code', 'created_at'] }),
      new TableIndex({ name: 'idx_product_change_review', columnNames: ['submit_state', 'verify_state'] }),
      new TableIndex({ name: 'idx_product_change_verify', columnNames: ['verify_state', 'publish_state'] }),
      new TableIndex({ name: 'idx_product_change_published', columnNames: ['publish_state', 'discard', 'brand_code', 'effective_date'] }),
      new TableIndex({ name: 'idx_product_change_effective', columnNames: ['publish_state', 'discard', 'effective_date'] }),
      new TableIndex({ name: 'idx_product_change_discard', columnNames: ['discard', 'created_at'] }),
      new TableIndex({ name: 'idx_product_change_created', columnNames: ['created_at'] }),
    ]);
    await qr.createTable(
      new Table({
        name: 'product_change_series',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          text('change_id', 36, false),
          { name: 'sno', type: 'integer' },
          text('series_code', 100, false),
          text('series_name', 100),
        ],
      }),
    );
    await qr.createIndices('product_change_series', [
      new TableIndex({ name: 'idx_product_change_series_change', columnNames: ['change_id', 'sno'] }),
      new TableIndex({ name: 'idx_product_change_series_code', columnNames: ['series_code', 'change_id'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('product_change_series');
    await qr.dropTable('product_change');
  }
}
