import { Inject, Injectable } from '@nestjs/common';
import {
  type createSeriesDirectorySchema,
  type PageResult,
  type SeriesDirectoryQuery,
  type SeriesDirectoryView,
  type updateSeriesDirectorySchema,
} from '@tis/contracts';
import { DATA_SOURCE, sameCode, versionedMeta } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { Caller, CrudBook } from '../common/crud.controller.js';
import { seriesOf } from '../common/references.js';
import { duplicateError, insertUnique, namesByCode, only, pageOf, pick, removeUnlessUsed, updateVersioned, whereEqual, whereKeyword } from '../common/vehicle.common.js';
import { Series, SeriesDirectory } from './series.entity.js';

type Create = z.infer<typeof createSeriesDirectorySchema>;
type Update = z.infer<typeof updateSeriesDirectorySchema>;

/** The EPC directory of each series: at most one per series ("series already has a directory"). */
@Injectable()
export class SeriesDirectoryService implements CrudBook<SeriesDirectoryQuery, Create, Update, SeriesDirectoryView> {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async list(query: SeriesDirectoryQuery): Promise<PageResult<SeriesDirectoryView>> {
    const qb = whereEqual(this.ds.getRepository(SeriesDirectory).createQueryBuilder('d'), { brandCode: query.brandCode, seriesCode: query.seriesCode });
    whereKeyword(qb, query.keyword, ['directoryCode', 'directoryName']);
    const [rows, total] = await pageOf(qb.orderBy('d.brandCode', 'ASC').addOrderBy('d.seriesCode', 'ASC'), query);
    return { list: await this.views(rows), total };
  }

  private async views(rows: SeriesDirectory[], manager: EntityManager = this.ds.manager): Promise<SeriesDirectoryView[]> {
    const names = await namesByCode(manager, Series, 'seriesCode', 'seriesName', rows.map((r) => r.seriesCode));
    return rows.map((row) => ({
      ...versionedMeta(row),
      ...pick(row, ['brandCode', 'seriesCode', 'directoryCode', 'directoryName', 'remark']),
      seriesName: names.get(row.seriesCode) ?? null,
    }));
  }

  async create(input: Create, { userCode: by }: Caller): Promise<SeriesDirectoryView> {
    return this.ds.transaction(async (m) => {
      const series = await seriesOf(m, input.seriesCode);
      if (await m.existsBy(SeriesDirectory, { seriesCode: series.seriesCode })) throw duplicateError('error.seriesHasDirectory');
      if (await m.existsBy(SeriesDirectory, { directoryCode: sameCode(input.directoryCode) })) throw duplicateError();
      const row = await insertUnique(m, SeriesDirectory, { ...input, brandCode: series.brandCode, createdBy: by, updatedBy: by }, 'error.seriesHasDirectory');
      return only(await this.views([row], m));
    });
  }

  async update(id: string, input: Update, { userCode: by }: Caller): Promise<SeriesDirectoryView> {
    const row = await updateVersioned(this.ds.manager, SeriesDirectory, id, input.version, { directoryName: input.directoryName, remark: input.remark, updatedBy: by });
    return only(await this.views([row]));
  }

  async remove(id: string): Promise<void> {
    await this.ds.transaction((m) => removeUnlessUsed(m, SeriesDirectory, id, () => []));
  }
}
