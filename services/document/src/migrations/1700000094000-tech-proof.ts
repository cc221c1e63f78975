import { auditColumns, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';

const text = (name: string, length: number, nullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const longText = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });
const integer = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable: nullable });
const serial = (): TableColumnOptions => ({ name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });

/** Technical proof (`techProve`): the proof, its part codes, its steps and its questions (TechQua). */
export class TechProof1700000094000 implements MigrationInterface {
  name = 'TechProof1700000094000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'tech_prove',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          text('prove_code', 20, false),
          text('title', 200, false),
          text('brand_code', 100, false),
          text('series_code', 100, false),
          text('series_name', 100),
          text('model_code', 64),
          longText('description', false),
          longText('part_codes', false),
          longText('attachments', false),
          integer('state'),
          text('proposer_code', 64, false),
          text('proposer_name', 100, false),
          text('org_code', 64),
          text('org_name', 200),
        ],
      }),
    );
    await qr.createIndices('tech_prove', [
      new TableIndex({ name: 'uq_tech_prove_code', columnNames: ['prove_code'], isUnique: true }),
      new TableIndex({ name: 'idx_tech_prove_state', columnNames: ['state', 'created_at'] }),
      new TableIndex({ name: 'idx_tech_prove_series', columnNames: ['brand_code', 'series_code', 'created_at'] }),
      new TableIndex({ name: 'idx_tech_prove_proposer', columnNames: ['proposer_code', 'created_at'] }),
      new TableIndex({ name: 'idx_tech_prove_org', columnNames: ['org_code', 'created_at'] }),
      new TableIndex({ name: 'idx_tech_prove_created', columnNames: ['created_at'] }),
    ]);
    await qr.createTable(new Table({ name: 'tech_prove_part', columns: [serial(), text('prove_id', 36, false), integer('sno'), text('part_code', 40, false)] }));
    await qr.createIndices('tech_prove_part', [
      new TableIndex({ name: 'idx_tech_prove_part_prove', columnNames: ['prove_id', 'sno'] }),
      new TableIndex({ name: 'idx_tech_prove_part_code', columnNames: ['part_code', 'prove_id'] }),
    ]);
    await qr.createTable(
      new Table({
        name: 'tech_prove_record',
        columns: [
          serial(),
          text('prove_id', 36, false),
          text('operation', 20, false),
          integer('from_state', true),
          integer('to_state'),
          text('remark', 500),
          text('user_code', 64, false),
          text('full_name', 100, false),
          { name: 'at', type: 'datetime' },
        ],
      }),
    );
    await qr.createIndex('tech_prove_record', new TableIndex({ name: 'idx_tech_prove_record_prove', columnNames: ['prove_id', 'id'] }));
    await qr.createTable(
      new Table({
        name: 'tech_qua',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          text('prove_id', 36, false),
          integer('sno'),
          longText('question', false),
          integer('state'),
          text('asker_code', 64, false),
          text('asker_name', 100, false),
          longText('answer'),
          text('answer_code', 64),
          text('answer_name', 100),
          { name: 'answer_time', type: 'datetime', isNullable: true },
          text('cancel_remark', 500),
        ],
      }),
    );
    await qr.createIndex('tech_qua', new TableIndex({ name: 'idx_tech_qua_prove', columnNames: ['prove_id', 'state', 'sno'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('tech_qua');
    await qr.dropTable('tech_prove_record');
    await qr.dropTable('tech_prove_part');
    await qr.dropTable('tech_prove');
  }
}
