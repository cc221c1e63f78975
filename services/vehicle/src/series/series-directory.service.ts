import { Inject, Injectable } from '@nestjs/common';
import { type RowOf, seriesDirectoriesResource } from '@tis/contracts';
import { DATA_SOURCE, duplicateError, VersionedCrudService } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import { seriesOf } from '../common/references.js';
import { namesByCode } from '../common/vehicle.common.js';
import { Series, SeriesDirectory } from './series.entity.js';

type SeriesDirectories = typeof seriesDirectoriesResource;

/** The EPC directory of each series on the resource kit: at most one per series ("series already has a directory"). */
@Injectable()
export class SeriesDirectoryService extends VersionedCrudService<SeriesDirectory, SeriesDirectories> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, SeriesDirectory, seriesDirectoriesResource);
  }

  /** A new directory's series exists and has none yet (409002 "series already has a directory"); the directory takes its brand. */
  protected override async check(manager: EntityManager, values: Record<string, unknown>, current: SeriesDirectory | null): Promise<void> {
    if (current !== null) return;
    const series = await seriesOf(manager, String(values.seriesCode));
    if (await manager.existsBy(SeriesDirectory, { seriesCode: series.seriesCode })) throw duplicateError('error.seriesHasDirectory');
    Object.assign(values, { seriesCode: series.seriesCode, brandCode: series.brandCode });
  }

  /** Rows with their series' names. */
  protected override async toRows(rows: SeriesDirectory[], manager: EntityManager): Promise<RowOf<SeriesDirectories>[]> {
    const names = await namesByCode(manager, Series, 'seriesCode', 'seriesName', rows.map((r) => r.seriesCode));
    return rows.map((row) => Object.assign(this.toRow(row), { seriesName: names.get(row.seriesCode) ?? null }));
  }
}
