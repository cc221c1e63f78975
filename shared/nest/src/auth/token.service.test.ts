import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenService } from './token.service.js';

describe('TokenService', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('verifies what it signed', async () => {
    const tokens = new TokenService('s'.repeat(40));
    const verified = await tokens.verify(await tokens.sign('u1', 'sess-1'));
    expect(verified).toEqual({ userCode: 'u1', sessionId: 'sess-1' });
  });

  it('refuses a token signed with another secret, an expired one and garbage', async () => {
    const other = new TokenService('x'.repeat(40));
    const tokens = new TokenService('s'.repeat(40));
    await expect(tokens.verify(await other.sign('u1', 's'))).rejects.toMatchObject({ errorName: 'unauthorized' });
    const expired = new TokenService('s'.repeat(40), -10);
    await expect(tokens.verify(await expired.sign('u1', 's'))).rejects.toMatchObject({ code: '401' });
    await expect(tokens.verify('not.a.token')).rejects.toMatchObject({ code: '401' });
  });

  it('answers a token it verified before from memory, and refuses it from the second its expiry names, as a first check does', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z'), toFake: ['Date'] });
    const tokens = new TokenService('s'.repeat(40), 60);
    const token = await tokens.sign('u1', 'sess-1');
    const fresh = new TokenService('s'.repeat(40), 60);
    expect(await tokens.verify(token)).toEqual({ userCode: 'u1', sessionId: 'sess-1' });
    vi.setSystemTime(Date.now() + 59_999);
    expect(await tokens.verify(token)).toEqual({ userCode: 'u1', sessionId: 'sess-1' });
    expect(await fresh.verify(token)).toEqual({ userCode: 'u1', sessionId: 'sess-1' });
    vi.setSystemTime(Date.now() + 1);
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: '401' });
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: '401' });
    await expect(new TokenService('s'.repeat(40), 60).verify(token)).rejects.toMatchObject({ code: '401' });
    // A changed character is another token: checked, and refused.
    const forged = `${token.slice(0, -2)}${token.endsWith('A') ? 'B' : 'A'}${token.slice(-1)}`;
    vi.setSystemTime(Date.now() - 30_000);
    await expect(tokens.verify(forged)).rejects.toMatchObject({ code: '401' });
  });

  it('signs file paths that expire and cannot be moved to another file', () => {
    const tokens = new TokenService('s'.repeat(40));
    const signed = new URL(`http://x${tokens.signPath('/tis/file/uploads/a.png', 60)}`);
    const exp = signed.searchParams.get('exp') ?? undefined;
    const sig = signed.searchParams.get('sig') ?? undefined;
    expect(tokens.verifyPath('/tis/file/uploads/a.png', exp, sig)).toBe(true);
    expect(tokens.verifyPath('/tis/file/uploads/b.png', exp, sig)).toBe(false);
    expect(tokens.verifyPath('/tis/file/uploads/a.png', String(Number(exp) + 1), sig)).toBe(false);
    const old = new URL(`http://x${tokens.signPath('/tis/file/uploads/a.png', -5)}`);
    expect(tokens.verifyPath('/tis/file/uploads/a.png', old.searchParams.get('exp') ?? undefined, old.searchParams.get('sig') ?? undefined)).toBe(false);
  });
});
