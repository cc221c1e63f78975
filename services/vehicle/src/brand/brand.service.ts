import { Inject, Injectable } from '@nestjs/common';
import {
  type BrandOption,
  type BrandQuery,
  type BrandView,
  type createBrandSchema,
  type PageResult,
  type updateBrandSchema,
  VEHICLE_DROPDOWN_LIMITS,
} from '@tis/contracts';
import { DATA_SOURCE, sameCode, versionedMeta } from '@tis/nest';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { Caller, CrudBook } from '../common/crud.controller.js';
import { duplicateError, insertUnique, pageOf, removeUnlessUsed, updateVersioned, whereEqual, whereKeyword } from '../common/vehicle.common.js';
import { Series } from '../series/series.entity.js';
import { Brand } from './brand.entity.js';

function option(row: Brand): BrandOption {
  return { brandCode: row.brandCode, brandName: row.brandName, brandType: row.brandType, loginEntry: row.loginEntry, checkDigit: row.checkDigit };
}

function view(row: Brand): BrandView {
  return { ...versionedMeta(row), ...option(row), sortNo: row.sortNo };
}

/** Brands (/vehicleBrand), the sister-brand tags and the group tag. */
@Injectable()
export class BrandService implements CrudBook<BrandQuery, z.infer<typeof createBrandSchema>, z.infer<typeof updateBrandSchema>, BrandView> {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async list(query: BrandQuery): Promise<PageResult<BrandView>> {
    const qb = whereEqual(this.ds.getRepository(Brand).createQueryBuilder('b'), { brandType: query.brandType });
    whereKeyword(qb, query.keyword, ['brandCode', 'brandName']);
    const [rows, total] = await pageOf(qb.orderBy('b.sortNo', 'ASC').addOrderBy('b.brandCode', 'ASC'), query);
    return { list: rows.map(view), total };
  }

  /** `GET brand list` (spec section 7): every brand in display order, read with the option's columns only. */
  async options(): Promise<BrandOption[]> {
    const rows = await this.ds.getRepository(Brand).find({
      select: { brandCode: true, brandName: true, brandType: true, loginEntry: true, checkDigit: true },
      order: { sortNo: 'ASC', brandCode: 'ASC' },
      take: VEHICLE_DROPDOWN_LIMITS.brand,
    });
    return rows.map(option);
  }

  async create(input: z.infer<typeof createBrandSchema>, { userCode: by }: Caller): Promise<BrandView> {
    return this.ds.transaction(async (m) => {
      if (await m.existsBy(Brand, { brandCode: sameCode(input.brandCode) })) throw duplicateError();
      return view(await insertUnique(m, Brand, { ...input, createdBy: by, updatedBy: by }));
    });
  }

  async update(id: string, input: z.infer<typeof updateBrandSchema>, { userCode: by }: Caller): Promise<BrandView> {
    const { version, ...fields } = input;
    return view(await updateVersioned(this.ds.manager, Brand, id, version, { ...fields, updatedBy: by }));
  }

  /** 409003 while a series belongs to the brand. */
  async remove(id: string): Promise<void> {
    await this.ds.transaction((m) => removeUnlessUsed(m, Brand, id, (b) => [[Series, { brandCode: b.brandCode }]]));
  }
}
