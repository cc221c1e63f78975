import { Inject, Injectable } from '@nestjs/common';
import type { DocumentAuthor, documentAuthorSchema } from '@tis/contracts';
import { DATA_SOURCE } from '@tis/nest';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { Agency, Department, DepartmentApprover, Post } from './organisation.entities.js';

type AuthorQuery = z.infer<typeof documentAuthorSchema>;

/**
 * What a document records of its author (SYSTEM_DOCUMENT_AUTHOR): the organisation they write for
 * (a dealer user's dealer, anybody else's department), the department in charge, the place of a
 * dealer, the post's name, and the departments whose approvers include them (spec section 6).
 */
@Injectable()
export class DocumentAuthorService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  async describe(query: AuthorQuery): Promise<DocumentAuthor> {
    const [organisation, postName, approverDepartments] = await Promise.all([
      query.agentCode === null ? this.department(query.departmentCode) : this.dealer(query.agentCode),
      this.postName(query.postCode),
      this.approverDepartments(query.userCode),
    ]);
    return { ...organisation, postName, approverDepartments };
  }

  /** A dealer user's organisation: the dealer, its service department and its place. */
  private async dealer(agencyCode: string): Promise<Omit<DocumentAuthor, 'postName' | 'approverDepartments'>> {
    const agency = await this.ds.getRepository(Agency).findOneBy({ agencyCode });
    return {
      orgCode: agency?.agencyCode ?? agencyCode,
      orgName: agency?.agencyName ?? null,
      department: agency?.serviceDepartment ?? null,
      areaId: agency?.areaId ?? null,
      regionId: agency?.regionId ?? null,
      districtId: agency?.districtId ?? null,
    };
  }

  /** Anybody else's organisation: their department (no place). */
  private async department(departmentCode: string | null): Promise<Omit<DocumentAuthor, 'postName' | 'approverDepartments'>> {
    const department = departmentCode === null ? null : await this.ds.getRepository(Department).findOneBy({ departmentCode });
    return {
      orgCode: department?.departmentCode ?? departmentCode,
      orgName: department?.departmentName ?? null,
      department: department?.departmentCode ?? departmentCode,
      areaId: null,
      regionId: null,
      districtId: null,
    };
  }

  private async postName(postCode: string | null): Promise<string | null> {
    if (postCode === null) return null;
    return (await this.ds.getRepository(Post).findOne({ select: { postName: true }, where: { postCode } }))?.postName ?? null;
  }

  /** The departments whose approvers include the user, by code (through the index on the user). */
  private async approverDepartments(userCode: string): Promise<string[]> {
    const rows = await this.ds.getRepository(DepartmentApprover).find({ select: { departmentCode: true }, where: { userCode }, order: { departmentCode: 'ASC' } });
    return rows.map((r) => r.departmentCode);
  }
}
