import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import {
  commercialInfoQuerySchema,
  commercialInfoSchema,
  createCommercialInfoSchema,
  createModuleSettingSchema,
  createSeriesSettingSchema,
  DATA_SOURCE_MODULES,
  type DataSourceModule,
  type EnabledModulesQuery,
  enabledModulesQuerySchema,
  moduleSettingQuerySchema,
  moduleSettingSchema,
  seriesSettingQuerySchema,
  seriesSettingSchema,
  type ShownSeries,
  type ShownSeriesQuery,
  shownSeriesQuerySchema,
  shownSeriesSchema,
  updateCommercialInfoSchema,
  updateModuleSettingSchema,
  updateSeriesSettingSchema,
} from '@tis/contracts';
import { Authenticated, Endpoint, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { callerOf, crudController } from '../common/crud.controller.js';
import { CommercialInfoService, ModuleSettingService, SeriesSettingService } from './settings.service.js';

export const SeriesSettingController = crudController({
  name: 'SeriesSettingController',
  path: 'vehicleService/seriesSetting',
  pages: ['carSeriesSettings'],
  book: SeriesSettingService,
  query: seriesSettingQuerySchema,
  view: seriesSettingSchema,
  create: createSeriesSettingSchema,
  update: updateSeriesSettingSchema,
  listSummary: 'Car series settings in display order (paged; brand, series, showOnHome, showOnManual)',
  noun: 'the settings of a series (one per series)',
});

export const ModuleSettingController = crudController({
  name: 'ModuleSettingController',
  path: 'vehicleService/moduleSetting',
  pages: ['moduleSettings'],
  book: ModuleSettingService,
  query: moduleSettingQuerySchema,
  view: moduleSettingSchema,
  create: createModuleSettingSchema,
  update: updateModuleSettingSchema,
  listSummary: 'Module settings by brand, series and module (paged; brand, series, moduleType, enabled)',
  noun: 'a module of a series (one row per series and module)',
});

export const CommercialInfoController = crudController({
  name: 'CommercialInfoController',
  path: 'vehicleService/commercialInfo',
  pages: ['CommercialInformation'],
  book: CommercialInfoService,
  query: commercialInfoQuerySchema,
  view: commercialInfoSchema,
  create: createCommercialInfoSchema,
  update: updateCommercialInfoSchema,
  listSummary: 'Commercial information by model and market (paged; brand, series, model, market, launch date range; keyword: sales name)',
  noun: 'the commercial information of a model in a market (one per model and market)',
});

/** What the home and manual pages read of the settings. */
@Controller('vehicleService')
export class SettingsLookupController {
  constructor(
    @Inject(SeriesSettingService) private readonly seriesSettings: SeriesSettingService,
    @Inject(ModuleSettingService) private readonly moduleSettings: ModuleSettingService,
  ) {}

  @Get('seriesSetting/shown')
  @Authenticated()
  @Endpoint({ summary: 'The series a place (home, manual) shows, in display order: enabled, visible series of the user\'s brands', query: shownSeriesQuerySchema, response: z.array(shownSeriesSchema) })
  shown(@Req() req: TisRequest, @Query() query: ShownSeriesQuery): Promise<ShownSeries[]> {
    return this.seriesSettings.shown(query, callerOf(req));
  }

  @Get('moduleSetting/enabled')
  @Authenticated()
  @Endpoint({ summary: 'The data-source modules a series has enabled', query: enabledModulesQuerySchema, response: z.array(z.enum(DATA_SOURCE_MODULES)) })
  enabled(@Query() query: EnabledModulesQuery): Promise<DataSourceModule[]> {
    return this.moduleSettings.enabled(query.seriesCode);
  }
}
