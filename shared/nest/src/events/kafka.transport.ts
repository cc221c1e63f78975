import type { EventEnvelope } from '@tis/contracts';
import type { Consumer, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { appliedTogether, type Delivery, type DeliveryContext, deliverWithRetry, errorText, keepDeadLetter, type RetryPolicy, sleep, type Waiting } from './delivery.js';
import type { BatchHandler, DeadLetterSink, DeliveryHandler, EventTransport, TransportStatus } from './transport.js';

interface Subscription {
  handle: DeliveryHandler;
  deadLetters: DeadLetterSink | undefined;
}

export interface KafkaTransportOptions extends RetryPolicy {
  brokers: string[];
  clientId: string;
  /** Topics created at start when missing (every event contract; their `.dlq` topics too). */
  topics: string[];
  partitions?: number;
  /** A member that stops heartbeating leaves its group after this long (default 6 s). */
  sessionTimeoutMs?: number;
}

/**
 * Group membership. kafkajs 2.2 has no static membership (group.instance.id), so a killed member
 * holds its partitions until its session expires: 6 s, the least brokers accept by default
 * (group.min.session.timeout.ms), rather than kafkajs' 30 s. Heartbeats go every second, also
 * while a handler runs or a delivery waits, so a member misses its session only when its process
 * has stalled for 6 s; the survivors then learn of the rebalance within a heartbeat.
 */
const SESSION_TIMEOUT_MS = 6_000;
const HEARTBEAT_MS = 1_000;
/** Wait before joining a group again after the join failed (the broker is unreachable). */
const REJOIN_MS = 5_000;

/** The dead-letter topic of a topic (deploy/kafka/create-topics.sh creates it beside each topic). */
export function deadLetterTopic(topic: string): string {
  return `${topic}.dlq`;
}

/** Headers a dead letter carries besides the original ones (deploy/README.md, "Dead letters"). */
export const DLQ_HEADERS = { group: 'tis-dlq-group', error: 'tis-dlq-error', partition: 'tis-dlq-partition', offset: 'tis-dlq-offset' } as const;

/** A message's value as an event envelope, or why it is none. */
function parseEvent(value: string): EventEnvelope | Error {
  try {
    return JSON.parse(value) as EventEnvelope;
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}

/** Kafka through kafkajs: keyed messages, acks from all replicas, one consumer per group. */
export class KafkaTransport implements EventTransport {
  readonly kind = 'kafka';
  /** kafkajs is loaded when the transport starts: a process on in-process events never loads it (idle memory, bench S8). */
  private kafka: Kafka | undefined;
  private producer: Producer | undefined;
  private readonly consumers: Consumer[] = [];
  private readonly groups = new Map<string, Map<string, Subscription>>();
  private readonly together = new Map<string, BatchHandler>();
  /** Groups not (yet, or not again after a rebalance) holding their partitions. */
  private readonly joining = new Set<string>();
  private readonly waiting = new Map<string, Waiting>();
  private joins: Promise<void>[] = [];
  private stopping = new AbortController();
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

  applyTogether(group: string, handler: BatchHandler): void {
    this.together.set(group, handler);
  }

  subscribe(group: string, topic: string, handle: DeliveryHandler, deadLetters?: DeadLetterSink): void {
    const topics = this.groups.get(group) ?? new Map<string, Subscription>();
    topics.set(topic, { handle, deadLetters });
    this.groups.set(group, topics);
  }

  /**
   * Connects the producer, then joins the consumer groups in the background: the broker may hold
   * a join until a killed member's session expires, and the service answers HTTP meanwhile (its
   * health says `joining`). A join that fails is tried again until the transport stops.
   */
  async start(): Promise<void> {
    const { kafka, producer } = await this.client();
    await this.ensureTopics(kafka);
    await producer.connect();
    this.stopping = new AbortController();
    this.connected = true;
    this.joins = [...this.groups].map(([groupId, topics]) => this.join(kafka, groupId, topics));
  }

  /** Resolves once every consumer group holds its partitions (tests; start() does not wait). */
  async joined(): Promise<void> {
    // Each join() marks its group joining before its first await, and runs until the transport stops.
    while (this.joining.size > 0 && !this.stopping.signal.aborted) await sleep(50, this.stopping.signal);
  }

  private async join(kafka: Kafka, groupId: string, topics: Map<string, Subscription>): Promise<void> {
    this.joining.add(groupId);
    while (!this.stopping.signal.aborted) {
      // A fetch waits at most 500 ms for data: brokers answer as soon as data arrives, but some
      // (and the test cluster) hold the fetch for the whole wait; session revocations must not.
      const consumer = kafka.consumer({
        groupId,
        allowAutoTopicCreation: true,
        maxWaitTimeInMs: 500,
        sessionTimeout: this.options.sessionTimeoutMs ?? SESSION_TIMEOUT_MS,
        heartbeatInterval: HEARTBEAT_MS,
      });
      consumer.on(consumer.events.REBALANCING, () => this.joining.add(groupId));
      consumer.on(consumer.events.GROUP_JOIN, () => this.joining.delete(groupId));
      // A crash kafkajs does not restart itself (a protocol error answered to a join or a sync, say)
      // would leave the group without this member for good: join again from the start.
      const crashed = new Promise<unknown>((resolve) => {
        consumer.on(consumer.events.CRASH, ({ payload }) => {
          if (payload.restart) return;
          this.joining.add(groupId);
          resolve(payload.error);
        });
      });
      this.consumers.push(consumer);
      try {
        await consumer.connect();
        await consumer.subscribe({ topics: [...topics.keys()], fromBeginning: true });
        await consumer.run({
          eachBatchAutoResolve: false,
          eachBatch: async (fetched) => {
            const { batch } = fetched;
            const subscription = topics.get(batch.topic);
            if (subscription && (await this.applyBatch(groupId, batch.messages))) {
              for (const message of batch.messages) fetched.resolveOffset(message.offset);
              await fetched.heartbeat();
              return;
            }
            for (const message of batch.messages) {
              if (!fetched.isRunning() || fetched.isStale()) return;
              if (subscription && message.value) await this.deliver(groupId, batch.topic, batch.partition, message, subscription, () => fetched.heartbeat());
              fetched.resolveOffset(message.offset);
              await fetched.heartbeat();
            }
          },
        });
        const stopped = new Promise<void>((resolve) => this.stopping.signal.addEventListener('abort', () => resolve(), { once: true }));
        const error = await Promise.race([crashed, stopped]);
        if (this.isStopping()) return;
        throw error;
      } catch (err) {
        this.consumers.splice(this.consumers.indexOf(consumer), 1);
        await consumer.disconnect().catch(() => undefined);
        if (this.isStopping()) return;
        this.logger.error({ err, group: groupId }, 'cannot join the consumer group; trying again');
        await sleep(REJOIN_MS, this.stopping.signal);
      }
    }
  }

  /**
   * Applies a fetched batch of a partition at once when its group can (EventBus: one transaction)
   * and every message is an event; answers whether it did. Otherwise, or when that fails, the
   * caller delivers the messages one by one (what the batch's transaction wrote was rolled back).
   */
  private async applyBatch(group: string, messages: KafkaMessage[]): Promise<boolean> {
    const together = this.together.get(group);
    if (!together || messages.length < 2) return false;
    const events: EventEnvelope[] = [];
    for (const message of messages) {
      const event = parseEvent((message.value ?? Buffer.alloc(0)).toString('utf8'));
      if (event instanceof Error) return false;
      events.push(event);
    }
    return appliedTogether(together, events, group, this.logger);
  }

  private isStopping(): boolean {
    return this.stopping.signal.aborted;
  }

  /**
   * Hands one message to its handler (deliverWithRetry): while the handler's infrastructure is
   * away it waits, heartbeating, and commits nothing; a message that is poison (or not an event
   * at all) is kept by the group's dead-letter sink (the consumer's dead_letter table, where an
   * operator replays or discards it), copied to the topic's dead-letter topic with the reason, and
   * its offset is committed, so one bad event never blocks its partition. Only when the dead
   * letter cannot be kept, or the transport stops while waiting, does this throw: kafkajs then
   * commits nothing and delivers the message again.
   */
  private async deliver(
    group: string,
    topic: string,
    partition: number,
    message: KafkaMessage,
    { handle, deadLetters }: Subscription,
    heartbeat: () => Promise<void>,
  ): Promise<void> {
    const key = `${group}|${topic}|${partition}`;
    const ctx: DeliveryContext = {
      group,
      topic,
      partition,
      logger: this.logger,
      signal: this.stopping.signal,
      // A rebalance shows in the heartbeat: it throws, the delivery ends uncommitted, kafkajs rejoins.
      pause: async (ms) => {
        await sleep(ms, this.stopping.signal);
        if (!this.stopping.signal.aborted) await heartbeat();
      },
      onWaiting: (w) => (w ? this.waiting.set(key, w) : this.waiting.delete(key)),
    };
    const value = (message.value ?? Buffer.alloc(0)).toString('utf8');
    // A handler stuck on an unreachable database must not cost the group membership.
    const beat = setInterval(() => void heartbeat().catch(() => undefined), HEARTBEAT_MS);
    try {
      const event = parseEvent(value);
      const delivery: Delivery = event instanceof Error ? { handled: false, error: event } : await deliverWithRetry(event, () => handle(event), ctx, this.options);
      if (delivery.handled) return;
      const eventId = !(event instanceof Error) && typeof event.id === 'string' ? event.id : `kafka:${partition}:${message.offset}`;
      if (deadLetters) await keepDeadLetter(deadLetters, { topic, eventId, envelope: value, error: delivery.error }, ctx, this.options);
      await this.deadLetter(group, topic, partition, message, delivery.error);
    } finally {
      clearInterval(beat);
    }
  }

  private async deadLetter(group: string, topic: string, partition: number, message: KafkaMessage, err: unknown): Promise<void> {
    const reason = errorText(err);
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

  /** Leaves every group (the broker hands the partitions to the other members at once), then disconnects. */
  async stop(): Promise<void> {
    this.connected = false;
    this.stopping.abort();
    await Promise.allSettled(this.consumers.map((c) => c.disconnect()));
    await Promise.allSettled(this.joins);
    await this.producer?.disconnect().catch((err: unknown) => this.logger.warn({ err }, 'kafka producer disconnect'));
  }

  status(): TransportStatus {
    if (!this.connected) return { status: 'down', waiting: [] };
    const waiting = [...this.waiting.values()];
    return { status: this.joining.size > 0 ? 'joining' : waiting.length > 0 ? 'degraded' : 'up', waiting };
  }
}
