import { Controller, Get, Inject, Query, Req } from '@nestjs/common';
import {
  commercialInfoResource,
  DATA_SOURCE_MODULES,
  type DataSourceModule,
  type EnabledModulesQuery,
  enabledModulesQuerySchema,
  moduleSettingsResource,
  seriesSettingsResource,
  type ShownSeries,
  type ShownSeriesQuery,
  shownSeriesQuerySchema,
  shownSeriesSchema,
} from '@tis/contracts';
import { Authenticated, Endpoint, resourceController, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { callerOf } from '../common/state.controller.js';
import { CommercialInfoService, ModuleSettingService, SeriesSettingService } from './settings.service.js';

/** Car series settings (/carSeriesSettings): per series its display order, image and places. */
export const SeriesSettingController = resourceController(seriesSettingsResource, SeriesSettingService);

/** Module settings (/moduleSettings): which data-source modules a series has. */
export const ModuleSettingController = resourceController(moduleSettingsResource, ModuleSettingService);

/** Commercial information (/CommercialInformation): per model and market. */
export const CommercialInfoController = resourceController(commercialInfoResource, CommercialInfoService);

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
