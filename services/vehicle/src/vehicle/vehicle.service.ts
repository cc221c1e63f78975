import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  checkVin,
  createVehicleSchema,
  type MessageKey,
  type MessageParams,
  translate,
  type TranslationImportProblem,
  VEHICLE_IMPORT_MAX_PROBLEMS,
  VEHICLE_SHEET_COLUMNS,
  type VehicleExportQuery,
  type VehicleImportResult,
  type VehicleQuery,
  type VehicleView,
  type VinInfo,
  vehiclesResource,
  vinPrefixRange,
} from '@tis/contracts';
import { DATA_SOURCE, type ImportContext, insertRows, isUniqueViolation, VersionedCrudService } from '@tis/nest';
import { type DataSource, type EntityManager, type EntityTarget, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import type { z } from 'zod';
import { Brand } from '../brand/brand.entity.js';
import { brandOf, configOfModel, modelOfSeries, seriesOf } from '../common/references.js';
import { distinct, duplicateError, namesByCode, pick, whereAnyOf, whereEqual } from '../common/vehicle.common.js';
import { Model, ModelConfig } from '../model/model.entity.js';
import { Series } from '../series/series.entity.js';
import { type SheetRow, readVehicleSheet } from './vehicle-excel.js';
import { Vehicle } from './vehicle.entity.js';
import { VIN_INFO_SQL, type VinInfoRow, vinInfoOf } from './vin-query.js';

type Create = z.infer<typeof createVehicleSchema>;
type VehicleFields = Omit<Create, 'vin'>;

/** Rows per look-up and per insert of the import (below SQLite's bound-parameter limit). */
const CHUNK = 500;
/** Rows per read of the export. */
const EXPORT_BATCH = 1000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The rows of `entity` whose `field` is one of `values`, in chunks. */
async function findIn<T extends ObjectLiteral>(m: EntityManager, entity: EntityTarget<T>, field: keyof T & string, values: readonly string[]): Promise<T[]> {
  const found: T[] = [];
  for (const part of chunks(distinct(values))) found.push(...(await m.find(entity, { where: { [field]: In(part) } as never })));
  return found;
}

/** The list's and the export's filters on `qb`'s alias: the VIN prefix as a range, brand, series, model (or models) and year. */
function whereVehicles<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, filters: VehicleExportQuery): SelectQueryBuilder<T> {
  if (filters.vin) qb.andWhere(`${qb.alias}.vin >= :low AND ${qb.alias}.vin <= :high`, vinPrefixRange(filters.vin));
  whereEqual(qb, pick(filters, ['brandCode', 'seriesCode', 'modelCode', 'modelYear']));
  return whereAnyOf(qb, 'modelCode', filters.modelCodes);
}

type Vehicles = typeof vehiclesResource;

/**
 * The VIN registry (/vehicle) on the resource kit, and the VIN query, Excel import (all or nothing)
 * and export. What is unusual: the list is read by key (a million rows: a deferred join on the
 * filter's (code, vin) index, so a deep page steps over index entries, not rows; the total counts
 * the same index range) with the VIN prefix as a range on the unique VIN index; a vehicle's model
 * belongs to its series, its configuration to its model, its VIN passes its brand's check and it
 * takes the series' brand; a row names its brand, series and model.
 */
