import { describe, expect, it } from 'vitest';
import { AGENCY_COLUMNS, agencyKindRows, agencyRow, AREA_NODE_COLUMNS, areaNodeRow, areaTree, dealers } from './agencies.js';
import { personName } from './names.js';
import { Random } from './random.js';
import { generatedKey, KEY_PREFIX, TRANSLATION_COLUMNS, translationRows } from './translations.js';
import { USER_COLUMNS, userRows } from './users.js';

const NOW = new Date('2026-06-01T00:00:00Z');
const HASH = 'scrypt$16384$8$1$c2FsdA$aGFzaA';
const DAY = 86_400_000;

function people(seed: number | string, count: number) {
  const tree = areaTree(seed, NOW);
  const list = dealers(seed, 40, NOW, tree.districts);
  return { tree, dealers: list, users: [...userRows({ seed, count, dealers: list, passwordHash: HASH, now: NOW })] };
}

/** Values of a row by column name. */
const byName = (columns: readonly string[], row: readonly unknown[]) => Object.fromEntries(columns.map((c, i) => [c, row[i]]));

describe('seeded random numbers', () => {
  it('give the same sequence for the same seed and stream, another for another seed or stream', () => {
    const draw = (r: Random) => Array.from({ length: 5 }, () => r.uint32());
    expect(draw(new Random(42, 'users'))).toEqual(draw(new Random(42, 'users')));
    expect(draw(new Random(42, 'users'))).not.toEqual(draw(new Random(43, 'users')));
    expect(draw(new Random(42, 'users'))).not.toEqual(draw(new Random(42, 'dealers')));
    expect(new Random('42').uint32()).toBe(new Random(42).uint32());
  });

  it('stay within their ranges, follow weights and shape ids like version-4 UUIDs', () => {
    const r = new Random(1);
    const ints = Array.from({ length: 2000 }, () => r.int(3, 5));
    expect(new Set(ints)).toEqual(new Set([3, 4, 5]));
    expect(Array.from({ length: 500 }, () => r.weighted([['never', 0], ['always', 1]]))).not.toContain('never');
    expect(r.digits(6)).toMatch(/^\d{6}$/);
    expect(r.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(() => r.int(2, 1)).toThrow(RangeError);
    expect(() => r.pick([])).toThrow(RangeError);
  });
});

describe('generated rows', () => {
  it('are the same for the same seed and differ for another (dealers, areas, accounts, texts)', () => {
    const a = people(42, 300);
    const b = people(42, 300);
    const c = people(7, 300);
    expect(b.tree).toEqual(a.tree);
    expect(b.dealers).toEqual(a.dealers);
    expect(b.users).toEqual(a.users);
    expect(c.dealers.map((d) => d.name)).not.toEqual(a.dealers.map((d) => d.name));
    expect(c.users.map((u) => u[0])).not.toEqual(a.users.map((u) => u[0]));
    const texts = (seed: number) => [...translationRows({ seed, count: 50, lang: 'de_DE', now: NOW })];
    expect(texts(42)).toEqual(texts(42));
    expect(texts(42)).not.toEqual(texts(43));
    expect(agencyKindRows(42, NOW, new Set())).toEqual(agencyKindRows(42, NOW, new Set()));
  });

  it('do not depend on how many rows are asked for: the first rows of a bigger run are the same', () => {
    expect(people(42, 1000).users.slice(0, 100)).toEqual(people(42, 100).users);
  });

  it('give every account unique codes, the columns of user_account and values that fit them', () => {
    const { dealers: list, users } = people(42, 3000);
    const codes = new Set(list.map((d) => d.code));
    const rows = users.map((u) => byName(USER_COLUMNS, u));
    expect(users.every((u) => u.length === USER_COLUMNS.length)).toBe(true);
    expect(new Set(rows.map((r) => r['user_code'])).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r['id'])).size).toBe(rows.length);
    for (const r of rows) {
      expect(String(r['user_code']).length).toBeLessThanOrEqual(64);
      expect(String(r['user_name']).length).toBeLessThanOrEqual(100);
      expect(typeof r['email'] === 'string' ? r['email'].length : 0).toBeLessThanOrEqual(200);
      expect(r['password_hash']).toBe(HASH);
      expect(r['created_by']).toBe('generator');
      if (r['user_type'] === 'dealer') expect(codes.has(String(r['agent_code']))).toBe(true);
      else expect(r['agent_code']).toBeNull();
      // The password was set after the account was created and is not expired (three months).
      const changed = Date.parse(`${String(r['password_changed_at']).replace(' ', 'T')}Z`);
      expect(changed).toBeGreaterThanOrEqual(Date.parse(`${String(r['created_at']).replace(' ', 'T')}Z`) - DAY);
      expect(NOW.getTime() - changed).toBeLessThanOrEqual(81 * DAY);
    }
    const types = new Map<unknown, number>();
    for (const r of rows) types.set(r['user_type'], (types.get(r['user_type']) ?? 0) + 1);
    expect(types.get('dealer')).toBeGreaterThan(rows.length * 0.8);
    expect(types.get('oem')).toBeGreaterThan(rows.length * 0.05);
    expect(types.get('social')).toBeGreaterThan(rows.length * 0.02);
  });

  it('name people and dealers in the flavour of their country', () => {
    const r = new Random(3);
    expect(personName(r, 'zh_CN').name).toMatch(/^[\u4e00-\u9fff]{2,3}$/);
    expect(personName(r, 'de_DE').emailLocal).toMatch(/^[a-z]+\.[a-z]+$/);
    const { dealers: list, users } = people(42, 500);
    const german = list.find((d) => d.country === 'Germany');
    const chinese = list.find((d) => d.country === 'China');
    expect(chinese?.name).toMatch(/[\u4e00-\u9fff]/);
    expect(german?.code).toMatch(/^E1\d{4}$/);
    const staffOf = (code: string | undefined) => users.map((u) => byName(USER_COLUMNS, u)).filter((u) => u['agent_code'] === code);
    for (const u of staffOf(chinese?.code)) expect(u['user_name']).toMatch(/^[\u4e00-\u9fff]+$/);
  });

  it('build a sales-area tree with unique codes, names unique among siblings, and dealers inside it', () => {
    const { tree, dealers: list } = people(42, 0);
    expect(new Set(tree.nodes.map((n) => n.code)).size).toBe(tree.nodes.length);
    expect(new Set(tree.nodes.map((n) => `${n.parentId}/${n.name}`)).size).toBe(tree.nodes.length);
    expect(tree.nodes.filter((n) => n.level === 'area').every((n) => n.parentId === '' && n.code.startsWith('SA-'))).toBe(true);
    const ids = new Set(tree.nodes.map((n) => n.id));
    for (const n of tree.nodes) if (n.parentId !== '') expect(ids.has(n.parentId)).toBe(true);
    for (const d of list) expect(tree.districts.find((x) => x.id === d.districtId)?.country).toBe(d.country);
    expect(new Set(list.map((d) => d.code)).size).toBe(list.length);
    expect(list.map(agencyRow).every((row) => row.length === AGENCY_COLUMNS.length)).toBe(true);
    expect(tree.nodes.map(areaNodeRow).every((row) => row.length === AREA_NODE_COLUMNS.length)).toBe(true);
    expect(agencyKindRows(42, NOW, new Set(['4S', 'ASC'])).map((row) => row[6])).toEqual(['QSP', 'OSD']);
  });

  it('number translation keys under their own prefix, unique and within the key column', () => {
    const rows = [...translationRows({ seed: 1, count: 2000, lang: 'en_US', now: NOW })].map((r) => byName(TRANSLATION_COLUMNS, r));
    expect(new Set(rows.map((r) => r['translation_key'])).size).toBe(2000);
    expect(rows.every((r) => String(r['translation_key']).startsWith(KEY_PREFIX) && String(r['translation_key']).length <= 200)).toBe(true);
    expect(rows.every((r) => r['lang_code'] === 'en_US' && String(r['value']).length > 0)).toBe(true);
    expect(generatedKey(1)).toBe('gen.vehicle.list.title000001');
  });

  it('refuse accounts without dealers to belong to', () => {
    expect(() => [...userRows({ seed: 1, count: 1, dealers: [], passwordHash: HASH, now: NOW })]).toThrow(RangeError);
  });
});
