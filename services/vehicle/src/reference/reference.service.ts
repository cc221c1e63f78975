import { Inject, Injectable } from '@nestjs/common';
import {
  type CarTypeQuery,
  type CarTypeView,
  type createCarTypeSchema,
  type createEnergySchema,
  type createKindSchema,
  type EnergyView,
  type KindQuery,
  type KindView,
  type PageResult,
  type updateCarTypeSchema,
  type updateEnergySchema,
  type updateKindSchema,
} from '@tis/contracts';
import { DATA_SOURCE, versionedMeta, type VersionedEntity } from '@tis/nest';
import type { DataSource, EntityTarget, FindOptionsWhere } from 'typeorm';
import type { z } from 'zod';
import type { Caller, CrudBook } from '../common/crud.controller.js';
import { duplicateError, insertUnique, pageOf, pick, type Reference, removeUnlessUsed, updateVersioned, whereEqual, whereKeyword } from '../common/vehicle.common.js';
import { Model } from '../model/model.entity.js';
import { Series } from '../series/series.entity.js';
import { CarType, Energy, Kind } from './reference.entities.js';

/** A coded text with one row per language: its code and name fields, who refers to the code, its view. */
interface LocalizedBook<T extends VersionedEntity & { langCode: string }, V> {
  entity: EntityTarget<T>;
  code: keyof T & string;
  name: keyof T & string;
  usedBy: (code: string) => Reference;
  view: (row: T) => V;
}

/**
 * Kinds and energy types (spec section 3: langCode + name): the dropdowns ask for the request's
 * language, the admin screen for the language it shows. A code's last language row cannot be
 * deleted while series or models name the code.
 */
abstract class LocalizedCodeService<T extends VersionedEntity & { langCode: string }, C extends { langCode: string }, U extends { version: number }, V>
  implements CrudBook<KindQuery, C, U, V>
{
  constructor(
    protected readonly ds: DataSource,
    private readonly book: LocalizedBook<T, V>,
  ) {}

  async list(query: KindQuery, { lang }: Caller): Promise<PageResult<V>> {
    const { code, name, view } = this.book;
    const qb = whereEqual(this.ds.getRepository(this.book.entity).createQueryBuilder('t'), { langCode: query.langCode ?? lang });
    whereKeyword(qb, query.keyword, [code, name]);
    const [rows, total] = await pageOf(qb.orderBy(`t.${code}`, 'ASC'), query);
    return { list: rows.map(view), total };
  }

  async create(input: C, { userCode: by }: Caller): Promise<V> {
    const { entity, code } = this.book;
    return this.ds.transaction(async (m) => {
      const key = { [code]: (input as Record<string, unknown>)[code], langCode: input.langCode } as FindOptionsWhere<T>;
      if (await m.existsBy(entity, key)) throw duplicateError();
      return this.book.view(await insertUnique(m, entity, { ...input, createdBy: by, updatedBy: by } as unknown as Partial<T>));
    });
  }

  async update(id: string, input: U, { userCode: by }: Caller): Promise<V> {
    const { version, ...fields } = input;
    return this.book.view(await updateVersioned(this.ds.manager, this.book.entity, id, version, { ...fields, updatedBy: by } as unknown as Partial<T>));
  }

  async remove(id: string): Promise<void> {
    const { entity, code, usedBy } = this.book;
    await this.ds.transaction((m) =>
      removeUnlessUsed(m, entity, id, async (row) => {
        const value = String(row[code]);
        // The code's other languages keep it alive: only its last row is guarded.
        const rows = await m.countBy(entity, { [code]: value } as FindOptionsWhere<T>);
        return rows > 1 ? [] : [usedBy(value)];
      }),
    );
  }
}

type CreateKind = z.infer<typeof createKindSchema>;
type UpdateKind = z.infer<typeof updateKindSchema>;
type CreateEnergy = z.infer<typeof createEnergySchema>;
type UpdateEnergy = z.infer<typeof updateEnergySchema>;
type CreateCarType = z.infer<typeof createCarTypeSchema>;
type UpdateCarType = z.infer<typeof updateCarTypeSchema>;

const KINDS: LocalizedBook<Kind, KindView> = {
  entity: Kind,
  code: 'kindCode',
  name: 'kindName',
  usedBy: (kindCode) => [Model, { kindCode }],
  view: (row) => ({ ...versionedMeta(row), ...pick(row, ['kindCode', 'langCode', 'kindName']) }),
};

const ENERGIES: LocalizedBook<Energy, EnergyView> = {
  entity: Energy,
  code: 'energyCode',
  name: 'name',
  usedBy: (energyType) => [Series, { energyType }],
  view: (row) => ({ ...versionedMeta(row), ...pick(row, ['energyCode', 'langCode', 'name']) }),
};

/** Vehicle kinds of models (managed on /vehicleClassificationSettings). */
@Injectable()
export class KindService extends LocalizedCodeService<Kind, CreateKind, UpdateKind, KindView> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, KINDS);
  }
}

/** Energy types of series (/EPCEnerge). */
@Injectable()
export class EnergyService extends LocalizedCodeService<Energy, CreateEnergy, UpdateEnergy, EnergyView> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, ENERGIES);
  }
}

/** Car types of series (/TisosCartype). */
@Injectable()
export class CarTypeService implements CrudBook<CarTypeQuery, CreateCarType, UpdateCarType, CarTypeView> {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  private view(row: CarType): CarTypeView {
    return { ...versionedMeta(row), ...pick(row, ['cartypeCode', 'cartypeName']) };
  }

  async list(query: CarTypeQuery): Promise<PageResult<CarTypeView>> {
    const qb = whereKeyword(this.ds.getRepository(CarType).createQueryBuilder('t'), query.keyword, ['cartypeCode', 'cartypeName']);
    const [rows, total] = await pageOf(qb.orderBy('t.cartypeCode', 'ASC'), query);
    return { list: rows.map((r) => this.view(r)), total };
  }

  async create(input: CreateCarType, { userCode: by }: Caller): Promise<CarTypeView> {
    return this.ds.transaction(async (m) => {
      if (await m.existsBy(CarType, { cartypeCode: input.cartypeCode })) throw duplicateError();
      return this.view(await insertUnique(m, CarType, { ...input, createdBy: by, updatedBy: by }));
    });
  }

  async update(id: string, input: UpdateCarType, { userCode: by }: Caller): Promise<CarTypeView> {
    return this.view(await updateVersioned(this.ds.manager, CarType, id, input.version, { cartypeName: input.cartypeName, updatedBy: by }));
  }

  /** 409003 while a series names it. */
  async remove(id: string): Promise<void> {
    await this.ds.transaction((m) => removeUnlessUsed(m, CarType, id, (t) => [[Series, { carType: t.cartypeCode }]]));
  }
}
