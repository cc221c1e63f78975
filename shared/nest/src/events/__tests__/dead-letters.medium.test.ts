import { randomUUID } from 'node:crypto';
import { defineEvent, type EventEnvelope, TisError } from '@tis/contracts';
import { pino } from 'pino';
import { Column, Entity, type MigrationInterface, PrimaryColumn, type QueryRunner, Table } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../../config/config.js';
import { openDatabase } from '../../database/data-source.js';
import { startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '../../testing/index.js';
import { runDeadLetterCommand } from '../dead-letters.js';
import { EventBus } from '../event-bus.js';
import { InProcessTransport } from '../in-process.transport.js';
import { DeadLetter, PLATFORM_ENTITIES } from '../outbox.entity.js';
import { OutboxRelay } from '../outbox.relay.js';
import { PLATFORM_MIGRATIONS } from '../platform.migration.js';

@Entity('claim_copy')
class ClaimCopy {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;
  @Column({ type: 'varchar', length: 100 })
  claimNo!: string;
}

class ClaimCopyTable1700000000001 implements MigrationInterface {
  name = 'ClaimCopyTable1700000000001';
  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'claim_copy',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'claim_no', type: 'varchar', length: '100' },
        ],
      }),
    );
  }
  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('claim_copy');
  }
}

const claimFiledV1 = defineEvent({
  topic: 'tis.job.claim.filed.v1',
  producer: 'job',
  description: 'test event',
  schema: z.object({ claimNo: z.string() }),
});

const logger = pino({ level: 'silent' });

function envelope(payload: unknown): EventEnvelope {
  return { id: randomUUID(), topic: claimFiledV1.topic, key: 'k', occurredAt: new Date().toISOString(), producer: 'job', payload };
}

/**
 * Dead letters in the embedded mode (the in-process transport; the Kafka transport hands them to the
 * same sink, kafka-dead-letter.medium.test.ts): a poison event is kept in the consumer's database,
 * the `dead-letters` command lists and shows it, and a replay asked for after the cause is fixed
 * goes through the handler once; who replayed or discarded a letter is recorded.
 */
