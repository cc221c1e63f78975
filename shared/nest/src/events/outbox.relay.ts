import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tis/contracts';
import type { Logger } from 'pino';
import { type DataSource, In, IsNull, LessThan } from 'typeorm';
import { retryOnDeadlock } from '../database/query-helpers.js';
import { OutboxEvent, ProcessedEvent } from './outbox.entity.js';
import type { EventTransport } from './transport.js';

const BATCH = 100;
/**
 * A commit's nudge waits this long before the pass, so the commits of the next milliseconds share
 * it: under load one pass (lease, read, mark published) publishes the events of several
 * transactions instead of one pass per commit, and the consumers in the same process apply them
 * together (one transaction of the log service for the operation records of many actions). An
 * event reaches its consumers up to this much later. S9 (4 clients, full run): 5 ms → 20 ms took
 * SQLite from 813 to 965 transitions/s and MariaDB from 434 to 493 (its commits each sync to disk);
 * 50 ms added little more (1,044 / 499).
 */
export const OUTBOX_COALESCE_MS = 20;
/**
 * How long a relay holds the rows it leased: a relay killed mid-batch delays them this long at
 * most. Renewed every third of it while a publish takes longer (docs/adr/0003).
 */
export const OUTBOX_LEASE_MS = 5_000;
const RENEW_MS = OUTBOX_LEASE_MS / 3;
const MAX_BACKOFF_MS = 60_000;
const DAY_MS = 24 * 3600_000;
/** Published outbox rows are kept as long as Kafka keeps the events (7 days), for tracing. */
export const OUTBOX_KEEP_DAYS = 7;
/** Processed-event records outlive every redelivery: Kafka retention plus a week. */
export const PROCESSED_KEEP_DAYS = 14;
const PURGE_EVERY_MS = 3600_000;
const PURGE_BATCH = 1000;

export function outboxToEnvelope(row: OutboxEvent, producer: string): EventEnvelope {
  return {
    id: row.id,
    topic: row.topic,
    key: row.eventKey,
    occurredAt: new Date(row.occurredAt).toISOString(),
    producer,
    ...(row.correlationId ? { correlationId: row.correlationId } : {}),
    payload: JSON.parse(row.payload) as unknown,
  };
}

/**
 * Publishes a service's outbox in order. Rows are leased before publishing so that several
 * instances of a service share the work; a failed publish keeps the row and retries with backoff.
 * A row is marked published only after the transport acknowledged it, so a crash in between
 * publishes it again (consumers ignore the repeat). Leases are short (OUTBOX_LEASE_MS), renewed
 * while a publish runs, and given back on stop, so another instance takes over at once after a
 * clean stop and within seconds after a crash.
 */
export class OutboxRelay {
  private readonly owner = randomUUID();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private again = false;
  private coalescing: NodeJS.Timeout | undefined;
  private stopped = true;
  private lastPurge = 0;
  /** Tokens under which this relay may hold rows, and until when (given back on stop). */
  private readonly leases = new Map<string, number>();
  private renewing: NodeJS.Timeout | undefined;

  constructor(
    private readonly ds: DataSource,
    private readonly transport: EventTransport,
    private readonly producer: string,
    private readonly logger: Logger,
    private readonly pollMs: number,
    private readonly coalesceMs = OUTBOX_COALESCE_MS,
  ) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /**
   * Waits for the pass in flight (at most a lease: a publish to an unreachable broker may take
   * longer), then gives back every row this relay leased but did not publish.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.coalescing);
    this.coalescing = undefined;
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise((resolve) => (waited = setTimeout(resolve, OUTBOX_LEASE_MS)))]);
    clearTimeout(waited);
    clearInterval(this.renewing);
    await this.release();
  }

  private async release(): Promise<void> {
    const now = Date.now();
    const tokens = [...this.leases].filter(([, until]) => until > now).map(([token]) => token);
    this.leases.clear();
    if (tokens.length === 0) return;
    const repo = this.ds.getRepository(OutboxEvent);
    await retryOnDeadlock(() => repo.update({ publishedAt: IsNull(), leaseOwner: In(tokens) }, { leaseOwner: null, leaseUntil: null })).catch((err: unknown) =>
      this.logger.warn({ err }, 'cannot give back the outbox leases; they expire on their own'),
    );
  }

  /** Extends the lease of a batch whose publish is still running. */
  private async renew(token: string): Promise<void> {
    const leaseUntil = new Date(Date.now() + OUTBOX_LEASE_MS);
    try {
      await retryOnDeadlock(() => this.ds.getRepository(OutboxEvent).update({ publishedAt: IsNull(), leaseOwner: token }, { leaseUntil }));
      if (this.leases.has(token)) this.leases.set(token, leaseUntil.getTime());
    } catch (err) {
      this.logger.warn({ err }, 'cannot renew an outbox lease');
    }
  }

  /** Runs a pass in `coalesceMs`, with the commits made until then (one pass however many nudges). */
  nudge(): void {
    if (this.stopped || this.coalescing) return;
    this.coalescing = setTimeout(() => {
      this.coalescing = undefined;
      this.drainNow();
    }, this.coalesceMs);
  }

