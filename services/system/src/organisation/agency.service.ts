import { Inject, Injectable } from '@nestjs/common';
import { agenciesResource, type AgencyQuery, type AgencyRef, type AgencyView, businessError, type PageResult } from '@tis/contracts';
import { DATA_SOURCE, type ResourceCaller, resourceController, VersionedCrudService, versionedMeta } from '@tis/nest';
import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { Agency, AgencyKind, AreaNode, Department, ROOT_PARENT_ID } from './organisation.entities.js';

/** What dropdowns and other services get of a dealer (a row or its view). */
function ref(row: AgencyRef): AgencyRef {
  return {
    agencyCode: row.agencyCode,
    agencyName: row.agencyName,
    kindCode: row.kindCode,
    country: row.country,
    areaId: row.areaId,
    regionId: row.regionId,
    districtId: row.districtId,
    status: row.status,
  };
}

/**
 * Dealers / service shops (/agency, a resource; spec section 3), shown with the names of their kind,
 * area, region, district and service department. The dealer code is the agent code of its users.
 */
@Injectable()
export class AgencyService extends VersionedCrudService<Agency, typeof agenciesResource> {
  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, Agency, agenciesResource);
  }

  /** For dropdowns and filters of other screens: code, name, kind, place and status (the list's keyword and filters). */
  async search(query: AgencyQuery, caller: ResourceCaller): Promise<PageResult<AgencyRef>> {
    const { list, total } = await this.list(query, caller);
    return { list: list.map(ref), total };
  }

  /** The dealers with these codes (service call); unknown codes are left out. */
  async byCodes(codes: string[]): Promise<AgencyRef[]> {
    const rows = await this.ds.getRepository(Agency).find({ where: { agencyCode: In([...new Set(codes)]) }, order: { agencyCode: 'ASC' } });
    return rows.map(ref);
  }

  /** The descriptor's filters (kind, country, area, status), and region and district of the place. */
  protected override filter(qb: SelectQueryBuilder<Agency>, query: AgencyQuery, caller: ResourceCaller): void {
    super.filter(qb, query, caller);
    if (query.regionId !== undefined) qb.andWhere(`${qb.alias}.regionId = :regionId`, { regionId: query.regionId });
    if (query.districtId !== undefined) qb.andWhere(`${qb.alias}.districtId = :districtId`, { districtId: query.districtId });
  }

  /** The kind and the service department exist; area, region and district form a path of the tree from the top. */
  protected override async check(manager: EntityManager, values: Record<string, unknown>): Promise<void> {
    const input = values as Pick<Agency, 'kindCode' | 'serviceDepartment' | 'areaId' | 'regionId' | 'districtId'>;
    if (!(await manager.existsBy(AgencyKind, { kindCode: input.kindCode }))) throw businessError('organisation.kindNotFound');
    if (input.serviceDepartment !== null && !(await manager.existsBy(Department, { departmentCode: input.serviceDepartment }))) {
      throw businessError('organisation.departmentNotFound');
    }
    const path = [input.areaId, input.regionId, input.districtId];
    const depth = path.findIndex((id) => id === null);
    const chosen = (depth < 0 ? path : path.slice(0, depth)) as string[];
    if (path.slice(chosen.length).some((id) => id !== null)) throw businessError('organisation.areaPathInvalid');
    if (chosen.length === 0) return;
    const nodes = new Map((await manager.findBy(AreaNode, { id: In(chosen) })).map((n) => [n.id, n]));
    const levels = ['area', 'region', 'district'] as const;
    let parentId = ROOT_PARENT_ID;
    for (const [i, id] of chosen.entries()) {
      const node = nodes.get(id);
      if (!node || node.level !== levels[i] || node.parentId !== parentId) throw businessError('organisation.areaPathInvalid');
      parentId = node.id;
    }
  }

  /** Rows with the names they refer to: one look-up per referenced table, never one per row. */
  protected override async toRows(rows: Agency[], manager: EntityManager): Promise<AgencyView[]> {
    const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];
    const nodeIds = unique(rows.flatMap((r) => [r.areaId, r.regionId, r.districtId]));
    const kindCodes = unique(rows.map((r) => r.kindCode));
    const departmentCodes = unique(rows.map((r) => r.serviceDepartment));
    const [nodes, kinds, departments] = await Promise.all([
      nodeIds.length ? manager.find(AreaNode, { select: { id: true, name: true }, where: { id: In(nodeIds) } }) : [],
      kindCodes.length ? manager.find(AgencyKind, { select: { kindCode: true, kindName: true }, where: { kindCode: In(kindCodes) } }) : [],
      departmentCodes.length
        ? manager.find(Department, { select: { departmentCode: true, departmentName: true }, where: { departmentCode: In(departmentCodes) } })
        : [],
    ]);
    const nodeName = new Map(nodes.map((n) => [n.id, n.name]));
    const kindName = new Map(kinds.map((k) => [k.kindCode, k.kindName]));
    const departmentName = new Map(departments.map((d) => [d.departmentCode, d.departmentName]));
    const nameOf = (id: string | null) => (id === null ? null : (nodeName.get(id) ?? null));
    return rows.map((row) => ({
      kindName: kindName.get(row.kindCode) ?? null,
      areaName: nameOf(row.areaId),
      regionName: nameOf(row.regionId),
      districtName: nameOf(row.districtId),
      serviceDepartment: row.serviceDepartment,
      serviceDepartmentName: row.serviceDepartment === null ? null : (departmentName.get(row.serviceDepartment) ?? null),
      address: row.address,
      contactPerson: row.contactPerson,
      contactPhone: row.contactPhone,
      ...versionedMeta(row),
      ...ref(row),
    }));
  }
}

/** The list, add, change and delete of /agency (the dropdown search and the service call: AgencyController). */
export const AgencyResourceController = resourceController(agenciesResource, AgencyService);
