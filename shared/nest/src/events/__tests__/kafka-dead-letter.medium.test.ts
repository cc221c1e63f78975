import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tis/contracts';
import { Kafka, logLevel } from 'kafkajs';
import { createConnection } from 'mysql2/promise';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freePort, type KafkaMock, startKafkaMock } from '../../testing/index.js';
import { DLQ_HEADERS, deadLetterTopic, KafkaTransport } from '../kafka.transport.js';
import type { DeadLetterNote } from '../transport.js';

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

/** The contract of the test events: a payload failing it is poison. */
const testPayload = z.object({ poison: z.boolean().optional(), outageMs: z.number().optional(), contract: z.string().optional() });

/**
 * Dead letters (deploy/README.md): a message whose handler keeps failing, or that is not an event,
 * goes to `<topic>.dlq` with the reason and where it came from, and the partition moves on. An
 * unreachable database is no reason: the consumer waits for it and applies the event once.
 */
describe('Kafka transport dead letters', () => {
  let kafkaMock: KafkaMock;
  let transport: KafkaTransport;
  const topic = `tis.test.dlq${randomUUID().slice(0, 8)}.v1`;
  const group = `dlq-test-${randomUUID()}`;
  const handled: string[] = [];
  let failures = 0;
  /** When each outage event was first tried; the handler's database is unreachable for `outageMs`. */
  const outageStarted = new Map<string, number>();
  const outageTries = new Map<string, number>();
  let closedPort = 0;
  const deadLetters: { key: string; value: string; headers: Record<string, string> }[] = [];
  /** What the consumer's dead-letter sink (its dead_letter table) was given. */
  const kept: DeadLetterNote[] = [];
  let kafka: Kafka;

  beforeAll(async () => {
    kafkaMock = await startKafkaMock();
    await kafkaMock.createTopics([topic, deadLetterTopic(topic)]);
    closedPort = await freePort();
    transport = new KafkaTransport({ brokers: kafkaMock.brokers, clientId: 'dlq-test', topics: [topic], maxAttempts: 3, retryDelayMs: 10 }, pino({ level: 'silent' }));
    transport.subscribe(group, topic, async (event) => {
      const payload = testPayload.parse(event.payload);
      if (payload.outageMs !== undefined) {
        const started = outageStarted.get(event.id) ?? Date.now();
        outageStarted.set(event.id, started);
        outageTries.set(event.id, (outageTries.get(event.id) ?? 0) + 1);
        // The database is down: connecting to it is refused, as mysql2 reports it.
        if (Date.now() - started < payload.outageMs) await createConnection({ host: '127.0.0.1', port: closedPort, user: 'tis' });
      }
      if (payload.poison) {
        failures += 1;
        throw new Error('cannot handle this claim');
      }
      handled.push(event.id);
    }, async (letter) => {
      kept.push(letter);
    });
    await transport.start();
    await transport.joined();

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
    expect(kept.filter((k) => k.eventId === poison.id)).toEqual([
      { topic, eventId: poison.id, envelope: JSON.stringify(poison), error: expect.objectContaining({ message: 'cannot handle this claim' }) },
    ]);
  });

  it('parks a message that is not an event at all', async () => {
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({ topic, messages: [{ key: 'claim-2', value: 'not json {' }] });
    await producer.disconnect();
    const letter = await until(() => deadLetters.find((d) => d.value === 'not json {'));
    expect(letter.key).toBe('claim-2');
    expect(letter.headers[DLQ_HEADERS.error]).toMatch(/JSON/);
    expect(kept.find((k) => k.envelope === 'not json {')).toMatchObject({ topic, eventId: expect.stringMatching(/^kafka:\d+:\d+$/) });
    const after = envelope(topic, { poison: false }, 'claim-2');
    await transport.publish([after]);
    await until(() => (handled.includes(after.id) ? true : undefined));
  });

  it('waits while the handler cannot reach its database, then applies the event once and goes on; nothing is dead-lettered', async () => {
    const waited = envelope(topic, { outageMs: 6000 }, 'claim-3');
    const behind = envelope(topic, {}, 'claim-3');
    await transport.publish([waited, behind]);
    // Degraded in health while it waits, far longer than the tries of an unknown failure.
    const status = await until(() => (transport.status().status === 'degraded' ? transport.status() : undefined));
    expect(status.waiting).toEqual([expect.objectContaining({ group, topic, eventId: waited.id, error: expect.stringMatching(/ECONNREFUSED/) })]);
    expect(handled).not.toContain(behind.id);
    await until(() => (handled.includes(behind.id) ? true : undefined));
    expect(handled.filter((id) => id === waited.id)).toHaveLength(1);
    expect(handled.indexOf(waited.id)).toBeLessThan(handled.indexOf(behind.id));
    expect(outageTries.get(waited.id)).toBeGreaterThan(5);
    expect(transport.status()).toEqual({ status: 'up', waiting: [] });
    // The dead-letter reader has caught up with later letters, but holds none of these.
    const later = envelope(topic, { contract: 7 }, 'claim-3');
    await transport.publish([later]);
    await until(() => deadLetters.find((d) => d.headers['tis-event-id'] === later.id));
    expect(deadLetters.filter((d) => [waited.id, behind.id].includes(d.headers['tis-event-id'] ?? ''))).toEqual([]);
  });

  it('dead-letters an event failing its contract at once, without retries', async () => {
    const bad = envelope(topic, { contract: 42 }, 'claim-4');
    await transport.publish([bad]);
    const letter = await until(() => deadLetters.find((d) => d.headers['tis-event-id'] === bad.id));
    expect(letter.headers[DLQ_HEADERS.error]).toMatch(/expected string/i);
    expect(handled).not.toContain(bad.id);
  });
});
