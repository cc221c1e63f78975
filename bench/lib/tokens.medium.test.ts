import { call } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPortal, type EmbeddedPortal } from '../../services/all-in-one/src/__tests__/embedded-portal.js';
import { ROLE_ACCOUNTS, signInPool } from './tokens.js';

describe('the bench token pool on the embedded portal', () => {
  let portal: EmbeddedPortal;

  beforeAll(async () => {
    portal = await startEmbeddedPortal({ name: 'bench-tokens' });
  });
  afterAll(async () => {
    await portal.stop();
  });

  it('signs one account of every role in through the real login and hands their sessions out in turn', async () => {
    const pool = await signInPool(portal.base);
    expect(pool.sessions.map((s) => s.userCode)).toEqual([...ROLE_ACCOUNTS]);
    expect(new Set(pool.sessions.map((s) => s.userType))).toEqual(new Set(['oem', 'dealer', 'social']));

    const seen: string[] = [];
    for (let i = 0; i < ROLE_ACCOUNTS.length * 2; i++) {
      const answer = await call<{ userInfo: { userCode: string } }>(`${portal.base}/tis/api/oauth/userInfo`, { headers: pool.next() });
      expect(answer.status).toBe(200);
      seen.push(String(answer.body.data?.userInfo.userCode));
    }
    expect(seen).toEqual([...ROLE_ACCOUNTS, ...ROLE_ACCOUNTS]);
  });

  it('refuses a pool that misses a user type, and a login that fails', async () => {
    await expect(signInPool(portal.base, ['admin', 'dealer01'])).rejects.toThrow(/no social user/);
    await expect(signInPool(portal.base, ['frozen01'])).rejects.toThrow(/login of frozen01 .* failed/);
  });
});
