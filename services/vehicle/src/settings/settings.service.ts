import { Inject, Injectable } from '@nestjs/common';
import {
  type CommercialInfoQuery,
  type CommercialInfoView,
  type createCommercialInfoSchema,
  type createModuleSettingSchema,
  type createSeriesSettingSchema,
  type DataSourceModule,
  ENABLED_STATE,
  type ModuleSettingQuery,
  type ModuleSettingView,
  type PageResult,
  type SeriesSettingQuery,
  type SeriesSettingView,
  type ShownSeries,
  type ShownSeriesQuery,
  type updateCommercialInfoSchema,
  type updateModuleSettingSchema,
  type updateSeriesSettingSchema,
  VEHICLE_DROPDOWN_LIMITS,
} from '@tis/contracts';
import { claimFiles, DATA_SOURCE, SERVICE_CLIENT, type ServiceClient, versionedMeta, type VersionedEntity } from '@tis/nest';
import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import type { z } from 'zod';
import type { Caller, CrudBook } from '../common/crud.controller.js';
import { modelOf, seriesOf } from '../common/references.js';
import {
  brandScope,
  duplicateError,
  insertUnique,
  namesByCode,
  only,
  pageOf,
  pick,
  removeUnlessUsed,
  updateVersioned,
  whereEqual,
  whereKeyword,
} from '../common/vehicle.common.js';
import { Model } from '../model/model.entity.js';
import { Series } from '../series/series.entity.js';
import { CommercialInfo, ModuleSetting, SeriesSetting } from './settings.entities.js';

/** A shown series as the driver answers it (numbers may come as text). */
type RawShown = Omit<ShownSeries, 'sortNo'> & { sortNo: number | string };

/**
 * Adds a row of a series' settings: the series must exist and `unique` must match no row yet
 * (409002); the row takes the series' brand.
 */
async function createForSeries<T extends VersionedEntity & { brandCode: string; seriesCode: string }>(
  m: EntityManager,
  entity: EntityTarget<T>,
  input: Partial<T> & { seriesCode: string },
  unique: (series: Series) => FindOptionsWhere<T>,
  by: string,
): Promise<T> {
  const series = await seriesOf(m, input.seriesCode);
  if (await m.existsBy(entity, unique(series))) throw duplicateError();
  return insertUnique(m, entity, { ...input, brandCode: series.brandCode, createdBy: by, updatedBy: by });
}

async function seriesNames(manager: EntityManager, rows: { seriesCode: string }[]): Promise<Map<string, string>> {
  return namesByCode(manager, Series, 'seriesCode', 'seriesName', rows.map((r) => r.seriesCode));
}

type CreateSeriesSetting = z.infer<typeof createSeriesSettingSchema>;
type UpdateSeriesSetting = z.infer<typeof updateSeriesSettingSchema>;

/** Car series settings (/carSeriesSettings): one row per series with its display order, image and places. */
@Injectable()
export class SeriesSettingService implements CrudBook<SeriesSettingQuery, CreateSeriesSetting, UpdateSeriesSetting, SeriesSettingView> {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  async list(query: SeriesSettingQuery): Promise<PageResult<SeriesSettingView>> {
    const qb = whereEqual(this.ds.getRepository(SeriesSetting).createQueryBuilder('t'), pick(query, ['brandCode', 'seriesCode', 'showOnHome', 'showOnManual']));
    const [rows, total] = await pageOf(qb.orderBy('t.sortNo', 'ASC').addOrderBy('t.seriesCode', 'ASC'), query);
    return { list: await this.views(rows), total };
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

  private async views(rows: SeriesSetting[], manager: EntityManager = this.ds.manager): Promise<SeriesSettingView[]> {
    const names = await seriesNames(manager, rows);
    return rows.map((row) => ({
      ...versionedMeta(row),
      ...pick(row, ['brandCode', 'seriesCode', 'sortNo', 'imageUrl', 'showOnHome', 'showOnManual']),
      seriesName: names.get(row.seriesCode) ?? null,
    }));
  }

  async create(input: CreateSeriesSetting, { userCode: by }: Caller): Promise<SeriesSettingView> {
    await this.claimImage(input.imageUrl);
    return this.ds.transaction(async (m) => {
      const row = await createForSeries(m, SeriesSetting, input, (s) => ({ seriesCode: s.seriesCode }), by);
      return only(await this.views([row], m));
    });
  }

  async update(id: string, input: UpdateSeriesSetting, { userCode: by }: Caller): Promise<SeriesSettingView> {
    const { version, ...fields } = input;
    await this.claimImage(fields.imageUrl);
    return only(await this.views([await updateVersioned(this.ds.manager, SeriesSetting, id, version, { ...fields, updatedBy: by })]));
  }

  /** A stored upload shown as the series image belongs to the setting (ADR 0017): never purged as unreferenced. */
  private async claimImage(imageUrl: string | null | undefined): Promise<void> {
    if (imageUrl) await claimFiles(this.services, [imageUrl], 'vehicle.seriesSetting');
  }

