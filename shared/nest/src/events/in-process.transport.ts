import type { EventEnvelope } from '@tis/contracts';
import type { DeliveryHandler, EventTransport } from './transport.js';

/** One process, no broker: publishing delivers to every subscribed group and waits for them. */
export class InProcessTransport implements EventTransport {
  readonly kind = 'inprocess';
  private readonly handlers = new Map<string, Map<string, DeliveryHandler>>();
  private running = false;

  subscribe(group: string, topic: string, handler: DeliveryHandler): void {
    const groups = this.handlers.get(topic) ?? new Map<string, DeliveryHandler>();
    if (groups.has(group)) throw new Error(`group ${group} already consumes ${topic}`);
    groups.set(group, handler);
    this.handlers.set(topic, groups);
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    for (const event of events) {
      const groups = [...(this.handlers.get(event.topic)?.values() ?? [])];
      const results = await Promise.allSettled(groups.map((handle) => handle(event)));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      // Groups that succeeded recorded the event id; the retry reaches them again harmlessly.
      if (failed) throw failed.reason instanceof Error ? failed.reason : new Error(String(failed.reason));
    }
  }

  async start(): Promise<void> {
    this.running = true;
  }

  async stop(): Promise<void> {
    this.running = false;
  }

  isUp(): boolean {
    return this.running;
  }
}
