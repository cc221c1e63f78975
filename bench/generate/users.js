/**
 * Table family "users" (oauth service): accounts in `user_account` (columns of
 * services/oauth/src/migrations/1700000003000-identity.ts). Pure: rows are computed from the
 * seed; db.js writes them.
 *
 * - Types: dealer staff 85 % (role "dealer", agent code = one of the generated dealers, a few big
 *   dealers have many users), OEM staff 10 % (role "oem_approver", a department and a post),
 *   social users 5 % (role "public").
 * - Status: normal 90 %, inactive 4 %, frozen 3 %, invalid 3 %; 5 % have an expiration date.
 * - Names and languages in the flavour of the dealer's country (OEM: mostly zh_CN).
 * - Codes: `<dealer code>-NNN` for dealer staff (d10017-004), `oemNNNNNN`, `sNNNNNNN`; they never
 *   clash with the demo accounts (admin, oem01, dealer01, …).
 * - Every account gets the same password hash (computed once by the caller with the portal's
 *   hashPassword), changed within the last 80 days before `now`, so it is not expired.
 */
import { addDays, daysBefore, versionedValues, VERSIONED_COLUMNS } from './common.js';
import { personName } from './names.js';
import { Random } from './random.js';
import { sqlDate, sqlDateTime } from './sql.js';

export const SERVICE = 'oauth';

export const USER_COLUMNS = [
  ...VERSIONED_COLUMNS,
  'user_code', 'user_name', 'email', 'user_type', 'status', 'role_code', 'agent_code', 'department_code', 'post_code',
  'brand_codes', 'effective_date', 'expiration_date', 'password_hash', 'password_changed_at', 'single_session', 'lang',
];

const OEM_DEPARTMENTS = ['AS', 'AS-TECH', 'AS-TRAIN', 'AS-PARTS', 'AS-RS-E', 'AS-RS-S', 'AS-RS-N', 'AS-RS-W', 'AS-OS', 'QA'];
const OEM_POSTS = ['TS', 'TSS', 'ENG'];
const DEALER_POSTS = ['SM', 'SA', 'TECH', 'CLERK'];

/** @typedef {import('./names.js').Flavour} Flavour */

/**
 * @typedef {object} UserOptions
 * @property {number | string} seed
 * @property {number} count
 * @property {readonly { code: string, flavour: Flavour }[]} dealers  the dealers staff accounts belong to
 * @property {string} passwordHash   one stored hash for every account
 * @property {Date} now
 */

/**
 * The rows of USER_COLUMNS, in order.
 * @param {UserOptions} options
 * @returns {Generator<unknown[], void, void>}
 */
export function* userRows({ seed, count, dealers, passwordHash, now }) {
  if (dealers.length === 0 && count > 0) throw new RangeError('userRows: dealer staff need at least one dealer');
  const rng = new Random(seed, 'users');
  /** @type {Map<string, number>} */
  const perDealer = new Map();
  let oem = 0;
  let social = 0;
  for (let i = 0; i < count; i++) {
    const type = rng.weighted([['dealer', 85], ['oem', 10], ['social', 5]]);
    const status = rng.weighted([['normal', 90], ['inactive', 4], ['frozen', 3], ['invalid', 3]]);
    /** @type {Flavour} */
    let flavour;
    let code;
    let role;
    let agent = null;
    let department = null;
    let post = null;
    let domain;
    if (type === 'dealer') {
      // Skewed towards the first dealers: a few big dealers, many small ones.
      const dealer = /** @type {{ code: string, flavour: Flavour }} */ (dealers[Math.floor(dealers.length * rng.float() ** 1.5)]);
      const n = (perDealer.get(dealer.code) ?? 0) + 1;
      perDealer.set(dealer.code, n);
      flavour = dealer.flavour;
      code = `${dealer.code.toLowerCase()}-${String(n).padStart(3, '0')}`;
      role = 'dealer';
      agent = dealer.code;
      post = rng.pick(DEALER_POSTS);
      domain = `${dealer.code.toLowerCase()}.dealer.example.com`;
    } else if (type === 'oem') {
      flavour = rng.weighted([['zh_CN', 70], ['en_US', 15], ['de_DE', 15]]);
      code = `oem${String(++oem).padStart(6, '0')}`;
      role = 'oem_approver';
      department = rng.pick(OEM_DEPARTMENTS);
      post = rng.pick(OEM_POSTS);
      domain = 'oem.example.com';
    } else {
      flavour = rng.weighted([['zh_CN', 85], ['en_US', 10], ['de_DE', 5]]);
      code = `s${String(++social).padStart(7, '0')}`;
      role = 'public';
      domain = rng.pick(['example.net', 'example.org']);
    }
    const person = personName(rng, flavour);
    const email = type === 'social' && rng.chance(0.2) ? null : `${person.emailLocal}${type === 'social' ? rng.int(1, 999) : ''}@${domain}`;
    const age = rng.int(2, 1000);
    const createdAt = daysBefore(rng, now, age, age);
    // The password was (re)set after the account was created, within the three-month limit.
    const changedAt = daysBefore(rng, now, 0, Math.min(80, age - 1));
    const expires = rng.chance(0.05) ? sqlDate(addDays(now, rng.int(-200, 400))) : null;
    yield [
      ...versionedValues(rng.uuid(), createdAt),
      code,
      person.name,
      email,
      type,
      status,
      role,
      agent,
      department,
      post,
      '',
      null,
      expires,
      passwordHash,
      sqlDateTime(changedAt, false),
      rng.chance(0.02) ? 1 : 0,
      rng.chance(0.7) ? flavour : null,
    ];
  }
}