describe.each(TEST_DIALECTS)('dead letters on %s', (dialect) => {
  let server: TestDatabaseServer;
  beforeAll(async () => {
    server = await startTestDatabase(dialect);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('keeps a refused event, lists it, replays it once the refusal is lifted, and records who discarded another', async () => {
    const name = `dl_${dialect}_log`;
    const url = server.url(name);
    const ds = await openDatabase({ url, entities: [...PLATFORM_ENTITIES, ClaimCopy], migrations: [...PLATFORM_MIGRATIONS, ClaimCopyTable1700000000001] });
    const config = loadConfig({ TIS_DB_URL: url.replace(name, `dl_${dialect}_{service}`) });
    const transport = new InProcessTransport(logger, { retryDelayMs: 1 });
    const bus = new EventBus('log', ds, transport, new OutboxRelay(ds, transport, 'log', logger, 60_000), 'test.log', logger);
    let refusing = true;
    const applied: string[] = [];
    bus.subscribe(claimFiledV1, 'claim-copy', async ({ claimNo }, { manager, event }) => {
      if (refusing && claimNo.startsWith('bad')) throw new TisError('dataStateChanged');
      applied.push(event.id);
      await manager.insert(ClaimCopy, { id: event.id, claimNo });
    });
    await transport.start();
    const lines: string[] = [];
    const errors: string[] = [];
    const command = (...argv: string[]) => runDeadLetterCommand(['log'], argv, { out: (l) => lines.push(l), err: (l) => errors.push(l) }, config);

    // A domain refusal is poison: kept at once, and the events behind it go on.
    const refused = envelope({ claimNo: 'bad-1' });
    const next = envelope({ claimNo: 'good-1' });
    await transport.publish([refused, next]);
    expect(applied).toEqual([next.id]);
    // Delivered again (a redelivery): the same letter, one more attempt.
    await transport.publish([refused]);
    const kept = await ds.getRepository(DeadLetter).findOneByOrFail({ eventId: refused.id });
    expect(kept).toMatchObject({ consumerGroup: 'test.log', topic: claimFiledV1.topic, state: 'open', attempts: 2, handledBy: null });
    expect(kept.error).toMatch(/data/i);
    expect(JSON.parse(kept.envelope)).toEqual(refused);
    // A payload failing its contract is kept too.
    const malformed = envelope({ claimNo: 7 });
    await transport.publish([malformed]);

    expect(await command('list')).toBe(0);
    expect(lines).toHaveLength(2);
    // In order of first sight; two letters of the same second (MariaDB keeps whole seconds) in either order.
    const keptLine = lines.find((line) => line.startsWith(kept.id));
    expect(keptLine).toContain('open');
    expect(keptLine).toContain('test.log');
    expect(keptLine).toContain(claimFiledV1.topic);
    expect(keptLine).toContain(kept.error.slice(0, 20));
    const malformedLetter = await ds.getRepository(DeadLetter).findOneByOrFail({ eventId: malformed.id });
    expect(lines.some((line) => line.startsWith(malformedLetter.id))).toBe(true);
    lines.length = 0;
    expect(await command('show', kept.id)).toBe(0);
    expect(lines.join('\n')).toContain(`"claimNo": "bad-1"`);
    expect(lines.join('\n')).toContain(`event:       ${refused.id}`);
    lines.length = 0;

    // Who acts is required.
    expect(await command('replay', kept.id)).toBe(1);
    expect(errors.join('\n')).toMatch(/--by/);
    // Asked for while no consumer runs: it waits for the service.
    expect(await command('replay', kept.id, '--by', 'alice', '--wait', '0')).toBe(2);
    expect(await ds.getRepository(DeadLetter).findOneByOrFail({ id: kept.id })).toMatchObject({ state: 'replaying', handledBy: 'alice' });
    // The handler still refuses it: open again with the new attempt.
    expect(await bus.replayRequested()).toBe(0);
    expect(await ds.getRepository(DeadLetter).findOneByOrFail({ id: kept.id })).toMatchObject({ state: 'open', attempts: 3 });
    expect(applied).toEqual([next.id]);

    // The cause is fixed; the consumer's replay pass runs as in a service (EventBus.startReplays).
    refusing = false;
    bus.startReplays(50);
    lines.length = 0;
    expect(await command('replay', kept.id, '--by', 'alice', '--wait', '20')).toBe(0);
    expect(lines.join('\n')).toMatch(/replayed at/);
    expect(applied).toEqual([next.id, refused.id]);
    expect(await ds.getRepository(ClaimCopy).countBy({ id: refused.id })).toBe(1);
    const replayed = await ds.getRepository(DeadLetter).findOneByOrFail({ id: kept.id });
    expect(replayed).toMatchObject({ state: 'replayed', handledBy: 'alice' });
    expect(replayed.handledAt).not.toBeNull();
    await bus.stopReplays();

    // Applied once: the event delivered again is skipped, and the letter cannot be replayed twice.
    await transport.publish([refused]);
    expect(applied).toEqual([next.id, refused.id]);
    expect(await ds.getRepository(DeadLetter).countBy({ eventId: refused.id })).toBe(1);
    errors.length = 0;
    expect(await command('replay', kept.id, '--by', 'alice')).toBe(1);
    expect(errors.join('\n')).toMatch(/is replayed/);

    // The malformed one is given up, by bob; waiting lists leave it out, --all shows it.
    expect(await command('discard', malformedLetter.id, '--by', 'bob')).toBe(0);
    const discarded = await ds.getRepository(DeadLetter).findOneByOrFail({ id: malformedLetter.id });
    expect(discarded).toMatchObject({ state: 'discarded', handledBy: 'bob' });
    expect(discarded.handledAt).not.toBeNull();
    lines.length = 0;
    expect(await command('list')).toBe(0);
    expect(lines).toEqual(['no dead letters waiting']);
    lines.length = 0;
    expect(await command('list', '--all')).toBe(0);
    expect(lines.map((l) => l.split('  ')[2]).sort()).toEqual(['discarded', 'replayed']); // same second: either order
    expect(await command('show', randomUUID())).toBe(1);

    await transport.stop();
    await ds.destroy();
  });

  // Replicas share a MariaDB database; SQLite serves the embedded mode's one process.
  it.skipIf(dialect === 'sqlite')('a replay asked for twice at once, by two replicas, is applied once', async () => {
    const ds = await openDatabase({
      url: server.url(`dl_${dialect}_replicas`),
      entities: [...PLATFORM_ENTITIES, ClaimCopy],
      migrations: [...PLATFORM_MIGRATIONS, ClaimCopyTable1700000000001],
    });
    const ds2 = await openDatabase({
      url: server.url(`dl_${dialect}_replicas`),
      entities: [...PLATFORM_ENTITIES, ClaimCopy],
      migrations: [...PLATFORM_MIGRATIONS, ClaimCopyTable1700000000001],
    });
    let refusing = true;
    let calls = 0;
    const replica = (db: typeof ds) => {
      const transport = new InProcessTransport(logger, { retryDelayMs: 1 });
      const bus = new EventBus('log', db, transport, new OutboxRelay(db, transport, 'log', logger, 60_000), 'test.log', logger);
      bus.subscribe(claimFiledV1, 'claim-copy', async ({ claimNo }, { manager, event }) => {
        if (refusing) throw new TisError('dataStateChanged');
        calls += 1;
        await manager.insert(ClaimCopy, { id: event.id, claimNo });
      });
      return { transport, bus };
    };
    const a = replica(ds);
    const b = replica(ds2);
    await a.transport.start();
    const refused = envelope({ claimNo: 'bad-2' });
    await a.transport.publish([refused]);
    const letter = await ds.getRepository(DeadLetter).findOneByOrFail({ eventId: refused.id });
    refusing = false;
    await ds.getRepository(DeadLetter).update({ id: letter.id }, { state: 'replaying', handledBy: 'carol', handledAt: new Date() });
    const [byA, byB] = await Promise.all([a.bus.replayRequested(), b.bus.replayRequested()]);
    expect(byA + byB).toBe(1);
    expect(calls).toBe(1);
    expect(await ds.getRepository(ClaimCopy).countBy({ id: refused.id })).toBe(1);
    expect(await ds.getRepository(DeadLetter).findOneByOrFail({ id: letter.id })).toMatchObject({ state: 'replayed', handledBy: 'carol' });
    await a.transport.stop();
    await ds.destroy();
    await ds2.destroy();
  });
});