  async remove(id: string): Promise<void> {
    await this.ds.transaction((m) => removeUnlessUsed(m, SeriesSetting, id, () => []));
  }
}

type CreateModuleSetting = z.infer<typeof createModuleSettingSchema>;
type UpdateModuleSetting = z.infer<typeof updateModuleSettingSchema>;

/** Module settings (/moduleSettings): which data-source modules each series has. */
@Injectable()
export class ModuleSettingService implements CrudBook<ModuleSettingQuery, CreateModuleSetting, UpdateModuleSetting, ModuleSettingView> {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async list(query: ModuleSettingQuery): Promise<PageResult<ModuleSettingView>> {
    const qb = whereEqual(this.ds.getRepository(ModuleSetting).createQueryBuilder('t'), pick(query, ['brandCode', 'seriesCode', 'moduleType', 'enabled']));
    const [rows, total] = await pageOf(qb.orderBy('t.brandCode', 'ASC').addOrderBy('t.seriesCode', 'ASC').addOrderBy('t.moduleType', 'ASC'), query);
    return { list: await this.views(rows), total };
  }

  /** The modules a series has enabled (a module without a row is off). */
  async enabled(seriesCode: string): Promise<DataSourceModule[]> {
    const rows = await this.ds.getRepository(ModuleSetting).find({ select: { moduleType: true }, where: { seriesCode, enabled: true }, order: { moduleType: 'ASC' } });
    return rows.map((r) => r.moduleType);
  }

  private async views(rows: ModuleSetting[], manager: EntityManager = this.ds.manager): Promise<ModuleSettingView[]> {
    const names = await seriesNames(manager, rows);
    return rows.map((row) => ({
      ...versionedMeta(row),
      ...pick(row, ['brandCode', 'seriesCode', 'moduleType', 'enabled', 'remark']),
      seriesName: names.get(row.seriesCode) ?? null,
    }));
  }

  async create(input: CreateModuleSetting, { userCode: by }: Caller): Promise<ModuleSettingView> {
    return this.ds.transaction(async (m) => {
      const row = await createForSeries(m, ModuleSetting, input, (s) => ({ seriesCode: s.seriesCode, moduleType: input.moduleType }), by);
      return only(await this.views([row], m));
    });
  }

  async update(id: string, input: UpdateModuleSetting, { userCode: by }: Caller): Promise<ModuleSettingView> {
    return only(await this.views([await updateVersioned(this.ds.manager, ModuleSetting, id, input.version, { enabled: input.enabled, remark: input.remark, updatedBy: by })]));
  }

  async remove(id: string): Promise<void> {
    await this.ds.transaction((m) => removeUnlessUsed(m, ModuleSetting, id, () => []));
  }
}

type CreateCommercialInfo = z.infer<typeof createCommercialInfoSchema>;
type UpdateCommercialInfo = z.infer<typeof updateCommercialInfoSchema>;

/** Commercial information (/CommercialInformation): per model and market. */
@Injectable()
export class CommercialInfoService implements CrudBook<CommercialInfoQuery, CreateCommercialInfo, UpdateCommercialInfo, CommercialInfoView> {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async list(query: CommercialInfoQuery): Promise<PageResult<CommercialInfoView>> {
    const qb = whereEqual(this.ds.getRepository(CommercialInfo).createQueryBuilder('t'), pick(query, ['brandCode', 'seriesCode', 'modelCode', 'market']));
    // Launch dates are 'YYYY-MM-DD' text: whole days compare as text.
    if (query.startTime) qb.andWhere('t.launchDate >= :from', { from: query.startTime.toISOString().slice(0, 10) });
    if (query.endTime) qb.andWhere('t.launchDate <= :to', { to: query.endTime.toISOString().slice(0, 10) });
    whereKeyword(qb, query.keyword, ['salesName']);
    const [rows, total] = await pageOf(qb.orderBy('t.modelCode', 'ASC').addOrderBy('t.market', 'ASC'), query);
    return { list: await this.views(rows), total };
  }

  private async views(rows: CommercialInfo[], manager: EntityManager = this.ds.manager): Promise<CommercialInfoView[]> {
    const names = await namesByCode(manager, Model, 'modelCode', 'modelName', rows.map((r) => r.modelCode));
    return rows.map((row) => ({
      ...versionedMeta(row),
      ...pick(row, ['brandCode', 'seriesCode', 'modelCode', 'market', 'salesName', 'launchDate', 'priceMin', 'priceMax', 'currency']),
      modelName: names.get(row.modelCode) ?? null,
    }));
  }

  async create(input: CreateCommercialInfo, { userCode: by }: Caller): Promise<CommercialInfoView> {
    return this.ds.transaction(async (m) => {
      const model = await modelOf(m, input.modelCode);
      if (await m.existsBy(CommercialInfo, { modelCode: model.modelCode, market: input.market })) throw duplicateError();
      const row = await insertUnique(m, CommercialInfo, { ...input, brandCode: model.brandCode, seriesCode: model.seriesCode, createdBy: by, updatedBy: by });
      return only(await this.views([row], m));
    });
  }

  async update(id: string, input: UpdateCommercialInfo, { userCode: by }: Caller): Promise<CommercialInfoView> {
    const { version, ...fields } = input;
    return only(await this.views([await updateVersioned(this.ds.manager, CommercialInfo, id, version, { ...fields, updatedBy: by })]));
  }

  async remove(id: string): Promise<void> {
    await this.ds.transaction((m) => removeUnlessUsed(m, CommercialInfo, id, () => []));
  }
}
