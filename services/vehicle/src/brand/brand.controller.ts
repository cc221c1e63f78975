import { Controller, Get, Inject } from '@nestjs/common';
import { type BrandOption, brandOptionSchema, brandQuerySchema, brandSchema, createBrandSchema, updateBrandSchema } from '@tis/contracts';
import { Authenticated, Endpoint } from '@tis/nest';
import { z } from 'zod';
import { crudController } from '../common/crud.controller.js';
import { BrandService } from './brand.service.js';

/** Brands (/vehicleBrand). */
export const BrandController = crudController({
  name: 'BrandController',
  path: 'vehicleService/brand',
  pages: ['vehicleBrand'],
  book: BrandService,
  query: brandQuerySchema,
  view: brandSchema,
  create: createBrandSchema,
  update: updateBrandSchema,
  listSummary: 'Brands in display order (paged; keyword matches code or name; brandType filter)',
  noun: 'a brand',
  inUseWhen: 'while it has series',
});

/** The brand list every filter uses (spec section 7). */
@Controller('vehicleService/brand')
export class BrandLookupController {
  constructor(@Inject(BrandService) private readonly brands: BrandService) {}

  @Get('options')
  @Authenticated()
  @Endpoint({ summary: 'Brand list: every brand for the filters, in display order (at most 999)', response: z.array(brandOptionSchema) })
  options(): Promise<BrandOption[]> {
    return this.brands.options();
  }
}
