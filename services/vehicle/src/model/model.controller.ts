import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query, Req } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  type ModelConfigOptionsQuery,
  modelConfigOptionsQuerySchema,
  modelConfigSchema,
  modelConfigsResource,
  type ModelConfigView,
  type ModelOption,
  type ModelOptionsQuery,
  type ModelRef,
  modelsGetSchema,
  VEHICLE_MODELS_GET,
  modelOptionSchema,
  modelOptionsQuerySchema,
  modelsResource,
  modelSchema,
  type ModelView,
  modelVisibilitySchema,
  type PageResult,
  pageResultSchema,
  type VersionBody,
  versionBodySchema,
  type VehicleIdParams,
  vehicleIdParamsSchema,
} from '@tis/contracts';
import { Authenticated, Endpoint, RequirePage, resourceController, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { callerOf, stateController } from '../common/state.controller.js';
import { ModelConfigService } from './model-config.service.js';
import { ModelService } from './model.service.js';

/** Models (/vehicleModel and /EpcModel share the data). */
export const ModelController = resourceController(modelsResource, ModelService);

/** Publish state, visibility and state of a model (spec section 4). */
@Controller('vehicleService/model')
export class ModelStateController {
  constructor(@Inject(ModelService) private readonly models: ModelService) {}

  @Get('options')
  @Authenticated()
  @Endpoint({
    summary: 'Model list for the dropdowns (pageSize up to 1000; state, brand, series, modelCodes filters); service outlets and public users: visible, published models of their brands',
    query: modelOptionsQuerySchema,
    response: pageResultSchema(modelOptionSchema),
  })
  options(@Req() req: TisRequest, @Query() query: ModelOptionsQuery): Promise<PageResult<ModelOption>> {
    return this.models.modelOptions(query, callerOf(req));
  }

  /** Service call: the models with these codes, regardless of case, with series and brand (a product change checks the models it names). */
  @MessagePattern(VEHICLE_MODELS_GET)
  byCodes(@Payload() data: unknown): Promise<ModelRef[]> {
    return this.models.refs(modelsGetSchema.parse(data).modelCodes);
  }

  @Post(':id/publish')
  @HttpCode(200)
  @RequirePage('vehicleModel', 'EpcModel')
  @Endpoint({ summary: 'Publish an unpublished or cancelled model', params: vehicleIdParamsSchema, body: versionBodySchema, response: modelSchema })
  publish(@Req() req: TisRequest, @Param() params: VehicleIdParams, @Body() body: VersionBody): Promise<ModelView> {
    return this.models.publish(params.id, body.version, callerOf(req));
  }

  @Post(':id/cancelPublish')
  @HttpCode(200)
  @RequirePage('vehicleModel', 'EpcModel')
  @Endpoint({ summary: 'Cancel the publication of a published model (only a published model can be cancelled)', params: vehicleIdParamsSchema, body: versionBodySchema, response: modelSchema })
  cancelPublish(@Req() req: TisRequest, @Param() params: VehicleIdParams, @Body() body: VersionBody): Promise<ModelView> {
    return this.models.cancelPublish(params.id, body.version, callerOf(req));
  }

  @Put(':id/visibility')
  @RequirePage('vehicleModel', 'EpcModel')
  @Endpoint({ summary: 'Set the visibility of a model: 0 invisible, 1 visible, 2 pending', params: vehicleIdParamsSchema, body: modelVisibilitySchema, response: modelSchema })
  visibility(@Req() req: TisRequest, @Param() params: VehicleIdParams, @Body() body: z.infer<typeof modelVisibilitySchema>): Promise<ModelView> {
    return this.models.setVisibility(params.id, body.visible, body.version, callerOf(req));
  }
}

/** Model configurations (/vehicleModelConf and /EpcConfig share the data). */
export const ModelConfigController = resourceController(modelConfigsResource, ModelConfigService);

@Controller('vehicleService/modelConfig')
export class ModelConfigLookupController {
  constructor(@Inject(ModelConfigService) private readonly configs: ModelConfigService) {}

  @Get('options')
  @RequirePage('vehicleModelConf', 'EpcConfig', 'vehicle')
  @Endpoint({ summary: 'The enabled configurations of a model, for the vehicle form (at most 999)', query: modelConfigOptionsQuerySchema, response: z.array(modelConfigSchema) })
  options(@Query() query: ModelConfigOptionsQuery): Promise<ModelConfigView[]> {
    return this.configs.enabledOf(query.modelCode);
  }
}

export const ModelSwitchController = stateController({
  name: 'ModelSwitchController',
  path: 'vehicleService/model',
  pages: ['vehicleModel', 'EpcModel'],
  book: ModelService,
  view: modelSchema,
  noun: 'a model',
});

export const ModelConfigSwitchController = stateController({
  name: 'ModelConfigSwitchController',
  path: 'vehicleService/modelConfig',
  pages: ['vehicleModelConf', 'EpcConfig'],
  book: ModelConfigService,
  view: modelConfigSchema,
  noun: 'a model configuration',
});