@Injectable()
export class VehicleService extends VersionedCrudService<Vehicle, Vehicles> {
  protected override readonly keyPaged = { orderBy: 'vin' };

  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, Vehicle, vehiclesResource);
  }

  /** The vehicles matching the filters, by VIN (the export). */
  query(filters: VehicleExportQuery, manager: EntityManager = this.ds.manager): SelectQueryBuilder<Vehicle> {
    return whereVehicles(manager.getRepository(Vehicle).createQueryBuilder('v'), filters).orderBy('v.vin', 'ASC');
  }

  /** The VIN prefix as a range, brand, series, model (or models) and year instead of the kit's equality filters. */
  protected override filter(qb: SelectQueryBuilder<Vehicle>, query: VehicleQuery): void {
    whereVehicles(qb, query);
  }

  /** The model belongs to the series, the configuration to the model, the VIN passes its brand's check; the vehicle takes the series' brand. */
  protected override async check(m: EntityManager, values: Record<string, unknown>, current: Vehicle | null): Promise<void> {
    const input = values as VehicleFields & { vin?: string };
    const vin = current ? current.vin : input.vin;
    const series = await seriesOf(m, input.seriesCode);
    await modelOfSeries(m, input.modelCode, series.seriesCode);
    if (input.configCode !== null) await configOfModel(m, input.configCode, input.modelCode);
    const brand = await brandOf(m, series.brandCode);
    const problem = checkVin(vin ?? '', { checkDigit: brand.checkDigit });
    if (problem) throw businessError(problem);
    values.brandCode = brand.brandCode;
  }

  /** Rows with the names of their brand, series and model, read at once. */
  protected override async toRows(rows: Vehicle[], manager: EntityManager): Promise<VehicleView[]> {
    const [brands, series, models] = await Promise.all([
      namesByCode(manager, Brand, 'brandCode', 'brandName', rows.map((r) => r.brandCode)),
      namesByCode(manager, Series, 'seriesCode', 'seriesName', rows.map((r) => r.seriesCode)),
      namesByCode(manager, Model, 'modelCode', 'modelName', rows.map((r) => r.modelCode)),
    ]);
    return rows.map((row) =>
      Object.assign(this.toRow(row), {
        brandName: brands.get(row.brandCode) ?? null,
        seriesName: series.get(row.seriesCode) ?? null,
        modelName: models.get(row.modelCode) ?? null,
      }),
    );
  }

  /** `GET VIN query` (spec sections 5 and 7): brand and series of a VIN, in one statement; an unknown VIN answers "VIN not found". */
  async vinInfo(vin: string): Promise<VinInfo> {
    const info = await this.findVin(vin);
    if (!info) throw businessError('error.vinNotFound');
    return info;
  }

  /** The VIN query's answer, or null for a VIN that is not registered. */
  async findVin(vin: string): Promise<VinInfo | null> {
    const [row] = await this.ds.query<VinInfoRow[]>(VIN_INFO_SQL, [vin]);
    return row ? vinInfoOf(row) : null;
  }

  /** The export: every matching vehicle in VIN order, read in batches after the last VIN. */
  async *sheetRows(filters: VehicleExportQuery): AsyncGenerator<(string | number | null)[]> {
    let after: string | null = null;
    for (;;) {
      const qb = this.query(filters).take(EXPORT_BATCH);
      if (after !== null) qb.andWhere('v.vin > :after', { after });
      const rows = await qb.getMany();
      for (const r of rows) {
        yield [r.vin, r.seriesCode, r.modelCode, r.modelYear, r.configCode, r.engineNo, r.motorNo, r.exteriorColour, r.interiorColour];
      }
      const last = rows[rows.length - 1];
      if (!last || rows.length < EXPORT_BATCH) return;
      after = last.vin;
    }
  }

  /**
   * Imports the vehicles of a workbook (streamed from `path`): every row is checked first — VIN,
   * series, model, configuration, year, duplicates in the file and in the registry. With any problem
   * nothing is written and the report lists them by row; otherwise all rows are inserted in one
   * transaction, in batches.
   */
  async import(data: Buffer, { lang, by, fileName }: Omit<ImportContext, 'refused'>): Promise<VehicleImportResult> {
    const sheet = await readVehicleSheet(data);
    const problems: TranslationImportProblem[] = [];
    const problem: Problem = (row, column, key, params) => {
      problems.push({ row, column, message: translate(lang, key, params) });
    };
    if (!sheet.ok) {
      if (sheet.reason === 'notWorkbook') problem(0, null, 'vehicle.import.notWorkbook');
      else problem(1, null, 'vehicle.import.header', { headers: VEHICLE_SHEET_COLUMNS.join(', ') });
      return { imported: false, rows: 0, created: 0, problems };
    }
    const { rows } = sheet;
    if (rows.length === 0) {
      problem(0, null, 'vehicle.import.noRows');
      return { imported: false, rows: 0, created: 0, problems };
    }

    const parsed = this.parseRows(rows, problem);
    await this.checkRows(parsed, problem);
    problems.sort((a, b) => a.row - b.row);
    const report: VehicleImportResult = { imported: false, rows: rows.length, created: 0, problems: problems.slice(0, VEHICLE_IMPORT_MAX_PROBLEMS) };
    if (problems.length > 0) {
      const more = problems.length - report.problems.length;
      if (more > 0) report.problems.push({ row: 0, column: null, message: translate(lang, 'vehicle.import.moreProblems', { count: more }) });
      return report;
    }

    // Without problems every row was read whole.
    const values = parsed.flatMap(({ vehicle, brandCode }): QueryDeepPartialEntity<Vehicle>[] => (vehicle ? [{ id: randomUUID(), ...vehicle, brandCode, createdBy: by, updatedBy: by }] : []));
    try {
      await this.bus.transaction(async (tx) => {
        for (const part of chunks(values)) await insertRows(tx.manager, Vehicle, part);
        await this.recordOperation(tx, 'import', { id: '', name: `${fileName} (${values.length})` }, by);
      });
    } catch (error) {
      // A VIN saved by someone else since the check.
      if (isUniqueViolation(error)) throw duplicateError();
      throw error;
    }
    return { ...report, imported: true, created: values.length };
  }

  /**
   * Each row through the vehicle schema; duplicates within the file. A row with a wrong field still
   * keeps its other fields, so the references among them are checked too: the report names every
   * problem of a row at once, not the format first and the series after a second upload.
   */
  private parseRows(rows: SheetRow[], problem: Problem): ParsedRow[] {
    const parsedRows: ParsedRow[] = [];
    const firstRowOf = new Map<string, number>();
    for (const { row, cells } of rows) {
      const parsed = createVehicleSchema.safeParse(cells);
      let fields: Partial<Create>;
      if (parsed.success) fields = parsed.data;
      else {
        for (const issue of parsed.error.issues) problem(row, String(issue.path[0] ?? ''), issue.message as MessageKey);
        fields = validFields(cells);
      }
      const { vin } = fields;
      if (vin !== undefined) {
        const first = firstRowOf.get(vin);
        if (first !== undefined) {
          problem(row, 'vin', 'vehicle.import.duplicateVin', { vin, row: first });
          continue;
        }
        firstRowOf.set(vin, row);
      }
      parsedRows.push({ row, fields, vehicle: parsed.success ? parsed.data : null, brandCode: '' });
    }
    return parsedRows;
  }

  /**
   * Series, model, configuration and check digit of each row, and VINs already registered: a few
   * look-ups per chunk of codes. Each check runs where the fields it needs were readable.
   */
  private async checkRows(rows: ParsedRow[], problem: Problem): Promise<void> {
    const m = this.ds.manager;
    const present = (field: 'vin' | 'seriesCode' | 'modelCode' | 'configCode') => rows.flatMap((r) => (r.fields[field] ? [r.fields[field]] : []));
    const [series, models, configs, existing] = await Promise.all([
      findIn(m, Series, 'seriesCode', present('seriesCode')),
      findIn(m, Model, 'modelCode', present('modelCode')),
      findIn(m, ModelConfig, 'configCode', present('configCode')),
      findIn(m, Vehicle, 'vin', present('vin')),
    ]);
    const brands = await findIn(m, Brand, 'brandCode', series.map((s) => s.brandCode));
    const seriesBy = new Map(series.map((s) => [s.seriesCode, s]));
    const modelBy = new Map(models.map((x) => [x.modelCode, x]));
    const configBy = new Map(configs.map((c) => [c.configCode, c]));
    const brandBy = new Map(brands.map((b) => [b.brandCode, b]));
    const registered = new Set(existing.map((v) => v.vin));
    for (const r of rows) {
      const { vin, seriesCode, modelCode, configCode } = r.fields;
      if (vin !== undefined && registered.has(vin)) problem(r.row, 'vin', 'vehicle.import.vinExists', { vin });
      const s = seriesCode === undefined ? undefined : seriesBy.get(seriesCode);
      if (seriesCode !== undefined && !s) problem(r.row, 'seriesCode', 'vehicle.seriesNotFound', { code: seriesCode });
      if (s) {
        r.brandCode = s.brandCode;
        const vinProblem = vin === undefined ? null : checkVin(vin, { checkDigit: brandBy.get(s.brandCode)?.checkDigit ?? false });
        if (vinProblem) problem(r.row, 'vin', vinProblem);
      }
      const model = modelCode === undefined ? undefined : modelBy.get(modelCode);
      if (modelCode !== undefined && !model) problem(r.row, 'modelCode', 'vehicle.modelNotFound', { code: modelCode });
      else if (model && s && model.seriesCode !== s.seriesCode) problem(r.row, 'modelCode', 'vehicle.modelNotInSeries', { code: model.modelCode, series: s.seriesCode });
      if (configCode) {
        const config = configBy.get(configCode);
        if (!config) problem(r.row, 'configCode', 'vehicle.configNotFound', { code: configCode });
        else if (model && config.modelCode !== model.modelCode) problem(r.row, 'configCode', 'vehicle.configNotOfModel', { code: configCode, model: model.modelCode });
      }
    }
  }
}

/** The fields of a row that pass the schema on their own (the row as a whole did not). */
function validFields(cells: SheetRow['cells']): Partial<Create> {
  const fields: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(createVehicleSchema.shape)) {
    const one = schema.safeParse(cells[name as keyof SheetRow['cells']]);
    if (one.success) fields[name] = one.data;
  }
  return fields;
}

/** Records a problem of a worksheet row (0: the file) and column. */
type Problem = (row: number, column: string | null, key: MessageKey, params?: MessageParams) => void;

/** A worksheet row: the fields that could be read, and the vehicle when all of them could. */
interface ParsedRow {
  row: number;
  fields: Partial<Create>;
  vehicle: Create | null;
  brandCode: string;
}
