import { Inject, Injectable } from '@nestjs/common';
import { businessError, type ClassificationOption, classificationsResource, type QueryOf, type RowOf, VEHICLE_DROPDOWN_LIMITS } from '@tis/contracts';
import { DATA_SOURCE, type Reference, type ResourceCaller, sameCode, VersionedCrudService } from '@tis/nest';
import { type DataSource, type EntityManager, Not, type SelectQueryBuilder } from 'typeorm';
import { distinct, inLanguage, localizedNamesByCode } from '../common/vehicle.common.js';
import { Series } from '../series/series.entity.js';
import { Classification, TOP_LEVEL } from './classification.entity.js';

type Descriptor = typeof classificationsResource;

function option(row: Classification): ClassificationOption {
  const top = row.parentCode === TOP_LEVEL;
  return { classificationCode: row.classificationCode, classificationName: row.classificationName, level: top ? 'afterSale' : 'subSale', parentCode: top ? null : row.parentCode };
}

/**
 * Vehicle classifications (/vehicleClassificationSettings): after-sale types and their sub-sale
 * types, one row per code and language (the descriptor's `languageField`). A new language of an
 * existing code takes its spelling, parent and sort number (a different parent is refused); a new
 * code's parent must be an after-sale type (two levels only); a changed sort number reaches the
 * code's other languages. 409003 for the last language of a code that has sub-sale types or that
 * series name.
 */
@Injectable()
export class ClassificationService extends VersionedCrudService<Classification, Descriptor> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, Classification, classificationsResource);
  }

  /** Every classification once for the after-sale and sub-sale dropdowns of the Series filter, named in `lang` (or another language it has). */
  async optionsIn(lang: string): Promise<ClassificationOption[]> {
    // Master data: a few dozen codes in a few languages.
    const rows = await this.ds.getRepository(Classification).find({ order: { parentCode: 'ASC', sortNo: 'ASC', classificationCode: 'ASC' } });
    return inLanguage(rows, (r) => r.classificationCode, lang).slice(0, VEHICLE_DROPDOWN_LIMITS.classification).map(option);
  }

  /** The level (after-sale: no parent; sub-sale: a parent), besides the language, parent and keyword. */
  protected override filter(qb: SelectQueryBuilder<Classification>, query: QueryOf<Descriptor>, caller: ResourceCaller): void {
    super.filter(qb, { ...query, level: undefined }, caller);
    if (query.level === 'afterSale') qb.andWhere(`${qb.alias}.parentCode = :top`, { top: TOP_LEVEL });
    if (query.level === 'subSale') qb.andWhere(`${qb.alias}.parentCode <> :top`, { top: TOP_LEVEL });
  }

  protected override async check(m: EntityManager, values: Record<string, unknown>, row: Classification | null): Promise<void> {
    if (row !== null) {
      // The sort number is the code's: its other languages follow.
      if (typeof values.sortNo === 'number' && values.sortNo !== row.sortNo) {
        await m.update(Classification, { classificationCode: row.classificationCode, id: Not(row.id) }, { sortNo: values.sortNo });
      }
      return;
    }
    const parentCode = typeof values.parentCode === 'string' ? values.parentCode : TOP_LEVEL;
    const sibling = await m.findOneBy(Classification, { classificationCode: sameCode(String(values.classificationCode)) });
    if (sibling) {
      if (sibling.parentCode.toLowerCase() !== parentCode.toLowerCase()) throw businessError('vehicle.classificationParentOfCode', { code: sibling.classificationCode });
      Object.assign(values, { classificationCode: sibling.classificationCode, parentCode: sibling.parentCode, sortNo: sibling.sortNo });
      return;
    }
    if (parentCode !== TOP_LEVEL) {
      const parent = await m.findOneBy(Classification, { classificationCode: parentCode });
      if (!parent) throw businessError('vehicle.classificationNotFound', { code: parentCode });
      if (parent.parentCode !== TOP_LEVEL) throw businessError('vehicle.classificationParentWrong');
    }
    values.parentCode = parentCode;
  }

  protected override async references(row: Classification, m: EntityManager): Promise<readonly Reference[]> {
    const code = row.classificationCode;
    // The code's other languages keep it alive: only its last row is guarded.
    if ((await m.countBy(Classification, { classificationCode: code })) > 1) return [];
    return [
      [Classification, { parentCode: code }],
      [Series, { afterSaleType: code }],
      [Series, { subSaleType: code }],
    ];
  }

  /** Rows with their level and their parents' names, in each row's language (another where the parent has none in it). */
  protected override async toRows(rows: Classification[], m: EntityManager): Promise<RowOf<Descriptor>[]> {
    const parentsIn = new Map<string, Map<string, string>>();
    for (const lang of distinct(rows.map((r) => r.langCode))) {
      const codes = rows.filter((r) => r.langCode === lang).map((r) => r.parentCode);
      parentsIn.set(lang, await localizedNamesByCode(m, Classification, 'classificationCode', 'classificationName', codes, lang));
    }
    return rows.map((row) => {
      const base = option(row);
      const parentName = base.parentCode === null ? null : (parentsIn.get(row.langCode)?.get(base.parentCode) ?? null);
      return Object.assign(this.toRow(row), base, { parentName });
    });
  }
}
