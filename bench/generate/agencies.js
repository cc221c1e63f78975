/**
 * Table family "agencies" (system service): dealer kinds, a sales-area tree and the dealers
 * (`agency_kind`, `area_node`, `agency`; columns of services/system/src/migrations/
 * 1700000005000-organisation.ts). Pure: rows are computed from the seed; db.js writes them.
 *
 * - Kinds: the four standard kinds (the same codes as the demo data); only missing ones are written.
 * - Area tree: SALES_AREAS of names.js (areas "… Sales Area", codes "SA-…"), so it never clashes
 *   with the demo tree (top-level names and all codes differ).
 * - Dealers: country by share (China 85 %, Germany 8 %, USA 4 %, UK 3 %), a district of that
 *   country, a name and address in the country's flavour; code = country letter + 5 digits from
 *   10001 (D10001 …; the demo dealers have four digits). 95 % active.
 */
import { daysBefore, versionedValues, VERSIONED_COLUMNS } from './common.js';
import { COUNTRIES, dealerNameAndAddress, personName, phoneNumber, SALES_AREAS } from './names.js';
import { Random } from './random.js';

export const SERVICE = 'system';

/** @typedef {import('./names.js').Flavour} Flavour */

/**
 * @typedef {object} AreaNodeRow
 * @property {string} id
 * @property {'area' | 'region' | 'district'} level
 * @property {string} parentId  '' for an area (the entity's ROOT_PARENT_ID)
 * @property {string} code
 * @property {string} name
 * @property {Date} createdAt
 */

/**
 * @typedef {object} District
 * @property {string} id
 * @property {string} regionId
 * @property {string} areaId
 * @property {string} country
 * @property {string} department  service department in charge
 * @property {string} city        in the country's own script
 */

/**
 * @typedef {object} Dealer
 * @property {string} id
 * @property {string} code
 * @property {string} name
 * @property {string} kindCode
 * @property {string} country
 * @property {Flavour} flavour   of its people's names
 * @property {string} areaId
 * @property {string} regionId
 * @property {string} districtId
 * @property {string} serviceDepartment
 * @property {'active' | 'inactive'} status
 * @property {string} address
 * @property {string} contactPerson
 * @property {string} contactPhone
 * @property {Date} createdAt
 */

/** The standard dealer kinds: [code, name]. */
export const AGENCY_KINDS = /** @type {const} */ ([
  ['4S', '4S dealer (sales, service, parts, survey)'],
  ['ASC', 'Authorised service centre'],
  ['QSP', 'Quick service point'],
  ['OSD', 'Overseas distributor'],
]);

export const AGENCY_KIND_COLUMNS = [...VERSIONED_COLUMNS, 'kind_code', 'kind_name'];
export const AREA_NODE_COLUMNS = [...VERSIONED_COLUMNS, 'level', 'parent_id', 'code', 'name'];
export const AGENCY_COLUMNS = [
  ...VERSIONED_COLUMNS,
  'agency_code', 'agency_name', 'kind_code', 'country', 'area_id', 'region_id', 'district_id',
  'service_department', 'status', 'address', 'contact_person', 'contact_phone',
];

/**
 * The kinds not in `existing`, as rows of AGENCY_KIND_COLUMNS.
 * @param {number | string} seed @param {Date} now @param {ReadonlySet<string>} existing kind codes already in the table
 */
export function agencyKindRows(seed, now, existing) {
  const rng = new Random(seed, 'agency-kinds');
  return AGENCY_KINDS.map(([code, name]) => ({ id: rng.uuid(), at: daysBefore(rng, now, 1000, 1200), code, name }))
    .filter((k) => !existing.has(k.code))
    .map((k) => [...versionedValues(k.id, k.at), k.code, k.name]);
}

/**
 * The sales-area tree: its nodes (areas, regions, districts) and the districts dealers belong to.
 * @param {number | string} seed @param {Date} now
 * @returns {{ nodes: AreaNodeRow[], districts: District[] }}
 */
export function areaTree(seed, now) {
  const rng = new Random(seed, 'area-tree');
  /** @type {AreaNodeRow[]} */
  const nodes = [];
  /** @type {District[]} */
  const districts = [];
  const node = (/** @type {AreaNodeRow['level']} */ level, /** @type {string} */ parentId, /** @type {string} */ code, /** @type {string} */ name) => {
    const row = { id: rng.uuid(), level, parentId, code, name, createdAt: daysBefore(rng, now, 1000, 1200) };
    nodes.push(row);
    return row;
  };
  for (const [areaCode, areaName, country, department, regions] of SALES_AREAS) {
    const area = node('area', '', areaCode, areaName);
    for (const [regionCode, regionName, cities] of regions) {
      const region = node('region', area.id, `${areaCode}-${regionCode}`, regionName);
      cities.forEach(([city, districtName], i) => {
        const district = node('district', region.id, `${region.code}-${String(i + 1).padStart(2, '0')}`, districtName);
        districts.push({ id: district.id, regionId: region.id, areaId: area.id, country, department, city });
      });
    }
  }
  return { nodes, districts };
}

/** @param {AreaNodeRow} n */
export function areaNodeRow(n) {
  return [...versionedValues(n.id, n.createdAt), n.level, n.parentId, n.code, n.name];
}

/**
 * `count` dealers in the districts of `tree`.
 * @param {number | string} seed @param {number} count @param {Date} now @param {District[]} districts
 * @returns {Dealer[]}
 */
export function dealers(seed, count, now, districts) {
  const rng = new Random(seed, 'dealers');
  const byCountry = new Map(COUNTRIES.map((c) => [c.country, districts.filter((d) => d.country === c.country)]));
  const next = new Map(COUNTRIES.map((c) => [c.country, 10_001]));
  /** @type {Dealer[]} */
  const out = [];
  for (let i = 0; i < count; i++) {
    const country = rng.weighted(COUNTRIES.map((c) => /** @type {const} */ ([c, c.share])));
    const district = rng.pick(/** @type {District[]} */ (byCountry.get(country.country)));
    const seq = /** @type {number} */ (next.get(country.country));
    next.set(country.country, seq + 1);
    const { name, address } = dealerNameAndAddress(rng, country.flavour, district.city);
    const kindCode = country.country === 'China' ? rng.weighted([['4S', 55], ['ASC', 30], ['QSP', 15]]) : rng.weighted([['OSD', 60], ['ASC', 40]]);
    out.push({
      id: rng.uuid(),
      code: `${country.letter}${seq}`,
      name,
      kindCode,
      country: country.country,
      flavour: country.flavour,
      areaId: district.areaId,
      regionId: district.regionId,
      districtId: district.id,
      serviceDepartment: country.department ?? district.department,
      status: rng.chance(0.95) ? 'active' : 'inactive',
      address,
      contactPerson: personName(rng, country.flavour).name,
      contactPhone: phoneNumber(rng, country.country),
      createdAt: daysBefore(rng, now, 30, 1000),
    });
  }
  return out;
}

/** @param {Dealer} d */
export function agencyRow(d) {
  return [
    ...versionedValues(d.id, d.createdAt),
    d.code, d.name, d.kindCode, d.country, d.areaId, d.regionId, d.districtId,
    d.serviceDepartment, d.status, d.address, d.contactPerson, d.contactPhone,
  ];
}
