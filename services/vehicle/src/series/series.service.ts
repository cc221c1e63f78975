import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  type Language,
  type PageResult,
  type RowOf,
  type SeriesFilter,
  type SeriesOption,
  type SeriesQuery,
  type SeriesRef,
  seriesResource,
  VEHICLE_DROPDOWN_LIMITS,
} from '@tis/contracts';
import { DATA_SOURCE, type Reference, sameCode, VersionedCrudService } from '@tis/nest';
import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { Brand } from '../brand/brand.entity.js';
import { Classification, TOP_LEVEL } from '../classification/classification.entity.js';
import type { Caller } from '../common/state.controller.js';
import { brandOf } from '../common/references.js';
import { brandScope, isOemUser, localizedNamesByCode, namesByCode, pageOf, pick, whereAnyOf, whereEqual, whereKeyword } from '../common/vehicle.common.js';
import { Model } from '../model/model.entity.js';
import { CarType, Energy } from '../reference/reference.entities.js';
import { ModuleSetting, SeriesSetting } from '../settings/settings.entities.js';
import { Vehicle } from '../vehicle/vehicle.entity.js';
import { Series, SeriesDirectory } from './series.entity.js';

type SeriesResource = typeof seriesResource;

/** The Series filter (spec section 2) and keyword; `brands` limits to these brands (null: no limit). */
export type SeriesConditions = Partial<Pick<SeriesQuery, 'brandCode' | 'afterSaleType' | 'subSaleType' | 'energyType' | 'seriesCode' | 'state' | 'carType' | 'historyState' | 'visible' | 'keyword'>> & {
  brands?: string[] | null;
};

const EXACT = ['brandCode', 'afterSaleType', 'subSaleType', 'energyType', 'seriesCode', 'state', 'carType', 'historyState', 'visible'] as const;

export function seriesOption(row: Series): SeriesOption {
  return pick(row, ['brandCode', 'seriesCode', 'seriesName', 'epcName', 'afterSaleType', 'subSaleType', 'energyType', 'carType', 'state', 'historyState', 'visible']);
}

/**
 * Series (/vehicleSeries, /EPCSeries) on the resource kit, and the series lookups of every filter
 * (spec section 7). What is unusual: the brand of a new series must exist, the classifications,
 * energy and car type it names must fit, a row names its brand, classifications, energy and car
 * type in the caller's language and says whether it has its EPC directory.
 */
