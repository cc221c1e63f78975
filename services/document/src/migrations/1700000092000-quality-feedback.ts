import { auditColumns, idColumn, versionColumn, workflowColumns } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';

const text = (name: string, length: number, nullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const longText = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });

/** Quality feedback (`qualityFb`): the feedback and its part rows. */
export class QualityFeedback1700000092000 implements MigrationInterface {
  name = 'QualityFeedback1700000092000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'quality_feedback',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          ...workflowColumns(),
          text('fb_code', 20, false),
          text('title', 200, false),
          text('vin', 17, false),
          text('brand_code', 100, false),
          text('series_code', 100, false),
          text('series_name', 100),
          { name: 'mileage', type: 'integer' },
          longText('description', false),
          longText('cause'),
          longText('photos'),
          longText('part_codes', false),
          text('org_code', 64),
          text('org_name', 200),
          text('full_name', 100, false),
        ],
      }),
    );
    await qr.createIndices('quality_feedback', [
      new TableIndex({ name: 'uq_quality_feedback_code', columnNames: ['fb_code'], isUnique: true }),
      new TableIndex({ name: 'idx_quality_feedback_vin', columnNames: ['vin'] }),
      new TableIndex({ name: 'idx_quality_feedback_brand', columnNames: ['brand_code', 'created_at'] }),
      new TableIndex({ name: 'idx_quality_feedback_series', columnNames: ['series_code', 'created_at'] }),
      new TableIndex({ name: 'idx_quality_feedback_org', columnNames: ['org_code', 'created_at'] }),
      new TableIndex({ name: 'idx_quality_feedback_author', columnNames: ['author_code', 'created_at'] }),
      new TableIndex({ name: 'idx_quality_feedback_department', columnNames: ['department', 'submit_state', 'verify_state'] }),
      new TableIndex({ name: 'idx_quality_feedback_verify', columnNames: ['verify_state', 'publish_state'] }),
      new TableIndex({ name: 'idx_quality_feedback_published', columnNames: ['publish_state', 'discard', 'publish_time'] }),
      new TableIndex({ name: 'idx_quality_feedback_discard', columnNames: ['discard', 'created_at'] }),
      new TableIndex({ name: 'idx_quality_feedback_created', columnNames: ['created_at'] }),
    ]);
    await qr.createTable(
      new Table({
        name: 'quality_feedback_part',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          text('feedback_id', 36, false),
          { name: 'sno', type: 'integer' },
          text('part_code', 40, false),
          text('part_name', 100, false),
          { name: 'qty', type: 'integer' },
        ],
      }),
    );
    await qr.createIndices('quality_feedback_part', [
      new TableIndex({ name: 'idx_quality_feedback_part_feedback', columnNames: ['feedback_id', 'sno'] }),
      new TableIndex({ name: 'idx_quality_feedback_part_code', columnNames: ['part_code', 'feedback_id'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('quality_feedback_part');
    await qr.dropTable('quality_feedback');
  }
}
