/**
 * Table family "vehicles" (vehicle service): the VIN registry `vehicle` (columns of
 * services/vehicle/src/migrations/1700000033000-vehicle-master-data.ts). The vehicles reference the
 * series, models and configurations already in the database (the reference brands are seeded at
 * every start, the demo series and models with TIS_DEMO_DATA=true): `readVehicleReferences` reads
 * them, everything else is computed from the seed.
 *
 * - VINs are valid (ISO 3779): 17 characters without I, O, Q; the brand's WMI (positions 1–3), a VDS
 *   of the model (4–8), position 9 the check digit of contracts' `vinCheckDigit` for brands whose
 *   `check_digit` flag is set (any VIN character otherwise, like European VINs), the model-year
 *   letter (10), then the row number n: a "plant" character (11) for n / 1,000,000 and six digits
 *   (12–17) for n % 1,000,000. Positions 11–17 alone make every generated VIN unique; plant 'A' (the
 *   demo vehicles) and 'Z' (`unknownVin`, VINs that are never generated) are not used.
 * - Model uniformly among the models whose series and brand exist; a configuration of the model
 *   (10 % none); model year 2015–2026; engine number unless the series is BEV / FCEV, motor number
 *   for electrified series; colours.
 * - Random access: each block of BLOCK rows has its own random stream, so `vehicleAt(n)` computes
 *   row n without the rows before its block (the bench draws its sample VINs that way).
 */
import { vinCheckDigit } from '@tis/contracts';
import { daysBefore, versionedValues, VERSIONED_COLUMNS } from './common.js';
import { Random } from './random.js';

export const SERVICE = 'vehicle';

export const VEHICLE_COLUMNS = [
  ...VERSIONED_COLUMNS,
  // The entity's order (the inherited brand, series and model first): the list's SELECT names them so.
  'brand_code', 'series_code', 'model_code', 'vin', 'model_year', 'config_code', 'engine_no', 'motor_no', 'exterior_colour', 'interior_colour',
];

