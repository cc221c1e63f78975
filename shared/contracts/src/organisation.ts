import { z } from 'zod';
import { ACCOUNT_CODE_PATTERN } from './identity/accounts.js';
import { pageQuerySchema } from './paging.js';

/**
 * Organisation master data of the system service (spec sections 2, 3 and 7): dealer kinds, dealers /
 * service shops, the area → region → district tree, posts and departments.
 */

/** Dealer status (spec section 3, Dealer: status). */
export const AGENCY_STATUSES = ['active', 'inactive'] as const;
export type AgencyStatus = (typeof AGENCY_STATUSES)[number];

/** Levels of the area tree (spec section 3, Area tree: area, region, district). */
export const AREA_LEVELS = ['area', 'region', 'district'] as const;
export type AreaLevel = (typeof AREA_LEVELS)[number];

/** Dropdown lists (kinds, posts, departments) answer at most this many rows (spec section 9: 999). */
export const ORGANISATION_OPTIONS_LIMIT = 999;
/** The service call answers at most this many dealers at once. */
export const AGENCY_GET_MAX_CODES = 500;

export const ORG_CODE_MAX_LENGTH = 64;
export const ORG_NAME_MAX_LENGTH = 100;
export const ORG_AGENCY_NAME_MAX_LENGTH = 200;
/** Letters, digits, '-', '_' and '.', starting with a letter or digit. */
export const ORG_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const ORG_PHONE_PATTERN = /^[0-9+\-() ]*$/;

const REQUIRED = 'validation.required';

/** A required code: trimmed, not empty, letters/digits/-/_/. only. */
export const orgCodeSchema = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(ORG_CODE_MAX_LENGTH, 'validation.codeFormat')
  .regex(ORG_CODE_PATTERN, 'validation.codeFormat');

/** A required name. */
function nameSchema(max = ORG_NAME_MAX_LENGTH) {
  return z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, 'validation.tooLong');
}

/** An optional text: absent, null and blank all mean "none" (null). */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullish()
    .transform((v) => (v ? v : null));
}

/** An optional reference (id or code): absent, null and blank mean "none". */
function optionalRef(max = ORG_CODE_MAX_LENGTH) {
  return optionalText(max);
}

/** An optional query filter: an empty value means "no filter". */
function filter(max = ORG_CODE_MAX_LENGTH) {
  return z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .optional()
    .transform((v) => (v ? v : undefined));
}

const versionSchema = z.number({ error: REQUIRED }).int().min(1);

/** Route params of the row routes (`PUT …/:id`, `DELETE …/:id`). */
export const orgIdParamsSchema = z.object({ id: z.string().min(1).max(36) });
export type OrgIdParams = z.infer<typeof orgIdParamsSchema>;

/** Who changed a row when, and its optimistic-lock version (spec: "data state changed, reopen"). */
const rowMeta = {
  id: z.string(),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
};

// --- Dealer kinds (/agencykind) ---

export const agencyKindSchema = z.object({ ...rowMeta, kindCode: z.string(), kindName: z.string() });
export type AgencyKindView = z.infer<typeof agencyKindSchema>;

export const agencyKindOptionSchema = z.object({ kindCode: z.string(), kindName: z.string() });
export type AgencyKindOption = z.infer<typeof agencyKindOptionSchema>;

export const agencyKindQuerySchema = pageQuerySchema();
export type AgencyKindQuery = z.infer<typeof agencyKindQuerySchema>;

export const createAgencyKindSchema = z.object({ kindCode: orgCodeSchema, kindName: nameSchema() });
export type CreateAgencyKind = z.input<typeof createAgencyKindSchema>;

/** The code is the key other rows refer to: it is fixed once created. */
export const updateAgencyKindSchema = z.object({ kindName: nameSchema(), version: versionSchema });
export type UpdateAgencyKind = z.input<typeof updateAgencyKindSchema>;

// --- Dealers / service shops (/agency) ---

