import type { AgencyStatus, AreaLevel } from '@tis/contracts';
import { VersionedEntity } from '@tis/nest';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A kind of dealer (/agencykind): 4S shop, authorised service station, … */
@Entity('agency_kind')
@Index('uq_agency_kind_code', ['kindCode'], { unique: true })
@Index('uq_agency_kind_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_agency_kind_name', ['kindName'])
export class AgencyKind extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  kindCode!: string;

  @Column({ type: 'varchar', length: 100 })
  kindName!: string;
}

/**
 * A dealer / service shop (spec section 3: code, name, country, region, zone, service department,
 * status). Its code is the agent code of its users. Area, region and district are a path of the
 * area tree (each one a child of the one before, or absent from some level down).
 */
@Entity('agency')
@Index('uq_agency_code', ['agencyCode'], { unique: true })
@Index('uq_agency_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_agency_name', ['agencyName'])
@Index('idx_agency_kind', ['kindCode'])
@Index('idx_agency_country', ['country'])
@Index('idx_agency_area', ['areaId'])
@Index('idx_agency_region', ['regionId'])
@Index('idx_agency_district', ['districtId'])
@Index('idx_agency_service_department', ['serviceDepartment'])
@Index('idx_agency_status', ['status'])
export class Agency extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  agencyCode!: string;

  @Column({ type: 'varchar', length: 200 })
  agencyName!: string;

  @Column({ type: 'varchar', length: 64 })
  kindCode!: string;

  @Column({ type: 'varchar', length: 64 })
  country!: string;

  @Column({ type: 'varchar', length: 36, nullable: true })
  areaId!: string | null;

  @Column({ type: 'varchar', length: 36, nullable: true })
  regionId!: string | null;

  /** The zone. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  districtId!: string | null;

  /** Code of the department in charge of the dealer. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  serviceDepartment!: string | null;

  @Column({ type: 'varchar', length: 10 })
  status!: AgencyStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  address!: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  contactPerson!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  contactPhone!: string | null;
}

/** The parent id of the top level (areas): '' rather than NULL, so (parent_id, name) is unique there too. */
export const ROOT_PARENT_ID = '';

/**
 * One node of the area tree (spec section 3, Area tree): an area, a region below an area, or a
 * district below a region. Names are unique among siblings ("same region already exists").
 */
@Entity('area_node')
@Index('uq_area_node_code', ['code'], { unique: true })
@Index('uq_area_node_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('uq_area_node_parent_name', ['parentId', 'name'], { unique: true })
@Index('idx_area_node_level', ['level', 'code'])
@Index('idx_area_node_parent_code', ['parentId', 'code'])
export class AreaNode extends VersionedEntity {
  @Column({ type: 'varchar', length: 10 })
  level!: AreaLevel;

  /** The area of a region, the region of a district; ROOT_PARENT_ID for an area. */
  @Column({ type: 'varchar', length: 36 })
  parentId!: string;

  @Column({ type: 'varchar', length: 64 })
  code!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;
}

/** A post (position) users hold (/BaseinfoUserPost). */
@Entity('post')
@Index('uq_post_code', ['postCode'], { unique: true })
@Index('uq_post_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_post_name', ['postName'])
export class Post extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  postCode!: string;

  @Column({ type: 'varchar', length: 100 })
  postName!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  remark!: string | null;
}

/** A department (/BaseinfoUserDepart), optionally below another one. */
@Entity('department')
@Index('uq_department_code', ['departmentCode'], { unique: true })
@Index('uq_department_code_ci', { synchronize: false }) // SQLite only: the code without case (createCodeIndexes)
@Index('idx_department_name', ['departmentName'])
@Index('idx_department_parent', ['parentCode'])
export class Department extends VersionedEntity {
  @Column({ type: 'varchar', length: 64 })
  departmentCode!: string;

  @Column({ type: 'varchar', length: 100 })
  departmentName!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  parentCode!: string | null;
}

/**
 * One approver of a department (spec section 6: "Approvers are set per department"): a user who
 * approves the department's documents. Found by user for the document workflow.
 */
@Entity('department_approver')
@Index('idx_department_approver_user', ['userCode'])
export class DepartmentApprover {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  departmentCode!: string;

  @PrimaryColumn({ type: 'varchar', length: 64 })
  userCode!: string;

  /** The place in the department's list, as the administrator entered it. */
  @Column({ type: 'integer' })
  sortNo!: number;
}

export const ORGANISATION_ENTITIES = [AgencyKind, Agency, AreaNode, Post, Department, DepartmentApprover];
