import { Inject, Injectable } from '@nestjs/common';
import {
  commercialInfoResource,
  type DataSourceModule,
  ENABLED_STATE,
  moduleSettingsResource,
  type QueryOf,
  type RowOf,
  seriesSettingsResource,
  type ShownSeries,
  type ShownSeriesQuery,
  VEHICLE_DROPDOWN_LIMITS,
} from '@tis/contracts';
import { claimFiles, DATA_SOURCE, type ResourceCaller, SERVICE_CLIENT, type ServiceClient, VersionedCrudService } from '@tis/nest';
import type { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import type { Caller } from '../common/state.controller.js';
import { modelOf, seriesOf } from '../common/references.js';
import { brandScope, namesByCode } from '../common/vehicle.common.js';
import { Model } from '../model/model.entity.js';
import { Series } from '../series/series.entity.js';
import { CommercialInfo, ModuleSetting, SeriesSetting } from './settings.entities.js';

/** A shown series as the driver answers it (numbers may come as text). */
type RawShown = Omit<ShownSeries, 'sortNo'> & { sortNo: number | string };

async function seriesNames(manager: EntityManager, rows: { seriesCode: string }[]): Promise<Map<string, string>> {
  return namesByCode(manager, Series, 'seriesCode', 'seriesName', rows.map((r) => r.seriesCode));
}

/** A new row of a series takes the series' spelling of its code and its brand; the series must exist. */
async function takeSeries(manager: EntityManager, values: Record<string, unknown>): Promise<void> {
  const series = await seriesOf(manager, String(values.seriesCode));
  Object.assign(values, { seriesCode: series.seriesCode, brandCode: series.brandCode });
}

type SeriesSettings = typeof seriesSettingsResource;

/** Car series settings (/carSeriesSettings): one row per series with its display order, image and places. */
@Injectable()
export class SeriesSettingService extends VersionedCrudService<SeriesSetting, SeriesSettings> {
  constructor(
    @Inject(DATA_SOURCE) ds: DataSource,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {
    super(ds, SeriesSetting, seriesSettingsResource);
  }

  /**
   * The series a place shows, in display order: enabled, visible series with a setting for the
   * place; service outlets and public users only those of their brands.
   */
  async shown(query: ShownSeriesQuery, { user }: Caller): Promise<ShownSeries[]> {
    const qb = this.ds
      .getRepository(SeriesSetting)
      .createQueryBuilder('t')
      .innerJoin(Series, 's', 's.seriesCode = t.seriesCode')
      .select(['t.brandCode AS brandCode', 't.seriesCode AS seriesCode', 's.seriesName AS seriesName', 's.epcName AS epcName', 't.sortNo AS sortNo', 't.imageUrl AS imageUrl'])
      .where(query.place === 'home' ? 't.showOnHome = :shown' : 't.showOnManual = :shown', { shown: true })
      .andWhere('s.state = :state AND s.visible = 1', { state: ENABLED_STATE.enabled });
    if (query.brandCode) qb.andWhere('t.brandCode = :brandCode', { brandCode: query.brandCode });
    const brands = brandScope(user, 0);
    if (brands) {
      if (brands.length === 0) return [];
      qb.andWhere('t.brandCode IN (:...brands)', { brands });
    }
    const rows = await qb.orderBy('t.sortNo', 'ASC').addOrderBy('t.seriesCode', 'ASC').limit(VEHICLE_DROPDOWN_LIMITS.series).getRawMany<RawShown>();
    return rows.map((r) => ({ ...r, sortNo: Number(r.sortNo), epcName: r.epcName ?? null, imageUrl: r.imageUrl ?? null }));
  }

  protected override async check(manager: EntityManager, values: Record<string, unknown>, current: SeriesSetting | null): Promise<void> {
    if (current === null) await takeSeries(manager, values);
  }

  /** A stored upload shown as the series image belongs to the setting (ADR 0017): never purged as unreferenced (other addresses are not claimed). */
  protected override async afterWrite(_manager: EntityManager, _row: SeriesSetting, input: Record<string, unknown>): Promise<void> {
    if (typeof input.imageUrl === 'string' && input.imageUrl !== '') await claimFiles(this.services, [input.imageUrl], 'vehicle.seriesSetting');
  }

  /** Rows with their series' names. */
  protected override async toRows(rows: SeriesSetting[], manager: EntityManager): Promise<RowOf<SeriesSettings>[]> {
    const names = await seriesNames(manager, rows);
    return rows.map((row) => Object.assign(this.toRow(row), { seriesName: names.get(row.seriesCode) ?? null }));
  }
}

type ModuleSettings = typeof moduleSettingsResource;

/** Module settings (/moduleSettings): which data-source modules each series has (a module without a row is off). */
@Injectable()
export class ModuleSettingService extends VersionedCrudService<ModuleSetting, ModuleSettings> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, ModuleSetting, moduleSettingsResource);
  }

  /** The modules a series has enabled (a module without a row is off). */
  async enabled(seriesCode: string): Promise<DataSourceModule[]> {
    const rows = await this.ds.getRepository(ModuleSetting).find({ select: { moduleType: true }, where: { seriesCode, enabled: true }, order: { moduleType: 'ASC' } });
    return rows.map((r) => r.moduleType);
  }

  protected override async check(manager: EntityManager, values: Record<string, unknown>, current: ModuleSetting | null): Promise<void> {
    if (current === null) await takeSeries(manager, values);
  }

  /** Rows with their series' names. */
  protected override async toRows(rows: ModuleSetting[], manager: EntityManager): Promise<RowOf<ModuleSettings>[]> {
    const names = await seriesNames(manager, rows);
    return rows.map((row) => Object.assign(this.toRow(row), { seriesName: names.get(row.seriesCode) ?? null }));
  }
}

type CommercialInfos = typeof commercialInfoResource;

/** Commercial information (/CommercialInformation): per model and market. */
@Injectable()
export class CommercialInfoService extends VersionedCrudService<CommercialInfo, CommercialInfos> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, CommercialInfo, commercialInfoResource);
  }

  /** A new row takes its model's spelling of the code, its series and its brand; the model must exist. */
  protected override async check(manager: EntityManager, values: Record<string, unknown>, current: CommercialInfo | null): Promise<void> {
    if (current !== null) return;
    const model = await modelOf(manager, String(values.modelCode));
    Object.assign(values, { modelCode: model.modelCode, seriesCode: model.seriesCode, brandCode: model.brandCode });
  }

  /** The launch date range besides the brand, series, model and market. */
  protected override filter(qb: SelectQueryBuilder<CommercialInfo>, query: QueryOf<CommercialInfos>, caller: ResourceCaller): void {
    super.filter(qb, query, caller);
    // Launch dates are 'YYYY-MM-DD' text: whole days compare as text.
    if (query.startTime) qb.andWhere(`${qb.alias}.launchDate >= :from`, { from: query.startTime.toISOString().slice(0, 10) });
    if (query.endTime) qb.andWhere(`${qb.alias}.launchDate <= :to`, { to: query.endTime.toISOString().slice(0, 10) });
  }

  /** Rows with their models' names. */
  protected override async toRows(rows: CommercialInfo[], manager: EntityManager): Promise<RowOf<CommercialInfos>[]> {
    const names = await namesByCode(manager, Model, 'modelCode', 'modelName', rows.map((r) => r.modelCode));
    return rows.map((row) => Object.assign(this.toRow(row), { modelName: names.get(row.modelCode) ?? null }));
  }
}
