import { Inject, Injectable } from '@nestjs/common';
import { type createVinShieldSchema, type PageResult, type updateVinShieldSchema, type VinShieldQuery, type VinShieldView, vinPrefixRange } from '@tis/contracts';
import { DATA_SOURCE, EventBus, recordOperation, versionedMeta } from '@tis/nest';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { Caller, CrudBook } from '../common/crud.controller.js';
import { duplicateError, insertUnique, pageOf, removeUnlessUsed, updateVersioned } from '../common/vehicle.common.js';
import { VinShield } from './vehicle.entity.js';

type Create = z.infer<typeof createVinShieldSchema>;
type Update = z.infer<typeof updateVinShieldSchema>;

function view(row: VinShield): VinShieldView {
  return { ...versionedMeta(row), vin: row.vin, remark: row.remark, createdAt: new Date(row.createdAt).toISOString() };
}

/** VINs the parts catalogue refuses (/EpcVinDisabled); the VIN query reports them as shielded. */
@Injectable()
export class VinShieldService implements CrudBook<VinShieldQuery, Create, Update, VinShieldView> {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
  ) {}

  async list(query: VinShieldQuery): Promise<PageResult<VinShieldView>> {
    const qb = this.ds.getRepository(VinShield).createQueryBuilder('s');
    if (query.vin) qb.where('s.vin >= :low AND s.vin <= :high', vinPrefixRange(query.vin));
    const [rows, total] = await pageOf(qb.orderBy('s.vin', 'ASC'), query);
    return { list: rows.map(view), total };
  }

  async create(input: Create, { userCode: by }: Caller): Promise<VinShieldView> {
    return this.bus.transaction(async (tx) => {
      if (await tx.manager.existsBy(VinShield, { vin: input.vin })) throw duplicateError();
      const row = await insertUnique(tx.manager, VinShield, { ...input, createdBy: by, updatedBy: by });
      await recordOperation(tx, { module: 'vinShield', action: 'create', targetId: row.id, targetName: row.vin, userCode: by });
      return view(row);
    });
  }

  async update(id: string, input: Update, { userCode: by }: Caller): Promise<VinShieldView> {
    return this.bus.transaction(async (tx) => {
      const row = await updateVersioned(tx.manager, VinShield, id, input.version, { remark: input.remark, updatedBy: by });
      await recordOperation(tx, { module: 'vinShield', action: 'update', targetId: id, targetName: row.vin, userCode: by });
      return view(row);
    });
  }

  async remove(id: string, { userCode: by }: Caller): Promise<void> {
    await this.bus.transaction(async (tx) => {
      const row = await removeUnlessUsed(tx.manager, VinShield, id, () => []);
      await recordOperation(tx, { module: 'vinShield', action: 'delete', targetId: id, targetName: row.vin, userCode: by });
    });
  }
}
