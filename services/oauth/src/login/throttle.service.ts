import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { LoginThrottle } from './login.entities.js';

/** Brute-force brakes: failures within the window lock the account or the client IP for a while. */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  accountFailures: 5,
  ipFailures: 20,
} as const;

const accountKey = (userCode: string): string => `u:${userCode.toLowerCase().slice(0, 120)}`;
const ipKey = (ip: string): string => `ip:${ip.slice(0, 120)}`;

/** Counters live in the database so every oauth replica sees the same ones. */
@Injectable()
export class ThrottleService {
  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /**
   * `minutes` until the account or IP may try again (0: now); `counted` whether the account has a
   * failure counter, which a success then clears (`succeeded`): most logins have none, and skip that write.
   * The login, the own password change and the activation with a password card share these counters.
   */
  async check(userCode: string, ip: string | null): Promise<{ minutes: number; counted: boolean }> {
    const account = accountKey(userCode);
    const keys = [account, ...(ip ? [ipKey(ip)] : [])];
    const rows = await this.ds.getRepository(LoginThrottle).findBy(keys.map((throttleKey) => ({ throttleKey })));
    const now = Date.now();
    const until = Math.max(0, ...rows.map((r) => (r.lockedUntil ? new Date(r.lockedUntil).getTime() : 0)));
    return { minutes: until > now ? Math.ceil((until - now) / 60_000) : 0, counted: rows.some((r) => r.throttleKey === account) };
  }

  async failed(userCode: string, ip: string | null): Promise<void> {
    await this.count(accountKey(userCode), THROTTLE.accountFailures);
    if (ip) await this.count(ipKey(ip), THROTTLE.ipFailures);
  }

  async succeeded(userCode: string): Promise<void> {
    await this.ds.getRepository(LoginThrottle).delete({ throttleKey: accountKey(userCode) });
  }

  private async count(throttleKey: string, limit: number): Promise<void> {
    await this.ds.transaction(async (manager) => {
      const repo = manager.getRepository(LoginThrottle);
      const now = new Date();
      const row = await repo.findOne({ where: { throttleKey }, lock: this.ds.options.type === 'better-sqlite3' ? undefined : { mode: 'pessimistic_write' } });
      if (!row || now.getTime() - new Date(row.windowStart).getTime() > THROTTLE.windowMs) {
        await repo.save({ throttleKey, failures: 1, windowStart: now, lockedUntil: null });
        return;
      }
      const failures = row.failures + 1;
      const lockedUntil = failures >= limit ? new Date(now.getTime() + THROTTLE.lockMs) : row.lockedUntil;
      await repo.update({ throttleKey }, { failures, lockedUntil });
    });
  }
}
