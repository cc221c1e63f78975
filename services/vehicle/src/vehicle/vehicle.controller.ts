import { Controller, Get, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  TisError,
  VEHICLE_IMPORT_FIELD,
  VEHICLE_IMPORT_MAX_BYTES,
  type VehicleExportQuery,
  vehicleExportQuerySchema,
  type VehicleImportResult,
  vehicleImportResultSchema,
  vehiclesResource,
  VEHICLE_VIN_GET,
  vinGetSchema,
  type VinInfo,
  vinInfoSchema,
  type VinQuery,
  vinQuerySchema,
  type VinRef,
  vinShieldsResource,
} from '@tis/contracts';
import { actorOf, Authenticated, Endpoint, firstFile, languageOf, readUpload, RequirePage, resourceController, ROOT_LOGGER, sendWorkbook, type TisRequest } from '@tis/nest';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { writeVehicleSheet } from './vehicle-excel.js';
import { VehicleService } from './vehicle.service.js';
import { VinShieldService } from './vin-shield.service.js';

/** The VIN registry (/vehicle): list, add, change, delete. */
export const VehicleController = resourceController(vehiclesResource, VehicleService);

/** The VIN query every screen uses, and the Excel import, export and template of the registry. */
@Controller('vehicleService/vehicle')
export class VehicleFileController {
  constructor(
    @Inject(VehicleService) private readonly vehicles: VehicleService,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  @Get('vin')
  @Authenticated()
  @Endpoint({ summary: 'VIN query: brand, series and model of a VIN (17 characters); an unknown VIN answers "VIN not found" (000001)', query: vinQuerySchema, response: vinInfoSchema })
  vin(@Query() query: VinQuery): Promise<VinInfo> {
    return this.vehicles.vinInfo(query.vin);
  }

  /** Service call: the brand and series of a VIN (null when it is not registered), as documents name them. */
  @MessagePattern(VEHICLE_VIN_GET)
  async vinRef(@Payload() data: unknown): Promise<VinRef | null> {
    const info = await this.vehicles.findVin(vinGetSchema.parse(data).vin);
    return info && { vin: info.vin, brandCode: info.brandCode, seriesCode: info.seriesCode, seriesName: info.seriesName, modelCode: info.modelCode };
  }

  @Post('import')
  @HttpCode(200)
  @RequirePage('vehicle')
  @Endpoint({
    summary: `Import vehicles from an Excel workbook (field "${VEHICLE_IMPORT_FIELD}", at most 10 MB, the template's columns; more than 50000 VINs are not processed). All rows or none`,
    bodyType: 'multipart/form-data',
    response: vehicleImportResultSchema,
  })
  async import(@Req() req: TisRequest): Promise<VehicleImportResult> {
    const file = await firstFile(req, VEHICLE_IMPORT_FIELD, VEHICLE_IMPORT_MAX_BYTES);
    if (!file) throw new TisError('validation', { detail: `${VEHICLE_IMPORT_FIELD}: validation.required` });
    return this.vehicles.import(await readUpload(file.stream, VEHICLE_IMPORT_MAX_BYTES), { by: actorOf(req), lang: languageOf(req), fileName: file.fileName });
  }

  @Get('export')
  @RequirePage('vehicle')
  @Endpoint({ summary: 'The vehicles of the list filters as an Excel workbook in the template columns (streamed)', query: vehicleExportQuerySchema })
  async export(@Query() query: VehicleExportQuery, @Res() reply: FastifyReply): Promise<void> {
    const name = `vehicles-${new Date().toISOString().slice(0, 10)}.xlsx`;
    await sendWorkbook(reply, name, (out) => writeVehicleSheet(out, this.vehicles.sheetRows(query)), this.logger);
  }

  @Get('template')
  @RequirePage('vehicle')
  @Endpoint({ summary: 'The import template: an Excel workbook with the column headers' })
  async template(@Res() reply: FastifyReply): Promise<void> {
    await sendWorkbook(reply, 'vehicle-import-template.xlsx', (out) => writeVehicleSheet(out, (async function* () {})()), this.logger);
  }
}

/** VINs shielded from the parts catalogue (/EpcVinDisabled). */
export const VinShieldController = resourceController(vinShieldsResource, VinShieldService);
