import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  type createDepartmentSchema,
  type DepartmentOption,
  type DepartmentQuery,
  type DepartmentView,
  ORGANISATION_OPTIONS_LIMIT,
  type PageResult,
  TisError,
  toSkipTake,
  type updateDepartmentSchema,
} from '@tis/contracts';
import { containsPattern, DATA_SOURCE, isUniqueViolation, LIKE_ESCAPE, sameCode, versionedMeta } from '@tis/nest';
import { Brackets, type DataSource, type EntityManager, In } from 'typeorm';
import type { z } from 'zod';
import { duplicateError, only, updateVersioned } from './organisation.common.js';
import { Agency, Department } from './organisation.entities.js';

/** Departments (/BaseinfoUserDepart), optionally below a parent department. */
@Injectable()
export class DepartmentService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async list(query: DepartmentQuery): Promise<PageResult<DepartmentView>> {
    const qb = this.ds.getRepository(Department).createQueryBuilder('d');
    if (query.parentCode) qb.andWhere('d.parentCode = :parentCode', { parentCode: query.parentCode });
    if (query.keyword) {
      const kw = containsPattern(query.keyword);
      qb.andWhere(
        new Brackets((w) => w.where(`d.departmentCode LIKE :kw ${LIKE_ESCAPE}`, { kw }).orWhere(`d.departmentName LIKE :kw ${LIKE_ESCAPE}`, { kw })),
      );
    }
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('d.departmentCode', 'ASC').skip(skip).take(take).getManyAndCount();
    return { list: await this.views(rows), total };
  }

  /** `GET user departments` (spec section 7): every department for the dropdowns of the user screens. */
  async options(): Promise<DepartmentOption[]> {
    const rows = await this.ds.getRepository(Department).find({
      select: { departmentCode: true, departmentName: true, parentCode: true },
      order: { departmentCode: 'ASC' },
      take: ORGANISATION_OPTIONS_LIMIT,
    });
    return rows.map((r) => ({ departmentCode: r.departmentCode, departmentName: r.departmentName, parentCode: r.parentCode }));
  }

  private async views(rows: Department[], manager: EntityManager = this.ds.manager): Promise<DepartmentView[]> {
    const parentCodes = [...new Set(rows.map((r) => r.parentCode).filter((c): c is string => c !== null))];
    const parents = parentCodes.length
      ? await manager.find(Department, { select: { departmentCode: true, departmentName: true }, where: { departmentCode: In(parentCodes) } })
      : [];
    const parentName = new Map(parents.map((p) => [p.departmentCode, p.departmentName]));
    return rows.map((row) => ({
      ...versionedMeta(row),
      departmentCode: row.departmentCode,
      departmentName: row.departmentName,
      parentCode: row.parentCode,
      parentName: row.parentCode === null ? null : (parentName.get(row.parentCode) ?? null),
    }));
  }

  async create(input: z.infer<typeof createDepartmentSchema>, by: string): Promise<DepartmentView> {
    return this.ds.transaction(async (manager) => {
      if (await manager.existsBy(Department, { departmentCode: sameCode(input.departmentCode) })) throw duplicateError('error.codingRepeated');
      if (input.parentCode !== null && !(await manager.existsBy(Department, { departmentCode: input.parentCode }))) {
        throw businessError('organisation.departmentNotFound');
      }
      try {
        const saved = await manager.save(manager.create(Department, { ...input, createdBy: by, updatedBy: by }));
        return only(await this.views([saved], manager));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateError('error.codingRepeated');
        throw error;
      }
    });
  }

  async update(id: string, input: z.infer<typeof updateDepartmentSchema>, by: string): Promise<DepartmentView> {
    return this.ds.transaction(async (manager) => {
      const row = await manager.findOneBy(Department, { id });
      if (!row) throw new TisError('notFound');
      if (input.parentCode !== null) await this.assertParent(manager, row.departmentCode, input.parentCode);
      await updateVersioned(manager, Department, id, input.version, { departmentName: input.departmentName, parentCode: input.parentCode, updatedBy: by });
      return only(await this.views([await manager.findOneByOrFail(Department, { id })], manager));
    });
  }

  /** The parent exists and is neither the department itself nor below it (one read of the code → parent pairs). */
  private async assertParent(manager: EntityManager, code: string, parentCode: string): Promise<void> {
    const all = await manager.find(Department, { select: { departmentCode: true, parentCode: true } });
    const parentOf = new Map(all.map((d) => [d.departmentCode, d.parentCode]));
    if (!parentOf.has(parentCode)) throw businessError('organisation.departmentNotFound');
    const seen = new Set<string>();
    for (let at: string | null | undefined = parentCode; at; at = parentOf.get(at)) {
      if (at === code) throw businessError('organisation.departmentCycle');
      if (seen.has(at)) break;
      seen.add(at);
    }
  }

  async remove(id: string): Promise<void> {
    await this.ds.transaction(async (manager) => {
      const row = await manager.findOneBy(Department, { id });
      if (!row) throw new TisError('notFound');
      if (await manager.existsBy(Department, { parentCode: row.departmentCode })) throw new TisError('inUse');
      if (await manager.existsBy(Agency, { serviceDepartment: row.departmentCode })) throw new TisError('inUse');
      await manager.delete(Department, { id });
    });
  }
}
