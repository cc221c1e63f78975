import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  type ClassificationOption,
  type ClassificationQuery,
  type ClassificationView,
  type createClassificationSchema,
  type updateClassificationSchema,
  VEHICLE_DROPDOWN_LIMITS,
} from '@tis/contracts';
import { DATA_SOURCE, versionedMeta } from '@tis/nest';
import { type DataSource, type EntityManager, Not } from 'typeorm';
import type { z } from 'zod';
import { type LocalizedBook, LocalizedCodeService } from '../common/localized-code.service.js';
import { distinct, inLanguage, localizedNamesByCode, whereEqual } from '../common/vehicle.common.js';
import { Series } from '../series/series.entity.js';
import { Classification, TOP_LEVEL } from './classification.entity.js';

type Create = z.infer<typeof createClassificationSchema>;
type Update = z.infer<typeof updateClassificationSchema>;

function option(row: Classification): ClassificationOption {
  const top = row.parentCode === TOP_LEVEL;
  return { classificationCode: row.classificationCode, classificationName: row.classificationName, level: top ? 'afterSale' : 'subSale', parentCode: top ? null : row.parentCode };
}

/** Rows with their parents' names, in each row's language (another where the parent has none in it). */
async function views(rows: Classification[], manager: EntityManager): Promise<ClassificationView[]> {
  const parentsIn = new Map<string, Map<string, string>>();
  for (const lang of distinct(rows.map((r) => r.langCode))) {
    const codes = rows.filter((r) => r.langCode === lang).map((r) => r.parentCode);
    parentsIn.set(lang, await localizedNamesByCode(manager, Classification, 'classificationCode', 'classificationName', codes, lang));
  }
  return rows.map((row) => {
    const base = option(row);
    const parentName = base.parentCode === null ? null : (parentsIn.get(row.langCode)?.get(base.parentCode) ?? null);
    return { ...versionedMeta(row), ...base, langCode: row.langCode, parentName, sortNo: row.sortNo };
  });
}

/**
 * A new language of an existing code keeps the code's parent and sort number; a new code's parent
 * must be an after-sale type (two levels only).
 */
async function prepare(m: EntityManager, input: Create, others: Classification[]): Promise<Partial<Classification>> {
  const parentCode = input.parentCode ?? TOP_LEVEL;
  const [sibling] = others;
  if (sibling) {
    if (sibling.parentCode.toLowerCase() !== parentCode.toLowerCase()) throw businessError('vehicle.classificationParentOfCode', { code: sibling.classificationCode });
    return { parentCode: sibling.parentCode, sortNo: sibling.sortNo };
  }
  if (parentCode !== TOP_LEVEL) {
    const parent = await m.findOneBy(Classification, { classificationCode: parentCode });
    if (!parent) throw businessError('vehicle.classificationNotFound', { code: parentCode });
    if (parent.parentCode !== TOP_LEVEL) throw businessError('vehicle.classificationParentWrong');
  }
  return { parentCode, sortNo: input.sortNo };
}

const CLASSIFICATIONS: LocalizedBook<Classification, Create, ClassificationQuery, ClassificationView> = {
  entity: Classification,
  code: 'classificationCode',
  name: 'classificationName',
  usedBy: (code) => [
    [Classification, { parentCode: code }],
    [Series, { afterSaleType: code }],
    [Series, { subSaleType: code }],
  ],
  views,
  filter: (qb, query) => {
    if (query.level === 'afterSale') qb.andWhere('t.parentCode = :top', { top: TOP_LEVEL });
    if (query.level === 'subSale') qb.andWhere('t.parentCode <> :top', { top: TOP_LEVEL });
    whereEqual(qb, { parentCode: query.parentCode });
  },
  order: ['parentCode', 'sortNo', 'classificationCode'],
  prepare,
  // The sort number is the code's: its other languages follow.
  changed: async (m, row, by) => {
    await m.update(Classification, { classificationCode: row.classificationCode, id: Not(row.id), sortNo: Not(row.sortNo) }, { sortNo: row.sortNo, updatedBy: by });
  },
};

/**
 * Vehicle classifications (/vehicleClassificationSettings): after-sale types and their sub-sale
 * types, one row per code and language (409003 for the last language of a code that has sub-sale
 * types or that series name).
 */
@Injectable()
export class ClassificationService extends LocalizedCodeService<Classification, Create, Update, ClassificationView, ClassificationQuery> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, CLASSIFICATIONS);
  }

  /** Every classification once for the after-sale and sub-sale dropdowns of the Series filter, named in `lang` (or another language it has). */
  async options(lang: string): Promise<ClassificationOption[]> {
    // Master data: a few dozen codes in a few languages.
    const rows = await this.ds.getRepository(Classification).find({ order: { parentCode: 'ASC', sortNo: 'ASC', classificationCode: 'ASC' } });
    return inLanguage(rows, (r) => r.classificationCode, lang).slice(0, VEHICLE_DROPDOWN_LIMITS.classification).map(option);
  }
}
