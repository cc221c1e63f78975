import {
  AGENCY_STATUSES,
  agencyQuerySchema,
  agencySchema,
  createAgencySchema,
  ORG_AGENCY_NAME_MAX_LENGTH,
  updateAgencySchema,
  agencyKindOptionSchema,
  agencyKindQuerySchema,
  agencyKindSchema,
  createAgencyKindSchema,
  createDepartmentSchema,
  createPostSchema,
  DEPARTMENT_APPROVERS_MAX,
  ORG_CODE_MAX_LENGTH,
  ORG_NAME_MAX_LENGTH,
  departmentOptionSchema,
  departmentQuerySchema,
  departmentSchema,
  ORGANISATION_OPTIONS_LIMIT,
  postOptionSchema,
  postQuerySchema,
  postSchema,
  updateAgencyKindSchema,
  updateDepartmentSchema,
  updatePostSchema,
} from './organisation.js';
import { defineResource } from './resource/resource.js';

/** Posts (positions) users hold: /BaseinfoUserPost. Accounts keep the post code they had, so a post is never "in use". */
export const postsResource = defineResource({
  name: 'post',
  noun: 'a post',
  base: 'systemService',
  path: 'post',
  page: 'BaseinfoUserPost',
  actions: { import: 'import' },
  row: postSchema,
  query: postQuerySchema,
  create: createPostSchema,
  update: updatePostSchema,
  fields: [
    { name: 'postCode', label: 'organisation.post.postCode', column: { width: 160 }, form: { input: 'text', maxLength: ORG_CODE_MAX_LENGTH } },
    { name: 'postName', label: 'organisation.post.postName', column: { width: 220 }, form: { input: 'text', maxLength: ORG_NAME_MAX_LENGTH } },
    { name: 'remark', label: 'organisation.post.remark', column: { ellipsis: true }, form: { input: 'textarea', maxLength: 500 } },
  ],
  keywordFields: ['postCode', 'postName'],
  codeFields: ['postCode'],
  options: { schema: postOptionSchema, limit: ORGANISATION_OPTIONS_LIMIT },
  excel: { fileName: 'posts' },
  texts: { title: 'organisation.post.pageTitle', add: 'organisation.post.add', edit: 'organisation.post.edit', keyword: 'organisation.common.codeOrName' },
});

/** Dealer kinds: /agencykind. A kind that dealers have cannot be deleted. */
export const agencyKindsResource = defineResource({
  name: 'agencyKind',
  noun: 'a dealer kind',
  base: 'systemService',
  path: 'agencyKind',
  page: 'agencykind',
  actions: { import: 'import' },
  row: agencyKindSchema,
  query: agencyKindQuerySchema,
  create: createAgencyKindSchema,
  update: updateAgencyKindSchema,
  fields: [
    { name: 'kindCode', label: 'organisation.agencyKind.kindCode', column: { width: 160 }, form: { input: 'text', maxLength: ORG_CODE_MAX_LENGTH } },
    { name: 'kindName', label: 'organisation.agencyKind.kindName', column: {}, form: { input: 'text', maxLength: ORG_NAME_MAX_LENGTH } },
  ],
  keywordFields: ['kindCode', 'kindName'],
  codeFields: ['kindCode'],
  inUseWhen: 'while dealers have it',
  options: { schema: agencyKindOptionSchema, limit: ORGANISATION_OPTIONS_LIMIT },
  excel: { fileName: 'dealer-kinds' },
  texts: { title: 'organisation.agencyKind.pageTitle', add: 'organisation.agencyKind.add', edit: 'organisation.agencyKind.edit', keyword: 'organisation.common.codeOrName' },
});

/**
 * Departments: /BaseinfoUserDepart, each optionally below a parent (never below itself or its own
 * sub-departments), with the users who approve its documents. One with sub-departments, or that
 * dealers have as service department, cannot be deleted.
 */