/** Rows per random stream (random access granularity). */
export const BLOCK = 1024;
/** The characters a VIN may contain (ISO 3779: no I, O, Q). */
export const VIN_CHARS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
/** Position 11 of generated VINs: not 'A' (the demo vehicles) nor 'Z' (unknown VINs). */
const PLANTS = '0123456789BCDEFGHJKLMNPRSTUVWXY';
const PER_PLANT = 1_000_000;
/** The most vehicles one generation can make (unique VINs). */
export const MAX_VEHICLES = PLANTS.length * PER_PLANT;
/** ISO 3779 model-year letters (VIN position 10). */
const YEAR_CODES = { 2015: 'F', 2016: 'G', 2017: 'H', 2018: 'J', 2019: 'K', 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P', 2024: 'R', 2025: 'S', 2026: 'T' };
const YEARS = Object.keys(YEAR_CODES).map(Number);
/** World manufacturer identifiers of the seeded brands (as the demo vehicles use); others get one derived from the code. */
const WMI = { PC: 'LTP', CV: 'LTC', OS: 'WTS', YW: 'LYW', FCB: 'LFC' };
const COLOURS = ['Polar White', 'Obsidian Black', 'Titanium Grey', 'Ocean Blue', 'Ruby Red', 'Forest Green', 'Champagne Gold', 'Arctic Silver'];
const INTERIORS = ['Black', 'Beige', 'Grey', 'Brown'];
const NO_ENGINE = new Set(['BEV', 'FCEV']);
const ELECTRIFIED = new Set(['BEV', 'PHEV', 'HEV', 'FCEV']);

/**
 * @typedef {object} VehicleReferences
 * @property {readonly { code: string, checkDigit: boolean }[]} brands
 * @property {readonly { code: string, brandCode: string, energy: string | null }[]} series
 * @property {readonly { code: string, seriesCode: string }[]} models
 * @property {readonly { code: string, modelCode: string }[]} configs
 */

/**
 * Brands, series, models and configurations of the vehicle database, each in code order (the
 * same database gives the same references, so the same seed gives the same rows).
 * @param {{ all: (sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]> }} target
 * @returns {Promise<VehicleReferences>}
 */
export async function readVehicleReferences(target) {
  const [brands, series, models, configs] = await Promise.all([
    target.all('SELECT brand_code AS c, check_digit AS d FROM vehicle_brand ORDER BY brand_code'),
    target.all('SELECT series_code AS c, brand_code AS b, energy_type AS e FROM vehicle_series ORDER BY series_code'),
    target.all('SELECT model_code AS c, series_code AS s FROM vehicle_model ORDER BY model_code'),
    target.all('SELECT config_code AS c, model_code AS m FROM vehicle_model_config ORDER BY config_code'),
  ]);
  return {
    brands: brands.map((r) => ({ code: String(r['c']), checkDigit: Number(r['d']) === 1 || r['d'] === true })),
    series: series.map((r) => ({ code: String(r['c']), brandCode: String(r['b']), energy: r['e'] === null ? null : String(r['e']) })),
    models: models.map((r) => ({ code: String(r['c']), seriesCode: String(r['s']) })),
    configs: configs.map((r) => ({ code: String(r['c']), modelCode: String(r['m']) })),
  };
}

/**
 * A WMI for a brand code: the known ones, else 'L' and the code's first two VIN characters.
 * @param {string} brandCode
 */
export function wmiOf(brandCode) {
  const known = /** @type {Record<string, string>} */ (WMI)[brandCode];
  if (known) return known;
  const chars = [...brandCode.toUpperCase()].filter((c) => VIN_CHARS.includes(c) && c !== '0');
  return `L${[...chars, 'X', 'X'].slice(0, 2).join('')}`;
}

/** Five VIN characters from a model code (the same model, the same VDS). @param {string} code */
function vdsOf(code) {
  let x = new Random(code, 'vds').uint32();
  let out = '';
  for (let i = 0; i < 5; i++) {
    out += VIN_CHARS.charAt(10 + (x % 23)); // letters: a VDS reads like one
    x = Math.floor(x / 23);
  }
  return out;
}

/**
 * The models vehicles can be made of (series and brand exist), with what a row needs.
 * @param {VehicleReferences} refs
 */
export function vehicleModels(refs) {
  const brandBy = new Map(refs.brands.map((b) => [b.code, b]));
  const seriesBy = new Map(refs.series.map((s) => [s.code, s]));
  /** @type {Map<string, string[]>} */
  const configsOf = new Map();
  for (const c of refs.configs) {
    const list = configsOf.get(c.modelCode) ?? [];
    list.push(c.code);
    configsOf.set(c.modelCode, list);
  }
  const models = refs.models.flatMap((m) => {
    const series = seriesBy.get(m.seriesCode);
    const brand = series && brandBy.get(series.brandCode);
    if (!series || !brand) return [];
    return [{ code: m.code, seriesCode: series.code, brandCode: brand.code, checkDigit: brand.checkDigit, energy: series.energy, wmi: wmiOf(brand.code), vds: vdsOf(m.code), configs: configsOf.get(m.code) ?? [] }];
  });
  if (models.length === 0) {
    throw new Error('no vehicle models to generate vehicles of: start the portal once with TIS_DEMO_DATA=true (it seeds the demo series and models)');
  }
  return models;
}

/**
 * The VIN of row n: WMI, VDS, check digit (or `position9` when the brand has no check digit), year letter, n.
 * @param {{ wmi: string, vds: string, checkDigit: boolean }} model @param {number} year @param {number} n @param {string} position9
 */
export function generatedVin(model, year, n, position9) {
  const yearCode = /** @type {Record<number, string>} */ (YEAR_CODES)[year];
  if (!yearCode) throw new RangeError(`no VIN year letter for ${year}`);
  const vis = `${yearCode}${PLANTS.charAt(Math.floor(n / PER_PLANT))}${String(n % PER_PLANT).padStart(6, '0')}`;
  const body = `${model.wmi}${model.vds}0${vis}`;
  if (!model.checkDigit) return `${body.slice(0, 8)}${position9}${body.slice(9)}`;
  const digit = vinCheckDigit(body);
  if (digit === null) throw new Error(`generated VIN ${body} is not valid`);
  return `${body.slice(0, 8)}${digit}${body.slice(9)}`;
}

/**
 * A valid VIN (check digit set) that is never generated nor a demo VIN: plant 'Z'.
 * @param {number} k
 */
export function unknownVin(k) {
  const body = `LTPZZZZZ0R${'Z'}${String(k % PER_PLANT).padStart(6, '0')}`;
  const digit = vinCheckDigit(body);
  return `${body.slice(0, 8)}${digit}${body.slice(9)}`;
}

/**
 * @typedef {object} VehicleOptions
 * @property {number | string} seed
 * @property {number} count
 * @property {VehicleReferences} refs
 * @property {Date} now
 */

/** One row of VEHICLE_COLUMNS. @param {Random} rng @param {ReturnType<typeof vehicleModels>} models @param {number} n @param {Date} now */
function vehicleRow(rng, models, n, now) {
  const model = rng.pick(models);
  const year = rng.pick(YEARS);
  const position9 = rng.pick([...VIN_CHARS]);
  const vin = generatedVin(model, year, n, position9);
  const configCode = model.configs.length > 0 && !rng.chance(0.1) ? rng.pick(model.configs) : null;
  const energy = model.energy ?? 'PETROL';
  const engineNo = NO_ENGINE.has(energy) ? null : `E${rng.digits(9)}`;
  const motorNo = ELECTRIFIED.has(energy) ? `M${rng.digits(9)}` : null;
  const id = rng.uuid();
  const at = daysBefore(rng, now, 1, 3_000);
  return [...versionedValues(id, at), model.brandCode, model.seriesCode, model.code, vin, year, configCode, engineNo, motorNo, rng.pick(COLOURS), rng.pick(INTERIORS)];
}

/**
 * The rows of VEHICLE_COLUMNS for n = `from` … `count - 1`, streamed (5 million fit in memory).
 * @param {VehicleOptions & { from?: number }} options
 * @returns {Generator<unknown[], void, void>}
 */
export function* vehicleRows({ seed, count, refs, now, from = 0 }) {
  if (!Number.isInteger(count) || count < 0 || count > MAX_VEHICLES) throw new RangeError(`vehicles: count must be 0..${MAX_VEHICLES}, got ${count}`);
  if (count === 0) return;
  const models = vehicleModels(refs);
  let block = Math.floor(from / BLOCK);
  let rng = new Random(seed, `vehicles/${block}`);
  for (let n = block * BLOCK; n < count; n++) {
    if (Math.floor(n / BLOCK) !== block) {
      block = Math.floor(n / BLOCK);
      rng = new Random(seed, `vehicles/${block}`);
    }
    const row = vehicleRow(rng, models, n, now);
    if (n >= from) yield row;
  }
}

/**
 * Row n of a generation of `count` (n < count) without generating the others (only its block).
 * @param {VehicleOptions} options @param {number} n
 */
export function vehicleAt({ seed, count, refs, now }, n) {
  if (!Number.isInteger(n) || n < 0 || n >= count) throw new RangeError(`vehicleAt: ${n} is not a row of ${count}`);
  for (const row of vehicleRows({ seed, count: n + 1, refs, now, from: n })) return row;
  throw new Error('unreachable');
}

/** Index of the VIN column in a row. */
export const VIN_INDEX = VEHICLE_COLUMNS.indexOf('vin');
