import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DATA_SOURCE, isUniqueViolation, PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@tis/nest';
import type { Logger } from 'pino';
import { type DataSource, type EntityManager, type EntityTarget, In, type ObjectLiteral } from 'typeorm';
import { Brand } from '../brand/brand.entity.js';
import { Classification, TOP_LEVEL } from '../classification/classification.entity.js';
import { Model, ModelConfig } from '../model/model.entity.js';
import { CarType, Energy, Kind } from '../reference/reference.entities.js';
import { Series, SeriesDirectory } from '../series/series.entity.js';
import { CommercialInfo, ModuleSetting, SeriesSetting } from '../settings/settings.entities.js';
import { Vehicle } from '../vehicle/vehicle.entity.js';
import { DEMO_COLOURS, DEMO_MODULES, DEMO_SERIES, DEMO_VEHICLES_PER_MODEL, DEMO_YEARS, demoModelState, demoVin } from './demo-data.js';
import { BRANDS, CAR_TYPES, CLASSIFICATIONS, ENERGIES, FORMER_NAMES_LANGUAGE, KINDS, LOCALIZED_LANGUAGES, type Localized } from './reference-data.js';

const SEEDER = 'seed';
const audit = { createdBy: SEEDER, updatedBy: SEEDER };
const CHUNK = 200;

type LocalizedEntity = ObjectLiteral & { id: string; langCode: string };

/** A seeded table of coded texts with one row per code and language. */
interface LocalizedTable {
  entity: EntityTarget<LocalizedEntity>;
  code: string;
  name: string;
  /** The seeded codes with their names, and the fields each row of a code has beyond code, language and name. */
  rows: readonly { names: Localized; fields: ObjectLiteral }[];
  /** Rows that once got one name for every language (FORMER_NAMES_LANGUAGE's) and still hold it get their language's name. */
  hadOneName: boolean;
}

const LOCALIZED_TABLES: readonly LocalizedTable[] = [
  {
    entity: Classification,
    code: 'classificationCode',
    name: 'classificationName',
    rows: CLASSIFICATIONS.flatMap(([afterSale, subSales], i) => [
      { names: afterSale, fields: { parentCode: TOP_LEVEL, sortNo: i } },
      ...subSales.map((names, j) => ({ names, fields: { parentCode: afterSale[0], sortNo: j } })),
    ]),
    hadOneName: true,
  },
  { entity: Kind, code: 'kindCode', name: 'kindName', rows: KINDS.map((names) => ({ names, fields: {} })), hadOneName: false },
  { entity: Energy, code: 'energyCode', name: 'name', rows: ENERGIES.map((names) => ({ names, fields: {} })), hadOneName: false },
  { entity: CarType, code: 'cartypeCode', name: 'cartypeName', rows: CAR_TYPES.map((names) => ({ names, fields: {} })), hadOneName: true },
];

/** The seeded name of a code in each language. */
function namesByLanguage([, ...names]: Localized): Map<string, string> {
  return new Map(LOCALIZED_LANGUAGES.map((lang, i) => [lang, names[i] ?? '']));
}

/**
 * Fills empty tables at start (ADR 0015): the reference data always (brands, classifications,
 * kinds, energy types, car types), the demo series, models, configurations, vehicles and settings
 * only with TIS_DEMO_DATA. A table that has rows is left as it is, so an administrator's deletions
 * stay deleted; safe on every start and replica. One exception: a seeded coded text that still
 * exists gets the seeded languages it lacks (classifications and car types had one language
 * before LocalizedClassificationsCarTypes1700000072000), and a row still holding the one name it
 * was seeded with gets its language's name.
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
    await this.completeLanguages();
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
    for (const { entity, code, name, rows } of LOCALIZED_TABLES) {
      const all = rows.flatMap(({ names, fields }) => [...namesByLanguage(names)].map(([langCode, text]) => m.create(entity, { ...fields, [code]: names[0], langCode, [name]: text, ...audit })));
      await m.save(all, { chunk: CHUNK });
    }
    this.logger.info({ brands: BRANDS.map((b) => b.code) }, 'vehicle reference data created');
  }

  /** The seeded languages of the seeded codes that exist; a replica doing the same at the same moment wins. */
  private async completeLanguages(): Promise<void> {
    try {
      const [added, renamed] = await this.ds.transaction(async (m) => {
        let counts: [number, number] = [0, 0];
        for (const table of LOCALIZED_TABLES) {
          const [a, r] = await this.completeTable(m, table);
          counts = [counts[0] + a, counts[1] + r];
        }
        return counts;
      });
      if (added + renamed > 0) this.logger.info({ added, renamed }, 'vehicle reference data completed in the seeded languages');
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }

  private async completeTable(m: EntityManager, { entity, code, name, rows, hadOneName }: LocalizedTable): Promise<[added: number, renamed: number]> {
    const existing = await m.find(entity, { where: { [code]: In(rows.map((r) => r.names[0])) } });
    const added: LocalizedEntity[] = [];
    let renamed = 0;
    for (const { names, fields } of rows) {
      const [first, ...others] = existing.filter((row) => row[code] === names[0]);
      if (!first) continue; // deleted by an administrator: stays deleted
      const seeded = namesByLanguage(names);
      const former = seeded.get(FORMER_NAMES_LANGUAGE);
      for (const [langCode, text] of seeded) {
        const row = [first, ...others].find((r) => r.langCode === langCode);
        if (!row) {
          // The code's level and sort number where it has them (a classification), else the seeded ones.
          const shared = Object.fromEntries(Object.keys(fields).map((field) => [field, first[field] as unknown]));
          added.push(m.create(entity, { ...shared, [code]: names[0], langCode, [name]: text, ...audit }));
        } else if (hadOneName && langCode !== FORMER_NAMES_LANGUAGE && row[name] === former && text !== former) {
          await m.update(entity, { id: row.id }, { [name]: text, updatedBy: SEEDER } as never);
          renamed++;
        }
      }
    }
    await m.save(added, { chunk: CHUNK });
    return [added.length, renamed];
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
