import type { EventEnvelope } from '@tis/contracts';
import type { Consumer, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { DeliveryHandler, EventTransport } from './transport.js';

export interface KafkaTransportOptions {
  brokers: string[];
  clientId: string;
  /** Topics created at start when missing (every event contract; their `.dlq` topics too). */
  topics: string[];
  partitions?: number;
  /** Deliveries of one message before it goes to the dead-letter topic (default 5). */
  maxAttempts?: number;
  /** Wait before the first retry, doubled for each further one (default 200 ms). */
  retryDelayMs?: number;
}

/** The dead-letter topic of a topic (deploy/kafka/create-topics.sh creates it beside each topic). */
export function deadLetterTopic(topic: string): string {
  return `${topic}.dlq`;
}

/** Headers a dead letter carries besides the original ones (deploy/README.md, "Dead letters"). */
export const DLQ_HEADERS = { group: 'tis-dlq-group', error: 'tis-dlq-error', partition: 'tis-dlq-partition', offset: 'tis-dlq-offset' } as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Kafka through kafkajs: keyed messages, acks from all replicas, one consumer per group. */
export class KafkaTransport implements EventTransport {
  readonly kind = 'kafka';
  /** kafkajs is loaded when the transport starts: a process on in-process events never loads it (idle memory, bench S8). */
  private kafka: Kafka | undefined;
  private producer: Producer | undefined;
  private readonly consumers: Consumer[] = [];
  private readonly groups = new Map<string, Map<string, DeliveryHandler>>();
  private connected = false;

  constructor(
    private readonly options: KafkaTransportOptions,
    private readonly logger: Logger,
  ) {}

  private async client(): Promise<{ kafka: Kafka; producer: Producer }> {
    if (!this.kafka || !this.producer) {
      const { Kafka, logLevel } = await import('kafkajs');
      this.kafka = new Kafka({
        clientId: this.options.clientId,
        brokers: this.options.brokers,
        logLevel: logLevel.ERROR,
        retry: { retries: 8, initialRetryTime: 200 },
      });
      // One request in flight keeps order per partition; a retried duplicate is dropped by the idempotent consumers.
      this.producer = this.kafka.producer({ maxInFlightRequests: 1, allowAutoTopicCreation: true });
    }
    return { kafka: this.kafka, producer: this.producer };
  }

  /** The producer of a started transport. */
  private started(): Producer {
    if (!this.producer) throw new Error('the Kafka transport is not started');
    return this.producer;
  }

  subscribe(group: string, topic: string, handler: DeliveryHandler): void {
    const topics = this.groups.get(group) ?? new Map<string, DeliveryHandler>();
    topics.set(topic, handler);
    this.groups.set(group, topics);
  }

  async start(): Promise<void> {
    const { kafka, producer } = await this.client();
    await this.ensureTopics(kafka);
    await producer.connect();
    for (const [groupId, topics] of this.groups) {
      // A fetch waits at most 500 ms for data: brokers answer as soon as data arrives, but some
      // (and the test cluster) hold the fetch for the whole wait; session revocations must not.
      const consumer = kafka.consumer({ groupId, allowAutoTopicCreation: true, maxWaitTimeInMs: 500 });
      await consumer.connect();
      await consumer.subscribe({ topics: [...topics.keys()], fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ topic, partition, message }) => {
          const handler = topics.get(topic);
          if (!handler || !message.value) return;
          await this.deliver(groupId, topic, partition, message, handler);
        },
      });
      this.consumers.push(consumer);
    }
    this.connected = true;
  }

  /**
   * Hands one message to its handler, retrying with backoff; a message that still fails (or is not
   * an event at all) goes to the topic's dead-letter topic with the reason, and its offset is
   * committed, so one bad event never blocks its partition. Only when even the dead-letter write
   * fails does this throw: kafkajs then commits nothing and delivers the message again.
   */
  private async deliver(group: string, topic: string, partition: number, message: KafkaMessage, handler: DeliveryHandler): Promise<void> {
    let event: EventEnvelope;
    try {
      event = JSON.parse((message.value ?? Buffer.alloc(0)).toString('utf8')) as EventEnvelope;
    } catch (err) {
      await this.deadLetter(group, topic, partition, message, err);
      return;
    }
    const attempts = this.options.maxAttempts ?? 5;
    const firstDelay = this.options.retryDelayMs ?? 200;
    for (let attempt = 1; ; attempt++) {
      try {
        await handler(event);
        return;
      } catch (err) {
        if (attempt >= attempts) {
          await this.deadLetter(group, topic, partition, message, err);
          return;
        }
        this.logger.warn({ err, topic, group, eventId: event.id, attempt }, 'event handler failed; retrying');
        await sleep(firstDelay * 2 ** (attempt - 1));
      }
    }
  }

  private async deadLetter(group: string, topic: string, partition: number, message: KafkaMessage, err: unknown): Promise<void> {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    await this.started().send({
      topic: deadLetterTopic(topic),
      acks: -1,
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: {
            ...message.headers,
            [DLQ_HEADERS.group]: group,
            [DLQ_HEADERS.error]: reason,
            [DLQ_HEADERS.partition]: String(partition),
            [DLQ_HEADERS.offset]: message.offset,
          },
        },
      ],
    });
    this.logger.error({ err, topic, group, partition, offset: message.offset }, 'event moved to the dead-letter topic');
  }

  /**
   * Creates missing topics. Production creates them ahead (deploy/kafka/topics.txt); a broker
   * that refuses CreateTopics but creates topics on first use (librdkafka's mock) is tolerated.
   */
  private async ensureTopics(kafka: Kafka): Promise<void> {
    const admin = kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const missing = this.options.topics.flatMap((t) => [t, deadLetterTopic(t)]).filter((t) => !existing.has(t));
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
    await this.started().sendBatch({
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
    await this.producer?.disconnect().catch((err: unknown) => this.logger.warn({ err }, 'kafka producer disconnect'));
  }

  isUp(): boolean {
    return this.connected;
  }
}
