import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  type ClassificationOption,
  type ClassificationQuery,
  type ClassificationView,
  type createClassificationSchema,
  type PageResult,
  type updateClassificationSchema,
  VEHICLE_DROPDOWN_LIMITS,
} from '@tis/contracts';
import { DATA_SOURCE, versionedMeta } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { Caller, CrudBook } from '../common/crud.controller.js';
import { duplicateError, insertUnique, namesByCode, only, pageOf, removeUnlessUsed, updateVersioned, whereEqual, whereKeyword } from '../common/vehicle.common.js';
import { Series } from '../series/series.entity.js';
import { Classification, TOP_LEVEL } from './classification.entity.js';

type Create = z.infer<typeof createClassificationSchema>;
type Update = z.infer<typeof updateClassificationSchema>;

function option(row: Classification): ClassificationOption {
  const top = row.parentCode === TOP_LEVEL;
  return { classificationCode: row.classificationCode, classificationName: row.classificationName, level: top ? 'afterSale' : 'subSale', parentCode: top ? null : row.parentCode };
}

/** Vehicle classifications (/vehicleClassificationSettings): after-sale types and their sub-sale types. */
@Injectable()
export class ClassificationService implements CrudBook<ClassificationQuery, Create, Update, ClassificationView> {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async list(query: ClassificationQuery): Promise<PageResult<ClassificationView>> {
    const qb = this.ds.getRepository(Classification).createQueryBuilder('c');
    if (query.level === 'afterSale') qb.andWhere('c.parentCode = :top', { top: TOP_LEVEL });
    if (query.level === 'subSale') qb.andWhere('c.parentCode <> :top', { top: TOP_LEVEL });
    whereEqual(qb, { parentCode: query.parentCode });
    whereKeyword(qb, query.keyword, ['classificationCode', 'classificationName']);
    qb.orderBy('c.parentCode', 'ASC').addOrderBy('c.sortNo', 'ASC').addOrderBy('c.classificationCode', 'ASC');
    const [rows, total] = await pageOf(qb, query);
    return { list: await this.views(rows), total };
  }

  /** Every classification for the after-sale and sub-sale dropdowns of the Series filter. */
  async options(): Promise<ClassificationOption[]> {
    const rows = await this.ds.getRepository(Classification).find({
      order: { parentCode: 'ASC', sortNo: 'ASC', classificationCode: 'ASC' },
      take: VEHICLE_DROPDOWN_LIMITS.classification,
    });
    return rows.map(option);
  }

  private async views(rows: Classification[], manager: EntityManager = this.ds.manager): Promise<ClassificationView[]> {
    const parents = await namesByCode(manager, Classification, 'classificationCode', 'classificationName', rows.map((r) => r.parentCode));
    return rows.map((row) => {
      const base = option(row);
      return { ...versionedMeta(row), ...base, parentName: base.parentCode === null ? null : (parents.get(base.parentCode) ?? null), sortNo: row.sortNo };
    });
  }

  async create(input: Create, { userCode: by }: Caller): Promise<ClassificationView> {
    return this.ds.transaction(async (m) => {
      if (await m.existsBy(Classification, { classificationCode: input.classificationCode })) throw duplicateError();
      if (input.parentCode !== null) {
        const parent = await m.findOneBy(Classification, { classificationCode: input.parentCode });
        if (!parent) throw businessError('vehicle.classificationNotFound', { code: input.parentCode });
        if (parent.parentCode !== TOP_LEVEL) throw businessError('vehicle.classificationParentWrong');
      }
      const row = await insertUnique(m, Classification, { ...input, parentCode: input.parentCode ?? TOP_LEVEL, createdBy: by, updatedBy: by });
      return only(await this.views([row], m));
    });
  }

  async update(id: string, input: Update, { userCode: by }: Caller): Promise<ClassificationView> {
    const { version, ...fields } = input;
    const row = await updateVersioned(this.ds.manager, Classification, id, version, { ...fields, updatedBy: by });
    return only(await this.views([row]));
  }

  /** 409003 while it has sub-sale types or a series names it. */
  async remove(id: string): Promise<void> {
    await this.ds.transaction((m) =>
      removeUnlessUsed(m, Classification, id, (c) => [
        [Classification, { parentCode: c.classificationCode }],
        [Series, { afterSaleType: c.classificationCode }],
        [Series, { subSaleType: c.classificationCode }],
      ]),
    );
  }
}
