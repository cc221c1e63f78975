import { agenciesResource, fastAppsResource, homepageImagesResource, languagesResource, mailListsResource } from '@tis/contracts';
import { call, multipartBody, sizedPng } from '@tis/nest/testing';
import { agencyKindsResource, brandsResource, carTypesResource, classificationsResource, departmentsResource, energiesResource, kindsResource, postsResource, sensitiveWordsResource, vinShieldsResource } from '@tis/contracts';
import type { ApiClient } from './embedded-portal.js';
import { describeResource, SUITE_CODES } from './resource-suite.js';
import { commercialInfoResource, feedbackTypesResource, modelConfigsResource, modelsResource, moduleSettingsResource, seriesDirectoriesResource, seriesResource, seriesSettingsResource, vehiclesResource, vinCheckDigit } from '@tis/contracts';

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

describeResource(brandsResource, {
  create: (brandCode, brandName) => ({ brandCode, brandName, brandType: 'brand' as const, loginEntry: null, checkDigit: false, sortNo: 0 }),
  update: (brand) => ({ brandName: `${brand.brandName} (changed)`, brandType: 'sister' as const, loginEntry: 'os' as const, checkDigit: true, sortNo: 3 }),
  useRow: (brand, { ok }) => ok('POST', 'vehicleService/series', { brandCode: brand.brandCode, seriesCode: `SB-${brand.brandCode}`, seriesName: 'Series of the brand', afterSaleType: 'PV' }),
});

describeResource(classificationsResource, {
  create: (classificationCode, classificationName) => ({ classificationCode, langCode: 'en_US', classificationName, parentCode: null, sortNo: 0 }),
  update: (classification) => ({ classificationName: `${classification.classificationName} (changed)`, sortNo: 5 }),
  useRow: (classification, { ok }) =>
    ok('POST', 'vehicleService/classification', { classificationCode: `${classification.classificationCode}-SUB`, langCode: 'en_US', classificationName: 'Sub-sale type', parentCode: classification.classificationCode, sortNo: 0 }),
});

describeResource(languagesResource, {
  // Language codes are 'll_RR': 'SUITE-DUP' becomes 'zz_DUP', 'suite-dup' 'zz_dup'.
  code: (code) => `zz_${code.slice(code.indexOf('-') + 1)}`,
  create: (langCode, langName) => ({ langCode, langName, supported: true, sortNo: 50 }),
  update: (language) => ({ langName: `${language.langName} (changed)`, supported: !language.supported, sortNo: language.sortNo + 1 }),
  useRow: (language, { ok }) => ok('POST', 'systemService/translation', { key: 'suite.language.used', langCode: language.langCode, value: 'Used' }),
});

describeResource(agenciesResource, {
  create: (agencyCode, agencyName) => ({ agencyCode, agencyName, kindCode: 'ASC', country: 'Testland', status: 'active' as const, areaId: null, regionId: null, districtId: null }),
  update: (dealer) => ({ agencyName: `${dealer.agencyName} (changed)`, kindCode: '4S', country: dealer.country, status: 'inactive' as const, contactPhone: '+49 (30) 1234' }),
});

/** A VIN of a suite code: its letters and digits in their case (I, O and Q, which no VIN holds, as the next letter), padded with zeros to 17. */
const vinOf = (code: string): string =>
  code
    .replace(/-/g, '')
    .replace(/[IOQ]/gi, (c) => String.fromCharCode(c.charCodeAt(0) + 1))
    .padEnd(17, '0');

describeResource(vinShieldsResource, {
  code: vinOf,
  create: (vin, remark) => ({ vin, remark }),
  update: (shield) => ({ remark: `${shield.remark ?? ''} (changed)` }),
});

