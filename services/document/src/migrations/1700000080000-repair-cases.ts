import { auditColumns, createCodeIndexes, createdAtColumn, idColumn, versionColumn, workflowColumns } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';

const text = (name: string, length: number, nullable = true): TableColumnOptions => ({ name, type: 'varchar', length: String(length), isNullable: nullable });
const longText = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'text', isNullable: nullable });

const STEP_WORDS = [
  'running_status', 'driver_operation', 'direction', 'road_type', 'weather', 'duration_string', 'position', 'position_suffix',
  'symptom', 'symptom_prefix', 'object_system', 'object', 'object_code', 'parameter', 'system_code', 'value', 'dtc_code',
];

/** Repair cases, their rows, case parameters and favorites (issue 15). */
export class RepairCases1700000080000 implements MigrationInterface {
  name = 'RepairCases1700000080000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'repair_case',
        columns: [
          idColumn(),
          ...auditColumns(qr),
          versionColumn(),
          ...workflowColumns(),
          text('case_code', 32, false),
          text('title', 200, false),
          text('lang_code', 10, false),
          text('brand_code', 100, false),
          text('series_code', 100, false),
          text('series_name', 100),
          text('vin', 17),
          text('org_code', 64),
          text('org_name', 200),
          text('area_id', 36),
          text('region_id', 36),
          text('district_id', 36),
          text('full_name', 100, false),
          { name: 'mileage', type: 'integer' },
          { name: 'mileage_electric', type: 'integer', isNullable: true },
          text('running_status', 100),
          text('road_type', 100),
          text('weather', 100),
          text('symptom', 100),
          text('fault_part', 100),
          text('duration', 100),
          text('dtc_code', 200),
          text('source', 100),
          longText('description', false),
          longText('check_process'),
          longText('solution'),
          longText('summary'),
          { name: 'is_excellent', type: 'integer', default: 0 },
          { name: 'times_read', type: 'integer', default: 0 },
          text('last_verifier_post', 64),
        ],
      }),
    );
    await qr.createIndices('repair_case', [
      new TableIndex({ name: 'uq_repair_case_code', columnNames: ['case_code'], isUnique: true }),
      new TableIndex({ name: 'idx_repair_case_published', columnNames: ['publish_state', 'discard', 'case_code'] }),
      new TableIndex({ name: 'idx_repair_case_brand_published', columnNames: ['brand_code', 'publish_state', 'discard', 'case_code'] }),
      new TableIndex({ name: 'idx_repair_case_series', columnNames: ['series_code', 'publish_state', 'discard', 'case_code'] }),
      new TableIndex({ name: 'idx_repair_case_org', columnNames: ['org_code', 'case_code'] }),
      new TableIndex({ name: 'idx_repair_case_author', columnNames: ['author_code', 'case_code'] }),
      new TableIndex({ name: 'idx_repair_case_department', columnNames: ['department', 'submit_state', 'verify_state'] }),
      new TableIndex({ name: 'idx_repair_case_verify', columnNames: ['verify_state', 'publish_state'] }),
      new TableIndex({ name: 'idx_repair_case_excellent', columnNames: ['is_excellent', 'publish_state', 'case_code'] }),
      new TableIndex({ name: 'idx_repair_case_area', columnNames: ['area_id'] }),
      new TableIndex({ name: 'idx_repair_case_region', columnNames: ['region_id'] }),
      new TableIndex({ name: 'idx_repair_case_district', columnNames: ['district_id'] }),
      new TableIndex({ name: 'idx_repair_case_org_name', columnNames: ['org_name'] }),
      new TableIndex({ name: 'idx_repair_case_title', columnNames: ['title'] }),
      new TableIndex({ name: 'idx_repair_case_created', columnNames: ['created_at'] }),
      new TableIndex({ name: 'idx_repair_case_verifier_post', columnNames: ['last_verifier_post'] }),
    ]);

    await qr.createTable(
      new Table({
        name: 'repair_case_step',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          text('case_id', 36, false),
          text('section', 10, false),
          { name: 'sno', type: 'integer' },
          ...STEP_WORDS.map((name) => text(name, 100)),
          text('action', 200),
          longText('description'),
          longText('images'),
          longText('audio'),
          longText('video'),
        ],
      }),
    );
    await qr.createIndices('repair_case_step', [
      new TableIndex({ name: 'idx_repair_case_step_case', columnNames: ['case_id', 'section', 'sno'] }),
      ...['running_status', 'road_type', 'weather', 'symptom', 'driver_operation', 'direction', 'position', 'position_suffix', 'symptom_prefix'].map(
        (column) => new TableIndex({ name: `idx_repair_case_step_${column}`, columnNames: [column, 'case_id'] }),
      ),
    ]);

    await qr.createTable(
      new Table({
        name: 'case_param',
        columns: [idColumn(), ...auditColumns(qr), versionColumn(), { name: 'param_no', type: 'integer' }, text('param_value', 100, false), text('lang_code', 10, false), { name: 'sort_no', type: 'integer', default: 0 }],
      }),
    );
    await qr.createIndices('case_param', [
      new TableIndex({ name: 'uq_case_param_value', columnNames: ['param_no', 'lang_code', 'param_value'], isUnique: true }),
      new TableIndex({ name: 'idx_case_param_order', columnNames: ['param_no', 'sort_no', 'param_value'] }),
      new TableIndex({ name: 'idx_case_param_lang', columnNames: ['lang_code', 'param_no', 'sort_no'] }),
      new TableIndex({ name: 'idx_case_param_value', columnNames: ['param_value'] }),
    ]);
    await createCodeIndexes(qr, [{ name: 'uq_case_param_value_ci', table: 'case_param', columns: ['param_no', 'lang_code', 'param_value'] }]);

    await qr.createTable(
      new Table({
        name: 'favorite',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          text('user_code', 64, false),
          text('item_type', 32, false),
          text('item_code', 36, false),
          text('item_name', 200, false),
          text('series_code', 100),
          createdAtColumn(qr),
        ],
      }),
    );
    await qr.createIndices('favorite', [
      new TableIndex({ name: 'uq_favorite_item', columnNames: ['user_code', 'item_type', 'item_code'], isUnique: true }),
      new TableIndex({ name: 'idx_favorite_user', columnNames: ['user_code', 'created_at'] }),
    ]);
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of ['favorite', 'case_param', 'repair_case_step', 'repair_case']) await qr.dropTable(table);
  }
}
