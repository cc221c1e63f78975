import { Inject, Injectable } from '@nestjs/common';
import {
  type CarTypeQuery,
  type CarTypeView,
  type createCarTypeSchema,
  type createEnergySchema,
  type createKindSchema,
  type EnergyQuery,
  type EnergyView,
  type KindQuery,
  type KindView,
  type updateCarTypeSchema,
  type updateEnergySchema,
  type updateKindSchema,
} from '@tis/contracts';
import { DATA_SOURCE, versionedMeta } from '@tis/nest';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { type LocalizedBook, LocalizedCodeService } from '../common/localized-code.service.js';
import { pick } from '../common/vehicle.common.js';
import { Model } from '../model/model.entity.js';
import { Series } from '../series/series.entity.js';
import { CarType, Energy, Kind } from './reference.entities.js';

type CreateKind = z.infer<typeof createKindSchema>;
type UpdateKind = z.infer<typeof updateKindSchema>;
type CreateEnergy = z.infer<typeof createEnergySchema>;
type UpdateEnergy = z.infer<typeof updateEnergySchema>;
type CreateCarType = z.infer<typeof createCarTypeSchema>;
type UpdateCarType = z.infer<typeof updateCarTypeSchema>;

const KINDS: LocalizedBook<Kind, CreateKind, KindQuery, KindView> = {
  entity: Kind,
  code: 'kindCode',
  name: 'kindName',
  usedBy: (kindCode) => [[Model, { kindCode }]],
  views: (rows) => rows.map((row) => ({ ...versionedMeta(row), ...pick(row, ['kindCode', 'langCode', 'kindName']) })),
};

const ENERGIES: LocalizedBook<Energy, CreateEnergy, EnergyQuery, EnergyView> = {
  entity: Energy,
  code: 'energyCode',
  name: 'name',
  usedBy: (energyType) => [[Series, { energyType }]],
  views: (rows) => rows.map((row) => ({ ...versionedMeta(row), ...pick(row, ['energyCode', 'langCode', 'name']) })),
};

const CAR_TYPES: LocalizedBook<CarType, CreateCarType, CarTypeQuery, CarTypeView> = {
  entity: CarType,
  code: 'cartypeCode',
  name: 'cartypeName',
  usedBy: (carType) => [[Series, { carType }]],
  views: (rows) => rows.map((row) => ({ ...versionedMeta(row), ...pick(row, ['cartypeCode', 'langCode', 'cartypeName']) })),
};

/** Vehicle kinds of models (managed on /vehicleClassificationSettings). */
@Injectable()
export class KindService extends LocalizedCodeService<Kind, CreateKind, UpdateKind, KindView, KindQuery> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, KINDS);
  }
}

/** Energy types of series (/EPCEnerge). */
@Injectable()
export class EnergyService extends LocalizedCodeService<Energy, CreateEnergy, UpdateEnergy, EnergyView, EnergyQuery> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, ENERGIES);
  }
}

/** Car types of series (/TisosCartype). */
@Injectable()
export class CarTypeService extends LocalizedCodeService<CarType, CreateCarType, UpdateCarType, CarTypeView, CarTypeQuery> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, CAR_TYPES);
  }
}
