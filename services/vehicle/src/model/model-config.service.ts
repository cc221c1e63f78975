import { Inject, Injectable } from '@nestjs/common';
import { ENABLED_STATE, type Flag, modelConfigsResource, type ModelConfigView, type RowOf } from '@tis/contracts';
import { DATA_SOURCE, type Reference, updateVersioned, VersionedCrudService } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import type { Caller, Switchable } from '../common/state.controller.js';
import { modelOf } from '../common/references.js';
import { namesByCode } from '../common/vehicle.common.js';
import { Vehicle } from '../vehicle/vehicle.entity.js';
import { Model, ModelConfig } from './model.entity.js';

const CONFIG_OPTIONS_LIMIT = 999;

type ModelConfigs = typeof modelConfigsResource;

/** Model configurations (/vehicleModelConf, /EpcConfig: state 0 and 1). */
@Injectable()
export class ModelConfigService extends VersionedCrudService<ModelConfig, ModelConfigs> implements Switchable<ModelConfigView> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, ModelConfig, modelConfigsResource);
  }

  /** The enabled configurations of a model, for the vehicle form (at most 999). */
  async enabledOf(modelCode: string): Promise<ModelConfigView[]> {
    const rows = await this.ds.getRepository(ModelConfig).find({ where: { modelCode, state: ENABLED_STATE.enabled }, order: { configCode: 'ASC' }, take: CONFIG_OPTIONS_LIMIT });
    return this.toRows(rows, this.ds.manager);
  }

  /** Enable (1) or disable (0) a configuration. */
  async setState(id: string, state: Flag, version: number, { userCode: by }: Caller): Promise<ModelConfigView> {
    const row = await updateVersioned(this.ds.manager, ModelConfig, id, version, { state, updatedBy: by });
    const [view] = await this.toRows([row], this.ds.manager);
    if (!view) throw new Error('toRows answered no row');
    return view;
  }

  /** A new configuration takes its model's spelling of the code, its series and its brand; the model must exist. */
  protected override async check(manager: EntityManager, values: Record<string, unknown>, current: ModelConfig | null): Promise<void> {
    if (current !== null) return;
    const model = await modelOf(manager, String(values.modelCode));
    Object.assign(values, { modelCode: model.modelCode, seriesCode: model.seriesCode, brandCode: model.brandCode });
  }

  /** 409003 while vehicles name the configuration. */
  protected override references({ configCode }: ModelConfig): readonly Reference[] {
    return [[Vehicle, { configCode }]];
  }

  /** Rows with their models' names. */
  protected override async toRows(rows: ModelConfig[], manager: EntityManager): Promise<RowOf<ModelConfigs>[]> {
    const names = await namesByCode(manager, Model, 'modelCode', 'modelName', rows.map((r) => r.modelCode));
    return rows.map((row) => Object.assign(this.toRow(row), { modelName: names.get(row.modelCode) ?? null }));
  }
}
