import { Inject, Injectable } from '@nestjs/common';
import { carTypesResource, energiesResource, kindsResource, type ResourceDescriptor } from '@tis/contracts';
import { DATA_SOURCE, type Reference, resourceController, sameCode, VersionedCrudService, type VersionedEntity } from '@tis/nest';
import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere } from 'typeorm';
import { Model } from '../model/model.entity.js';
import { Series } from '../series/series.entity.js';
import { CarType, Energy, Kind } from './reference.entities.js';

type LocalizedRow = VersionedEntity & { langCode: string };

/**
 * A coded text with one row per code and language (descriptor `languageField`: the kernel lists
 * one language and keeps codes unique per language); a language added to an existing code
 * takes the code's spelling, and the code's last language cannot be deleted while `usedBy` rows
 * name it (409003).
 */
abstract class LocalizedCodes<E extends LocalizedRow, D extends ResourceDescriptor> extends VersionedCrudService<E, D> {
  private readonly code: string;

  protected constructor(
    ds: DataSource,
    entity: EntityTarget<E>,
    descriptor: D,
    private readonly usedBy: (code: string) => readonly Reference[],
  ) {
    super(ds, entity, descriptor);
    const [code] = descriptor.codeFields;
    if (!code) throw new Error(`${descriptor.name}: a localized code needs a code field`);
    this.code = code;
  }

  protected override async check(manager: EntityManager, values: Record<string, unknown>, current: E | null): Promise<void> {
    if (current !== null) return;
    const other = await manager.findOne(this.entity, { where: { [this.code]: sameCode(String(values[this.code])) } as FindOptionsWhere<E> });
    if (other) values[this.code] = (other as Record<string, unknown>)[this.code];
  }

  protected override async references(row: E, manager: EntityManager): Promise<readonly Reference[]> {
    const code = String((row as Record<string, unknown>)[this.code]);
    // The code's other languages keep it alive: only its last row is guarded.
    return (await manager.countBy(this.entity, { [this.code]: code } as FindOptionsWhere<E>)) > 1 ? [] : this.usedBy(code);
  }
}

/** Vehicle kinds of models (/vehicleClassificationSettings). */
@Injectable()
export class KindService extends LocalizedCodes<Kind, typeof kindsResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, Kind, kindsResource, (kindCode) => [[Model, { kindCode }]]);
  }
}

/** Energy types of series (/EPCEnerge). */
@Injectable()
export class EnergyService extends LocalizedCodes<Energy, typeof energiesResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, Energy, energiesResource, (energyType) => [[Series, { energyType }]]);
  }
}

/** Car types of series (/TisosCartype). */
@Injectable()
export class CarTypeService extends LocalizedCodes<CarType, typeof carTypesResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, CarType, carTypesResource, (carType) => [[Series, { carType }]]);
  }
}

export const KindController = resourceController(kindsResource, KindService);
export const EnergyController = resourceController(energiesResource, EnergyService);
export const CarTypeController = resourceController(carTypesResource, CarTypeService);
