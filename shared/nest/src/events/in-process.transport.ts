import type { EventEnvelope } from '@tis/contracts';
import type { Logger } from 'pino';
import { deliverWithRetry, type RetryPolicy, type Waiting } from './delivery.js';
import type { DeliveryHandler, EventTransport, TransportStatus } from './transport.js';

/**
 * One process, no broker: publishing delivers to every subscribed group and waits for them.
 * Failures follow the Kafka transport's rules (deliverWithRetry): a group whose infrastructure is
 * away waits (the relay's publish waits with it, the outbox keeps the events); there is no
 * dead-letter topic, so a poison event is logged with its whole envelope and skipped.
 */
export class InProcessTransport implements EventTransport {
  readonly kind = 'inprocess';
  private readonly handlers = new Map<string, Map<string, DeliveryHandler>>();
  private readonly waiting = new Map<string, Waiting>();
  private running = false;
  private stopping = new AbortController();

  constructor(
    private readonly logger: Logger,
    private readonly policy: RetryPolicy = {},
  ) {}

  subscribe(group: string, topic: string, handler: DeliveryHandler): void {
    const groups = this.handlers.get(topic) ?? new Map<string, DeliveryHandler>();
    if (groups.has(group)) throw new Error(`group ${group} already consumes ${topic}`);
    groups.set(group, handler);
    this.handlers.set(topic, groups);
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    for (const event of events) {
      const groups = [...(this.handlers.get(event.topic) ?? [])];
      const results = await Promise.allSettled(groups.map(([group, handle]) => this.deliver(group, event, handle)));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      // Groups that succeeded recorded the event id; the retry reaches them again harmlessly.
      if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
    }
  }

  private async deliver(group: string, event: EventEnvelope, handle: DeliveryHandler): Promise<void> {
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
    if (!delivery.handled) this.logger.error({ err: delivery.error, group, event }, 'event cannot be applied; skipped (no dead-letter topic in process)');
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