export const departmentsResource = defineResource({
  name: 'department',
  noun: 'a department',
  base: 'systemService',
  path: 'department',
  page: 'BaseinfoUserDepart',
  actions: { import: 'import' },
  row: departmentSchema,
  query: departmentQuerySchema,
  create: createDepartmentSchema,
  update: updateDepartmentSchema,
  fields: [
    { name: 'departmentCode', label: 'organisation.department.departmentCode', column: { width: 160 }, form: { input: 'text', maxLength: ORG_CODE_MAX_LENGTH } },
    { name: 'departmentName', label: 'organisation.department.departmentName', column: { width: 240 }, form: { input: 'text', maxLength: ORG_NAME_MAX_LENGTH } },
    // The choices are the other departments: the page gives the input and the filter.
    { name: 'parentCode', label: 'organisation.department.parent', form: { input: 'select', options: [] }, filter: { input: 'select', options: [] } },
    // The page shows the list in a column of its own.
    { name: 'approvers', label: 'organisation.department.approvers', form: { input: 'tags', maxCount: DEPARTMENT_APPROVERS_MAX, placeholder: 'organisation.department.approversPlaceholder' } },
  ],
  keywordFields: ['departmentCode', 'departmentName'],
  codeFields: ['departmentCode'],
  inUseWhen: 'while it has sub-departments or dealers have it as service department',
  options: { schema: departmentOptionSchema, limit: ORGANISATION_OPTIONS_LIMIT },
  // A parent is given by its code; it must be in the table or in an earlier row of the file.
  excel: { fileName: 'departments' },
  texts: { title: 'organisation.department.pageTitle', add: 'organisation.department.add', edit: 'organisation.department.edit', keyword: 'organisation.common.codeOrName' },
});

const agencyStatuses = AGENCY_STATUSES.map((status) => ({ value: status, label: `organisation.agency.status.${status}` as const }));

/**
 * Dealers / service shops: /agency (spec section 3: code, name, country, region, zone, service
 * department, status). The dealer code is its users' agent code: fixed once created. The kind and
 * the service department must exist; area, region and district form a path of the area tree.
 */
export const agenciesResource = defineResource({
  name: 'agency',
  noun: 'a dealer',
  base: 'systemService',
  path: 'agency',
  page: 'agency',
  row: agencySchema,
  query: agencyQuerySchema,
  create: createAgencySchema,
  update: updateAgencySchema,
  fields: [
    { name: 'agencyCode', label: 'organisation.agency.agencyCode', column: { width: 120 }, form: { input: 'text', maxLength: ORG_CODE_MAX_LENGTH } },
    { name: 'agencyName', label: 'organisation.agency.agencyName', column: { width: 240 }, form: { input: 'text', maxLength: ORG_AGENCY_NAME_MAX_LENGTH } },
    // The choices are the dealer kinds: the page gives the input, the filter and the kind's name in the cell.
    { name: 'kindCode', label: 'organisation.agency.kind', column: { width: 160 }, form: { input: 'select', options: [] }, filter: { input: 'select', options: [] } },
    { name: 'country', label: 'organisation.agency.country', column: { width: 100 }, form: { input: 'text', maxLength: ORG_CODE_MAX_LENGTH }, filter: { input: 'text' } },
    // Area, region and district: one cascader of the page in the dialog and the filter bar.
    { name: 'areaId', label: 'organisation.agency.place', form: { input: 'select', options: [] }, filter: { input: 'select', options: [] } },
    { name: 'areaName', label: 'organisation.agency.area', column: { width: 120 } },
    { name: 'regionName', label: 'organisation.agency.region', column: { width: 120 } },
    { name: 'districtName', label: 'organisation.agency.district', column: { width: 120 } },
    // The choices are the departments: the page gives the input and the department's name in the cell.
    { name: 'serviceDepartment', label: 'organisation.agency.serviceDepartment', column: { width: 200 }, form: { input: 'select', options: [] } },
    { name: 'status', label: 'organisation.agency.status', column: { width: 90 }, form: { input: 'select', options: agencyStatuses }, filter: { input: 'select', options: agencyStatuses } },
    { name: 'contactPerson', label: 'organisation.agency.contactPerson', column: { width: 120 }, form: { input: 'text', maxLength: 50 } },
    { name: 'contactPhone', label: 'organisation.agency.contactPhone', column: { width: 150 }, form: { input: 'text', maxLength: 30 } },
    { name: 'address', label: 'organisation.agency.address', column: { width: 260, ellipsis: true }, form: { input: 'text', maxLength: 200 } },
  ],
  keywordFields: ['agencyCode', 'agencyName'],
  codeFields: ['agencyCode'],
  texts: { title: 'organisation.agency.pageTitle', add: 'organisation.agency.add', edit: 'organisation.agency.edit', keyword: 'organisation.agency.keywordPlaceholder' },
});