/** The stored 1600 x 400 image the homepage images of the suite show (uploaded once per database). */
let bannerUrl = '';
describeResource(homepageImagesResource, {
  prepare: async ({ base, admin }) => {
    const { body, contentType } = multipartBody('file', 'banner.png', 'image/png', sizedPng(1600, 400));
    const stored = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { authorization: admin, 'content-type': contentType }, body });
    bannerUrl = stored.body.data?.url ?? '';
  },
  // No code: the title starts with it, and the order (sortNo) follows its number.
  create: (code, text) => ({ title: `${code} ${text}`, imageUrl: bannerUrl, link: null, sortNo: Number(/\d+$/.exec(code)?.[0] ?? 0), enabled: true }),
  codeOfRow: (image) => image.title.split(' ')[0] ?? '',
  update: (image) => ({ title: `${image.title} (changed)`, imageUrl: image.imageUrl, link: '/BulletinList', sortNo: image.sortNo + 1, enabled: !image.enabled, startDate: '2026-01-01', endDate: null }),
});

describeResource(mailListsResource, {
  create: (mailCode, subject) => ({ mailCode, area: 'Suite area', subject, contactName: 'Suite contact', phone: '+49 (30) 1234', email: 'suite@example.com', remark: null, sortNo: 0 }),
  update: (entry) => ({ area: entry.area, subject: `${entry.subject} (changed)`, contactName: entry.contactName, phone: '030 5678', email: null, remark: 'changed', sortNo: entry.sortNo + 1 }),
});

