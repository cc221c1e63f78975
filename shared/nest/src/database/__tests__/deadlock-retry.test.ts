import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { isDeadlock, retryOnDeadlock } from '../query-helpers.js';

const failure = (driverError: object) => new QueryFailedError('UPDATE outbox_event SET ...', [], Object.assign(new Error('driver'), driverError));
const deadlock = () => failure({ code: 'ER_LOCK_DEADLOCK', errno: 1213 });

describe('retryOnDeadlock', () => {
  it('tells an InnoDB deadlock from other failures', () => {
    expect(isDeadlock(deadlock())).toBe(true);
    expect(isDeadlock(failure({ errno: 1213 }))).toBe(true);
    expect(isDeadlock(failure({ code: 'ER_DUP_ENTRY', errno: 1062 }))).toBe(false);
    expect(isDeadlock(new Error('Deadlock found'))).toBe(false);
  });

  it('runs the statement again after a deadlock and answers its result', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls++;
      if (calls < 3) throw deadlock();
      return 'leased';
    });
    expect(result).toBe('leased');
    expect(calls).toBe(3);
  });

  it('gives up after the given number of tries, and never repeats another failure', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw deadlock();
      }, 4),
    ).rejects.toThrow(QueryFailedError);
    expect(calls).toBe(4);

    calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw failure({ code: 'ER_DUP_ENTRY', errno: 1062 });
      }),
    ).rejects.toThrow(QueryFailedError);
    expect(calls).toBe(1);
  });
});
