import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  type createModelSchema,
  type Flag,
  MODEL_VISIBILITY,
  type ModelOption,
  type ModelOptionsQuery,
  type ModelQuery,
  type ModelRef,
  type ModelView,
  type ModelVisibility,
  type PageResult,
  PUBLISH_STATE,
  type updateModelSchema,
} from '@tis/contracts';
import { containsPattern, DATA_SOURCE, LIKE_ESCAPE, prefixPattern, sameCode, versionedMeta } from '@tis/nest';
import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import { Brand } from '../brand/brand.entity.js';
import type { Caller, CrudBook } from '../common/crud.controller.js';
import { seriesOf as findSeries } from '../common/references.js';
import {
  brandScope,
  distinct,
  duplicateError,
  insertUnique,
  isOemUser,
  namesByCode,
  only,
  pageOf,
  pick,
  removeUnlessUsed,
  rowById,
  updateVersioned,
  whereAnyOf,
  whereEqual,
  whereKeyword,
} from '../common/vehicle.common.js';
import { Kind } from '../reference/reference.entities.js';
import { Series } from '../series/series.entity.js';
import { CommercialInfo } from '../settings/settings.entities.js';
import { Vehicle } from '../vehicle/vehicle.entity.js';
import { Model, ModelConfig } from './model.entity.js';

type Create = z.infer<typeof createModelSchema>;
type Update = z.infer<typeof updateModelSchema>;

/** The Model filter (spec section 2) and the rest of the list filters; `brands` limits to these brands (null: no limit). */
export type ModelConditions = Partial<Omit<ModelQuery, 'pageNo' | 'pageSize'>> & { brands?: string[] | null };

const DAY_MS = 86_400_000;
const EXACT = ['brandCode', 'seriesCode', 'pubState', 'visible', 'state', 'kindCode'] as const;

function option(row: Model): ModelOption {
  return pick(row, ['modelCode', 'modelName', 'brandCode', 'seriesCode', 'state']);
}

/** Models (/vehicleModel, /EpcModel): publish state, visibility and state (spec section 4). */
@Injectable()
export class ModelService implements CrudBook<ModelQuery, Create, Update, ModelView> {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /**
   * The models matching the conditions, by code. Each filter is an indexed column; a series or
   * brand filter reads idx_vehicle_model_series / idx_vehicle_model_brand (code, model_code) in
   * order. The after-sale type is the series': a subquery on its index.
   */
  query(c: ModelConditions, manager: EntityManager = this.ds.manager): SelectQueryBuilder<Model> {
    const qb = whereEqual(manager.getRepository(Model).createQueryBuilder('m'), pick(c, EXACT));
    if (c.afterSaleType) {
      const series = qb.subQuery().select('s.seriesCode').from(Series, 's').where('s.afterSaleType = :afterSaleType').getQuery();
      qb.andWhere(`m.seriesCode IN ${series}`, { afterSaleType: c.afterSaleType });
    }
    whereAnyOf(qb, 'brandCode', c.brands);
    whereAnyOf(qb, 'modelCode', c.modelCodes);
    if (c.modelCode) qb.andWhere(`m.modelCode LIKE :modelCode ${LIKE_ESCAPE}`, { modelCode: prefixPattern(c.modelCode) });
    if (c.modelName) qb.andWhere(`m.modelName LIKE :modelName ${LIKE_ESCAPE}`, { modelName: containsPattern(c.modelName) });
    if (c.startTime) qb.andWhere('m.createdAt >= :from', { from: c.startTime });
    if (c.endTime) qb.andWhere('m.createdAt < :to', { to: new Date(c.endTime.getTime() + DAY_MS) });
    whereKeyword(qb, c.keyword, ['modelCode', 'modelName']);
    return qb.orderBy('m.modelCode', 'ASC');
  }

  async list(query: ModelQuery): Promise<PageResult<ModelView>> {
    const [rows, total] = await pageOf(this.query(query), query);
    return { list: await this.views(rows), total };
  }

  /** Service call: the models with these codes, regardless of case, with their series and brand (documents keep the models they name). */
  async refs(modelCodes: readonly string[]): Promise<ModelRef[]> {
    const rows = await this.ds.getRepository(Model).find({
      select: { modelCode: true, modelName: true, seriesCode: true, brandCode: true },
      where: [...new Set(modelCodes)].map((code) => ({ modelCode: sameCode(code) })),
    });
    return rows.map((r) => ({ modelCode: r.modelCode, modelName: r.modelName, seriesCode: r.seriesCode, brandCode: r.brandCode }));
  }

