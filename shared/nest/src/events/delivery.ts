import type { EventEnvelope } from '@tis/contracts';
import type { Logger } from 'pino';
import { classifyFailure } from './failure.js';
import type { BatchHandler, DeadLetterNote, DeadLetterSink } from './transport.js';

/** How a consumer retries a failing handler (classifyFailure decides which rule applies). */
export interface RetryPolicy {
  /** Tries of a handler failing for an unknown reason before the event counts as poison (default 5). */
  maxAttempts?: number;
  /** Wait before the second try of an unknown failure, doubled for each further one (default 200 ms). */
  retryDelayMs?: number;
  /** First wait while the infrastructure is away, doubled up to `maxWaitMs` (default 100 ms). */
  waitDelayMs?: number;
  /** Longest wait between tries while the infrastructure is away (default 5 s). */
  maxWaitMs?: number;
}

/** Where a consumer waits for the infrastructure (health reports it as degraded). */
export interface Waiting {
  group: string;
  topic: string;
  partition: number;
  eventId: string;
  since: string;
  error: string;
}

export interface DeliveryContext {
  group: string;
  topic: string;
  partition: number;
  logger: Logger;
  /** Aborted when the transport stops: a waiting delivery gives up (nothing is committed). */
  signal: AbortSignal;
  /** Waits between tries; Kafka heartbeats in it, so a long wait keeps the group membership. */
  pause?: (ms: number) => Promise<void>;
  /** The consumer waits for the infrastructure (`waiting`), or goes on (`undefined`). */
  onWaiting: (waiting: Waiting | undefined) => void;
}

/** The outcome of a delivery: handled, or poison with the reason (for the dead-letter topic). */
export type Delivery = { handled: true } | { handled: false; error: unknown };

export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

export const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 1000);

/**
 * Hands one event to its handler until it is handled or known to be poison (classifyFailure):
 * - transient (the database or a peer is away): waits with exponential backoff (100 ms doubling
 *   to 5 s) for as long as it takes, reporting where it waits; the partition goes no further, so
 *   the events behind it keep their order and nothing is skipped;
 * - unknown: retried `maxAttempts` times with backoff, then poison (a bug must not block a
 *   partition forever; the dead letter keeps the event for a replay once it is fixed);
 * - poison: at once.
 * Throws only when the transport stops while waiting: the caller commits nothing and the event
 * is delivered again later (consumers skip what they already applied).
 */
export async function deliverWithRetry(event: Pick<EventEnvelope, 'id'>, handle: () => Promise<void>, ctx: DeliveryContext, policy: RetryPolicy = {}): Promise<Delivery> {
  const maxAttempts = policy.maxAttempts ?? 5;
  const retryDelay = policy.retryDelayMs ?? 200;
  const maxWait = policy.maxWaitMs ?? 5000;
  const pause = ctx.pause ?? ((ms: number) => sleep(ms, ctx.signal));
  let unknownFailures = 0;
  let wait = policy.waitDelayMs ?? 100;
  let waitingSince: string | undefined;
  try {
    for (;;) {
      try {
        await handle();
        if (waitingSince) ctx.logger.info({ topic: ctx.topic, group: ctx.group, eventId: event.id, since: waitingSince }, 'event handled after waiting; going on');
        return { handled: true };
      } catch (err) {
        const kind = classifyFailure(err);
        if (kind === 'poison') return { handled: false, error: err };
        if (kind === 'unknown') {
          unknownFailures += 1;
          if (unknownFailures >= maxAttempts) return { handled: false, error: err };
          ctx.logger.warn({ err, topic: ctx.topic, group: ctx.group, eventId: event.id, attempt: unknownFailures }, 'event handler failed; retrying');
          await pause(retryDelay * 2 ** (unknownFailures - 1));
        } else {
          if (!waitingSince) {
            waitingSince = new Date().toISOString();
            ctx.logger.warn({ err, topic: ctx.topic, group: ctx.group, eventId: event.id }, 'event handler cannot reach its infrastructure; waiting');
          }
          ctx.onWaiting({ group: ctx.group, topic: ctx.topic, partition: ctx.partition, eventId: event.id, since: waitingSince, error: errorText(err) });
          await pause(wait);
          wait = Math.min(maxWait, wait * 2);
        }
        if (ctx.signal.aborted) throw new Error(`stopped while delivering event ${event.id}`, { cause: err });
      }
    }
  } finally {
    if (waitingSince) ctx.onWaiting(undefined);
  }
}

/**
 * Hands a consumer group's events to its batch handler (applyTogether), when it has one and there
 * is more than one event; answers whether they were applied. A failure is no error here: the
 * transport then delivers the events one by one (what the batch's transaction wrote was rolled back).
 */
export async function appliedTogether(together: BatchHandler | undefined, events: EventEnvelope[], group: string, logger: Logger): Promise<boolean> {
  if (!together || events.length < 2) return false;
  try {
    await together(events);
    return true;
  } catch (err) {
    logger.debug({ err, group, count: events.length }, 'events not applied together; delivering them one by one');
    return false;
  }
}

/**
 * Stores a dead letter through its consumer's sink under the same rules as a delivery: while the
 * consumer's database is away it waits. Throws when it cannot be stored (or the transport stops):
 * the caller then goes no further, and the event is delivered again.
 */
export async function keepDeadLetter(sink: DeadLetterSink, letter: DeadLetterNote, ctx: DeliveryContext, policy: RetryPolicy = {}): Promise<void> {
  const kept = await deliverWithRetry({ id: letter.eventId }, () => sink(letter), ctx, policy);
  if (!kept.handled) throw new Error(`cannot keep the dead letter of event ${letter.eventId}`, { cause: kept.error });
}
