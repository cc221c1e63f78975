import type { EventEnvelope } from '@tis/contracts';
import type { Logger } from 'pino';
import { deliverWithRetry, keepDeadLetter, type RetryPolicy, type Waiting } from './delivery.js';
import type { DeadLetterSink, DeliveryHandler, EventTransport, TransportStatus } from './transport.js';

interface Subscription {
  handle: DeliveryHandler;
  deadLetters: DeadLetterSink | undefined;
}

/**
 * One process, no broker: publishing delivers to every subscribed group and waits for them.
 * Failures follow the Kafka transport's rules (deliverWithRetry): a group whose infrastructure is
 * away waits (the relay's publish waits with it, the outbox keeps the events); a poison event is
 * kept by the group's dead-letter sink (the consumer's dead_letter table), or, for a group without
 * one, logged with its whole envelope and skipped.
 */
export class InProcessTransport implements EventTransport {
  readonly kind = 'inprocess';
  private readonly handlers = new Map<string, Map<string, Subscription>>();
  private readonly waiting = new Map<string, Waiting>();
  private running = false;
  private stopping = new AbortController();

  constructor(
    private readonly logger: Logger,
    private readonly policy: RetryPolicy = {},
  ) {}

  subscribe(group: string, topic: string, handle: DeliveryHandler, deadLetters?: DeadLetterSink): void {
    const groups = this.handlers.get(topic) ?? new Map<string, Subscription>();
    if (groups.has(group)) throw new Error(`group ${group} already consumes ${topic}`);
    groups.set(group, { handle, deadLetters });
    this.handlers.set(topic, groups);
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    for (const event of events) {
      const groups = [...(this.handlers.get(event.topic) ?? [])];
      const results = await Promise.allSettled(groups.map(([group, subscription]) => this.deliver(group, event, subscription)));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      // Groups that succeeded recorded the event id; the retry reaches them again harmlessly.
      if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
    }
  }

  private async deliver(group: string, event: EventEnvelope, { handle, deadLetters }: Subscription): Promise<void> {
    const key = `${group}|${event.topic}`;
    const ctx = {
      group,
      topic: event.topic,
      partition: 0,
      logger: this.logger,
      signal: this.stopping.signal,
      onWaiting: (w: Waiting | undefined) => (w ? this.waiting.set(key, w) : this.waiting.delete(key)),
    };
    const delivery = await deliverWithRetry(event, () => handle(event), ctx, this.policy);
    if (delivery.handled) return;
    if (!deadLetters) {
      this.logger.error({ err: delivery.error, group, event }, 'event cannot be applied; skipped (its group keeps no dead letters)');
      return;
    }
    await keepDeadLetter(deadLetters, { topic: event.topic, eventId: event.id, envelope: JSON.stringify(event), error: delivery.error }, ctx, this.policy);
  }

  async start(): Promise<void> {
    this.stopping = new AbortController();
    this.running = true;
  }

  async stop(): Promise<void> {
    this.running = false;
    this.stopping.abort();
  }

  status(): TransportStatus {
    if (!this.running) return { status: 'down', waiting: [] };
    const waiting = [...this.waiting.values()];
    return { status: waiting.length > 0 ? 'degraded' : 'up', waiting };
  }
}
