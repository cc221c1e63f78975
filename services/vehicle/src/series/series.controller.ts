import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type SeriesRef,
  seriesGetSchema,
  VEHICLE_SERIES_GET,
  createSeriesDirectorySchema,
  createSeriesSchema,
  type PageResult,
  pageResultSchema,
  type SeriesByBrandQuery,
  seriesByBrandQuerySchema,
  seriesDirectoryQuerySchema,
  seriesDirectorySchema,
  type SeriesFilter,
  seriesFilterSchema,
  type SeriesOption,
  seriesOptionSchema,
  seriesQuerySchema,
  seriesSchema,
  updateSeriesDirectorySchema,
  updateSeriesSchema,
} from '@tis/contracts';
import { Authenticated, Endpoint, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { callerOf, crudController } from '../common/crud.controller.js';
import { SeriesDirectoryService } from './series-directory.service.js';
import { SeriesService } from './series.service.js';

/** Series (/vehicleSeries and /EPCSeries share the data). */
export const SeriesController = crudController({
  name: 'SeriesController',
  path: 'vehicleService/series',
  pages: ['vehicleSeries', 'EPCSeries'],
  book: SeriesService,
  query: seriesQuerySchema,
  view: seriesSchema,
  create: createSeriesSchema,
  update: updateSeriesSchema,
  listSummary:
    'Series by brand and code (paged; the Series filter: brand, after-sale type, sub-sale type, energy type, series, state, car type, history state; visible; keyword: code or name)',
  noun: 'a series',
  inUseWhen: 'while models, vehicles, its directory or its settings refer to it',
});

/** The series lookups of every filter (spec section 7). */
@Controller('vehicleService/series')
export class SeriesLookupController {
  constructor(@Inject(SeriesService) private readonly series: SeriesService) {}

  @Get('options')
  @Authenticated()
  @Endpoint({
    summary: 'Series list by brandCode: the series the user may see (service outlets and public users: visible series of their brands), at most 999',
    query: seriesByBrandQuerySchema,
    response: z.array(seriesOptionSchema),
  })
  byBrand(@Req() req: TisRequest, @Query() query: SeriesByBrandQuery): Promise<SeriesOption[]> {
    return this.series.byBrand(query.brandCode, callerOf(req));
  }

  @Post('filter')
  @HttpCode(200)
  @Authenticated()
  @Endpoint({
    summary: 'Series filter: the Series filter fields, paged up to 999; roleCheck 1 limits the series to the brands of the user (ADR 0015)',
    body: seriesFilterSchema,
    response: pageResultSchema(seriesOptionSchema),
  })
  filter(@Req() req: TisRequest, @Body() body: SeriesFilter): Promise<PageResult<SeriesOption>> {
    return this.series.filter(body, callerOf(req));
  }

  /** Service call: the series with these codes, regardless of case (documents keep the series they name). */
  @MessagePattern(VEHICLE_SERIES_GET)
  byCodes(@Payload() data: unknown): Promise<SeriesRef[]> {
    return this.series.refs(seriesGetSchema.parse(data).seriesCodes);
  }
}

/** The EPC directory of a series (one per series). */
export const SeriesDirectoryController = crudController({
  name: 'SeriesDirectoryController',
  path: 'vehicleService/seriesDirectory',
  pages: ['EPCSeries', 'vehicleSeries'],
  book: SeriesDirectoryService,
  query: seriesDirectoryQuerySchema,
  view: seriesDirectorySchema,
  create: createSeriesDirectorySchema,
  update: updateSeriesDirectorySchema,
  listSummary: 'Series EPC directories by brand and series (paged; brandCode, seriesCode; keyword: directory code or name)',
  noun: 'the EPC directory of a series (409002 "series already has a directory" for a second one)',
});
