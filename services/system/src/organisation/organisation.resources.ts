import { Inject, Injectable } from '@nestjs/common';
import { agencyKindsResource, businessError, departmentsResource, type DepartmentView, postsResource } from '@tis/contracts';
import { DATA_SOURCE, type Reference, resourceController, VersionedCrudService, versionedMeta } from '@tis/nest';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { Agency, AgencyKind, Department, DepartmentApprover, Post } from './organisation.entities.js';

/** Posts (/BaseinfoUserPost). Accounts keep the post code they had (the oauth service owns them). */
@Injectable()
export class PostService extends VersionedCrudService<Post, typeof postsResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, Post, postsResource);
  }
}

/** Dealer kinds (/agencykind): a kind that dealers have cannot be deleted. */
@Injectable()
export class AgencyKindService extends VersionedCrudService<AgencyKind, typeof agencyKindsResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, AgencyKind, agencyKindsResource);
  }

  protected override references(kind: AgencyKind): readonly Reference[] {
    return [[Agency, { kindCode: kind.kindCode }]];
  }
}

/**
 * Departments (/BaseinfoUserDepart), optionally below a parent department, shown with the parent's
 * name and their approvers (the department_approver rows, written in the department's own write).
 */
@Injectable()
export class DepartmentService extends VersionedCrudService<Department, typeof departmentsResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, Department, departmentsResource);
  }

  protected override references(department: Department): readonly Reference[] {
    return [
      [Department, { parentCode: department.departmentCode }],
      [Agency, { serviceDepartment: department.departmentCode }],
    ];
  }

  /** The parent exists and is neither the department itself nor below it. */
  protected override async check(manager: EntityManager, values: Record<string, unknown>, row: Department | null): Promise<void> {
    if (typeof values.parentCode === 'string') await this.checkParent(manager, values.parentCode, row);
  }

  /**
   * The approvers the write names replace the department's, in its transaction (an update without
   * them keeps them): rows of their own, not a column of the department.
   */
  protected override async afterWrite(manager: EntityManager, department: Department, input: Record<string, unknown>): Promise<void> {
    const { approvers } = input;
    if (!Array.isArray(approvers)) return;
    const { departmentCode } = department;
    await manager.delete(DepartmentApprover, { departmentCode });
    const rows = approvers.map((userCode: unknown, sortNo) => ({ departmentCode, userCode: String(userCode), sortNo }));
    if (rows.length) await manager.insert(DepartmentApprover, rows);
  }

  /** Its approvers go with it (a refused delete, 409003, never gets here). */
  protected override async afterRemove(manager: EntityManager, department: Department): Promise<void> {
    await manager.delete(DepartmentApprover, { departmentCode: department.departmentCode });
  }

  protected override async toRows(rows: Department[], manager: EntityManager): Promise<DepartmentView[]> {
    const parentCodes = [...new Set(rows.map((r) => r.parentCode).filter((c): c is string => c !== null))];
    const parents = parentCodes.length
      ? await manager.find(Department, { select: { departmentCode: true, departmentName: true }, where: { departmentCode: In(parentCodes) } })
      : [];
    const parentName = new Map(parents.map((p) => [p.departmentCode, p.departmentName]));
    const approvers = rows.length
      ? await manager.find(DepartmentApprover, { where: { departmentCode: In(rows.map((r) => r.departmentCode)) }, order: { departmentCode: 'ASC', sortNo: 'ASC' } })
      : [];
    const approversOf = new Map<string, string[]>();
    for (const a of approvers) approversOf.set(a.departmentCode, [...(approversOf.get(a.departmentCode) ?? []), a.userCode]);
    return rows.map((row) => ({
      departmentCode: row.departmentCode,
      departmentName: row.departmentName,
      parentCode: row.parentCode,
      parentName: row.parentCode === null ? null : (parentName.get(row.parentCode) ?? null),
      approvers: approversOf.get(row.departmentCode) ?? [],
      ...versionedMeta(row),
    }));
  }

  /** The parent exists and is neither the department itself nor below it (one read of the code → parent pairs). */
  private async checkParent(manager: EntityManager, parentCode: string, row: Department | null): Promise<void> {
    if (row === null) {
      if (!(await manager.existsBy(Department, { departmentCode: parentCode }))) throw businessError('organisation.departmentNotFound');
      return;
    }
    const all = await manager.find(Department, { select: { departmentCode: true, parentCode: true } });
    const parentOf = new Map(all.map((d) => [d.departmentCode, d.parentCode]));
    if (!parentOf.has(parentCode)) throw businessError('organisation.departmentNotFound');
    const seen = new Set<string>();
    for (let at: string | null | undefined = parentCode; at; at = parentOf.get(at)) {
      if (at === row.departmentCode) throw businessError('organisation.departmentCycle');
      if (seen.has(at)) break;
      seen.add(at);
    }
  }
}

export const PostController = resourceController(postsResource, PostService);
export const AgencyKindController = resourceController(agencyKindsResource, AgencyKindService);
export const DepartmentController = resourceController(departmentsResource, DepartmentService);
