import type { Redis } from 'ioredis';

/** Counts requests per key in fixed windows. */
export interface RateCounter {
  /** The count in the current window after this hit (synchronous when the counter is local). */
  hit(key: string, windowMs: number): number | Promise<number>;
  close(): Promise<void>;
}

export class MemoryRateCounter implements RateCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(windowMs = 60_000) {
    this.sweeper = setInterval(() => {
      const now = Date.now();
      for (const [key, w] of this.windows) if (now - w.start >= windowMs) this.windows.delete(key);
    }, windowMs);
    this.sweeper.unref();
  }

  hit(key: string, windowMs: number): number {
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || now - w.start >= windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return 1;
    }
    w.count += 1;
    return w.count;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}

/** Shared counters for every gateway instance. */
export class RedisRateCounter implements RateCounter {
  /** ioredis is loaded only by a gateway with TIS_REDIS_URL: idle memory of the others (bench S8). */
  static async open(url: string): Promise<RedisRateCounter> {
    const { Redis } = await import('ioredis');
    return new RedisRateCounter(new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true }));
  }

  private constructor(private readonly redis: Redis) {}

  async hit(key: string, windowMs: number): Promise<number> {
    const window = Math.floor(Date.now() / windowMs);
    const redisKey = `tis:rl:${key}:${window}`;
    const [[, count]] = (await this.redis.multi().incr(redisKey).pexpire(redisKey, windowMs).exec()) as [[Error | null, number]];
    return count;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

export async function createRateCounter(redisUrl: string | undefined): Promise<RateCounter> {
  return redisUrl ? RedisRateCounter.open(redisUrl) : new MemoryRateCounter();
}
