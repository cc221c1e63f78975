import { Inject, Injectable } from '@nestjs/common';
import {
  type AreaChild,
  type AreaLevel,
  type AreaNodeQuery,
  type AreaNodeView,
  type AreaTreeNode,
  businessError,
  type createChildNodeSchema,
  type createAreaSchema,
  type PageResult,
  type RegionTreeNode,
  TisError,
  toSkipTake,
  type updateAreaNodeSchema,
} from '@tis/contracts';
import { andKeyword, DATA_SOURCE, isUniqueViolation, sameCode, versionedMeta } from '@tis/nest';
import { type DataSource, type EntityManager, In, Not } from 'typeorm';
import type { z } from 'zod';
import { duplicateError, only, updateVersioned } from './organisation.common.js';
import { Agency, AreaNode, ROOT_PARENT_ID } from './organisation.entities.js';

/** The level a node's parent has. */
const PARENT_LEVEL: Record<AreaLevel, AreaLevel | null> = { area: null, region: 'area', district: 'region' };

type NodeInput = z.infer<typeof createAreaSchema> | z.infer<typeof createChildNodeSchema>;

/**
 * The area tree (/agencyarea, /agencyregion, /agencydistrict; spec section 3): areas, their
 * regions and the regions' districts. Sibling names are unique ("same region already exists"),
 * codes are unique in the whole tree, and a node with children or dealers cannot be deleted.
 */
