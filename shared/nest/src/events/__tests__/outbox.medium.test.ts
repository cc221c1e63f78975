import { randomUUID } from 'node:crypto';
import { defineEvent, type EventEnvelope } from '@tis/contracts';
import { pino } from 'pino';
import { Column, Entity, IsNull, type MigrationInterface, Not, PrimaryColumn, type QueryRunner, Table } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openDatabase, schemaDrift } from '../../database/data-source.js';
import { startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '../../testing/index.js';
import { EventBus } from '../event-bus.js';
import { InProcessTransport } from '../in-process.transport.js';
import { DeadLetter, OutboxEvent, PLATFORM_ENTITIES, ProcessedEvent } from '../outbox.entity.js';
import { OUTBOX_LEASE_MS, OutboxRelay } from '../outbox.relay.js';
import { PLATFORM_MIGRATIONS } from '../platform.migration.js';
import type { EventTransport, TransportStatus } from '../transport.js';

@Entity('widget')
class Widget {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;
  @Column({ type: 'varchar', length: 100 })
  name!: string;
}

class WidgetTable1700000000001 implements MigrationInterface {
  name = 'WidgetTable1700000000001';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'widget',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '100' },
        ],
      }),
    );
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('widget');
  }
}

const widgetMadeV1 = defineEvent({
  topic: 'tis.job.widget.made.v1',
  producer: 'job',
  description: 'test event',
  schema: z.object({ widgetId: z.string(), name: z.string() }),
});

const logger = pino({ level: 'silent' });

/** A transport that refuses to publish until told otherwise: a broker that is down. */
class DownTransport implements EventTransport {
  readonly kind = 'kafka';
  up = false;
  constructor(private readonly inner: InProcessTransport) {}
  subscribe(group: string, topic: string, handler: (e: EventEnvelope) => Promise<void>): void {
    this.inner.subscribe(group, topic, handler);
  }
  async publish(events: EventEnvelope[]): Promise<void> {
    if (!this.up) throw new Error('broker unreachable');
    await this.inner.publish(events);
  }
  async start(): Promise<void> {
    await this.inner.start();
  }
  async stop(): Promise<void> {
    await this.inner.stop();
  }
  status(): TransportStatus {
    return { status: this.up ? 'up' : 'down', waiting: [] };
  }
}

/** A transport whose publish takes its time (a slow broker), or never ends (a process killed while publishing). */
class SlowTransport implements EventTransport {
  readonly kind = 'kafka';
  private release: (() => void) | undefined;
  publishing = 0;
  constructor(
    private readonly inner: InProcessTransport,
    private readonly delayMs: number | 'forever',
  ) {}
  subscribe(group: string, topic: string, handler: (e: EventEnvelope) => Promise<void>): void {
    this.inner.subscribe(group, topic, handler);
  }
  async publish(events: EventEnvelope[]): Promise<void> {
    this.publishing += 1;
    await new Promise<void>((resolve) => {
      this.release = resolve;
      if (this.delayMs !== 'forever') setTimeout(resolve, this.delayMs);
    });
    await this.inner.publish(events);
  }
  /** Lets a publish held forever go on (the end of a test). */
  unblock(): void {
    this.release?.();
  }
  async start(): Promise<void> {
    await this.inner.start();
  }
  async stop(): Promise<void> {
    await this.inner.stop();
  }
  status(): TransportStatus {
    return this.inner.status();
  }
}