/** Spec section 3, Dealer / service shop: code, name, country, region, zone, service department, status. */
export const agencySchema = z.object({
  ...rowMeta,
  agencyCode: z.string(),
  agencyName: z.string(),
  kindCode: z.string(),
  kindName: z.string().nullable(),
  country: z.string(),
  areaId: z.string().nullable(),
  areaName: z.string().nullable(),
  regionId: z.string().nullable(),
  regionName: z.string().nullable(),
  /** The zone. */
  districtId: z.string().nullable(),
  districtName: z.string().nullable(),
  /** Code of the service department (a department) in charge of the dealer. */
  serviceDepartment: z.string().nullable(),
  serviceDepartmentName: z.string().nullable(),
  status: z.enum(AGENCY_STATUSES),
  address: z.string().nullable(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
export type AgencyView = z.infer<typeof agencySchema>;

/** What dropdowns and other services need of a dealer. */
export const agencyRefSchema = z.object({
  agencyCode: z.string(),
  agencyName: z.string(),
  kindCode: z.string(),
  country: z.string(),
  areaId: z.string().nullable(),
  regionId: z.string().nullable(),
  districtId: z.string().nullable(),
  status: z.enum(AGENCY_STATUSES),
});
export type AgencyRef = z.infer<typeof agencyRefSchema>;

export const agencyQuerySchema = pageQuerySchema().extend({
  kindCode: filter(),
  country: filter(),
  areaId: filter(),
  regionId: filter(),
  districtId: filter(),
  status: z.enum(AGENCY_STATUSES, { error: 'validation.invalidOption' }).optional(),
});
export type AgencyQuery = z.infer<typeof agencyQuerySchema>;
export type AgencyQueryInput = z.input<typeof agencyQuerySchema>;

const agencyFields = {
  agencyName: nameSchema(ORG_AGENCY_NAME_MAX_LENGTH),
  kindCode: orgCodeSchema,
  country: nameSchema(ORG_CODE_MAX_LENGTH),
  areaId: optionalRef(36),
  regionId: optionalRef(36),
  districtId: optionalRef(36),
  serviceDepartment: optionalRef(),
  status: z.enum(AGENCY_STATUSES, { error: 'validation.invalidOption' }),
  address: optionalText(200),
  contactPerson: optionalText(50),
  contactPhone: optionalText(30).refine((v) => v === null || ORG_PHONE_PATTERN.test(v), 'validation.phoneFormat'),
};

export const createAgencySchema = z.object({ agencyCode: orgCodeSchema, ...agencyFields });
export type CreateAgency = z.input<typeof createAgencySchema>;

/** The dealer code is the users' agent code: it is fixed once created. */
export const updateAgencySchema = z.object({ ...agencyFields, version: versionSchema });
export type UpdateAgency = z.input<typeof updateAgencySchema>;

/** Service call: dealers by code (the user screens check a user's agent code against it). Unknown codes are left out. */
export const SYSTEM_AGENCY_GET = 'system.agency.get';
export const agencyGetSchema = z.object({
  agencyCodes: z.array(z.string().trim().min(1).max(ORG_CODE_MAX_LENGTH)).min(1).max(AGENCY_GET_MAX_CODES),
});
export type AgencyGet = z.input<typeof agencyGetSchema>;
export const agencyGetAnswerSchema = z.array(agencyRefSchema);

// --- Area tree (/agencyarea, /agencyregion, /agencydistrict) ---

/** One node of the area tree as the list screens show it, with the names of its ancestors. */
export const areaNodeSchema = z.object({
  ...rowMeta,
  level: z.enum(AREA_LEVELS),
  code: z.string(),
  name: z.string(),
  /** Null for an area; the area of a region; the region of a district. */
  parentId: z.string().nullable(),
  areaId: z.string().nullable(),
  areaName: z.string().nullable(),
  regionId: z.string().nullable(),
  regionName: z.string().nullable(),
});
export type AreaNodeView = z.infer<typeof areaNodeSchema>;

/** `GET region children` (spec section 7): the nodes below a parent, for lazy cascaders. */
export const areaChildSchema = z.object({
  id: z.string(),
  level: z.enum(AREA_LEVELS),
  code: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  isLeaf: z.boolean(),
});
export type AreaChild = z.infer<typeof areaChildSchema>;

export const areaChildrenQuerySchema = z.object({ parentId: filter(36) });
export type AreaChildrenQuery = z.infer<typeof areaChildrenQuerySchema>;

const treeNode = { id: z.string(), code: z.string(), name: z.string() };
export const districtTreeNodeSchema = z.object({ ...treeNode, level: z.literal('district') });
export const regionTreeNodeSchema = z.object({ ...treeNode, level: z.literal('region'), children: z.array(districtTreeNodeSchema) });
export const areaTreeNodeSchema = z.object({ ...treeNode, level: z.literal('area'), children: z.array(regionTreeNodeSchema) });
/** The whole tree for cascaders: areas → regions → districts, each ordered by code. */
export const areaTreeSchema = z.array(areaTreeNodeSchema);
export type AreaTreeNode = z.infer<typeof areaTreeNodeSchema>;
export type RegionTreeNode = z.infer<typeof regionTreeNodeSchema>;
export type DistrictTreeNode = z.infer<typeof districtTreeNodeSchema>;

export const areaQuerySchema = pageQuerySchema();
export const regionQuerySchema = pageQuerySchema().extend({ areaId: filter(36) });
export const districtQuerySchema = pageQuerySchema().extend({ areaId: filter(36), regionId: filter(36) });
export type AreaNodeQuery = z.infer<typeof districtQuerySchema>;
export type AreaNodeQueryInput = z.input<typeof districtQuerySchema>;

export const createAreaSchema = z.object({ code: orgCodeSchema, name: nameSchema() });
export type CreateArea = z.input<typeof createAreaSchema>;
/** A region names its area, a district its region. */
export const createChildNodeSchema = z.object({
  code: orgCodeSchema,
  name: nameSchema(),
  parentId: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(36),
});
export type CreateChildNode = z.input<typeof createChildNodeSchema>;
/** Code and name change; a node stays below its parent (dealers refer to the whole path). */
export const updateAreaNodeSchema = z.object({ code: orgCodeSchema, name: nameSchema(), version: versionSchema });
export type UpdateAreaNode = z.input<typeof updateAreaNodeSchema>;

// --- Posts (/BaseinfoUserPost) ---

export const postSchema = z.object({ ...rowMeta, postCode: z.string(), postName: z.string(), remark: z.string().nullable() });
export type PostView = z.infer<typeof postSchema>;
export const postOptionSchema = z.object({ postCode: z.string(), postName: z.string() });
export type PostOption = z.infer<typeof postOptionSchema>;
export const postQuerySchema = pageQuerySchema();
export const createPostSchema = z.object({ postCode: orgCodeSchema, postName: nameSchema(), remark: optionalText(500) });
export type CreatePost = z.input<typeof createPostSchema>;
export const updatePostSchema = z.object({ postName: nameSchema(), remark: optionalText(500), version: versionSchema });
export type UpdatePost = z.input<typeof updatePostSchema>;

// --- Departments (/BaseinfoUserDepart) ---

/** A department has at most this many approvers (user codes of at most ORG_CODE_MAX_LENGTH characters). */
export const DEPARTMENT_APPROVERS_MAX = 20;

const APPROVER_FORMAT = 'validation.approverFormat';

/** The codes without repeats (in any case), in their order. */
function distinctCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  return codes.filter((code) => {
    const key = code.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The approvers of a department (spec section 6: "Approvers are set per department"): the codes of
 * the users who approve its documents, each once, in the order given.
 */
const approversSchema = z
  .array(z.string({ error: APPROVER_FORMAT }).trim().min(1, { error: APPROVER_FORMAT, abort: true }).max(ORG_CODE_MAX_LENGTH, APPROVER_FORMAT).regex(ACCOUNT_CODE_PATTERN, APPROVER_FORMAT), {
    error: APPROVER_FORMAT,
  })
  .transform(distinctCodes)
  .pipe(z.array(z.string()).max(DEPARTMENT_APPROVERS_MAX, 'validation.tooManyApprovers'));

export const departmentSchema = z.object({
  ...rowMeta,
  departmentCode: z.string(),
  departmentName: z.string(),
  parentCode: z.string().nullable(),
  parentName: z.string().nullable(),
  approvers: z.array(z.string()),
});
export type DepartmentView = z.infer<typeof departmentSchema>;
/** `GET user departments` (spec section 7). */
export const departmentOptionSchema = z.object({ departmentCode: z.string(), departmentName: z.string(), parentCode: z.string().nullable() });
export type DepartmentOption = z.infer<typeof departmentOptionSchema>;
export const departmentQuerySchema = pageQuerySchema().extend({ parentCode: filter() });
export type DepartmentQuery = z.infer<typeof departmentQuerySchema>;
export type DepartmentQueryInput = z.input<typeof departmentQuerySchema>;
export const createDepartmentSchema = z.object({ departmentCode: orgCodeSchema, departmentName: nameSchema(), parentCode: optionalRef(), approvers: approversSchema.default([]) });
export type CreateDepartment = z.input<typeof createDepartmentSchema>;
/** Without `approvers` the department keeps the ones it has. */
export const updateDepartmentSchema = z.object({ departmentName: nameSchema(), parentCode: optionalRef(), approvers: approversSchema.optional(), version: versionSchema });
export type UpdateDepartment = z.input<typeof updateDepartmentSchema>;

/**
 * Service call: what a document records of its author and who may approve for them. A dealer
 * user's organisation is their dealer (its service department, area, region and district); anybody
 * else's is their department (no area). `approverDepartments`: the departments whose approvers
 * include the user. A code that names nothing answers the code with a null name.
 */
export const SYSTEM_DOCUMENT_AUTHOR = 'system.document.author';
export const documentAuthorSchema = z.object({
  userCode: z.string().trim().min(1).max(ORG_CODE_MAX_LENGTH),
  agentCode: optionalRef(),
  departmentCode: optionalRef(),
  postCode: optionalRef(),
});
export type DocumentAuthorQuery = z.input<typeof documentAuthorSchema>;
export const documentAuthorAnswerSchema = z.object({
  orgCode: z.string().nullable(),
  orgName: z.string().nullable(),
  /** The department in charge: a dealer's service department, or the user's own. */
  department: z.string().nullable(),
  areaId: z.string().nullable(),
  regionId: z.string().nullable(),
  districtId: z.string().nullable(),
  postName: z.string().nullable(),
  approverDepartments: z.array(z.string()),
});
export type DocumentAuthor = z.infer<typeof documentAuthorAnswerSchema>;
