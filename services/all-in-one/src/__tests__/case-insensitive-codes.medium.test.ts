import { loginAs, queryPlan, TEST_DIALECTS } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/** Codes are unique regardless of case (QA01 and qa01 are one code), on SQLite as on MariaDB. */
describe.each(TEST_DIALECTS)('codes differing only in case on %s', (dialect) => {
  let portal: EmbeddedPortal;
  let admin: string;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'codecase', dialect });
    admin = await loginAs(portal.base, 'admin');
  }, 120_000);

  afterAll(() => portal?.stop());

  const client = (prefix: string) => apiClient(prefix, () => portal.base, () => admin);

  it('refuses a code that exists in another case, with "coding repeated" (409002)', async () => {
    const system = client('/tis/api/systemService/');
    const vehicle = client('/tis/api/vehicleService/');
    const oauth = client('/tis/api/oauthService/');
    const cases: [ReturnType<typeof client>, string, (code: string) => Record<string, unknown>][] = [
      [system, 'post', (postCode) => ({ postCode, postName: 'Quality' })],
      [system, 'department', (departmentCode) => ({ departmentCode, departmentName: 'Quality' })],
      [system, 'agencyKind', (kindCode) => ({ kindCode, kindName: 'Quality' })],
      [vehicle, 'brand', (brandCode) => ({ brandCode, brandName: 'Quality', brandType: 'brand' })],
      [vehicle, 'carType', (cartypeCode) => ({ cartypeCode, langCode: 'en_US', cartypeName: 'Quality' })],
      [oauth, 'role', (roleCode) => ({ roleCode, roleName: 'Quality' })],
    ];
    for (const [{ api }, path, body] of cases) {
      const first = await api('POST', path, body('QA01'));
      expect(first.body.code, `${path} QA01: ${first.body.mesg}`).toBe('000000');
      const again = await api('POST', path, body('qa01'));
      expect(again.body, path).toMatchObject({ code: '409002', mesg: 'This code already exists' });
    }
  });

  it('finds a code in any case through its unique index', async () => {
    const db = await portal.db('system');
    const plan = await queryPlan(db, "SELECT 1 FROM post WHERE post_code LIKE ? ESCAPE '!'", ['qa01']);
    expect(plan.some((step) => step.index === (dialect === 'sqlite' ? 'uq_post_code_ci' : 'uq_post_code')), JSON.stringify(plan)).toBe(true);
    expect(plan.every((step) => !step.fullScan), JSON.stringify(plan)).toBe(true);
  });
});
