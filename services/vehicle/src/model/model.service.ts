import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  type Flag,
  MODEL_VISIBILITY,
  type ModelOption,
  type ModelOptionsQuery,
  type ModelQuery,
  type ModelRef,
  modelsResource,
  type ModelView,
  type ModelVisibility,
  type PageResult,
  PUBLISH_STATE,
  type RowOf,
} from '@tis/contracts';
import { containsPattern, DATA_SOURCE, LIKE_ESCAPE, prefixPattern, type Reference, sameCode, updateVersioned, VersionedCrudService } from '@tis/nest';
import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { Brand } from '../brand/brand.entity.js';
import type { Caller, Switchable } from '../common/state.controller.js';
import { seriesOf as findSeries } from '../common/references.js';
import { brandScope, distinct, isOemUser, namesByCode, pageOf, pick, rowById, whereAnyOf, whereEqual, whereKeyword } from '../common/vehicle.common.js';
import { Kind } from '../reference/reference.entities.js';
import { Series } from '../series/series.entity.js';
import { CommercialInfo } from '../settings/settings.entities.js';
import { Vehicle } from '../vehicle/vehicle.entity.js';
import { Model, ModelConfig } from './model.entity.js';

type Models = typeof modelsResource;

/** The Model filter (spec section 2) and the rest of the list filters; `brands` limits to these brands (null: no limit). */
export type ModelConditions = Partial<Omit<ModelQuery, 'pageNo' | 'pageSize'>> & { brands?: string[] | null };

const DAY_MS = 86_400_000;
const EXACT = ['brandCode', 'seriesCode', 'pubState', 'visible', 'state', 'kindCode'] as const;

function option(row: Model): ModelOption {
  return pick(row, ['modelCode', 'modelName', 'brandCode', 'seriesCode', 'state']);
}

/**
 * Models (/vehicleModel, /EpcModel) on the resource kit: publish state, visibility and state (spec
 * section 4), and the model lookup of every dropdown (spec section 7). What is unusual: a new model
 * takes its series' brand and is unpublished (visibility pending unless given), its series and kind
 * must exist, the list is the Model filter, a row names its brand, series and the series' after-sale
 * type, and the model is in use while configurations, vehicles or commercial information name it.
 */
@Injectable()
export class ModelService extends VersionedCrudService<Model, Models> implements Switchable<ModelView> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, Model, modelsResource);
  }

  /**
   * The models matching the conditions, by code. Each filter is an indexed column; a series or
   * brand filter reads idx_vehicle_model_series / idx_vehicle_model_brand (code, model_code) in
   * order. The after-sale type is the series': a subquery on its index.
   */
  query(c: ModelConditions, manager: EntityManager = this.ds.manager): SelectQueryBuilder<Model> {
    const qb = manager.getRepository(Model).createQueryBuilder('m');
    whereModel(qb, c);
    whereKeyword(qb, c.keyword, ['modelCode', 'modelName']);
    return qb.orderBy('m.modelCode', 'ASC');
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
   * the visible, published models of their brands only. (Not `options`: that is the kit's.)
   */
  async modelOptions(query: ModelOptionsQuery, { user }: Caller): Promise<PageResult<ModelOption>> {
    const conditions: ModelConditions = { ...query, brands: brandScope(user, 0) };
    if (!isOemUser(user)) {
      conditions.visible = MODEL_VISIBILITY.visible;
      conditions.pubState = PUBLISH_STATE.published;
    }
    const [rows, total] = await pageOf(this.query(conditions), query);
    return { list: rows.map(option), total };
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

  /** The Model filter instead of the kit's equality on every filter field (the keyword is the kit's). */
  protected override filter(qb: SelectQueryBuilder<Model>, query: ModelQuery): void {
    whereModel(qb, query);
  }

  /** A new model's series exists (the model takes its brand and is unpublished); the kind, when given, exists. */
  protected override async check(manager: EntityManager, values: Record<string, unknown>, current: Model | null): Promise<void> {
    const kindCode = values.kindCode as string | null | undefined;
    if (kindCode && !(await manager.existsBy(Kind, { kindCode }))) throw businessError('vehicle.kindNotFound', { code: kindCode });
    if (current !== null) return;
    const series = await findSeries(manager, String(values.seriesCode));
    Object.assign(values, { seriesCode: series.seriesCode, brandCode: series.brandCode, pubState: PUBLISH_STATE.unpublished });
  }

  /** 409003 while configurations, vehicles or commercial information refer to it. */
  protected override references({ modelCode }: Model): readonly Reference[] {
    return [
      [ModelConfig, { modelCode }],
      [Vehicle, { modelCode }],
      [CommercialInfo, { modelCode }],
    ];
  }

  /** Rows with the names of their brand and series and the series' after-sale type. */
  protected override async toRows(rows: Model[], manager: EntityManager): Promise<RowOf<Models>[]> {
    const seriesCodes = distinct(rows.map((r) => r.seriesCode));
    const [brands, series] = await Promise.all([
      namesByCode(manager, Brand, 'brandCode', 'brandName', rows.map((r) => r.brandCode)),
      seriesCodes.length
        ? manager.find(Series, { select: { seriesCode: true, seriesName: true, afterSaleType: true }, where: { seriesCode: In(seriesCodes) } })
        : [],
    ]);
    const seriesOf = new Map(series.map((s) => [s.seriesCode, s]));
    return rows.map((row) =>
      Object.assign(this.toRow(row), {
        brandName: brands.get(row.brandCode) ?? null,
        seriesName: seriesOf.get(row.seriesCode)?.seriesName ?? null,
        afterSaleType: seriesOf.get(row.seriesCode)?.afterSaleType ?? null,
        createdAt: new Date(row.createdAt).toISOString(),
      }),
    );
  }

  private change(id: string, version: number, { userCode: by }: Caller, changes: (row: Model) => Partial<Model>): Promise<ModelView> {
    return this.ds.transaction(async (m) => {
      const row = await rowById(m, Model, id);
      const updated = await updateVersioned(m, Model, id, version, { ...changes(row), updatedBy: by });
      const [view] = await this.toRows([updated], m);
      if (!view) throw new Error('toRows answered no row');
      return view;
    });
  }
}

/**
 * The Model filter on `qb` (any alias): exact brand, series, publish state, visibility, state and
 * kind; the series' after-sale type; the brands and model codes given; the start of the model code,
 * part of its name; created on or after the start day and on or before the end day.
 */
function whereModel(qb: SelectQueryBuilder<Model>, c: ModelConditions): void {
  const m = qb.alias;
  whereEqual(qb, pick(c, EXACT));
  if (c.afterSaleType) {
    const series = qb.subQuery().select('s.seriesCode').from(Series, 's').where('s.afterSaleType = :afterSaleType').getQuery();
    qb.andWhere(`${m}.seriesCode IN ${series}`, { afterSaleType: c.afterSaleType });
  }
  whereAnyOf(qb, 'brandCode', c.brands);
  whereAnyOf(qb, 'modelCode', c.modelCodes);
  if (c.modelCode) qb.andWhere(`${m}.modelCode LIKE :modelCode ${LIKE_ESCAPE}`, { modelCode: prefixPattern(c.modelCode) });
  if (c.modelName) qb.andWhere(`${m}.modelName LIKE :modelName ${LIKE_ESCAPE}`, { modelName: containsPattern(c.modelName) });
  if (c.startTime) qb.andWhere(`${m}.createdAt >= :from`, { from: c.startTime });
  if (c.endTime) qb.andWhere(`${m}.createdAt < :to`, { to: new Date(c.endTime.getTime() + DAY_MS) });
}
