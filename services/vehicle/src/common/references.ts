import { businessError } from '@tis/contracts';
import type { EntityManager } from 'typeorm';
import { Brand } from '../brand/brand.entity.js';
import { Model, ModelConfig } from '../model/model.entity.js';
import { Series } from '../series/series.entity.js';

/*
 * The rows other rows name by code: each answers the row, or a business error naming the code the
 * screen sent (000001 with a translated message).
 */

export async function brandOf(manager: EntityManager, brandCode: string): Promise<Brand> {
  const brand = await manager.findOneBy(Brand, { brandCode });
  if (!brand) throw businessError('vehicle.brandNotFound', { code: brandCode });
  return brand;
}

export async function seriesOf(manager: EntityManager, seriesCode: string): Promise<Series> {
  const series = await manager.findOneBy(Series, { seriesCode });
  if (!series) throw businessError('vehicle.seriesNotFound', { code: seriesCode });
  return series;
}

export async function modelOf(manager: EntityManager, modelCode: string): Promise<Model> {
  const model = await manager.findOneBy(Model, { modelCode });
  if (!model) throw businessError('vehicle.modelNotFound', { code: modelCode });
  return model;
}

/** The model, which must belong to the series. */
export async function modelOfSeries(manager: EntityManager, modelCode: string, seriesCode: string): Promise<Model> {
  const model = await modelOf(manager, modelCode);
  if (model.seriesCode !== seriesCode) throw businessError('vehicle.modelNotInSeries', { code: modelCode, series: seriesCode });
  return model;
}

/** The configuration, which must belong to the model. */
export async function configOfModel(manager: EntityManager, configCode: string, modelCode: string): Promise<ModelConfig> {
  const config = await manager.findOneBy(ModelConfig, { configCode });
  if (!config) throw businessError('vehicle.configNotFound', { code: configCode });
  if (config.modelCode !== modelCode) throw businessError('vehicle.configNotOfModel', { code: configCode, model: modelCode });
  return config;
}
