import { Inject, Injectable } from '@nestjs/common';
import { type QueryOf, type RowOf, vinPrefixRange, vinShieldsResource } from '@tis/contracts';
import { DATA_SOURCE, type OperationTarget, type ResourceCaller, VersionedCrudService, versionedMeta } from '@tis/nest';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { VinShield } from './vehicle.entity.js';

type Descriptor = typeof vinShieldsResource;

/** VINs the parts catalogue refuses (/EpcVinDisabled); the VIN query reports them as shielded. */
@Injectable()
export class VinShieldService extends VersionedCrudService<VinShield, Descriptor> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, VinShield, vinShieldsResource);
  }

  /** The VIN filter is a prefix: a range of the unique VIN index. */
  protected override filter(qb: SelectQueryBuilder<VinShield>, query: QueryOf<Descriptor>, caller: ResourceCaller): void {
    super.filter(qb, { ...query, vin: undefined }, caller);
    if (query.vin) qb.andWhere(`${qb.alias}.vin >= :low AND ${qb.alias}.vin <= :high`, vinPrefixRange(query.vin));
  }

  protected override toRow(row: VinShield): RowOf<Descriptor> {
    return { vin: row.vin, remark: row.remark, createdAt: new Date(row.createdAt).toISOString(), ...versionedMeta(row) };
  }

  /** The operation log names a shield by its VIN. */
  protected override operationTarget(row: VinShield): OperationTarget {
    return { id: row.id, name: row.vin };
  }
}
