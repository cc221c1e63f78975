import type { EventEnvelope } from '@tis/contracts';
import type { Logger } from 'pino';
import { appliedTogether, deliverWithRetry, keepDeadLetter, type RetryPolicy, type Waiting } from './delivery.js';
import type { BatchHandler, DeadLetterSink, DeliveryHandler, EventTransport, TransportStatus } from './transport.js';

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
 *
 * A published batch goes to each group as the run of its own events, in order, the groups side by
 * side. A group that applies events together (EventBus: one transaction for the run) gets the run
 * at once; if that fails for any reason, the run is delivered again one event at a time under the
 * rules above (what the run's transaction wrote was rolled back).
 */
export class InProcessTransport implements EventTransport {
  readonly kind = 'inprocess';
  private readonly handlers = new Map<string, Map<string, Subscription>>();
  private readonly together = new Map<string, BatchHandler>();
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

  applyTogether(group: string, handler: BatchHandler): void {
    this.together.set(group, handler);
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    const runs = new Map<string, EventEnvelope[]>();
    for (const event of events) {
      for (const group of this.handlers.get(event.topic)?.keys() ?? []) {
        const run = runs.get(group);
        if (run) run.push(event);
        else runs.set(group, [event]);
      }
    }
    const results = await Promise.allSettled([...runs].map(([group, run]) => this.deliverRun(group, run)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    // Groups that succeeded recorded the event ids; the retry reaches them again harmlessly.
    if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
  }

  /** A group's events in order: together when the group can, else (or when that fails) one by one. */
  private async deliverRun(group: string, run: EventEnvelope[]): Promise<void> {
    if (await appliedTogether(this.together.get(group), run, group, this.logger)) return;
    for (const event of run) {
      const subscription = this.handlers.get(event.topic)?.get(group);
      if (subscription) await this.deliver(group, event, subscription);
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
