import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { AlignmentController } from './alignment/alignment.controller.js';
import { AlignmentReviewRecord, AlignmentStandard } from './alignment/alignment.entity.js';
import { AlignmentService } from './alignment/alignment.service.js';
import { BrandController, BrandRefsController } from './brand/brand.controller.js';
import { Brand } from './brand/brand.entity.js';
import { BrandService } from './brand/brand.service.js';
import { ClassificationController, ClassificationLookupController } from './classification/classification.controller.js';
import { Classification } from './classification/classification.entity.js';
import { ClassificationService } from './classification/classification.service.js';
import { VEHICLE_MIGRATIONS } from './migrations/index.js';
import {
  ModelConfigController,
  ModelConfigLookupController,
  ModelConfigSwitchController,
  ModelController,
  ModelStateController,
  ModelSwitchController,
} from './model/model.controller.js';
import { Model, ModelConfig } from './model/model.entity.js';
import { ModelConfigService } from './model/model-config.service.js';
import { ModelService } from './model/model.service.js';
import { CarType, Energy, Kind } from './reference/reference.entities.js';
import { CarTypeController, CarTypeService, EnergyController, EnergyService, KindController, KindService } from './reference/reference.resources.js';
import { VehicleSeeder } from './seed/vehicle-seeder.js';
import { AlignmentSeeder } from './alignment/alignment-seeder.js';
import { SeriesController, SeriesDirectoryController, SeriesLookupController } from './series/series.controller.js';
import { Series, SeriesDirectory } from './series/series.entity.js';
import { SeriesDirectoryService } from './series/series-directory.service.js';
import { SeriesService } from './series/series.service.js';
import { CommercialInfoController, ModuleSettingController, SeriesSettingController, SettingsLookupController } from './settings/settings.controller.js';
import { CommercialInfo, ModuleSetting, SeriesSetting } from './settings/settings.entities.js';
import { CommercialInfoService, ModuleSettingService, SeriesSettingService } from './settings/settings.service.js';
import { VehicleController, VehicleFileController, VinShieldController } from './vehicle/vehicle.controller.js';
import { Vehicle, VinShield } from './vehicle/vehicle.entity.js';
import { VehicleService } from './vehicle/vehicle.service.js';
import { VinShieldService } from './vehicle/vin-shield.service.js';

export const VEHICLE_ENTITIES = [
  Brand,
  Classification,
  Kind,
  Energy,
  CarType,
  Series,
  SeriesDirectory,
  Model,
  ModelConfig,
  Vehicle,
  VinShield,
  SeriesSetting,
  ModuleSetting,
  CommercialInfo,
  AlignmentStandard,
  AlignmentReviewRecord,
];

export const VEHICLE_SERVICE: ServiceDefinition = { service: 'vehicle', entities: VEHICLE_ENTITIES, migrations: VEHICLE_MIGRATIONS };

/**
 * The vehicle service (ADR 0015): brands, classifications, kinds, energy and car types, series with
 * their EPC directory, models and configurations, the VIN registry and VIN shield, and the vehicle
 * settings screens.
 */
@Module({
  imports: [PlatformModule.forService(VEHICLE_SERVICE)],
  // Lookup controllers first: their fixed paths (options, filter, vin …) stand before the `:id` routes.
  controllers: [
    BrandController,
    BrandRefsController,
    ClassificationLookupController,
    ClassificationController,
    KindController,
    EnergyController,
    CarTypeController,
    SeriesLookupController,
    SeriesController,
    SeriesDirectoryController,
    ModelStateController,
    ModelSwitchController,
    ModelController,
    ModelConfigLookupController,
    ModelConfigSwitchController,
    ModelConfigController,
    VehicleFileController,
    VehicleController,
    VinShieldController,
    SettingsLookupController,
    SeriesSettingController,
    ModuleSettingController,
    CommercialInfoController,
    AlignmentController,
  ],
  providers: [
    BrandService,
    ClassificationService,
    KindService,
    EnergyService,
    CarTypeService,
    SeriesService,
    SeriesDirectoryService,
    ModelService,
    ModelConfigService,
    VehicleService,
    VinShieldService,
    SeriesSettingService,
    ModuleSettingService,
    CommercialInfoService,
    VehicleSeeder,
    AlignmentSeeder,
    AlignmentService,
  ],
})
export class VehicleServiceModule {}