/** The stored 96 x 96 PNG the common applications of the suite show (uploaded once per database). */
let appIconUrl = '';
describeResource(fastAppsResource, {
  prepare: async ({ base, admin }) => {
    const { body, contentType } = multipartBody('file', 'icon.png', 'image/png', sizedPng(96, 96));
    const stored = await call<{ url: string }>(`${base}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { authorization: admin, 'content-type': contentType }, body });
    appIconUrl = stored.body.data?.url ?? '';
  },
  // No code: the name starts with it, and the order (sortNo) follows its number.
  create: (code, text) => ({ appName: `${code} ${text}`, link: '/BulletinList', appType: 'Suite', appIcon: appIconUrl, sortNo: Number(/\d+$/.exec(code)?.[0] ?? 0) }),
  codeOfRow: (app) => app.appName.split(' ')[0] ?? '',
  update: (app) => ({ appName: `${app.appName} (changed)`, link: app.link, appType: 'Suite (changed)', appIcon: app.appIcon, sortNo: app.sortNo + 1 }),
});

describeResource(feedbackTypesResource, {
  create: (typeCode, typeName) => ({ typeCode, typeName, remark: null }),
  update: (type) => ({ typeName: `${type.typeName} (changed)`, remark: 'changed' }),
  // In use while feedback names it.
  useRow: (type, { ok }) => ok('POST', 'systemService/feedback', { typeCode: type.typeCode, content: 'Feedback of the type' }),
});

// The rows of a series' or a model's code: the suite's codes name series and models made for them.
const settingSeries = (code: string): string => `SS-${code}`;
describeResource(seriesSettingsResource, {
  code: settingSeries,
  prepare: async ({ client }) => {
    for (const code of SUITE_CODES) await client.ok('POST', 'vehicleService/series', { brandCode: 'PC', seriesCode: settingSeries(code), seriesName: 'Series of the suite', afterSaleType: 'PV' });
  },
  // No keyword: the list narrows by the series.
  create: (seriesCode) => ({ seriesCode, sortNo: 9000, imageUrl: null, showOnHome: false, showOnManual: true }),
  update: (setting) => ({ sortNo: setting.sortNo + 1, imageUrl: 'https://images.example.com/series.png', showOnHome: !setting.showOnHome, showOnManual: setting.showOnManual }),
});

describeResource(moduleSettingsResource, {
  prepare: async ({ client }) => {
    for (const seriesCode of SUITE_CODES) await client.ok('POST', 'vehicleService/series', { brandCode: 'PC', seriesCode, seriesName: 'Series of the suite', afterSaleType: 'PV' });
  },
  create: (seriesCode, remark) => ({ seriesCode, moduleType: 'wsm' as const, enabled: true, remark }),
  update: (setting) => ({ enabled: !setting.enabled, remark: `${setting.remark ?? ''} (changed)` }),
});

describeResource(commercialInfoResource, {
  prepare: async ({ client }) => {
    for (const modelCode of SUITE_CODES) await client.ok('POST', 'vehicleService/model', { seriesCode: 'PC-A5', modelCode, modelName: 'Model of the suite' });
  },
  // The sales name (the keyword's column) starts with the code.
  create: (modelCode, text) => ({ modelCode, market: 'CN', salesName: `${modelCode} ${text}`, launchDate: null, priceMin: null, priceMax: null, currency: null }),
  update: (info) => ({ salesName: `${info.salesName} (changed)`, launchDate: '2026-01-01', priceMin: 100, priceMax: 200, currency: 'EUR' }),
});

/** A VIN of brand PC (which checks the 9th character): `body` with its check digit. */
function pcVin(body: string): string {
  return `${body.slice(0, 8)}${vinCheckDigit(body) ?? ''}${body.slice(9)}`;
}

/** The suite's vehicle of a configuration. */
const suiteVin = (): string => pcVin('LSCA5M1A0RA000001');

describeResource(modelConfigsResource, {
  create: (configCode, configName) => ({ modelCode: 'PC-A5-15T', configCode, configName, state: 1, remark: null }),
  update: (config) => ({ configName: `${config.configName} (changed)`, remark: 'changed' }),
  // In use while a vehicle names it.
  useRow: (config, { ok }) => ok('POST', 'vehicleService/vehicle', { vin: suiteVin(), seriesCode: 'PC-A5', modelCode: config.modelCode, modelYear: 2024, configCode: config.configCode }),
});

// Models of their own codes: the configurations above are named by the suite codes themselves.
describeResource(modelsResource, {
  code: (code) => `VM-${code}`,
  // The model name (a keyword column) is the text; a new model is unpublished, its visibility pending.
  create: (modelCode, modelName) => ({ seriesCode: 'PC-A5', modelCode, modelName, kindCode: null }),
  update: (model) => ({ modelName: `${model.modelName} (changed)`, kindCode: model.kindCode }),
  // In use while a configuration names it.
  useRow: (model, { ok }) => ok('POST', 'vehicleService/modelConfig', { modelCode: model.modelCode, configCode: `${model.modelCode}-C`, configName: 'Configuration of the suite', state: 1, remark: null }),
});

// Vehicles whose VIN is their suite code's (the same in any case: VINs are upper-cased), of brand PC.
describeResource(vehiclesResource, {
  code: (code) => pcVin(`LSCA5M1A0RB${String(SUITE_CODES.indexOf(code.toUpperCase())).padStart(6, '0')}`),
  create: (vin, engineNo) => ({ vin, seriesCode: 'PC-A5', modelCode: 'PC-A5-15T', modelYear: 2024, configCode: null, engineNo: engineNo.slice(0, 30) }),
  update: (vehicle) => ({ seriesCode: vehicle.seriesCode, modelCode: vehicle.modelCode, modelYear: 2025, configCode: null, exteriorColour: 'Polar White' }),
});

// Series of their own codes: the module settings' series above are named by the suite codes themselves.
describeResource(seriesResource, {
  code: (code) => `VS-${code}`,
  // The series name (a keyword column) is the text.
  create: (seriesCode, seriesName) => ({ brandCode: 'PC', seriesCode, seriesName, afterSaleType: 'PV' }),
  update: (series) => ({ seriesName: `${series.seriesName} (changed)`, afterSaleType: series.afterSaleType, subSaleType: 'PV-SUV', visible: 0 }),
  // In use while a model names it.
  useRow: (series, { ok }) => ok('POST', 'vehicleService/model', { seriesCode: series.seriesCode, modelCode: `${series.seriesCode}-M`, modelName: 'Model of the suite' }),
});

// One directory per series: each suite code has a series of its own.
const directorySeries = (code: string): string => `DS-${code.toUpperCase()}`;
describeResource(seriesDirectoriesResource, {
  prepare: async ({ client }) => {
    for (const code of SUITE_CODES) await client.ok('POST', 'vehicleService/series', { brandCode: 'PC', seriesCode: directorySeries(code), seriesName: 'Series of the suite', afterSaleType: 'PV' });
  },
  // The directory name (a keyword column) is the text.
  create: (directoryCode, directoryName) => ({ seriesCode: directorySeries(directoryCode), directoryCode, directoryName, remark: null }),
  update: (directory) => ({ directoryName: `${directory.directoryName} (changed)`, remark: 'changed' }),
});
