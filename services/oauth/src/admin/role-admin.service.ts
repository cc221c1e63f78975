import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  formatIdList,
  type PageResult,
  type RoleCreate,
  type RoleOption,
  ROLE_OPTIONS_LIMIT,
  type RoleQuery,
  type RoleUpdate,
  type RoleView,
  TisError,
  toSkipTake,
} from '@tis/contracts';
import { containsPattern, DATA_SOURCE, insertRows, isUniqueViolation, sameCode } from '@tis/nest';
import { type DataSource, In } from 'typeorm';
import { RightItem, Role, RoleRight, UserAccount } from '../accounts/account.entities.js';
import { seededRoleNamesMatching } from '../seed/demo-accounts.js';
import { isoOf } from './admin-support.js';

function view(role: Role, userCount: number): RoleView {
  return {
    id: role.id,
    roleCode: role.roleCode,
    roleName: role.roleName,
    remark: role.remark,
    userCount,
    version: role.version,
    createdAt: isoOf(role.createdAt),
    updatedAt: isoOf(role.updatedAt),
  };
}

const codingRepeated = (): TisError => new TisError('duplicate', {}, null, 'error.codingRepeated');

/** Rows per INSERT when a role's rights are written (well under every dialect's parameter limit). */
const INSERT_CHUNK = 500;

/**
 * Roles and their rights (/baseinforole; spec section 6). A role's rights are replaced as a whole in
 * one transaction; signed-in holders get the new rights when the services next resolve their session
 * (at most the session cache time, TIS_SESSION_CACHE_MS).
 */
@Injectable()
export class RoleAdminService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async list(query: RoleQuery): Promise<PageResult<RoleView>> {
    const qb = this.ds.getRepository(Role).createQueryBuilder('r');
    if (query.keyword) {
      // A seeded role is named by a text key: its texts in the interface languages are searched too.
      const seeded = seededRoleNamesMatching(query.keyword);
      const byText = seeded.length > 0 ? ' OR r.role_name IN (:...seeded)' : '';
      qb.where(`(r.role_code LIKE :kw ESCAPE '!' OR r.role_name LIKE :kw ESCAPE '!'${byText})`, { kw: containsPattern(query.keyword), seeded });
    }
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('r.role_code', 'ASC').offset(skip).limit(take).getManyAndCount();
    const counts = await this.userCounts(rows.map((r) => r.roleCode));
    return { list: rows.map((r) => view(r, counts.get(r.roleCode) ?? 0)), total };
  }

  async options(): Promise<RoleOption[]> {
    const rows = await this.ds.getRepository(Role).find({ select: { roleCode: true, roleName: true }, order: { roleCode: 'ASC' }, take: ROLE_OPTIONS_LIMIT });
    return rows.map((r) => ({ roleCode: r.roleCode, roleName: r.roleName }));
  }

  async detail(id: string): Promise<RoleView> {
    const role = await this.find(id);
    const counts = await this.userCounts([role.roleCode]);
    return view(role, counts.get(role.roleCode) ?? 0);
  }

  async create(actor: string, input: RoleCreate): Promise<RoleView> {
    const repo = this.ds.getRepository(Role);
    if (await repo.existsBy({ roleCode: sameCode(input.roleCode) })) throw codingRepeated();
    const role = repo.create({ roleCode: input.roleCode, roleName: input.roleName, remark: input.remark ?? null, createdBy: actor, updatedBy: actor });
    try {
      await repo.insert(role);
    } catch (error) {
      if (isUniqueViolation(error)) throw codingRepeated();
      throw error;
    }
    return this.detail(role.id);
  }

  async update(actor: string, id: string, input: RoleUpdate): Promise<RoleView> {
    const role = await this.find(id);
    if (role.version !== input.version) throw new TisError('dataStateChanged');
    const result = await this.ds
      .getRepository(Role)
      .update({ id, version: input.version }, { roleName: input.roleName, remark: input.remark ?? null, updatedBy: actor });
    if (!result.affected) throw new TisError('dataStateChanged');
    return this.detail(id);
  }

  /** A role that users hold cannot be deleted (409003); its rights go with it. */
  async remove(id: string): Promise<void> {
    const role = await this.find(id);
    await this.ds.transaction(async (manager) => {
      const holders = await manager.countBy(UserAccount, { roleCode: role.roleCode });
      if (holders > 0) throw new TisError('inUse');
      await manager.delete(RoleRight, { roleCode: role.roleCode });
      await manager.delete(Role, { id });
    });
  }

  /** The item ids of the role's rights, ascending. */
  async rights(id: string): Promise<number[]> {
    const role = await this.find(id);
    const rows = await this.ds.getRepository(RoleRight).find({ where: { roleCode: role.roleCode }, order: { itemId: 'ASC' } });
    return rows.map((r) => r.itemId);
  }

  /** Replaces the role's rights in one transaction; every item must exist. */
  async replaceRights(actor: string, id: string, itemIds: number[]): Promise<number[]> {
    const role = await this.find(id);
    const wanted = [...new Set(itemIds)].sort((a, b) => a - b);
    await this.ds.transaction(async (manager) => {
      const known = new Set<number>();
      for (let i = 0; i < wanted.length; i += INSERT_CHUNK) {
        const found = await manager.find(RightItem, { where: { itemId: In(wanted.slice(i, i + INSERT_CHUNK)) }, select: { itemId: true } });
        for (const item of found) known.add(item.itemId);
      }
      const unknown = wanted.filter((itemId) => !known.has(itemId));
      if (unknown.length > 0) throw businessError('accounts.rightItemsUnknown', { ids: formatIdList(unknown) });
      await manager.delete(RoleRight, { roleCode: role.roleCode });
      for (let i = 0; i < wanted.length; i += INSERT_CHUNK) {
        await insertRows(manager, RoleRight, wanted.slice(i, i + INSERT_CHUNK).map((itemId) => ({ roleCode: role.roleCode, itemId })));
      }
      // The role changed: who did it and when, and a new version for screens holding the old one.
      await manager.update(Role, { id }, { updatedBy: actor });
    });
    return wanted;
  }

  private async find(id: string): Promise<Role> {
    const role = await this.ds.getRepository(Role).findOneBy({ id });
    if (!role) throw new TisError('notFound');
    return role;
  }

  /** Users per role for a page of roles: one grouped query over the indexed role_code. */
  private async userCounts(codes: string[]): Promise<Map<string, number>> {
    if (codes.length === 0) return new Map();
    const rows = await this.ds
      .getRepository(UserAccount)
      .createQueryBuilder('u')
      .select('u.role_code', 'roleCode')
      .addSelect('COUNT(*)', 'count')
      .where('u.role_code IN (:...codes)', { codes })
      .groupBy('u.role_code')
      .getRawMany<{ roleCode: string; count: number | string }>();
    return new Map(rows.map((r) => [r.roleCode, Number(r.count)]));
  }
}
