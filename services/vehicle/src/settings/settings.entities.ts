import type { DataSourceModule } from '@tis/contracts';
import { Column, Entity, Index } from 'typeorm';
import { ModelScoped, SeriesScoped } from '../common/scoped.entities.js';

/** Car series settings (/carSeriesSettings): display order, image and the places a series is shown. */
@Entity('vehicle_series_setting')
@Index('uq_vehicle_series_setting_series', ['seriesCode'], { unique: true })
@Index('idx_vehicle_series_setting_brand', ['brandCode', 'sortNo'])
@Index('idx_vehicle_series_setting_home', ['showOnHome', 'sortNo'])
@Index('idx_vehicle_series_setting_manual', ['showOnManual', 'sortNo'])
export class SeriesSetting extends SeriesScoped {
  @Column({ type: 'integer', default: 0 })
  sortNo!: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  imageUrl!: string | null;

  @Column({ type: 'boolean', default: true })
  showOnHome!: boolean;

  @Column({ type: 'boolean', default: true })
  showOnManual!: boolean;
}

/** Module settings (/moduleSettings): whether a data-source module (spec section 3 keywords) is on for a series. */
@Entity('vehicle_module_setting')
@Index('uq_vehicle_module_setting_series_module', ['seriesCode', 'moduleType'], { unique: true })
@Index('idx_vehicle_module_setting_brand', ['brandCode', 'seriesCode'])
@Index('idx_vehicle_module_setting_module', ['moduleType'])
@Index('idx_vehicle_module_setting_enabled', ['enabled'])
export class ModuleSetting extends SeriesScoped {
  @Column({ type: 'varchar', length: 20 })
  moduleType!: DataSourceModule;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark!: string | null;
}

/** Commercial information (/CommercialInformation): a model's sales name, launch date and price band in one market. */
@Entity('vehicle_commercial_info')
@Index('uq_vehicle_commercial_info_model_market', ['modelCode', 'market'], { unique: true })
@Index('idx_vehicle_commercial_info_brand', ['brandCode'])
@Index('idx_vehicle_commercial_info_series', ['seriesCode'])
@Index('idx_vehicle_commercial_info_market', ['market'])
@Index('idx_vehicle_commercial_info_launch', ['launchDate'])
export class CommercialInfo extends ModelScoped {
  @Column({ type: 'varchar', length: 64 })
  market!: string;

  @Column({ type: 'varchar', length: 100 })
  salesName!: string;

  /** 'YYYY-MM-DD'. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  launchDate!: string | null;

  @Column({ type: 'integer', nullable: true })
  priceMin!: number | null;

  @Column({ type: 'integer', nullable: true })
  priceMax!: number | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  currency!: string | null;
}
