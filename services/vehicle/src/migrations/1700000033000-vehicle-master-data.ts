import { auditColumns, idColumn, versionColumn } from '@tis/nest';
import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';

type Col = [name: string, type: 'varchar' | 'integer' | 'boolean', options?: { length?: number; nullable?: boolean; default?: number | boolean }];
type Idx = [name: string, columns: string[], unique?: boolean];

/** The tables of ADR 0015, each with its indexes: one per filter, unique where a code identifies a row. */
const TABLES: [table: string, columns: Col[], indices: Idx[]][] = [
  [
    'vehicle_brand',
    [
      ['brand_code', 'varchar', { length: 32 }],
      ['brand_name', 'varchar', { length: 100 }],
      ['brand_type', 'varchar', { length: 10 }],
      ['login_entry', 'varchar', { length: 10, nullable: true }],
      ['check_digit', 'boolean', { default: false }],
      ['sort_no', 'integer', { default: 0 }],
    ],
    [
      ['uq_vehicle_brand_code', ['brand_code'], true],
      ['idx_vehicle_brand_sort', ['sort_no', 'brand_code']],
      ['idx_vehicle_brand_type', ['brand_type']],
    ],
  ],
  [
    'vehicle_classification',
    [
      ['classification_code', 'varchar', { length: 64 }],
      ['classification_name', 'varchar', { length: 100 }],
      ['parent_code', 'varchar', { length: 64 }],
      ['sort_no', 'integer', { default: 0 }],
    ],
    [
      ['uq_vehicle_classification_code', ['classification_code'], true],
      ['idx_vehicle_classification_parent', ['parent_code', 'sort_no']],
    ],
  ],
  [
    'vehicle_kind',
    [
      ['kind_code', 'varchar', { length: 64 }],
      ['lang_code', 'varchar', { length: 20 }],
      ['kind_name', 'varchar', { length: 100 }],
    ],
    [
      ['uq_vehicle_kind_code_lang', ['kind_code', 'lang_code'], true],
      ['idx_vehicle_kind_lang', ['lang_code', 'kind_code']],
    ],
  ],
  [
    'vehicle_energy',
    [
      ['energy_code', 'varchar', { length: 64 }],
      ['lang_code', 'varchar', { length: 20 }],
      ['name', 'varchar', { length: 100 }],
    ],
    [
      ['uq_vehicle_energy_code_lang', ['energy_code', 'lang_code'], true],
      ['idx_vehicle_energy_lang', ['lang_code', 'energy_code']],
    ],
  ],
  [
    'vehicle_car_type',
    [
      ['cartype_code', 'varchar', { length: 64 }],
      ['cartype_name', 'varchar', { length: 100 }],
    ],
    [
      ['uq_vehicle_car_type_code', ['cartype_code'], true],
      ['idx_vehicle_car_type_name', ['cartype_name']],
    ],
  ],
  [
    'vehicle_series',
    [
      ['brand_code', 'varchar', { length: 32 }],
      ['series_code', 'varchar', { length: 64 }],
      ['series_name', 'varchar', { length: 100 }],
      ['epc_name', 'varchar', { length: 100, nullable: true }],
      ['after_sale_type', 'varchar', { length: 64 }],
      ['sub_sale_type', 'varchar', { length: 64, nullable: true }],
      ['energy_type', 'varchar', { length: 64, nullable: true }],
      ['car_type', 'varchar', { length: 64, nullable: true }],
      ['state', 'integer', { default: 1 }],
      ['history_state', 'integer', { default: 0 }],
      ['visible', 'integer', { default: 1 }],
    ],
    [
      ['uq_vehicle_series_code', ['series_code'], true],
      ['idx_vehicle_series_brand', ['brand_code', 'series_code']],
      ['idx_vehicle_series_after_sale', ['after_sale_type']],
      ['idx_vehicle_series_sub_sale', ['sub_sale_type']],
      ['idx_vehicle_series_energy', ['energy_type']],
      ['idx_vehicle_series_car_type', ['car_type']],
      ['idx_vehicle_series_state', ['state']],
      ['idx_vehicle_series_history', ['history_state']],
      ['idx_vehicle_series_visible', ['visible']],
    ],
  ],
  [
    'vehicle_series_directory',
    [
      ['brand_code', 'varchar', { length: 32 }],
      ['series_code', 'varchar', { length: 64 }],
      ['directory_code', 'varchar', { length: 64 }],
      ['directory_name', 'varchar', { length: 100 }],
      ['remark', 'varchar', { length: 500, nullable: true }],
    ],
    [
      ['uq_vehicle_series_directory_series', ['series_code'], true],
      ['uq_vehicle_series_directory_code', ['directory_code'], true],
      ['idx_vehicle_series_directory_brand', ['brand_code', 'series_code']],
    ],
  ],
  [
    'vehicle_model',
    [
      ['brand_code', 'varchar', { length: 32 }],
      ['series_code', 'varchar', { length: 64 }],
      ['model_code', 'varchar', { length: 64 }],
      ['model_name', 'varchar', { length: 100 }],
      ['kind_code', 'varchar', { length: 64, nullable: true }],
      ['pub_state', 'integer', { default: 0 }],
      ['visible', 'integer', { default: 2 }],
      ['state', 'integer', { default: 1 }],
    ],
    [
      ['uq_vehicle_model_code', ['model_code'], true],
      ['idx_vehicle_model_series', ['series_code', 'model_code']],
      ['idx_vehicle_model_brand', ['brand_code', 'model_code']],
      ['idx_vehicle_model_name', ['model_name']],
      ['idx_vehicle_model_pub_state', ['pub_state']],
      ['idx_vehicle_model_visible', ['visible']],
      ['idx_vehicle_model_state', ['state']],
      ['idx_vehicle_model_kind', ['kind_code']],
      ['idx_vehicle_model_created', ['created_at']],
    ],
  ],
  [
    'vehicle_model_config',
    [
      ['brand_code', 'varchar', { length: 32 }],
      ['series_code', 'varchar', { length: 64 }],
      ['model_code', 'varchar', { length: 64 }],
      ['config_code', 'varchar', { length: 64 }],
      ['config_name', 'varchar', { length: 100 }],
      ['state', 'integer', { default: 1 }],
      ['remark', 'varchar', { length: 500, nullable: true }],
    ],
    [
      ['uq_vehicle_model_config_code', ['config_code'], true],
      ['idx_vehicle_model_config_model', ['model_code', 'config_code']],
      ['idx_vehicle_model_config_series', ['series_code']],
      ['idx_vehicle_model_config_brand', ['brand_code']],
      ['idx_vehicle_model_config_state', ['state']],
    ],
  ],
  [
    'vehicle',
    [
      ['vin', 'varchar', { length: 17 }],
      ['brand_code', 'varchar', { length: 32 }],
      ['series_code', 'varchar', { length: 64 }],
      ['model_code', 'varchar', { length: 64 }],
      ['model_year', 'integer'],
      ['config_code', 'varchar', { length: 64, nullable: true }],
      ['engine_no', 'varchar', { length: 32, nullable: true }],
      ['motor_no', 'varchar', { length: 32, nullable: true }],
      ['exterior_colour', 'varchar', { length: 50, nullable: true }],
      ['interior_colour', 'varchar', { length: 50, nullable: true }],
    ],
    [
      ['uq_vehicle_vin', ['vin'], true],
      ['idx_vehicle_brand', ['brand_code', 'vin']],
      ['idx_vehicle_series', ['series_code', 'vin']],
      ['idx_vehicle_model', ['model_code', 'vin']],
      ['idx_vehicle_year', ['model_year', 'vin']],
      ['idx_vehicle_config', ['config_code']],
    ],
  ],
  [
    'vehicle_vin_shield',
    [
      ['vin', 'varchar', { length: 17 }],
      ['remark', 'varchar', { length: 500, nullable: true }],
    ],
    [['uq_vehicle_vin_shield_vin', ['vin'], true]],
  ],
  [
    'vehicle_series_setting',
    [
      ['brand_code', 'varchar', { length: 32 }],
      ['series_code', 'varchar', { length: 64 }],
      ['sort_no', 'integer', { default: 0 }],
      ['image_url', 'varchar', { length: 500, nullable: true }],
      ['show_on_home', 'boolean', { default: true }],
      ['show_on_manual', 'boolean', { default: true }],
    ],
    [
      ['uq_vehicle_series_setting_series', ['series_code'], true],
      ['idx_vehicle_series_setting_brand', ['brand_code', 'sort_no']],
      ['idx_vehicle_series_setting_home', ['show_on_home', 'sort_no']],
      ['idx_vehicle_series_setting_manual', ['show_on_manual', 'sort_no']],
    ],
  ],
  [
    'vehicle_module_setting',
    [
      ['brand_code', 'varchar', { length: 32 }],
      ['series_code', 'varchar', { length: 64 }],
      ['module_type', 'varchar', { length: 20 }],
      ['enabled', 'boolean', { default: true }],
      ['remark', 'varchar', { length: 500, nullable: true }],
    ],
    [
      ['uq_vehicle_module_setting_series_module', ['series_code', 'module_type'], true],
      ['idx_vehicle_module_setting_brand', ['brand_code', 'series_code']],
      ['idx_vehicle_module_setting_module', ['module_type']],
      ['idx_vehicle_module_setting_enabled', ['enabled']],
    ],
  ],
  [
    'vehicle_commercial_info',
    [
      ['brand_code', 'varchar', { length: 32 }],
      ['series_code', 'varchar', { length: 64 }],
      ['model_code', 'varchar', { length: 64 }],
      ['market', 'varchar', { length: 64 }],
      ['sales_name', 'varchar', { length: 100 }],
      ['launch_date', 'varchar', { length: 10, nullable: true }],
      ['price_min', 'integer', { nullable: true }],
      ['price_max', 'integer', { nullable: true }],
      ['currency', 'varchar', { length: 3, nullable: true }],
    ],
    [
      ['uq_vehicle_commercial_info_model_market', ['model_code', 'market'], true],
      ['idx_vehicle_commercial_info_brand', ['brand_code']],
      ['idx_vehicle_commercial_info_series', ['series_code']],
      ['idx_vehicle_commercial_info_market', ['market']],
      ['idx_vehicle_commercial_info_launch', ['launch_date']],
    ],
  ],
];

function column([name, type, options = {}]: Col): TableColumnOptions {
  return {
    name,
    type,
    ...(options.length === undefined ? {} : { length: String(options.length) }),
    ...(options.nullable ? { isNullable: true } : {}),
    ...(options.default === undefined ? {} : { default: typeof options.default === 'boolean' ? Number(options.default) : options.default }),
  };
}

/** Vehicle master data, the VIN registry, the VIN shield and the vehicle settings (ADR 0015). */
export class VehicleMasterData1700000033000 implements MigrationInterface {
  name = 'VehicleMasterData1700000033000';

  async up(qr: QueryRunner): Promise<void> {
    for (const [name, columns, indices] of TABLES) {
      await qr.createTable(new Table({ name, columns: [idColumn(), ...auditColumns(qr), versionColumn(), ...columns.map(column)] }));
      await qr.createIndices(
        name,
        indices.map(([indexName, columnNames, isUnique = false]) => new TableIndex({ name: indexName, columnNames, isUnique })),
      );
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const [name] of [...TABLES].reverse()) await qr.dropTable(name);
  }
}