describe.each(TEST_DIALECTS)('outbox on %s', (dialect) => {
  let server: TestDatabaseServer;
  beforeAll(async () => {
    server = await startTestDatabase(dialect);
  });
  afterAll(async () => {
    await server.stop();
  });

  const open = (name: string) =>
    openDatabase({
      url: server.url(name),
      entities: [...PLATFORM_ENTITIES, Widget],
      migrations: [...PLATFORM_MIGRATIONS, WidgetTable1700000000001],
    });

  it('platform tables match their entities', async () => {
    const ds = await open('outbox_drift');
    expect(await schemaDrift(ds)).toEqual([]);
    await ds.destroy();
  });

  it('writes the event with the change, and a rolled-back change leaves no event', async () => {
    const ds = await open('outbox_atomic');
    const transport = new InProcessTransport(logger);
    const relay = new OutboxRelay(ds, transport, 'job', logger, 60_000);
    const bus = new EventBus('job', ds, transport, relay, 'test.job', logger);
    await bus.transaction(async (tx) => {
      await tx.manager.insert(Widget, { id: 'w1', name: 'kept' });
      await tx.emit(widgetMadeV1, { widgetId: 'w1', name: 'kept' }, 'w1');
    });
    await expect(
      bus.transaction(async (tx) => {
        await tx.manager.insert(Widget, { id: 'w2', name: 'lost' });
        await tx.emit(widgetMadeV1, { widgetId: 'w2', name: 'lost' }, 'w2');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await ds.getRepository(OutboxEvent).find();
    expect(rows.map((r) => JSON.parse(r.payload) as unknown)).toEqual([{ widgetId: 'w1', name: 'kept' }]);
    expect(await ds.getRepository(Widget).count()).toBe(1);
    await expect(
      bus.transaction(async (tx) => {
        // Payloads are checked against their contract before they are written.
        await tx.emit(widgetMadeV1, { widgetId: 'w3' } as never, 'w3');
      }),
    ).rejects.toThrow();
    await ds.destroy();
  });

  it('publishes after a crash between commit and publish, and a redelivery has no second effect', async () => {
    // First life: the change commits, the broker is down, the process dies.
    const ds1 = await open('outbox_crash');
    const down = new DownTransport(new InProcessTransport(logger));
    const relay1 = new OutboxRelay(ds1, down, 'job', logger, 60_000);
    const bus1 = new EventBus('job', ds1, down, relay1, 'test.job', logger);
    await bus1.transaction(async (tx) => {
      await tx.manager.insert(Widget, { id: 'c1', name: 'crash' });
      await tx.emit(widgetMadeV1, { widgetId: 'c1', name: 'crash' }, 'c1');
    });
    expect(await relay1.drain()).toBe(0);
    const failed = await ds1.getRepository(OutboxEvent).findOneByOrFail({ eventKey: 'c1' });
    expect(failed.publishedAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('broker unreachable');
    await ds1.destroy();

    // Second life: a new process opens the same database; the lease of the dead one has expired.
    const ds2 = await open('outbox_crash');
    await ds2.getRepository(OutboxEvent).update({ eventKey: 'c1' }, { leaseUntil: new Date(Date.now() - 1000) });
    const transport = new InProcessTransport(logger);
    const consumerDs = await open('outbox_crash_consumer');
    const consumerRelay = new OutboxRelay(consumerDs, transport, 'log', logger, 60_000);
    const consumer = new EventBus('log', consumerDs, transport, consumerRelay, 'test.log', logger);
    const seen: string[] = [];
    consumer.subscribe(widgetMadeV1, 'widget-copy', async (payload, { manager }) => {
      seen.push(payload.widgetId);
      await manager.insert(Widget, { id: payload.widgetId, name: `copy of ${payload.name}` });
    });
    await transport.start();
    const relay2 = new OutboxRelay(ds2, transport, 'job', logger, 60_000);
    expect(await relay2.drain()).toBe(1);
    expect(await relay2.pending()).toBe(0);
    expect(seen).toEqual(['c1']);

    // The broker delivers the same event again: the consumer skips it.
    const row = await ds2.getRepository(OutboxEvent).findOneByOrFail({ eventKey: 'c1' });
    const envelope: EventEnvelope = {
      id: row.id,
      topic: row.topic,
      key: row.eventKey,
      occurredAt: new Date().toISOString(),
      producer: 'job',
      payload: JSON.parse(row.payload) as unknown,
    };
    await transport.publish([envelope]);
    expect(seen).toEqual(['c1']);
    expect(await consumerDs.getRepository(Widget).count()).toBe(1);

    // A failing handler leaves nothing behind and the event is retried (in place, deliverWithRetry).
    const failing = new InProcessTransport(logger, { retryDelayMs: 10 });
    const consumer2 = new EventBus('log', consumerDs, failing, consumerRelay, 'test.log2', logger);
    let calls = 0;
    consumer2.subscribe(widgetMadeV1, 'flaky', async (payload, { manager }) => {
      calls += 1;
      await manager.insert(Widget, { id: `${payload.widgetId}-flaky-${calls}`, name: 'x' });
      if (calls === 1) throw new Error('handler failed');
    });
    const fresh = { ...envelope, id: randomUUID() };
    await failing.publish([fresh]);
    expect(await consumerDs.getRepository(Widget).countBy({ id: 'c1-flaky-1' })).toBe(0);
    await failing.publish([fresh]);
    expect(calls).toBe(2);
    expect(await consumerDs.getRepository(Widget).countBy({ id: 'c1-flaky-2' })).toBe(1);

    await ds2.destroy();
    await consumerDs.destroy();
  });

  it('publishes the events of commits made within a few milliseconds in one pass', async () => {
    const ds = await open('outbox_coalesce');
    const inner = new InProcessTransport(logger);
    const batches: number[] = [];
    const counting: EventTransport = {
      kind: 'inprocess',
      subscribe: (group, topic, handler) => inner.subscribe(group, topic, handler),
      publish: async (events) => {
        batches.push(events.length);
        await inner.publish(events);
      },
      start: () => inner.start(),
      stop: () => inner.stop(),
      status: () => inner.status(),
    };
    await counting.start();
    // A window far longer than five commits take, however loaded the machine (the portal's is 5 ms).
    const relay = new OutboxRelay(ds, counting, 'job', logger, 60_000, 300);
    relay.start();
    // The start's own pass (nothing to publish) is over before the commits.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const bus = new EventBus('job', ds, counting, relay, 'g', logger);
    // Five commits one after the other: each nudges the relay, which waits for the others.
    for (const i of [1, 2, 3, 4, 5]) {
      await bus.transaction(async (tx) => {
        await tx.emit(widgetMadeV1, { widgetId: `c${i}`, name: 'n' }, `c${i}`);
      });
    }
    await expect.poll(() => batches.reduce((a, b) => a + b, 0), { timeout: 10_000 }).toBe(5);
    expect(batches).toEqual([5]);
    await relay.stop();
    await ds.destroy();
  });

  it('a consumer applies the run of events it is handed in one transaction; a run it cannot apply so goes one by one', async () => {
    const ds = await open('outbox_together');
    const transport = new InProcessTransport(logger, { retryDelayMs: 10, maxAttempts: 2 });
    const relay = new OutboxRelay(ds, transport, 'log', logger, 60_000);
    const bus = new EventBus('log', ds, transport, relay, 'test.together', logger);
    const seen: string[] = [];
    const transactions = vi.spyOn(ds, 'transaction');
    bus.subscribe(widgetMadeV1, 'widget-copy', async (payload, { manager }) => {
      seen.push(payload.widgetId);
      await manager.insert(Widget, { id: payload.widgetId, name: payload.name });
    });
    await transport.start();
    const made = (widgetId: string, payload: unknown = { widgetId, name: 'n' }): EventEnvelope => ({
      id: randomUUID(),
      topic: widgetMadeV1.topic,
      key: widgetId,
      occurredAt: new Date().toISOString(),
      producer: 'job',
      payload,
    });

    const [a, b, c] = [made('a'), made('b'), made('c')];
    await transport.publish([a, b, c]);
    expect(seen).toEqual(['a', 'b', 'c']);
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(await ds.getRepository(ProcessedEvent).countBy({ consumer: 'log.widget-copy' })).toBe(3);

    // One of the run was applied before: the others are applied one by one, that one not again.
    transactions.mockClear();
    await transport.publish([made('d'), b, made('e')]);
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(transactions).toHaveBeenCalledTimes(4); // the run (rolled back), then d, b (skipped), e

    // A payload its contract refuses: the others are applied in order, it becomes a dead letter.
    const poison = made('p', { widgetId: 'p' });
    await transport.publish([made('f'), poison, made('g')]);
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect((await ds.getRepository(Widget).find({ order: { id: 'ASC' } })).map((w) => w.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect((await ds.getRepository(DeadLetter).findBy({ consumerGroup: 'test.together' })).map((l) => l.eventId)).toEqual([poison.id]);
    await ds.destroy();
  });

  it('keeps order and shares work between two relays of one service', async () => {
    const ds = await open('outbox_order');
    const transport = new InProcessTransport(logger);
    const received: string[] = [];
    transport.subscribe('g', widgetMadeV1.topic, async (e) => {
      received.push(e.key);
    });
    await transport.start();
    const relayA = new OutboxRelay(ds, transport, 'job', logger, 60_000);
    const relayB = new OutboxRelay(ds, transport, 'job', logger, 60_000);
    const bus = new EventBus('job', ds, transport, relayA, 'g', logger);
    for (let i = 0; i < 250; i++) {
      await bus.transaction(async (tx) => {
        await tx.emit(widgetMadeV1, { widgetId: `o${i}`, name: 'n' }, `k${String(i).padStart(3, '0')}`);
      });
    }
    const [a, b] = await Promise.all([relayA.drain(), relayB.drain()]);
    expect(a + b).toBe(250);
    expect(new Set(received).size).toBe(250);
    await relayA.stop();
    await ds.destroy();
  });

  it('purges published outbox rows after 7 days and processed records after 14, never unpublished rows', async () => {
    const ds = await open('outbox_purge');
    const relay = new OutboxRelay(ds, new InProcessTransport(logger), 'job', logger, 60_000);
    const now = new Date('2026-06-30T12:00:00.000Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3600_000);
    const row = (id: string, publishedAt: Date | null) => ({
      id,
      topic: widgetMadeV1.topic,
      eventKey: id,
      payload: '{}',
      correlationId: null,
      occurredAt: daysAgo(30),
      publishedAt,
      attempts: 0,
      lastError: null,
      leaseOwner: null,
      leaseUntil: null,
    });
    const old = Array.from({ length: 1203 }, () => row(randomUUID(), daysAgo(8)));
    await ds.getRepository(OutboxEvent).insert([...old.slice(0, 600)]);
    await ds.getRepository(OutboxEvent).insert([...old.slice(600)]);
    const recent = row(randomUUID(), daysAgo(6));
    const pending = row(randomUUID(), null);
    await ds.getRepository(OutboxEvent).insert([recent, pending]);
    const processed = (eventId: string, days: number) => ({ consumer: 'g', eventId, topic: widgetMadeV1.topic, processedAt: daysAgo(days) });
    await ds.getRepository(ProcessedEvent).insert([processed('p-old', 15), processed('p-new', 13)]);

    expect(await relay.purge(now)).toEqual({ outbox: 1203, processed: 1 });
    const left = await ds.getRepository(OutboxEvent).find({ order: { seq: 'ASC' } });
    expect(left.map((r) => r.id)).toEqual([recent.id, pending.id]);
    expect((await ds.getRepository(ProcessedEvent).find()).map((p) => p.eventId)).toEqual(['p-new']);
    // Nothing more to do the second time.
    expect(await relay.purge(now)).toEqual({ outbox: 0, processed: 0 });
    await ds.destroy();
  });

  /** Writes `count` widget events through a bus whose relay is never started. */
  async function emitWidgets(ds: Awaited<ReturnType<typeof open>>, count: number, tag: string): Promise<void> {
    const idle = new OutboxRelay(ds, new InProcessTransport(logger), 'job', logger, 60_000);
    const bus = new EventBus('job', ds, new InProcessTransport(logger), idle, 'unused', logger);
    for (let i = 0; i < count; i++) {
      await bus.transaction(async (tx) => {
        await tx.emit(widgetMadeV1, { widgetId: `${tag}${i}`, name: 'n' }, `${tag}${i}`);
      });
    }
  }

  const consumed = (received: string[]) => {
    const transport = new InProcessTransport(logger);
    transport.subscribe('g', widgetMadeV1.topic, async (e) => {
      received.push(e.id);
    });
    return transport;
  };

  it('gives its leases back on stop: another instance publishes the rows at once', async () => {
    const ds = await open('outbox_release');
    await emitWidgets(ds, 5, 'r');
    // Many failed publishes: the next failure holds the rows for the longest backoff (60 s).
    await ds.getRepository(OutboxEvent).update({ publishedAt: IsNull() }, { attempts: 8 });
    const down = new DownTransport(new InProcessTransport(logger));
    const relayA = new OutboxRelay(ds, down, 'job', logger, 60_000);
    expect(await relayA.drain()).toBe(0);
    expect(await ds.getRepository(OutboxEvent).countBy({ leaseOwner: Not(IsNull()) })).toBe(5);
    await relayA.stop();
    expect(await ds.getRepository(OutboxEvent).countBy({ leaseOwner: Not(IsNull()) })).toBe(0);
    const received: string[] = [];
    const relayB = new OutboxRelay(ds, consumed(received), 'job', logger, 60_000);
    expect(await relayB.drain()).toBe(5);
    expect(received).toHaveLength(5);
    await ds.destroy();
  });

  it('a relay killed while publishing delays its rows by one short lease at most', async () => {
    const ds = await open('outbox_crash');
    const dsA = await open('outbox_crash');
    await emitWidgets(ds, 5, 'c');
    const received: string[] = [];
    const hung = new SlowTransport(new InProcessTransport(logger), 'forever');
    const relayA = new OutboxRelay(dsA, hung, 'job', logger, 60_000);
    relayA.start();
    await expect.poll(() => hung.publishing, { timeout: 10_000 }).toBe(1);
    // The process dies: its connection goes, nothing renews or gives back the lease.
    await dsA.destroy();
    const killed = Date.now();
    const relayB = new OutboxRelay(ds, consumed(received), 'job', logger, 60_000);
    let published = 0;
    while (published < 5 && Date.now() - killed < 3 * OUTBOX_LEASE_MS) {
      published += await relayB.drain();
      await new Promise((r) => setTimeout(r, 100));
    }
    const delay = Date.now() - killed;
    process.stdout.write(`outbox on ${dialect}: rows of a killed relay published ${delay} ms after the kill\n`);
    expect(published).toBe(5);
    expect(delay).toBeLessThanOrEqual(OUTBOX_LEASE_MS + 1000);
    hung.unblock();
    await relayA.stop();
    await ds.destroy();
  });

  it('renews the lease while a publish takes longer than it: no other relay publishes the same rows', async () => {
    const ds = await open('outbox_renew');
    await emitWidgets(ds, 5, 'w');
    const received: string[] = [];
    const slow = new SlowTransport(consumed(received), OUTBOX_LEASE_MS + 2500);
    const relayA = new OutboxRelay(ds, slow, 'job', logger, 60_000);
    const relayB = new OutboxRelay(ds, consumed(received), 'job', logger, 60_000);
    const first = relayA.drain();
    await expect.poll(() => slow.publishing, { timeout: 10_000 }).toBe(1);
    let byB = 0;
    const started = Date.now();
    while (Date.now() - started < OUTBOX_LEASE_MS + 2000) {
      byB += await relayB.drain();
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(await first).toBe(5);
    expect(byB).toBe(0);
    expect(received).toHaveLength(5);
    await ds.destroy();
  });
});
