import type { EventEnvelope } from '@tis/contracts';
import { type Consumer, Kafka, logLevel, type Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { DeliveryHandler, EventTransport } from './transport.js';

export interface KafkaTransportOptions {
  brokers: string[];
  clientId: string;
  /** Topics created at start when missing (every event contract). */
  topics: string[];
  partitions?: number;
}

/** Kafka through kafkajs: keyed messages, acks from all replicas, one consumer per group. */
export class KafkaTransport implements EventTransport {
  readonly kind = 'kafka';
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly consumers: Consumer[] = [];
  private readonly groups = new Map<string, Map<string, DeliveryHandler>>();
  private connected = false;

  constructor(
    private readonly options: KafkaTransportOptions,
    private readonly logger: Logger,
  ) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.ERROR,
      retry: { retries: 8, initialRetryTime: 200 },
    });
    // One request in flight keeps order per partition; a retried duplicate is dropped by the idempotent consumers.
    this.producer = this.kafka.producer({ maxInFlightRequests: 1, allowAutoTopicCreation: true });
  }

  subscribe(group: string, topic: string, handler: DeliveryHandler): void {
    const topics = this.groups.get(group) ?? new Map<string, DeliveryHandler>();
    topics.set(topic, handler);
    this.groups.set(group, topics);
  }

  async start(): Promise<void> {
    await this.ensureTopics();
    await this.producer.connect();
    for (const [groupId, topics] of this.groups) {
      // A fetch waits at most 500 ms for data: brokers answer as soon as data arrives, but some
      // (and the test cluster) hold the fetch for the whole wait; session revocations must not.
      const consumer = this.kafka.consumer({ groupId, allowAutoTopicCreation: true, maxWaitTimeInMs: 500 });
      await consumer.connect();
      await consumer.subscribe({ topics: [...topics.keys()], fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ topic, message }) => {
          const handler = topics.get(topic);
          if (!handler || !message.value) return;
          const event = JSON.parse(message.value.toString('utf8')) as EventEnvelope;
          // A failure throws: kafkajs does not commit the offset and delivers the message again.
          await handler(event);
        },
      });
      this.consumers.push(consumer);
    }
    this.connected = true;
  }

  /**
   * Creates missing topics. Production creates them ahead (deploy/kafka/topics.txt); a broker
   * that refuses CreateTopics but creates topics on first use (librdkafka's mock) is tolerated.
   */
  private async ensureTopics(): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const missing = this.options.topics.filter((t) => !existing.has(t));
      if (missing.length === 0) return;
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: this.options.partitions ?? 3 })),
      });
    } catch (err) {
      this.logger.warn({ err }, 'cannot create topics; relying on the broker creating them on first use');
    } finally {
      await admin.disconnect();
    }
  }

  async publish(events: EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<string, EventEnvelope[]>();
    for (const e of events) byTopic.set(e.topic, [...(byTopic.get(e.topic) ?? []), e]);
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map((e) => ({ key: e.key, value: JSON.stringify(e), headers: { 'tis-event-id': e.id } })),
      })),
    });
  }

  async stop(): Promise<void> {
    this.connected = false;
    await Promise.allSettled(this.consumers.map((c) => c.disconnect()));
    await this.producer.disconnect().catch((err: unknown) => this.logger.warn({ err }, 'kafka producer disconnect'));
  }

  isUp(): boolean {
    return this.connected;
  }
}
