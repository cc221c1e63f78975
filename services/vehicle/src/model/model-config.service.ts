import { Inject, Injectable } from '@nestjs/common';
import { type createModelConfigSchema, ENABLED_STATE, type Flag, type ModelConfigQuery, type ModelConfigView, type PageResult, type updateModelConfigSchema } from '@tis/contracts';
import { DATA_SOURCE, sameCode, versionedMeta } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { Caller, CrudBook } from '../common/crud.controller.js';
import { modelOf } from '../common/references.js';
import { duplicateError, insertUnique, namesByCode, only, pageOf, pick, removeUnlessUsed, updateVersioned, whereEqual, whereKeyword } from '../common/vehicle.common.js';
import { Vehicle } from '../vehicle/vehicle.entity.js';
import { Model, ModelConfig } from './model.entity.js';

const CONFIG_OPTIONS_LIMIT = 999;

type Create = z.infer<typeof createModelConfigSchema>;
type Update = z.infer<typeof updateModelConfigSchema>;

/** Model configurations (/vehicleModelConf, /EpcConfig: state 0 and 1). */
@Injectable()
export class ModelConfigService implements CrudBook<ModelConfigQuery, Create, Update, ModelConfigView> {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async list(query: ModelConfigQuery): Promise<PageResult<ModelConfigView>> {
    const qb = whereEqual(this.ds.getRepository(ModelConfig).createQueryBuilder('c'), pick(query, ['brandCode', 'seriesCode', 'modelCode', 'state']));
    whereKeyword(qb, query.keyword, ['configCode', 'configName']);
    const [rows, total] = await pageOf(qb.orderBy('c.modelCode', 'ASC').addOrderBy('c.configCode', 'ASC'), query);
    return { list: await this.views(rows), total };
  }

  /** The enabled configurations of a model, for the vehicle form (at most 999). */
  async options(modelCode: string): Promise<ModelConfigView[]> {
    const rows = await this.ds.getRepository(ModelConfig).find({ where: { modelCode, state: ENABLED_STATE.enabled }, order: { configCode: 'ASC' }, take: CONFIG_OPTIONS_LIMIT });
    return this.views(rows);
  }

  private async views(rows: ModelConfig[], manager: EntityManager = this.ds.manager): Promise<ModelConfigView[]> {
    const models = await namesByCode(manager, Model, 'modelCode', 'modelName', rows.map((r) => r.modelCode));
    return rows.map((row) => ({
      ...versionedMeta(row),
      ...pick(row, ['configCode', 'configName', 'modelCode', 'seriesCode', 'brandCode', 'state', 'remark']),
      modelName: models.get(row.modelCode) ?? null,
    }));
  }

  async create(input: Create, { userCode: by }: Caller): Promise<ModelConfigView> {
    return this.ds.transaction(async (m) => {
      if (await m.existsBy(ModelConfig, { configCode: sameCode(input.configCode) })) throw duplicateError();
      const model = await modelOf(m, input.modelCode);
      const row = await insertUnique(m, ModelConfig, { ...input, brandCode: model.brandCode, seriesCode: model.seriesCode, createdBy: by, updatedBy: by });
      return only(await this.views([row], m));
    });
  }

  async update(id: string, input: Update, { userCode: by }: Caller): Promise<ModelConfigView> {
    const row = await updateVersioned(this.ds.manager, ModelConfig, id, input.version, { configName: input.configName, remark: input.remark, updatedBy: by });
    return only(await this.views([row]));
  }

  /** Enable (1) or disable (0) a configuration. */
  async setState(id: string, state: Flag, version: number, { userCode: by }: Caller): Promise<ModelConfigView> {
    const row = await updateVersioned(this.ds.manager, ModelConfig, id, version, { state, updatedBy: by });
    return only(await this.views([row]));
  }

  /** 409003 while vehicles name the configuration. */
  async remove(id: string): Promise<void> {
    await this.ds.transaction((m) => removeUnlessUsed(m, ModelConfig, id, ({ configCode }) => [[Vehicle, { configCode }]]));
  }
}
