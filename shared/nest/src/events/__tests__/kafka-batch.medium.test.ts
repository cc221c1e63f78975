import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@tis/contracts';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KafkaMock, startKafkaMock } from '../../testing/index.js';
import { KafkaTransport } from '../kafka.transport.js';

function envelope(topic: string, n: number, key: string): EventEnvelope {
  return { id: randomUUID(), topic, key, occurredAt: new Date().toISOString(), producer: 'test', payload: { n } };
}

async function until(probe: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A group that applies events together (EventBus: one transaction) gets a fetched batch of a
 * partition at once; a batch it cannot apply so is delivered one message at a time, in order.
 */
describe('Kafka transport batches', () => {
  let kafkaMock: KafkaMock;
  let transport: KafkaTransport;
  const topic = `tis.test.batch${randomUUID().slice(0, 8)}.v1`;
  const group = `batch-test-${randomUUID()}`;
  const together: number[][] = [];
  const oneByOne: number[] = [];
  let refuseTogether = false;

  beforeAll(async () => {
    kafkaMock = await startKafkaMock();
    await kafkaMock.createTopics([topic]);
    transport = new KafkaTransport({ brokers: kafkaMock.brokers, clientId: 'batch-test', topics: [topic] }, pino({ level: 'silent' }));
    const n = (event: EventEnvelope) => (event.payload as { n: number }).n;
    transport.subscribe(group, topic, async (event) => {
      oneByOne.push(n(event));
    });
    transport.applyTogether(group, async (events) => {
      if (refuseTogether) throw new Error('one of them is refused');
      together.push(events.map(n));
    });
    await transport.start();
    await transport.joined();
  }, 60_000);

  afterAll(async () => {
    await transport?.stop();
    await kafkaMock?.stop();
  });

  it('hands a batch of one partition over at once, and one by one when that fails', async () => {
    // One key, one partition, one produce request: the consumer fetches them together.
    await transport.publish([1, 2, 3, 4, 5].map((n) => envelope(topic, n, 'k')));
    await until(() => together.flat().length + oneByOne.length >= 5);
    expect(together.flat()).toEqual([1, 2, 3, 4, 5]);
    expect(together.length).toBeLessThan(5);
    expect(oneByOne).toEqual([]);

    refuseTogether = true;
    await transport.publish([6, 7, 8].map((n) => envelope(topic, n, 'k')));
    await until(() => oneByOne.length >= 3);
    expect(oneByOne).toEqual([6, 7, 8]);
    expect(together.flat()).toEqual([1, 2, 3, 4, 5]);
  });
});