  /** Runs a pass now (coalesced with one already running). */
  private drainNow(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.logger.error({ err }, 'outbox relay pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.drainNow();
        }
      });
  }

  /** Publishes until nothing is pending (or a publish fails); resolves when done. Purges once an hour. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const published = await this.pass();
      total += Math.max(published, 0);
      if (published < BATCH) break;
    }
    if (Date.now() - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = Date.now();
      await this.purge();
    }
    return total;
  }

  /**
   * Deletes published outbox rows older than OUTBOX_KEEP_DAYS and processed-event records older
   * than PROCESSED_KEEP_DAYS, in bounded batches (both by index). Unpublished rows are never
   * deleted. Safe to run on several instances at once. Answers how many rows went.
   */
  async purge(now = new Date()): Promise<{ outbox: number; processed: number }> {
    const outbox = await this.purgeBatches(OutboxEvent, 'seq', { publishedAt: LessThan(new Date(now.getTime() - OUTBOX_KEEP_DAYS * DAY_MS)) });
    const processed = await this.purgeProcessed(new Date(now.getTime() - PROCESSED_KEEP_DAYS * DAY_MS));
    if (outbox + processed > 0) this.logger.info({ outbox, processed }, 'purged old outbox and processed-event rows');
    return { outbox, processed };
  }

  private async purgeBatches(entity: typeof OutboxEvent, key: 'seq', where: Record<string, unknown>): Promise<number> {
    const repo = this.ds.getRepository(entity);
    let total = 0;
    for (;;) {
      const batch = await repo.find({ select: { [key]: true }, where, take: PURGE_BATCH });
      if (batch.length === 0) return total;
      await repo.delete({ [key]: In(batch.map((r) => r[key])) });
      total += batch.length;
      if (batch.length < PURGE_BATCH) return total;
    }
  }

  private async purgeProcessed(before: Date): Promise<number> {
    const repo = this.ds.getRepository(ProcessedEvent);
    let total = 0;
    for (;;) {
      const batch = await repo.find({ select: { consumer: true, eventId: true }, where: { processedAt: LessThan(before) }, take: PURGE_BATCH });
      if (batch.length === 0) return total;
      await repo.delete(batch.map((r) => ({ consumer: r.consumer, eventId: r.eventId })));
      total += batch.length;
      if (batch.length < PURGE_BATCH) return total;
    }
  }

  /**
   * One leased batch; returns how many rows it published, or -1 after a failure. The batch is
   * leased under a token of its own, so the statements that follow name the token rather than the
   * rows: their SQL text is the same on every pass (SQLite writes numbers into the text, which
   * filled the prepared-statement cache with one-off statements per event).
   */
  private async pass(): Promise<number> {
    const repo = this.ds.getRepository(OutboxEvent);
    const now = new Date();
    for (const [held, heldUntil] of this.leases) if (heldUntil < now.getTime()) this.leases.delete(held);
    const token = randomUUID();
    const until = now.getTime() + OUTBOX_LEASE_MS;
    if ((await this.lease(token, now, new Date(until))) === 0) return 0;
    this.leases.set(token, until);
    const leased = { publishedAt: IsNull(), leaseOwner: token };
    const rows = await repo.find({ where: leased, order: { seq: 'ASC' } });
    if (rows.length === 0) {
      this.leases.delete(token);
      return 0;
    }
    const renewing = setInterval(() => void this.renew(token), RENEW_MS);
    this.renewing = renewing;
    try {
      await this.transport.publish(rows.map((r) => outboxToEnvelope(r, this.producer)));
    } catch (err) {
      const attempts = Math.max(...rows.map((r) => r.attempts));
      const backoff = Math.min(MAX_BACKOFF_MS, 250 * 2 ** Math.min(attempts, 8));
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      clearInterval(renewing);
      const retryAt = Date.now() + backoff;
      await retryOnDeadlock(() => repo.update(leased, { attempts: () => 'attempts + 1', lastError, leaseUntil: new Date(retryAt) }));
      this.leases.set(token, retryAt);
      this.logger.warn({ err, count: rows.length, backoffMs: backoff }, 'outbox publish failed; will retry');
      return -1;
    }
    clearInterval(renewing);
    const publishedAt = new Date();
    await retryOnDeadlock(() => repo.update(leased, { publishedAt, leaseOwner: null, leaseUntil: null }));
    this.leases.delete(token);
    return rows.length;
  }

  /**
   * Leases the oldest BATCH unpublished rows whose lease is free or over to `token`, in one
   * statement; answers how many it leased (an idle poll is this one statement).
   */
  private async lease(token: string, now: Date, leaseUntil: Date): Promise<number> {
    const free = 'published_at IS NULL AND (lease_until IS NULL OR lease_until < :now)';
    const update = () => this.ds.createQueryBuilder().update(OutboxEvent).set({ leaseOwner: token, leaseUntil });
    const result =
      this.ds.options.type === 'better-sqlite3'
        ? await update().where(`seq IN (SELECT seq FROM outbox_event WHERE ${free} ORDER BY seq LIMIT ${BATCH})`, { now }).execute()
        : // MySQL and MariaDB: no LIMIT in an IN subquery, nor a subquery on the updated table; a
          // single-table UPDATE takes ORDER BY and LIMIT. Two relays' leases and the marking of a
          // published batch lock rows through different indexes, so InnoDB may pick one as a
          // deadlock's victim; the statement is built and run again (it leases whatever is still free).
          await retryOnDeadlock(() => update().where(free, { now }).orderBy('seq', 'ASC').limit(BATCH).execute());
    return result.affected ?? 0;
  }

  /** Rows not yet published (health and tests). */
  pending(): Promise<number> {
    return this.ds.getRepository(OutboxEvent).countBy({ publishedAt: IsNull() });
  }
}
