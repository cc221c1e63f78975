import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { brandsGetSchema, brandsResource, VEHICLE_BRANDS_GET } from '@tis/contracts';
import { DATA_SOURCE, resourceController, sameCode } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { Brand } from './brand.entity.js';
import { BrandService } from './brand.service.js';

/** Brands (/vehicleBrand) and the brand list every filter uses (`GET options`, spec section 7). */
export const BrandController = resourceController(brandsResource, BrandService);

/** Service call `vehicle.brands.get`: the brand codes that exist, as stored (regardless of case). */
@Controller()
export class BrandRefsController {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  @MessagePattern(VEHICLE_BRANDS_GET)
  async byCodes(@Payload() data: unknown): Promise<string[]> {
    const { brandCodes } = brandsGetSchema.parse(data);
    const rows = await this.ds.getRepository(Brand).find({ select: { brandCode: true }, where: brandCodes.map((code) => ({ brandCode: sameCode(code) })) });
    return rows.map((r) => r.brandCode);
  }
}
