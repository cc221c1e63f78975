import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DATA_SOURCE, PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@tis/nest';
import type { Logger } from 'pino';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { Brand } from '../brand/brand.entity.js';
import { Classification, TOP_LEVEL } from '../classification/classification.entity.js';
import { Model, ModelConfig } from '../model/model.entity.js';
import { CarType, Energy, Kind } from '../reference/reference.entities.js';
import { Series, SeriesDirectory } from '../series/series.entity.js';
import { CommercialInfo, ModuleSetting, SeriesSetting } from '../settings/settings.entities.js';
import { Vehicle } from '../vehicle/vehicle.entity.js';
import { DEMO_COLOURS, DEMO_MODULES, DEMO_SERIES, DEMO_VEHICLES_PER_MODEL, DEMO_YEARS, demoModelState, demoVin } from './demo-data.js';
import { BRANDS, CAR_TYPES, CLASSIFICATIONS, ENERGIES, KINDS, LOCALIZED_LANGUAGES, type Localized } from './reference-data.js';

const SEEDER = 'seed';
const audit = { createdBy: SEEDER, updatedBy: SEEDER };
const CHUNK = 200;

/**
 * Fills empty tables at start (ADR 0015): the reference data always (brands, classifications,
 * kinds, energy types, car types), the demo series, models, configurations, vehicles and settings
 * only with TIS_DEMO_DATA. A table that has rows is left as it is, so an administrator's deletions
 * stay deleted; safe on every start and replica.
 */
