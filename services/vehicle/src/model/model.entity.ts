import { Column, Entity, Index } from 'typeorm';
import { ModelScoped } from '../common/scoped.entities.js';

/**
 * A model of a series, with its publish state, visibility and state (spec sections 3 and 4). The
 * brand is the series' brand (both fixed once created), kept here so the brand filter is indexed.
 */
@Entity('vehicle_model')
@Index('uq_vehicle_model_code', ['modelCode'], { unique: true })
@Index('uq_vehicle_model_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_vehicle_model_series', ['seriesCode', 'modelCode'])
@Index('idx_vehicle_model_brand', ['brandCode', 'modelCode'])
@Index('idx_vehicle_model_name', ['modelName'])
@Index('idx_vehicle_model_pub_state', ['pubState'])
@Index('idx_vehicle_model_visible', ['visible'])
@Index('idx_vehicle_model_state', ['state'])
@Index('idx_vehicle_model_kind', ['kindCode'])
@Index('idx_vehicle_model_created', ['createdAt'])
export class Model extends ModelScoped {
  @Column({ type: 'varchar', length: 100 })
  modelName!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  kindCode!: string | null;

  /** 0 unpublished, 1 published, 2 cancelled. */
  @Column({ type: 'integer', default: 0 })
  pubState!: number;

  /** 0 invisible, 1 visible, 2 pending. */
  @Column({ type: 'integer', default: 2 })
  visible!: number;

  /** 1 enabled, 0 disabled. */
  @Column({ type: 'integer', default: 1 })
  state!: number;
}

/** A configuration of a model (/vehicleModelConf, /EpcConfig: state 0 and 1); vehicles name it by config code. */
@Entity('vehicle_model_config')
@Index('uq_vehicle_model_config_code', ['configCode'], { unique: true })
@Index('uq_vehicle_model_config_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_vehicle_model_config_model', ['modelCode', 'configCode'])
@Index('idx_vehicle_model_config_series', ['seriesCode'])
@Index('idx_vehicle_model_config_brand', ['brandCode'])
@Index('idx_vehicle_model_config_state', ['state'])
export class ModelConfig extends ModelScoped {
  @Column({ type: 'varchar', length: 64 })
  configCode!: string;

  @Column({ type: 'varchar', length: 100 })
  configName!: string;

  @Column({ type: 'integer', default: 1 })
  state!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark!: string | null;
}