  /**
   * `GET model list` (spec section 7: pageSize 1000, state 1). Service outlets and public users see
   * the visible, published models of their brands only.
   */
  async options(query: ModelOptionsQuery, { user }: Caller): Promise<PageResult<ModelOption>> {
    const conditions: ModelConditions = { ...query, brands: brandScope(user, 0) };
    if (!isOemUser(user)) {
      conditions.visible = MODEL_VISIBILITY.visible;
      conditions.pubState = PUBLISH_STATE.published;
    }
    const [rows, total] = await pageOf(this.query(conditions), query);
    return { list: rows.map(option), total };
  }

  private async views(rows: Model[], manager: EntityManager = this.ds.manager): Promise<ModelView[]> {
    const seriesCodes = distinct(rows.map((r) => r.seriesCode));
    const [brands, series] = await Promise.all([
      namesByCode(manager, Brand, 'brandCode', 'brandName', rows.map((r) => r.brandCode)),
      seriesCodes.length
        ? manager.find(Series, { select: { seriesCode: true, seriesName: true, afterSaleType: true }, where: { seriesCode: In(seriesCodes) } })
        : [],
    ]);
    const seriesOf = new Map(series.map((s) => [s.seriesCode, s]));
    return rows.map((row) => ({
      ...versionedMeta(row),
      ...option(row),
      brandName: brands.get(row.brandCode) ?? null,
      seriesName: seriesOf.get(row.seriesCode)?.seriesName ?? null,
      afterSaleType: seriesOf.get(row.seriesCode)?.afterSaleType ?? null,
      ...pick(row, ['kindCode', 'pubState', 'visible']),
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  }

  async create(input: Create, { userCode: by }: Caller): Promise<ModelView> {
    return this.ds.transaction(async (m) => {
      if (await m.existsBy(Model, { modelCode: sameCode(input.modelCode) })) throw duplicateError();
      const series = await findSeries(m, input.seriesCode);
      await this.assertKind(m, input.kindCode);
      const row = await insertUnique(m, Model, { ...input, brandCode: series.brandCode, pubState: PUBLISH_STATE.unpublished, createdBy: by, updatedBy: by });
      return only(await this.views([row], m));
    });
  }

  async update(id: string, input: Update, { userCode: by }: Caller): Promise<ModelView> {
    return this.ds.transaction(async (m) => {
      await this.assertKind(m, input.kindCode);
      const row = await updateVersioned(m, Model, id, input.version, { modelName: input.modelName, kindCode: input.kindCode, updatedBy: by });
      return only(await this.views([row], m));
    });
  }

  /** Enable (1) or disable (0) a model. */
  setState(id: string, state: Flag, version: number, caller: Caller): Promise<ModelView> {
    return this.change(id, version, caller, () => ({ state }));
  }

  setVisibility(id: string, visible: ModelVisibility, version: number, caller: Caller): Promise<ModelView> {
    return this.change(id, version, caller, () => ({ visible }));
  }

  /** An unpublished or cancelled model becomes published. */
  publish(id: string, version: number, caller: Caller): Promise<ModelView> {
    return this.change(id, version, caller, (row) => {
      if (row.pubState === PUBLISH_STATE.published) throw businessError('vehicle.alreadyPublished');
      return { pubState: PUBLISH_STATE.published };
    });
  }

  /** Only a published model can be cancelled (spec section 4). */
  cancelPublish(id: string, version: number, caller: Caller): Promise<ModelView> {
    return this.change(id, version, caller, (row) => {
      if (row.pubState !== PUBLISH_STATE.published) throw businessError('vehicle.cancelNeedsPublished');
      return { pubState: PUBLISH_STATE.cancelled };
    });
  }

  /** 409003 while configurations, vehicles or commercial information refer to it. */
  async remove(id: string): Promise<void> {
    await this.ds.transaction((m) =>
      removeUnlessUsed(m, Model, id, ({ modelCode }) => [
        [ModelConfig, { modelCode }],
        [Vehicle, { modelCode }],
        [CommercialInfo, { modelCode }],
      ]),
    );
  }

  private change(id: string, version: number, { userCode: by }: Caller, changes: (row: Model) => Partial<Model>): Promise<ModelView> {
    return this.ds.transaction(async (m) => {
      const row = await rowById(m, Model, id);
      const updated = await updateVersioned(m, Model, id, version, { ...changes(row), updatedBy: by });
      return only(await this.views([updated], m));
    });
  }

  private async assertKind(m: EntityManager, kindCode: string | null): Promise<void> {
    if (kindCode !== null && !(await m.existsBy(Kind, { kindCode }))) throw businessError('vehicle.kindNotFound', { code: kindCode });
  }
}
