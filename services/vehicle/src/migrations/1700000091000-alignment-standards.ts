import { auditColumns, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * Four-wheel alignment standards (issue 16, /StandardParametersManager): the standards with their
 * state and angles in whole minutes of arc, and their review history.
 */
export class AlignmentStandards1700000091000 implements MigrationInterface {
  name = 'AlignmentStandards1700000091000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'vehicle_alignment_standard',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          { name: 'brand_code', type: 'varchar', length: '32' },
          { name: 'series_code', type: 'varchar', length: '64' },
          { name: 'model_code', type: 'varchar', length: '64', isNullable: true },
          { name: 'scope_key', type: 'varchar', length: '140', isNullable: true },
          { name: 'state', type: 'integer' },
          { name: 'author_code', type: 'varchar', length: '64' },
          { name: 'author_name', type: 'varchar', length: '100' },
          { name: 'first_reviewer_code', type: 'varchar', length: '64', isNullable: true },
          { name: 'remark', type: 'varchar', length: '500', isNullable: true },
          { name: 'submit_time', type: 'datetime', isNullable: true },
          { name: 'publish_time', type: 'datetime', isNullable: true },
          { name: 'front_camber_nominal', type: 'integer' },
          { name: 'front_camber_check', type: 'integer' },
          { name: 'front_camber_set', type: 'integer' },
          { name: 'front_caster_nominal', type: 'integer' },
          { name: 'front_caster_check', type: 'integer' },
          { name: 'front_caster_set', type: 'integer' },
          { name: 'front_kingpin_nominal', type: 'integer' },
          { name: 'front_kingpin_check', type: 'integer' },
          { name: 'front_kingpin_set', type: 'integer' },
          { name: 'front_toe_nominal', type: 'integer' },
          { name: 'front_toe_check', type: 'integer' },
          { name: 'front_toe_set', type: 'integer' },
          { name: 'front_total_toe_nominal', type: 'integer' },
          { name: 'front_total_toe_check', type: 'integer' },
          { name: 'front_total_toe_set', type: 'integer' },
          { name: 'rear_camber_nominal', type: 'integer' },
          { name: 'rear_camber_check', type: 'integer' },
          { name: 'rear_camber_set', type: 'integer' },
          { name: 'rear_toe_nominal', type: 'integer' },
          { name: 'rear_toe_check', type: 'integer' },
          { name: 'rear_toe_set', type: 'integer' },
          { name: 'rear_total_toe_nominal', type: 'integer' },
          { name: 'rear_total_toe_check', type: 'integer' },
          { name: 'rear_total_toe_set', type: 'integer' },
        ],
      }),
    );
    await qr.createIndices('vehicle_alignment_standard', [
      new TableIndex({ name: 'uq_vehicle_alignment_scope', columnNames: ['scope_key'], isUnique: true }),
      new TableIndex({ name: 'idx_vehicle_alignment_series', columnNames: ['series_code', 'model_code', 'state'] }),
      new TableIndex({ name: 'idx_vehicle_alignment_state', columnNames: ['state', 'updated_at'] }),
    ]);
    await qr.createTable(
      new Table({
        name: 'vehicle_alignment_review',
        columns: [
          idColumn(),
          { name: 'standard_id', type: 'varchar', length: '36' },
          { name: 'standard_version', type: 'integer' },
          { name: 'step', type: 'varchar', length: '20' },
          { name: 'result', type: 'integer', isNullable: true },
          { name: 'remark', type: 'varchar', length: '500', isNullable: true },
          { name: 'user_code', type: 'varchar', length: '64' },
          { name: 'full_name', type: 'varchar', length: '100' },
          { name: 'at', type: 'datetime' },
        ],
      }),
    );
    await qr.createIndex('vehicle_alignment_review', new TableIndex({ name: 'idx_vehicle_alignment_review_standard', columnNames: ['standard_id', 'standard_version'] }));
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('vehicle_alignment_review');
    await qr.dropTable('vehicle_alignment_standard');
  }
}
