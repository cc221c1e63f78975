import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Inject, Injectable, Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { defineEvent, type EventEnvelope } from '@tis/contracts';
import { Kafka, logLevel } from 'kafkajs';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config/config.js';
import { runApp } from '../../platform/bootstrap.js';
import { PlatformModule } from '../../platform/platform.module.js';
import { call, eventually, freePort, type KafkaMock, startKafkaMock } from '../../testing/index.js';
import { EventBus } from '../event-bus.js';

const topic = `tis.job.join${randomUUID().slice(0, 8)}.pinged.v1` as const;
const pinged = defineEvent({ topic, producer: 'job', description: 'test event', schema: z.object({ n: z.number() }) });
const received: number[] = [];

@Injectable()
class Listener {
  constructor(@Inject(EventBus) bus: EventBus) {
    bus.subscribe(pinged, 'listener', async ({ n }) => {
      received.push(n);
    });
  }
}

@Module({ imports: [PlatformModule.forService({ service: 'log', entities: [], migrations: [] })], providers: [Listener] })
class LogTestModule {}

/**
 * A member of the group that is killed without leaving (kill -9 of the previous process): the
 * broker holds the next join until this member's session expires.
 */
function killedMember(brokers: string[], groupId: string, sessionTimeout: number): Promise<ChildProcess> {
  const script = `
    const { Kafka, logLevel } = require('kafkajs');
    const kafka = new Kafka({ clientId: 'killed', brokers: ${JSON.stringify(brokers)}, logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: ${JSON.stringify(groupId)}, sessionTimeout: ${sessionTimeout}, maxWaitTimeInMs: 500 });
    consumer.on(consumer.events.GROUP_JOIN, () => console.log('joined'));
    consumer.connect().then(() => consumer.subscribe({ topics: [${JSON.stringify(topic)}] })).then(() => consumer.run({ eachMessage: async () => {} }));
  `;
  const child = spawn(process.execPath, ['-e', script], { cwd: join(import.meta.dirname, '..', '..', '..'), stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the killed member never joined')), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('joined')) return;
      clearTimeout(timer);
      resolve(child);
    });
  });
}

interface Health {
  status: string;
  events: { status: string };
}

/**
 * A restarted service answers HTTP at once, although the broker holds its consumer group's join
 * until the killed previous member's session expires; its health says the bus is joining, and
 * once joined it consumes.
 */
describe('a service restarted after a kill', () => {
  let kafkaMock: KafkaMock;
  let app: NestFastifyApplication | undefined;
  let dir: string;
  const prefix = `join-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    kafkaMock = await startKafkaMock();
    await kafkaMock.createTopics([topic]);
    dir = mkdtempSync(join(tmpdir(), 'tis-join-'));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await kafkaMock?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves HTTP while its consumer group is joining, then consumes', async () => {
    // The previous process had the session this transport uses (6 s) and was killed.
    const previous = await killedMember(kafkaMock.brokers, `${prefix}.log`, 6_000);
    previous.kill('SIGKILL');
    const port = await freePort();
    const config = loadConfig({
      TIS_PORT: String(port),
      TIS_DATA_DIR: dir,
      TIS_EVENTS: 'kafka',
      TIS_KAFKA_BROKERS: kafkaMock.brokers.join(','),
      TIS_KAFKA_GROUP_PREFIX: prefix,
      TIS_JWT_SECRET: 'x'.repeat(32),
      TIS_LOG_LEVEL: 'silent',
    });
    const started = Date.now();
    app = await runApp({ name: 'log', modules: [LogTestModule], config, logger: pino({ level: 'silent' }) });
    const health = await call<Health>(`http://127.0.0.1:${port}/tis/api/logService/health`);
    const listening = Date.now() - started;
    // Answers, and says why events may wait: a probe must not restart it for that.
    expect(health.status).toBe(200);
    expect(health.body.data).toMatchObject({ status: 'degraded', events: { status: 'joining' } });

    const joined = await eventually(async () => {
      const h = await call<Health>(`http://127.0.0.1:${port}/tis/api/logService/health`);
      return h.body.data?.events.status === 'up' ? Date.now() - started : undefined;
    }, 40_000, 'the group joined');
    process.stdout.write(`restart after kill: first HTTP answer after ${listening} ms, group joined after ${joined} ms\n`);
    expect(listening).toBeLessThan(joined);

    const kafka = new Kafka({ clientId: 'join-test', brokers: kafkaMock.brokers, logLevel: logLevel.NOTHING });
    const producer = kafka.producer();
    await producer.connect();
    const event: EventEnvelope = { id: randomUUID(), topic, key: 'k', occurredAt: new Date().toISOString(), producer: 'job', payload: { n: 7 } };
    await producer.send({ topic, messages: [{ key: 'k', value: JSON.stringify(event) }] });
    await producer.disconnect();
    await eventually(async () => (received.includes(7) ? true : undefined), 20_000, 'the event consumed');

    // A clean stop leaves the group: the next start joins without waiting for a session to expire.
    await app.close();
    const restarted = Date.now();
    app = await runApp({ name: 'log', modules: [LogTestModule], config, logger: pino({ level: 'silent' }) });
    const rejoined = await eventually(async () => {
      const h = await call<Health>(`http://127.0.0.1:${port}/tis/api/logService/health`);
      return h.body.data?.events.status === 'up' ? Date.now() - restarted : undefined;
    }, 40_000, 'the group joined again');
    process.stdout.write(`restart after a clean stop: group joined after ${rejoined} ms\n`);
    // (librdkafka's mock cluster holds any join for a few seconds; a real broker answers at once.
    // The difference is the killed member's 6 s session, less what a loaded machine blurs.)
    expect(rejoined).toBeLessThan(joined - 3_000);
  });
});
