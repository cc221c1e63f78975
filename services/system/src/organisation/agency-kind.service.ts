import { Inject, Injectable } from '@nestjs/common';
import {
  type AgencyKindOption,
  type AgencyKindQuery,
  type AgencyKindView,
  type createAgencyKindSchema,
  ORGANISATION_OPTIONS_LIMIT,
  type PageResult,
  TisError,
  toSkipTake,
  type updateAgencyKindSchema,
} from '@tis/contracts';
import { containsPattern, DATA_SOURCE, isUniqueViolation, LIKE_ESCAPE, sameCode, versionedMeta } from '@tis/nest';
import { Brackets, type DataSource } from 'typeorm';
import type { z } from 'zod';
import { duplicateError, updateVersioned } from './organisation.common.js';
import { Agency, AgencyKind } from './organisation.entities.js';

function view(row: AgencyKind): AgencyKindView {
  return { ...versionedMeta(row), kindCode: row.kindCode, kindName: row.kindName };
}

/** Dealer kinds (/agencykind). A kind that dealers have cannot be deleted. */
@Injectable()
export class AgencyKindService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async list(query: AgencyKindQuery): Promise<PageResult<AgencyKindView>> {
    const qb = this.ds.getRepository(AgencyKind).createQueryBuilder('k');
    if (query.keyword) {
      const kw = containsPattern(query.keyword);
      qb.where(new Brackets((w) => w.where(`k.kindCode LIKE :kw ${LIKE_ESCAPE}`, { kw }).orWhere(`k.kindName LIKE :kw ${LIKE_ESCAPE}`, { kw })));
    }
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('k.kindCode', 'ASC').skip(skip).take(take).getManyAndCount();
    return { list: rows.map(view), total };
  }

  async options(): Promise<AgencyKindOption[]> {
    const rows = await this.ds.getRepository(AgencyKind).find({
      select: { kindCode: true, kindName: true },
      order: { kindCode: 'ASC' },
      take: ORGANISATION_OPTIONS_LIMIT,
    });
    return rows.map((r) => ({ kindCode: r.kindCode, kindName: r.kindName }));
  }

  async create(input: z.infer<typeof createAgencyKindSchema>, by: string): Promise<AgencyKindView> {
    const repo = this.ds.getRepository(AgencyKind);
    if (await repo.existsBy({ kindCode: sameCode(input.kindCode) })) throw duplicateError('error.codingRepeated');
    try {
      return view(await repo.save(repo.create({ ...input, createdBy: by, updatedBy: by })));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateError('error.codingRepeated');
      throw error;
    }
  }

  async update(id: string, input: z.infer<typeof updateAgencyKindSchema>, by: string): Promise<AgencyKindView> {
    return this.ds.transaction(async (manager) => {
      await updateVersioned(manager, AgencyKind, id, input.version, { kindName: input.kindName, updatedBy: by });
      return view(await manager.findOneByOrFail(AgencyKind, { id }));
    });
  }

  async remove(id: string): Promise<void> {
    await this.ds.transaction(async (manager) => {
      const row = await manager.findOneBy(AgencyKind, { id });
      if (!row) throw new TisError('notFound');
      if (await manager.existsBy(Agency, { kindCode: row.kindCode })) throw new TisError('inUse');
      await manager.delete(AgencyKind, { id });
    });
  }
}
