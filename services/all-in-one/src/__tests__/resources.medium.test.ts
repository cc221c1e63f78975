import { agencyKindsResource, departmentsResource, postsResource } from '@tis/contracts';
import { describeResource } from './resource-suite.js';

/** The standard resource suite of every resource (shared/nest resourceController), on SQLite and MariaDB. */
describeResource(postsResource, {
  create: (postCode, postName) => ({ postCode, postName, remark: null }),
  update: (post) => ({ postName: `${post.postName} (changed)`, remark: 'changed' }),
});

describeResource(agencyKindsResource, {
  create: (kindCode, kindName) => ({ kindCode, kindName }),
  update: (kind) => ({ kindName: `${kind.kindName} (changed)` }),
  useRow: (kind, { ok }) =>
    ok('POST', 'systemService/agency', { agencyCode: `D-${kind.kindCode}`, agencyName: 'Dealer of the kind', kindCode: kind.kindCode, country: 'Testland', status: 'active', areaId: null, regionId: null, districtId: null }),
});

describeResource(departmentsResource, {
  create: (departmentCode, departmentName) => ({ departmentCode, departmentName, parentCode: null }),
  update: (department) => ({ departmentName: `${department.departmentName} (changed)`, parentCode: null }),
  useRow: (department, { ok }) => ok('POST', 'systemService/department', { departmentCode: `${department.departmentCode}-SUB`, departmentName: 'Sub-department', parentCode: department.departmentCode }),
});
