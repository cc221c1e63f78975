import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type PageResult,
  pageResultSchema,
  type SeriesByBrandQuery,
  seriesByBrandQuerySchema,
  seriesDirectoriesResource,
  type SeriesFilter,
  seriesFilterSchema,
  seriesGetSchema,
  type SeriesOption,
  seriesOptionSchema,
  type SeriesRef,
  seriesResource,
  VEHICLE_SERIES_GET,
} from '@tis/contracts';
import { Authenticated, Endpoint, resourceController, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { callerOf } from '../common/state.controller.js';
import { SeriesDirectoryService } from './series-directory.service.js';
import { SeriesService } from './series.service.js';

/** Series (/vehicleSeries and /EPCSeries share the data). */
export const SeriesController = resourceController(seriesResource, SeriesService);

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
    return this.series.seriesFilter(body, callerOf(req));
  }

  /** Service call: the series with these codes, regardless of case (documents keep the series they name). */
  @MessagePattern(VEHICLE_SERIES_GET)
  byCodes(@Payload() data: unknown): Promise<SeriesRef[]> {
    return this.series.refs(seriesGetSchema.parse(data).seriesCodes);
  }
}

/** The EPC directory of a series (one per series). */
export const SeriesDirectoryController = resourceController(seriesDirectoriesResource, SeriesDirectoryService);
