import { Inject, Injectable } from '@nestjs/common';
import { businessError, type TisosAreaView, tisosAreasResource } from '@tis/contracts';
import { DATA_SOURCE, resourceController, VersionedCrudService, versionedMeta } from '@tis/nest';
import { type DataSource, type EntityManager, In, Not } from 'typeorm';
import { TisosArea, TisosAreaCountry } from './tisos-area.entity.js';

/**
 * Overseas areas (/TisosArea, a resource): the kernel's list, writes, Excel export and import; an
 * area's countries are rows of their own, written in the area's write. A country another area has
 * refuses the write (translated, naming the area), and nothing is saved.
 */
@Injectable()
export class TisosAreaService extends VersionedCrudService<TisosArea, typeof tisosAreasResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, TisosArea, tisosAreasResource);
  }

  /** No country of the write belongs to another area. */
  protected override async check(manager: EntityManager, values: Record<string, unknown>, current: TisosArea | null): Promise<void> {
    const { countries } = values as { countries?: string[] };
    const areaCode = current ? current.areaCode : typeof values.areaCode === 'string' ? values.areaCode : null;
    if (!countries?.length) return;
    const taken = await manager.findOne(TisosAreaCountry, {
      where: { countryCode: In(countries), ...(areaCode === null ? {} : { areaCode: Not(areaCode) }) },
      order: { countryCode: 'ASC' },
    });
    if (!taken) return;
    const owner = await manager.findOneBy(TisosArea, { areaCode: taken.areaCode });
    throw businessError('tisosArea.countryTaken', { country: taken.countryCode, areaCode: taken.areaCode, areaName: owner?.areaName ?? taken.areaCode });
  }

  /** The countries the write names replace the area's (an update without them keeps them). */
  protected override async afterWrite(manager: EntityManager, area: TisosArea, input: Record<string, unknown>): Promise<void> {
    const { countries } = input;
    if (!Array.isArray(countries)) return;
    const { areaCode } = area;
    await manager.delete(TisosAreaCountry, { areaCode });
    const rows = countries.map((countryCode: unknown, sortNo) => ({ countryCode: String(countryCode), areaCode, sortNo }));
    if (rows.length) await manager.insert(TisosAreaCountry, rows);
  }

  /** Its countries are free again. */
  protected override async afterRemove(manager: EntityManager, area: TisosArea): Promise<void> {
    await manager.delete(TisosAreaCountry, { areaCode: area.areaCode });
  }

  protected override async toRows(rows: TisosArea[], manager: EntityManager): Promise<TisosAreaView[]> {
    const countries = rows.length ? await manager.find(TisosAreaCountry, { where: { areaCode: In(rows.map((r) => r.areaCode)) }, order: { areaCode: 'ASC', sortNo: 'ASC' } }) : [];
    const countriesOf = new Map<string, string[]>();
    for (const c of countries) countriesOf.set(c.areaCode, [...(countriesOf.get(c.areaCode) ?? []), c.countryCode]);
    return rows.map((row) => ({ areaCode: row.areaCode, areaName: row.areaName, sortNo: row.sortNo, countries: countriesOf.get(row.areaCode) ?? [], ...versionedMeta(row) }));
  }
}

/** /TisosArea: list, add, change, delete, export, import and template. */
export const TisosAreaController = resourceController(tisosAreasResource, TisosAreaService);
