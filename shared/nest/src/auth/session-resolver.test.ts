import type { ResolvedSession } from '@tis/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceClient } from '../rpc/service-client.js';
import { SessionResolver } from './session-resolver.js';
import { TokenService } from './token.service.js';

const TTL_MS = 2000;

function session(sessionId: string, userName = 'Admin'): ResolvedSession {
  return {
    sessionId,
    user: { userCode: 'admin', userName, userType: 'oem', userAgentCode: null, roleCode: 'admin', email: null, brandCodes: [], lang: null },
    rights: [{ itemId: 1, funLink: 'vehicle', headApi: null }],
  };
}

/** The oauth service's answers, one per lookup, each released by the test. */
function fakeOauth() {
  const calls: { sessionId: string; answer: (value: ResolvedSession | null) => void }[] = [];
  const client: ServiceClient = {
    send: <T>(_service: string, _pattern: string, data: unknown) =>
      new Promise<T>((resolve) => {
        calls.push({ sessionId: (data as { sessionId: string }).sessionId, answer: (value) => resolve(value as T) });
      }),
  };
  return { client, calls };
}

/**
 * Lets pending callbacks run. A first token check goes through WebCrypto on libuv's thread pool: a
 * few turns on a quiet machine, but 20 turns were not enough on a loaded CI machine, so it also waits
 * 50 ms of real time (only Date is faked).
 */
const settle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 50));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('SessionResolver', () => {
  const tokens = new TokenService('s'.repeat(40));
  let token: string;

  beforeEach(async () => {
    token = await tokens.sign('admin', 'sess-1');
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once per session while the answer is fresh, then answers at once and asks again behind the request', async () => {
    const oauth = fakeOauth();
    const sessions = new SessionResolver(tokens, oauth.client, TTL_MS);
    const first = sessions.resolve(token);
    await settle();
    expect(oauth.calls).toHaveLength(1);
    oauth.calls[0]!.answer(session('sess-1'));
    expect(await first).toMatchObject({ sessionId: 'sess-1', userCode: 'admin', userName: 'Admin' });

    vi.setSystemTime(Date.now() + TTL_MS / 2 - 1);
    expect(await sessions.resolve(token)).toMatchObject({ userName: 'Admin' });
    expect(oauth.calls).toHaveLength(1);

    // Second half: the kept answer at once, one lookup behind it however many requests come.
    vi.setSystemTime(Date.now() + 1);
    expect(await sessions.resolve(token)).toMatchObject({ userName: 'Admin' });
    expect(await sessions.resolve(token)).toMatchObject({ userName: 'Admin' });
    expect(oauth.calls).toHaveLength(2);
    oauth.calls[1]!.answer(session('sess-1', 'Admin renamed'));
    await settle();
    expect(await sessions.resolve(token)).toMatchObject({ userName: 'Admin renamed' });
    expect(oauth.calls).toHaveLength(2);
  });

  it('never answers from a kept session past its time: an unanswered refresh makes the next request wait', async () => {
    const oauth = fakeOauth();
    const sessions = new SessionResolver(tokens, oauth.client, TTL_MS);
    const first = sessions.resolve(token);
    await settle();
    oauth.calls[0]!.answer(session('sess-1'));
    await first;
    vi.setSystemTime(Date.now() + TTL_MS * 0.75);
    await sessions.resolve(token);
    expect(oauth.calls).toHaveLength(2);
    vi.setSystemTime(Date.now() + TTL_MS * 0.25);
    let answered = false;
    const late = sessions.resolve(token).then(() => {
      answered = true;
    });
    await settle();
    expect(answered).toBe(false);
    oauth.calls[1]!.answer(null);
    await expect(late).rejects.toMatchObject({ code: '401' });
  });

  it('keeps no answer of a lookup that a revocation overtook, and forgets a revoked session at once', async () => {
    const oauth = fakeOauth();
    const sessions = new SessionResolver(tokens, oauth.client, TTL_MS);
    const first = sessions.resolve(token);
    await settle();
    sessions.forget(['sess-1']);
    oauth.calls[0]!.answer(session('sess-1'));
    await first;
    const second = sessions.resolve(token);
    await settle();
    expect(oauth.calls).toHaveLength(2);
    oauth.calls[1]!.answer(session('sess-1'));
    await second;

    sessions.forget(['sess-1']);
    const third = sessions.resolve(token);
    await settle();
    expect(oauth.calls).toHaveLength(3);
    oauth.calls[2]!.answer(null);
    await expect(third).rejects.toMatchObject({ code: '401' });
  });
});
