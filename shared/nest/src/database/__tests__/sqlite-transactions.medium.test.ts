import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxEvent, PLATFORM_ENTITIES } from '../../events/outbox.entity.js';
import { PLATFORM_MIGRATIONS } from '../../events/platform.migration.js';
import { openDatabase } from '../data-source.js';

const row = (topic: string) => ({
  id: randomUUID(),
  topic,
  eventKey: 'k',
  payload: '{}',
  correlationId: null,
  occurredAt: new Date(),
  publishedAt: null,
  attempts: 0,
  lastError: null,
  leaseOwner: null,
  leaseUntil: null,
});

describe('SQLite transactions that overlap in time', () => {
  let dir: string;
  let ds: DataSource;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tis-sqlite-tx-'));
    ds = await openDatabase({ url: `sqlite:${join(dir, 'db.sqlite')}`, entities: PLATFORM_ENTITIES, migrations: PLATFORM_MIGRATIONS });
  });

  afterAll(async () => {
    await ds.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('take turns: thirty at once all commit, and a failing one rolls back only itself', async () => {
    const work = Array.from({ length: 30 }, (_, i) =>
      ds.transaction(async (manager) => {
        await manager.insert(OutboxEvent, row(`t.${i}`));
        await new Promise((r) => setTimeout(r, 2)); // yield while the transaction is open
        await manager.insert(OutboxEvent, row(`t.${i}.second`));
        if (i === 7) throw new Error('rolled back on purpose');
      }),
    );
    const results = await Promise.allSettled(work);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r).reason)).toEqual([new Error('rolled back on purpose')]);
    expect(await ds.getRepository(OutboxEvent).count()).toBe(58);
    expect(await ds.getRepository(OutboxEvent).countBy({ topic: 't.7' })).toBe(0);
  });
});