@Injectable()
export class VehicleSeeder implements OnModuleInit {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.once(() => this.isEmpty(Brand), (m) => this.seedReference(m));
    if (this.config.TIS_DEMO_DATA) {
      await this.once(() => this.isEmpty(Series), (m) => this.seedDemo(m));
    }
  }

  /** Seeds in one transaction when `empty`; another replica seeding at the same moment wins. */
  private async once(empty: () => Promise<boolean>, seed: (m: EntityManager) => Promise<void>): Promise<void> {
    if (!(await empty())) return;
    try {
      await this.ds.transaction(seed);
    } catch (error) {
      if (await empty()) throw error;
    }
  }

  private async isEmpty(entity: EntityTarget<ObjectLiteral>): Promise<boolean> {
    return !(await this.ds.getRepository(entity).exists());
  }

  private async seedReference(m: EntityManager): Promise<void> {
    await m.save(BRANDS.map((b, i) => m.create(Brand, { brandCode: b.code, brandName: b.name, brandType: b.type, loginEntry: b.loginEntry, checkDigit: b.checkDigit, sortNo: (i + 1) * 10, ...audit })));
    const classifications = CLASSIFICATIONS.flatMap(([code, name, children], i) => [
      m.create(Classification, { classificationCode: code, classificationName: name, parentCode: TOP_LEVEL, sortNo: i, ...audit }),
      ...children.map(([childCode, childName], j) => m.create(Classification, { classificationCode: childCode, classificationName: childName, parentCode: code, sortNo: j, ...audit })),
    ]);
    await m.save(classifications);
    const localized = (rows: readonly Localized[]) => rows.flatMap(([code, ...names]) => LOCALIZED_LANGUAGES.map((langCode, i) => ({ code, langCode, name: names[i] ?? code })));
    await m.save(localized(KINDS).map((k) => m.create(Kind, { kindCode: k.code, langCode: k.langCode, kindName: k.name, ...audit })));
    await m.save(localized(ENERGIES).map((e) => m.create(Energy, { energyCode: e.code, langCode: e.langCode, name: e.name, ...audit })));
    await m.save(CAR_TYPES.map(([cartypeCode, cartypeName]) => m.create(CarType, { cartypeCode, cartypeName, ...audit })));
    this.logger.info({ brands: BRANDS.map((b) => b.code) }, 'vehicle reference data created');
  }

  private async seedDemo(m: EntityManager): Promise<void> {
    const series: Series[] = [];
    const models: Model[] = [];
    const configs: ModelConfig[] = [];
    const vehicles: Vehicle[] = [];
    const directories: SeriesDirectory[] = [];
    const seriesSettings: SeriesSetting[] = [];
    const moduleSettings: ModuleSetting[] = [];
    const commercial: CommercialInfo[] = [];
    let modelNo = 0;
    let serial = 1;
    for (const [s, def] of DEMO_SERIES.entries()) {
      series.push(
        m.create(Series, {
          brandCode: def.brand,
          seriesCode: def.code,
          seriesName: def.name,
          epcName: `${def.name} EPC`,
          afterSaleType: def.afterSale,
          subSaleType: def.subSale,
          energyType: def.energy,
          carType: def.carType,
          state: 1,
          historyState: def.history ? 1 : 0,
          visible: def.history ? 0 : 1,
          ...audit,
        }),
      );
      if (!def.history) directories.push(m.create(SeriesDirectory, { brandCode: def.brand, seriesCode: def.code, directoryCode: `EPC-${def.code}`, directoryName: `${def.name} parts catalogue`, remark: null, ...audit }));
      // No image: the demo has no stored picture of its series, and a path to a file that does not exist is a broken image.
      seriesSettings.push(m.create(SeriesSetting, { brandCode: def.brand, seriesCode: def.code, sortNo: (s + 1) * 10, imageUrl: null, showOnHome: !def.history, showOnManual: true, ...audit }));
      for (const module of DEMO_MODULES) {
        moduleSettings.push(m.create(ModuleSetting, { brandCode: def.brand, seriesCode: def.code, moduleType: module, enabled: !def.history || !['epc', 'labor'].includes(module), remark: null, ...audit }));
      }
      for (const [suffix, modelName] of def.models) {
        const modelCode = `${def.code}-${suffix}`;
        models.push(m.create(Model, { brandCode: def.brand, seriesCode: def.code, modelCode, modelName: `${def.name} ${modelName}`, kindCode: def.kind, state: 1, ...demoModelState(modelNo), ...audit }));
        const modelConfigs = [`${modelCode}-STD`, `${modelCode}-TOP`];
        modelConfigs.forEach((configCode, c) =>
          configs.push(m.create(ModelConfig, { brandCode: def.brand, seriesCode: def.code, modelCode, configCode, configName: c === 0 ? 'Standard' : 'Top', state: 1, remark: null, ...audit })),
        );
        commercial.push(
          m.create(CommercialInfo, {
            brandCode: def.brand,
            seriesCode: def.code,
            modelCode,
            market: def.brand === 'OS' ? 'EU' : 'CN',
            salesName: `${def.name} ${modelName}`,
            launchDate: `${DEMO_YEARS[modelNo % DEMO_YEARS.length]}-0${(modelNo % 9) + 1}-15`,
            priceMin: 100_000 + modelNo * 15_000,
            priceMax: 130_000 + modelNo * 15_000,
            currency: def.brand === 'OS' ? 'EUR' : 'CNY',
            ...audit,
          }),
        );
        for (let v = 0; v < DEMO_VEHICLES_PER_MODEL; v++) {
          const year = DEMO_YEARS[v % DEMO_YEARS.length] ?? 2024;
          vehicles.push(
            m.create(Vehicle, {
              vin: demoVin(def.brand, modelNo, year, serial++),
              brandCode: def.brand,
              seriesCode: def.code,
              modelCode,
              modelYear: year,
              configCode: modelConfigs[v % 2] ?? null,
              engineNo: def.energy === 'BEV' || def.energy === 'FCEV' ? null : `E${String(serial).padStart(8, '0')}`,
              motorNo: ['BEV', 'PHEV', 'HEV', 'FCEV'].includes(def.energy) ? `M${String(serial).padStart(8, '0')}` : null,
              exteriorColour: DEMO_COLOURS[v % DEMO_COLOURS.length] ?? null,
              interiorColour: v % 2 === 0 ? 'Black' : 'Beige',
              ...audit,
            }),
          );
        }
        modelNo++;
      }
    }
    for (const rows of [series, directories, seriesSettings, moduleSettings, models, configs, commercial, vehicles] as ObjectLiteral[][]) {
      await m.save(rows, { chunk: CHUNK });
    }
    this.logger.info({ series: series.length, models: models.length, vehicles: vehicles.length }, 'demo vehicle data created');
  }
}
