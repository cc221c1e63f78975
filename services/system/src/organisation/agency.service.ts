import { Inject, Injectable } from '@nestjs/common';
import {
  type AgencyQuery,
  type AgencyRef,
  type AgencyView,
  businessError,
  type createAgencySchema,
  type PageResult,
  TisError,
  toSkipTake,
  type updateAgencySchema,
} from '@tis/contracts';
import { andKeyword, DATA_SOURCE, isUniqueViolation, sameCode, versionedMeta } from '@tis/nest';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { z } from 'zod';
import { duplicateError, only, updateVersioned } from './organisation.common.js';
import { Agency, AgencyKind, AreaNode, Department, ROOT_PARENT_ID } from './organisation.entities.js';

type AgencyFields = Omit<z.infer<typeof updateAgencySchema>, 'version'>;

function ref(row: Agency): AgencyRef {
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

/** Dealers / service shops (/agency; spec section 3). The dealer code is the agent code of its users. */
@Injectable()
export class AgencyService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** The admin list: every column, with the names of kind, area, region, district and service department. */
  async list(query: AgencyQuery): Promise<PageResult<AgencyView>> {
    const [rows, total] = await this.page(query);
    return { list: await this.views(rows), total };
  }

  /** For dropdowns and filters of other screens: code, name, kind, place and status. */
  async search(query: AgencyQuery): Promise<PageResult<AgencyRef>> {
    const [rows, total] = await this.page(query);
    return { list: rows.map(ref), total };
  }

  /** The dealers with these codes (service call); unknown codes are left out. */
  async byCodes(codes: string[]): Promise<AgencyRef[]> {
    const rows = await this.ds.getRepository(Agency).find({ where: { agencyCode: In([...new Set(codes)]) }, order: { agencyCode: 'ASC' } });
    return rows.map(ref);
  }

  private page(query: AgencyQuery): Promise<[Agency[], number]> {
    const qb = this.ds.getRepository(Agency).createQueryBuilder('a');
    const exact = { kindCode: query.kindCode, country: query.country, areaId: query.areaId, regionId: query.regionId, districtId: query.districtId, status: query.status };
    for (const [column, value] of Object.entries(exact)) {
      if (value !== undefined) qb.andWhere(`a.${column} = :${column}`, { [column]: value });
    }
    andKeyword(qb, ['a.agencyCode', 'a.agencyName'], query.keyword);
    const { skip, take } = toSkipTake(query);
    return qb.orderBy('a.agencyCode', 'ASC').skip(skip).take(take).getManyAndCount();
  }

  /** Rows with the names they refer to: one look-up per referenced table, never one per row. */
  private async views(rows: Agency[], manager: EntityManager = this.ds.manager): Promise<AgencyView[]> {
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
      ...versionedMeta(row),
      ...ref(row),
      kindName: kindName.get(row.kindCode) ?? null,
      areaName: nameOf(row.areaId),
      regionName: nameOf(row.regionId),
      districtName: nameOf(row.districtId),
      serviceDepartment: row.serviceDepartment,
      serviceDepartmentName: row.serviceDepartment === null ? null : (departmentName.get(row.serviceDepartment) ?? null),
      address: row.address,
      contactPerson: row.contactPerson,
      contactPhone: row.contactPhone,
    }));
  }

  async create(input: z.infer<typeof createAgencySchema>, by: string): Promise<AgencyView> {
    return this.ds.transaction(async (manager) => {
      if (await manager.existsBy(Agency, { agencyCode: sameCode(input.agencyCode) })) throw duplicateError('error.codingRepeated');
      await this.assertReferences(manager, input);
      try {
        const saved = await manager.save(manager.create(Agency, { ...input, createdBy: by, updatedBy: by }));
        return only(await this.views([saved], manager));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateError('error.codingRepeated');
        throw error;
      }
    });
  }

  async update(id: string, input: z.infer<typeof updateAgencySchema>, by: string): Promise<AgencyView> {
    return this.ds.transaction(async (manager) => {
      const { version, ...fields } = input;
      await this.assertReferences(manager, fields);
      await updateVersioned(manager, Agency, id, version, { ...fields, updatedBy: by });
      return only(await this.views([await manager.findOneByOrFail(Agency, { id })], manager));
    });
  }

  async remove(id: string): Promise<void> {
    const result = await this.ds.getRepository(Agency).delete({ id });
    if (result.affected !== 1) throw new TisError('notFound');
  }

  /** The kind and the service department exist; area, region and district form a path of the tree from the top. */
  private async assertReferences(manager: EntityManager, input: AgencyFields): Promise<void> {
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
}
