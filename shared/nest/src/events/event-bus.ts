import { randomUUID } from 'node:crypto';
import type { EventContract, EventEnvelope, EventPayload, ServiceName } from '@tis/contracts';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { insertRows, isUniqueViolation } from '../database/query-helpers.js';
import { currentCorrelationId, withCorrelation } from '../logging/correlation.js';
import { errorText } from './delivery.js';
import { classifyFailure } from './failure.js';
import { DeadLetter, OutboxEvent, ProcessedEvent } from './outbox.entity.js';
import type { OutboxRelay } from './outbox.relay.js';
import type { DeadLetterNote, EventTransport } from './transport.js';

export interface Transaction {
  manager: EntityManager;
  /** The service whose bus runs the transaction: the producer of what it emits. */
  service: ServiceName;
  /** Writes the event into the outbox of this transaction; it is published after commit. */
  emit<C extends EventContract>(contract: C, payload: EventPayload<C>, key: string): Promise<void>;
}

export interface HandlerContext {
  manager: EntityManager;
  event: EventEnvelope;
}

export type EventHandler<C extends EventContract> = (payload: EventPayload<C>, ctx: HandlerContext) => Promise<void>;

/**
 * Applies a delivered event through its subscription. `claim`, when given, runs first in the
 * handler's transaction; answering false leaves the event alone (a replay someone else applied).
 */
type Apply = (event: EventEnvelope, claim?: (manager: EntityManager) => Promise<boolean>) => Promise<void>;

/** A topic's subscription: the consumer's name, its contract and handler, and the one-event path. */
interface Subscription {
  consumer: string;
  contract: EventContract;
  handler: EventHandler<EventContract>;
  apply: Apply;
}

/** The longest envelope a dead letter keeps (a TEXT column holds 64 KB; events are far smaller). */
const MAX_ENVELOPE_CHARS = 16_000;
/** Dead letters replayed per pass. */
const REPLAY_BATCH = 20;
/** A service's view of the bus: its own outbox, its own consumer group (`<prefix>.<service>`). */
export class EventBus {
  private readonly subscriptions = new Map<string, Subscription>();
  private replayTimer: NodeJS.Timeout | undefined;
  private replaying: Promise<unknown> | undefined;

  constructor(
    readonly service: ServiceName,
    private readonly ds: DataSource,
    private readonly transport: EventTransport,
    private readonly relay: OutboxRelay,
    private readonly group: string,
    private readonly logger: Logger,
  ) {}