@Injectable()
export class SeriesService extends VersionedCrudService<Series, SeriesResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, Series, seriesResource);
  }

  /**
   * The series matching the conditions, by brand and code: every condition is an indexed column,
   * and the order follows idx_vehicle_series_brand (brand_code, series_code).
   */
  query(conditions: SeriesConditions, manager: EntityManager = this.ds.manager): SelectQueryBuilder<Series> {
    const qb = whereEqual(manager.getRepository(Series).createQueryBuilder('s'), pick(conditions, EXACT));
    whereAnyOf(qb, 'brandCode', conditions.brands);
    whereKeyword(qb, conditions.keyword, ['seriesCode', 'seriesName']);
    return qb.orderBy('s.brandCode', 'ASC').addOrderBy('s.seriesCode', 'ASC');
  }

  /** The series with these codes regardless of case (service call `vehicle.series.get`). */
  async refs(seriesCodes: readonly string[]): Promise<SeriesRef[]> {
    const rows = await this.ds.getRepository(Series).find({
      select: { seriesCode: true, seriesName: true, brandCode: true },
      where: [...new Set(seriesCodes)].map((code) => ({ seriesCode: sameCode(code) })),
    });
    return rows.map((r) => ({ seriesCode: r.seriesCode, seriesName: r.seriesName, brandCode: r.brandCode }));
  }

  /** `GET series list by brandCode`: the series of a brand (or all) the user may see, at most 999. */
  async byBrand(brandCode: string | undefined, { user }: Caller): Promise<SeriesOption[]> {
    const conditions: SeriesConditions = { brandCode, brands: brandScope(user, 0) };
    if (!isOemUser(user)) conditions.visible = 1;
    const rows = await this.query(conditions).take(VEHICLE_DROPDOWN_LIMITS.series).getMany();
    return rows.map(seriesOption);
  }

  /**
   * `POST series filter`: the Series filter, paged up to 999. With `roleCheck` 1 the series of the
   * user's brands only; service outlets and public users see visible series of their brands only.
   */
  async seriesFilter(filter: SeriesFilter, { user }: Caller): Promise<PageResult<SeriesOption>> {
    const { roleCheck, ...conditions } = filter;
    const where: SeriesConditions = { ...conditions, brands: brandScope(user, roleCheck) };
    if (!isOemUser(user)) where.visible = 1;
    const [rows, total] = await pageOf(this.query(where), filter);
    return { list: rows.map(seriesOption), total };
  }

  /** Rows with the names they refer to: one look-up per referenced table, coded texts in `lang` (another where a code has none in it). */
  protected override async toRows(rows: Series[], manager: EntityManager, lang: Language): Promise<RowOf<SeriesResource>[]> {
    const [brands, classifications, energies, carTypes, directories] = await Promise.all([
      namesByCode(manager, Brand, 'brandCode', 'brandName', rows.map((r) => r.brandCode)),
      localizedNamesByCode(manager, Classification, 'classificationCode', 'classificationName', rows.flatMap((r) => [r.afterSaleType, r.subSaleType]), lang),
      localizedNamesByCode(manager, Energy, 'energyCode', 'name', rows.map((r) => r.energyType), lang),
      localizedNamesByCode(manager, CarType, 'cartypeCode', 'cartypeName', rows.map((r) => r.carType), lang),
      namesByCode(manager, SeriesDirectory, 'seriesCode', 'directoryCode', rows.map((r) => r.seriesCode)),
    ]);
    const nameOf = (names: Map<string, string>, code: string | null) => (code === null ? null : (names.get(code) ?? null));
    return rows.map((row) =>
      Object.assign(this.toRow(row), {
        brandName: nameOf(brands, row.brandCode),
        afterSaleTypeName: nameOf(classifications, row.afterSaleType),
        subSaleTypeName: nameOf(classifications, row.subSaleType),
        energyName: nameOf(energies, row.energyType),
        carTypeName: nameOf(carTypes, row.carType),
        hasDirectory: directories.has(row.seriesCode),
      }),
    );
  }

  /**
   * A new series' brand exists; the after-sale type is top-level, the sub-sale type below it;
   * energy and car type exist.
   */
  protected override async check(m: EntityManager, values: Record<string, unknown>, current: Series | null): Promise<void> {
    if (current === null) await brandOf(m, String(values.brandCode));
    const { afterSaleType, subSaleType, energyType, carType } = values as Pick<Series, 'afterSaleType' | 'subSaleType' | 'energyType' | 'carType'>;
    // What an update leaves as the row has it was checked when it was saved.
    const kept = (field: 'afterSaleType' | 'subSaleType' | 'energyType' | 'carType') => current !== null && current[field] === values[field];
    if (!kept('afterSaleType') || !kept('subSaleType')) {
      const codes = [afterSaleType, ...(subSaleType === null ? [] : [subSaleType])];
      const found = new Map((await m.findBy(Classification, { classificationCode: In(codes) })).map((c) => [c.classificationCode, c]));
      const afterSale = found.get(afterSaleType);
      if (!afterSale) throw businessError('vehicle.classificationNotFound', { code: afterSaleType });
      if (afterSale.parentCode !== TOP_LEVEL) throw businessError('vehicle.afterSaleTypeWrong');
      if (subSaleType !== null) {
        const subSale = found.get(subSaleType);
        if (!subSale) throw businessError('vehicle.classificationNotFound', { code: subSaleType });
        if (subSale.parentCode !== afterSaleType) throw businessError('vehicle.subSaleTypeWrong');
      }
    }
    if (energyType !== null && !kept('energyType') && !(await m.existsBy(Energy, { energyCode: energyType }))) throw businessError('vehicle.energyNotFound', { code: energyType });
    if (carType !== null && !kept('carType') && !(await m.existsBy(CarType, { cartypeCode: carType }))) throw businessError('vehicle.carTypeNotFound', { code: carType });
  }

  /** 409003 while models, vehicles, its directory or its settings refer to it. */
  protected override references({ seriesCode }: Series): readonly Reference[] {
    return [
      [Model, { seriesCode }],
      [Vehicle, { seriesCode }],
      [SeriesDirectory, { seriesCode }],
      [SeriesSetting, { seriesCode }],
      [ModuleSetting, { seriesCode }],
    ];
  }
}
