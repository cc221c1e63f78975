import { Inject, Injectable } from '@nestjs/common';
import { brandsResource } from '@tis/contracts';
import { DATA_SOURCE, type Reference, VersionedCrudService } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { Series } from '../series/series.entity.js';
import { Brand } from './brand.entity.js';

/** Brands (/vehicleBrand), the sister-brand tags and the group tag; `options` is every filter's brand list (spec section 7). */
@Injectable()
export class BrandService extends VersionedCrudService<Brand, typeof brandsResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, Brand, brandsResource);
  }

  /** 409003 while a series belongs to the brand. */
  protected override references(brand: Brand): readonly Reference[] {
    return [[Series, { brandCode: brand.brandCode }]];
  }
}