  /** Runs `work` in one database transaction; the events it emits are published after commit. */
  async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    let emitted = 0;
    const result = await this.ds.transaction(async (manager) =>
      work({
        manager,
        service: this.service,
        emit: async (contract, payload, key) => {
          if (contract.producer !== this.service) {
            throw new Error(`${this.service} cannot emit ${contract.topic}, owned by ${contract.producer}`);
          }
          const valid = contract.schema.parse(payload);
          await insertRows(manager, OutboxEvent, {
            id: randomUUID(),
            topic: contract.topic,
            eventKey: key,
            payload: JSON.stringify(valid),
            correlationId: currentCorrelationId() ?? null,
            occurredAt: new Date(),
            publishedAt: null,
            attempts: 0,
            lastError: null,
            leaseOwner: null,
            leaseUntil: null,
          });
          emitted += 1;
        },
      }),
    );
    if (emitted > 0) this.relay.nudge();
    return result;
  }

  /**
   * Consumes a topic. The handler runs in a transaction together with the record of the event id,
   * so a redelivered event is skipped. A payload that fails its contract, or a handler's domain
   * refusal (a TisError), is poison and goes to the dead-letter topic; while the database or a peer
   * is unreachable the transport waits and delivers the event again (deliverWithRetry).
   */
  subscribe<C extends EventContract>(contract: C, name: string, handler: EventHandler<C>): void {
    const consumer = `${this.service}.${name}`;
    const apply: Apply = async (event, claim) => {
      const parsed = contract.schema.safeParse(event.payload);
      if (!parsed.success) {
        this.logger.error({ eventId: event.id, topic: event.topic, issues: parsed.error.issues }, 'event rejected by its contract');
        throw parsed.error; // poison (classifyFailure): the transport dead-letters it
      }
      await withCorrelation(event.correlationId ?? event.id, () => this.consume(consumer, event, parsed.data as EventPayload<C>, handler, claim));
    };
    if (this.subscriptions.size === 0) this.transport.applyTogether?.(this.group, (events) => this.consumeTogether(events));
    this.subscriptions.set(contract.topic, { consumer, contract, handler, apply });
    this.transport.subscribe(this.group, contract.topic, (event) => apply(event), (letter) => this.keepDeadLetter(letter));
  }

  /**
   * Applies a run of delivered events in one transaction: their processed-event records in one
   * statement, then each handler in order. Any refusal (a payload its contract rejects, an event
   * applied before, a handler's failure) rolls the whole run back and throws; the transport then
   * delivers the events one by one (`consume`), which sorts out each.
   */
  private async consumeTogether(events: EventEnvelope[]): Promise<void> {
    const work = events.map((event) => {
      const subscription = this.subscriptions.get(event.topic);
      if (!subscription) throw new Error(`${this.service} does not consume ${event.topic}`);
      return { event, subscription, payload: subscription.contract.schema.parse(event.payload) };
    });
    const processedAt = new Date();
    await this.ds.transaction(async (manager) => {
      await insertRows(
        manager,
        ProcessedEvent,
        work.map(({ event, subscription }) => ({ consumer: subscription.consumer, eventId: event.id, topic: event.topic, processedAt })),
      );
      for (const { event, subscription, payload } of work) {
        await withCorrelation(event.correlationId ?? event.id, () => subscription.handler(payload, { manager, event }));
      }
    });
  }

  /** The handler's effects and the record of the event id commit together, or neither does. */
  private async consume<C extends EventContract>(
    consumer: string,
    event: EventEnvelope,
    payload: EventPayload<C>,
    handler: EventHandler<C>,
    claim?: (manager: EntityManager) => Promise<boolean>,
  ): Promise<void> {
    await this.ds.transaction(async (manager) => {
      if (claim && !(await claim(manager))) return;
      // The record first: an event applied before meets its record's key and changes nothing (one
      // statement, not a read and a write; a delivery racing this one waits for its commit).
      try {
        await insertRows(manager, ProcessedEvent, { consumer, eventId: event.id, topic: event.topic, processedAt: new Date() });
      } catch (error) {
        if (isUniqueViolation(error)) return;
        throw error;
      }
      await handler(payload, { manager, event });
    });
  }

  /**
   * Keeps an event this group cannot apply in its dead_letter table (the transport's dead-letter
   * sink). The same event delivered again counts as another attempt of the same letter.
   */
  private async keepDeadLetter(letter: DeadLetterNote): Promise<void> {
    const error = errorText(letter.error);
    const now = new Date();
    await this.ds.transaction(async (manager) => {
      const where = { consumerGroup: this.group, topic: letter.topic, eventId: letter.eventId };
      const known = await manager.findOneBy(DeadLetter, where);
      if (known) {
        await manager.update(DeadLetter, { id: known.id }, { attempts: () => 'attempts + 1', error, lastSeenAt: now });
        return;
      }
      await insertRows(manager, DeadLetter, {
        id: randomUUID(),
        ...where,
        envelope: letter.envelope.slice(0, MAX_ENVELOPE_CHARS),
        error,
        attempts: 1,
        firstSeenAt: now,
        lastSeenAt: now,
        state: 'open',
        handledBy: null,
        handledAt: null,
      });
    });
    this.logger.error({ err: letter.error, topic: letter.topic, group: this.group, eventId: letter.eventId }, 'event cannot be applied; kept as a dead letter');
  }

  /** Replays the dead letters operators asked for every `pollMs` (only a bus with subscriptions). */
  startReplays(pollMs: number): void {
    if (this.subscriptions.size === 0 || this.replayTimer) return;
    this.replayTimer = setInterval(() => {
      this.replaying ??= this.replayRequested()
        .catch((err: unknown) => this.logger.error({ err }, 'dead-letter replay pass failed'))
        .finally(() => (this.replaying = undefined));
    }, pollMs);
    this.replayTimer.unref();
  }

  async stopReplays(): Promise<void> {
    clearInterval(this.replayTimer);
    this.replayTimer = undefined;
    await this.replaying;
  }

  /**
   * Applies the dead letters of this group in state `replaying` through their subscription, the
   * handler path of a delivery: the letter is marked `replayed` in the handler's transaction, and
   * the processed-event record makes it a no-op when the event was applied meanwhile. Of two
   * replicas, the one that marks the letter first applies it. A replay the handler refuses again
   * reopens the letter with the new error; one that meets an unreachable database stays asked for.
   * Answers how many letters this pass applied.
   */
  async replayRequested(): Promise<number> {
    const letters = await this.ds.getRepository(DeadLetter).find({
      where: { consumerGroup: this.group, state: 'replaying' },
      order: { firstSeenAt: 'ASC' },
      take: REPLAY_BATCH,
    });
    let applied = 0;
    for (const letter of letters) if (await this.replay(letter)) applied += 1;
    return applied;
  }

  private async replay(letter: DeadLetter): Promise<boolean> {
    const log = { topic: letter.topic, group: this.group, eventId: letter.eventId, deadLetter: letter.id, by: letter.handledBy };
    const outcome = { claimed: false };
    try {
      const apply = this.subscriptions.get(letter.topic)?.apply;
      if (!apply) throw new Error(`the ${this.service} service no longer consumes ${letter.topic}`);
      const event = JSON.parse(letter.envelope) as EventEnvelope;
      await apply(event, async (manager) => {
        const marked = await manager.update(DeadLetter, { id: letter.id, state: 'replaying' }, { state: 'replayed', handledAt: new Date() });
        outcome.claimed = (marked.affected ?? 0) > 0;
        return outcome.claimed;
      });
    } catch (err) {
      if (classifyFailure(err) === 'transient') {
        this.logger.warn({ err, ...log }, 'dead letter cannot be replayed now; trying again');
        return false;
      }
      await this.ds
        .getRepository(DeadLetter)
        .update({ id: letter.id, state: 'replaying' }, { state: 'open', error: errorText(err), attempts: () => 'attempts + 1', lastSeenAt: new Date() });
      this.logger.error({ err, ...log }, 'dead letter replay failed; open again');
      return false;
    }
    if (outcome.claimed) this.logger.info(log, 'dead letter replayed');
    return outcome.claimed;
  }
}
