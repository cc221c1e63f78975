import { randomUUID } from 'node:crypto';
import { type EventEnvelope, TisError } from '@tis/contracts';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DeliveryContext, deliverWithRetry, type Waiting } from '../delivery.js';

const event: EventEnvelope = { id: randomUUID(), topic: 'tis.test.widget.v1', key: 'w1', occurredAt: new Date().toISOString(), producer: 'test', payload: {} };
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED', errno: -111, fatal: true });

function context(signal = new AbortController().signal): DeliveryContext & { waits: number[]; reports: (Waiting | undefined)[] } {
  const waits: number[] = [];
  const reports: (Waiting | undefined)[] = [];
  return {
    group: 'g',
    topic: event.topic,
    partition: 2,
    logger: pino({ level: 'silent' }),
    signal,
    pause: async (ms) => {
      waits.push(ms);
    },
    onWaiting: (w) => reports.push(w),
    waits,
    reports,
  };
}

describe('deliverWithRetry', () => {
  it('waits out an unreachable database with capped backoff, far beyond the tries of an unknown failure, then goes on', async () => {
    const ctx = context();
    let tries = 0;
    const delivery = await deliverWithRetry(event, async () => {
      tries += 1;
      if (tries <= 12) throw refused();
    }, ctx, { maxAttempts: 3 });
    expect(delivery).toEqual({ handled: true });
    expect(tries).toBe(13);
    expect(ctx.waits).toEqual([100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000, 5000, 5000, 5000]);
    // Reported as waiting (health: degraded) on each try, and cleared once handled.
    expect(ctx.reports.slice(0, -1).every((w) => w?.group === 'g' && w.partition === 2 && w.eventId === event.id && /ECONNREFUSED/.test(w.error))).toBe(true);
    expect(ctx.reports.at(-1)).toBeUndefined();
  });

  it('gives up at once on poison: a payload failing its contract or a domain refusal', async () => {
    for (const poison of [() => z.object({ id: z.string() }).parse({ id: 1 }), () => { throw new TisError('notFound'); }]) {
      const ctx = context();
      let tries = 0;
      const delivery = await deliverWithRetry(event, async () => {
        tries += 1;
        poison();
      }, ctx);
      expect(delivery.handled).toBe(false);
      expect(tries).toBe(1);
      expect(ctx.waits).toEqual([]);
    }
  });

  it('tries an unknown failure a bounded number of times, then treats it as poison', async () => {
    const ctx = context();
    let tries = 0;
    const delivery = await deliverWithRetry(event, async () => {
      tries += 1;
      throw new TypeError('a bug');
    }, ctx, { maxAttempts: 4, retryDelayMs: 10 });
    expect(delivery).toMatchObject({ handled: false, error: { message: 'a bug' } });
    expect(tries).toBe(4);
    expect(ctx.waits).toEqual([10, 20, 40]);
  });

  it('stops waiting when the transport stops, without handling (nothing is committed)', async () => {
    const stopping = new AbortController();
    const ctx = context(stopping.signal);
    ctx.pause = async () => {
      stopping.abort();
    };
    await expect(deliverWithRetry(event, async () => {
      throw refused();
    }, ctx)).rejects.toThrow(/stopped while delivering/);
    expect(ctx.reports.at(-1)).toBeUndefined();
  });
});
