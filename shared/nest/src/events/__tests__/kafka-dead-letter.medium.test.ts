import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tis/contracts';
import { Kafka, logLevel } from 'kafkajs';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KafkaMock, startKafkaMock } from '../../testing/index.js';
import { DLQ_HEADERS, deadLetterTopic, KafkaTransport } from '../kafka.transport.js';

function envelope(topic: string, payload: unknown, key = 'claim-1'): EventEnvelope {
  return { id: randomUUID(), topic, key, occurredAt: new Date().toISOString(), producer: 'test', payload };
}

async function until<T>(probe: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Dead letters (deploy/README.md): a message whose handler keeps failing, or that is not an event,
 * goes to `<topic>.dlq` with the reason and where it came from, and the partition moves on.
 */
describe('Kafka transport dead letters', () => {
  let kafkaMock: KafkaMock;
  let transport: KafkaTransport;
  const topic = `tis.test.dlq${randomUUID().slice(0, 8)}.v1`;
  const group = `dlq-test-${randomUUID()}`;
  const handled: string[] = [];
  let failures = 0;
  const deadLetters: { key: string; value: string; headers: Record<string, string> }[] = [];
  let kafka: Kafka;

  beforeAll(async () => {
    kafkaMock = await startKafkaMock();
    await kafkaMock.createTopics([topic, deadLetterTopic(topic)]);
    transport = new KafkaTransport({ brokers: kafkaMock.brokers, clientId: 'dlq-test', topics: [topic], maxAttempts: 3, retryDelayMs: 10 }, pino({ level: 'silent' }));
    transport.subscribe(group, topic, async (event) => {
      if ((event.payload as { poison?: boolean }).poison) {
        failures += 1;
        throw new Error('cannot handle this claim');
      }
      handled.push(event.id);
    });
    await transport.start();

    kafka = new Kafka({ clientId: 'dlq-reader', brokers: kafkaMock.brokers, logLevel: logLevel.NOTHING });
    const reader = kafka.consumer({ groupId: `dlq-reader-${randomUUID()}`, maxWaitTimeInMs: 500 });
    await reader.connect();
    await reader.subscribe({ topic: deadLetterTopic(topic), fromBeginning: true });
    void reader.run({
      eachMessage: async ({ message }) => {
        const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([k, v]) => [k, String(v)]));
        deadLetters.push({ key: message.key?.toString() ?? '', value: message.value?.toString() ?? '', headers });
      },
    });
    afterAll(() => reader.disconnect());
  }, 60_000);

  afterAll(async () => {
    await transport?.stop();
    await kafkaMock?.stop();
  });

  it('retries a failing event, then parks it in the dead-letter topic and goes on with the partition', async () => {
    const poison = envelope(topic, { poison: true });
    const next = envelope(topic, { poison: false });
    // Same key, same partition: the good event waits behind the bad one.
    await transport.publish([poison, next]);
    await until(() => (handled.includes(next.id) ? true : undefined));
    expect(failures).toBe(3);
    const letter = await until(() => deadLetters.find((d) => d.headers['tis-event-id'] === poison.id));
    expect(letter.key).toBe('claim-1');
    expect(JSON.parse(letter.value)).toMatchObject({ id: poison.id, payload: { poison: true } });
    expect(letter.headers[DLQ_HEADERS.group]).toBe(group);
    expect(letter.headers[DLQ_HEADERS.error]).toBe('cannot handle this claim');
    expect(Number(letter.headers[DLQ_HEADERS.partition])).toBeGreaterThanOrEqual(0);
    expect(Number(letter.headers[DLQ_HEADERS.offset])).toBeGreaterThanOrEqual(0);
    expect(handled).not.toContain(poison.id);
  });

  it('parks a message that is not an event at all', async () => {
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({ topic, messages: [{ key: 'claim-2', value: 'not json {' }] });
    await producer.disconnect();
    const letter = await until(() => deadLetters.find((d) => d.value === 'not json {'));
    expect(letter.key).toBe('claim-2');
    expect(letter.headers[DLQ_HEADERS.error]).toMatch(/JSON/);
    const after = envelope(topic, { poison: false }, 'claim-2');
    await transport.publish([after]);
    await until(() => (handled.includes(after.id) ? true : undefined));
  });
});