@Injectable()
export class AreaTreeService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** One level, paged, with the names of each row's area and region (two look-ups per page at most). */
  async list(level: AreaLevel, query: Partial<AreaNodeQuery> & Pick<AreaNodeQuery, 'pageNo' | 'pageSize'>): Promise<PageResult<AreaNodeView>> {
    const qb = this.ds.getRepository(AreaNode).createQueryBuilder('n').where('n.level = :level', { level });
    if (level === 'region' && query.areaId) qb.andWhere('n.parentId = :areaId', { areaId: query.areaId });
    if (level === 'district') {
      if (query.regionId) qb.andWhere('n.parentId = :regionId', { regionId: query.regionId });
      if (query.areaId) {
        qb.andWhere(
          (sub) =>
            `n.parentId IN ${sub.subQuery().select('r.id').from(AreaNode, 'r').where('r.parentId = :areaId').getQuery()}`,
          { areaId: query.areaId },
        );
      }
    }
    andKeyword(qb, ['n.code', 'n.name'], query.keyword);
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('n.code', 'ASC').skip(skip).take(take).getManyAndCount();
    return { list: await this.withAncestors(rows), total };
  }

  private async withAncestors(rows: AreaNode[], manager: EntityManager = this.ds.manager): Promise<AreaNodeView[]> {
    const repo = manager.getRepository(AreaNode);
    const byId = new Map<string, AreaNode>();
    const parentIds = [...new Set(rows.map((r) => r.parentId).filter((id) => id !== ROOT_PARENT_ID))];
    if (parentIds.length > 0) for (const p of await repo.findBy({ id: In(parentIds) })) byId.set(p.id, p);
    const grandIds = [...new Set([...byId.values()].map((p) => p.parentId).filter((id) => id !== ROOT_PARENT_ID && !byId.has(id)))];
    if (grandIds.length > 0) for (const g of await repo.findBy({ id: In(grandIds) })) byId.set(g.id, g);
    return rows.map((row) => {
      const parent = byId.get(row.parentId);
      const area = row.level === 'region' ? parent : row.level === 'district' && parent ? byId.get(parent.parentId) : undefined;
      const region = row.level === 'district' ? parent : undefined;
      return {
        level: row.level,
        code: row.code,
        name: row.name,
        parentId: row.parentId === ROOT_PARENT_ID ? null : row.parentId,
        areaId: area?.id ?? null,
        areaName: area?.name ?? null,
        regionId: region?.id ?? null,
        regionName: region?.name ?? null,
        ...versionedMeta(row),
      };
    });
  }

  /** `GET region children`: the nodes below `parentId` (the areas when absent), each knowing whether it has children. */
  async children(parentId: string | undefined): Promise<AreaChild[]> {
    const rows = await this.ds.getRepository(AreaNode).find({ where: { parentId: parentId ?? ROOT_PARENT_ID }, order: { code: 'ASC' } });
    const nonDistricts = rows.filter((r) => r.level !== 'district').map((r) => r.id);
    const withChildren = new Set<string>();
    if (nonDistricts.length > 0) {
      const counted = await this.ds
        .getRepository(AreaNode)
        .createQueryBuilder('c')
        .select('c.parentId', 'parentId')
        .where('c.parentId IN (:...ids)', { ids: nonDistricts })
        .groupBy('c.parentId')
        .getRawMany<{ parentId: string }>();
      for (const c of counted) withChildren.add(c.parentId);
    }
    return rows.map((r) => ({
      id: r.id,
      level: r.level,
      code: r.code,
      name: r.name,
      parentId: r.parentId === ROOT_PARENT_ID ? null : r.parentId,
      isLeaf: !withChildren.has(r.id),
    }));
  }

  /** The whole tree for cascaders, from one query. */
  async tree(): Promise<AreaTreeNode[]> {
    const rows = await this.ds.getRepository(AreaNode).find({
      select: { id: true, level: true, parentId: true, code: true, name: true },
      order: { code: 'ASC' },
    });
    const regions = new Map<string, RegionTreeNode>();
    const areas: AreaTreeNode[] = [];
    const areaById = new Map<string, AreaTreeNode>();
    for (const r of rows) {
      if (r.level === 'area') {
        const node: AreaTreeNode = { id: r.id, level: 'area', code: r.code, name: r.name, children: [] };
        areas.push(node);
        areaById.set(r.id, node);
      } else if (r.level === 'region') {
        regions.set(r.id, { id: r.id, level: 'region', code: r.code, name: r.name, children: [] });
      }
    }
    for (const r of rows) {
      const region = regions.get(r.id);
      if (region) areaById.get(r.parentId)?.children.push(region);
      if (r.level === 'district') regions.get(r.parentId)?.children.push({ id: r.id, level: 'district', code: r.code, name: r.name });
    }
    return areas;
  }

  async create(level: AreaLevel, input: NodeInput, by: string): Promise<AreaNodeView> {
    const parentId = 'parentId' in input ? input.parentId : ROOT_PARENT_ID;
    return this.ds.transaction(async (manager) => {
      const parentLevel = PARENT_LEVEL[level];
      if (parentLevel) {
        const parent = await manager.findOneBy(AreaNode, { id: parentId });
        if (parent?.level !== parentLevel) throw businessError('organisation.areaParentWrong');
      }
      await this.assertUnique(manager, { code: input.code, name: input.name, parentId });
      try {
        const saved = await manager.save(manager.create(AreaNode, { level, parentId, code: input.code, name: input.name, createdBy: by, updatedBy: by }));
        return only(await this.withAncestors([saved], manager));
      } catch (error) {
        if (isUniqueViolation(error)) throw await this.uniqueViolation(manager, input.code);
        throw error;
      }
    });
  }

  async update(level: AreaLevel, id: string, input: z.infer<typeof updateAreaNodeSchema>, by: string): Promise<AreaNodeView> {
    return this.ds.transaction(async (manager) => {
      const row = await manager.findOneBy(AreaNode, { id, level });
      if (!row) throw new TisError('notFound');
      await this.assertUnique(manager, { code: input.code, name: input.name, parentId: row.parentId, exceptId: id });
      try {
        await updateVersioned(manager, AreaNode, id, input.version, { code: input.code, name: input.name, updatedBy: by });
      } catch (error) {
        if (isUniqueViolation(error)) throw await this.uniqueViolation(manager, input.code, id);
        throw error;
      }
      return only(await this.withAncestors([await manager.findOneByOrFail(AreaNode, { id })], manager));
    });
  }

  async remove(level: AreaLevel, id: string): Promise<void> {
    await this.ds.transaction(async (manager) => {
      const row = await manager.findOneBy(AreaNode, { id, level });
      if (!row) throw new TisError('notFound');
      if (await manager.existsBy(AreaNode, { parentId: id })) throw new TisError('inUse');
      const column = level === 'area' ? 'areaId' : level === 'region' ? 'regionId' : 'districtId';
      if (await manager.existsBy(Agency, { [column]: id })) throw new TisError('inUse');
      await manager.delete(AreaNode, { id });
    });
  }

  private async assertUnique(manager: EntityManager, node: { code: string; name: string; parentId: string; exceptId?: string }): Promise<void> {
    const others = node.exceptId ? { id: Not(node.exceptId) } : {};
    if (await manager.existsBy(AreaNode, { code: sameCode(node.code), ...others })) throw duplicateError('error.codingRepeated');
    if (await manager.existsBy(AreaNode, { parentId: node.parentId, name: node.name, ...others })) throw duplicateError('error.regionExists');
  }

  /** Which unique index refused the row: the code, or else the sibling name. */
  private async uniqueViolation(manager: EntityManager, code: string, exceptId?: string): Promise<TisError> {
    const clash = await manager.existsBy(AreaNode, { code: sameCode(code), ...(exceptId ? { id: Not(exceptId) } : {}) });
    return duplicateError(clash ? 'error.codingRepeated' : 'error.regionExists');
  }
}
