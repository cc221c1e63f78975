import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sentQueries, startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '../../testing/index.js';
import { openDatabase } from '../data-source.js';
import { insertRows } from '../query-helpers.js';
import { Gadget, GadgetTable1700000000002 } from './gadget.fixture.js';

const gadget = (name: string, values: Partial<Gadget> = {}) => ({ id: randomUUID(), createdBy: 'test', updatedBy: 'test', name, amount: 7, active: true, seenAt: new Date('2026-03-01T08:09:10.000Z'), note: null, ...values });

describe.each(TEST_DIALECTS)('single-row inserts by plan on %s', (dialect) => {
  let server: TestDatabaseServer;
  beforeAll(async () => {
    server = await startTestDatabase(dialect);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('writes the rows of one shape with one statement, each with its own values, as TypeORM writes them', async () => {
    const ds = await openDatabase({ url: server.url('insert_plans'), entities: [Gadget], migrations: [GadgetTable1700000000002] });
    const rows = [
      gadget('first'),
      gadget('second', { seenAt: new Date('2027-12-31T23:59:59.000Z'), note: 'a note' }),
      gadget('third', { note: "it's \"quoted\" ü 机油" }),
    ];
    const builds = vi.spyOn(ds.manager, 'createQueryBuilder');
    const sent = await sentQueries(ds, async () => {
      for (const row of rows) await insertRows(ds.manager, Gadget, row);
    });
    // TypeORM built the statement for the first row only.
    expect(builds).toHaveBeenCalledTimes(1);
    builds.mockRestore();
    // The same text for every row: the values are parameters (the shape's numbers are in the text on SQLite).
    expect(new Set(sent).size, sent.join('\n')).toBe(1);

    // Another shape (the note left out, other numbers): its own statement, the column's default.
    const other = { id: randomUUID(), createdBy: 'test', updatedBy: 'test', name: 'fourth', amount: 8, active: false, seenAt: null };
    await insertRows(ds.manager, Gadget, other);
    // An entity instance without an id: its listener gives it one (the builder's path).
    await insertRows(ds.manager, Gadget, Object.assign(new Gadget(), { createdBy: 'test', updatedBy: 'test', name: 'fifth', amount: 9, active: false, seenAt: null, note: null }));

    const stored = await ds.getRepository(Gadget).find({ order: { name: 'ASC' } });
    expect(stored.map((g) => [g.name, g.amount, g.active, g.seenAt?.toISOString() ?? null, g.note, g.version, g.createdBy])).toEqual([
      ['fifth', 9, false, null, null, 1, 'test'],
      ['first', 7, true, '2026-03-01T08:09:10.000Z', null, 1, 'test'],
      ['fourth', 8, false, null, null, 1, 'test'],
      ['second', 7, true, '2027-12-31T23:59:59.000Z', 'a note', 1, 'test'],
      ['third', 7, true, '2026-03-01T08:09:10.000Z', "it's \"quoted\" ü 机油", 1, 'test'],
    ]);
    expect(stored.every((g) => g.id.length === 36 && g.createdAt instanceof Date && g.updatedAt instanceof Date)).toBe(true);
    expect(stored.find((g) => g.name === 'first')?.id).toBe(rows[0]?.id);
    await ds.destroy();
  });
});
