import { agencyKindsResource, carTypesResource, departmentsResource, energiesResource, kindsResource, postsResource, sensitiveWordsResource } from '@tis/contracts';
import type { ApiClient } from './embedded-portal.js';
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

describeResource(sensitiveWordsResource, {
  create: (word, remark) => ({ word, remark }),
  update: (word) => ({ remark: `${word.remark ?? ''} (changed)` }),
});

const inSeries = (field: 'energyType' | 'carType') => (code: string) => (client: ApiClient) =>
  client.ok('POST', 'vehicleService/series', { brandCode: 'PC', seriesCode: `${field === 'energyType' ? 'SE' : 'SC'}-${code}`, seriesName: 'Series of the code', afterSaleType: 'PV', [field]: code });

describeResource(kindsResource, {
  create: (kindCode, kindName) => ({ kindCode, langCode: 'en_US', kindName }),
  update: (kind) => ({ kindName: `${kind.kindName} (changed)` }),
  useRow: (kind, { ok }) => ok('POST', 'vehicleService/model', { seriesCode: 'PC-A5', modelCode: `M-${kind.kindCode}`, modelName: 'Model of the kind', kindCode: kind.kindCode }),
});

describeResource(energiesResource, {
  create: (energyCode, name) => ({ energyCode, langCode: 'en_US', name }),
  update: (energy) => ({ name: `${energy.name} (changed)` }),
  useRow: (energy, client) => inSeries('energyType')(energy.energyCode)(client),
});

describeResource(carTypesResource, {
  create: (cartypeCode, cartypeName) => ({ cartypeCode, langCode: 'en_US', cartypeName }),
  update: (carType) => ({ cartypeName: `${carType.cartypeName} (changed)` }),
  useRow: (carType, client) => inSeries('carType')(carType.cartypeCode)(client),
});
