import { randomUUID } from 'node:crypto';
import type { EventContract, EventEnvelope, EventPayload, ServiceName } from '@tis/contracts';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { insertRows } from '../database/query-helpers.js';
import { currentCorrelationId, withCorrelation } from '../logging/correlation.js';
import { OutboxEvent, ProcessedEvent } from './outbox.entity.js';
import type { OutboxRelay } from './outbox.relay.js';
import type { EventTransport } from './transport.js';

export interface Transaction {
  manager: EntityManager;
  /** Writes the event into the outbox of this transaction; it is published after commit. */
  emit<C extends EventContract>(contract: C, payload: EventPayload<C>, key: string): Promise<void>;
}

export interface HandlerContext {
  manager: EntityManager;
  event: EventEnvelope;
}

export type EventHandler<C extends EventContract> = (payload: EventPayload<C>, ctx: HandlerContext) => Promise<void>;

/** A service's view of the bus: its own outbox, its own consumer group (`<prefix>.<service>`). */
export class EventBus {
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
    this.transport.subscribe(this.group, contract.topic, async (event) => {
      const parsed = contract.schema.safeParse(event.payload);
      if (!parsed.success) {
        this.logger.error({ eventId: event.id, topic: event.topic, issues: parsed.error.issues }, 'event rejected by its contract');
        throw parsed.error; // poison (classifyFailure): the transport dead-letters it
      }
      await withCorrelation(event.correlationId ?? event.id, () => this.consume(consumer, event, parsed.data as EventPayload<C>, handler));
    });
  }

  /** The handler's effects and the record of the event id commit together, or neither does. */
  private async consume<C extends EventContract>(
    consumer: string,
    event: EventEnvelope,
    payload: EventPayload<C>,
    handler: EventHandler<C>,
  ): Promise<void> {
    await this.ds.transaction(async (manager) => {
      const seen = await manager.findOneBy(ProcessedEvent, { consumer, eventId: event.id });
      if (seen) return;
      await handler(payload, { manager, event });
      await insertRows(manager, ProcessedEvent, { consumer, eventId: event.id, topic: event.topic, processedAt: new Date() });
    });
  }
}
