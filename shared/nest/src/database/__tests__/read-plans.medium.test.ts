import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sentQueries, startTestDatabase, TEST_DIALECTS, type TestDatabaseServer } from '../../testing/index.js';
import { openDatabase } from '../data-source.js';
import { findOnePlanned, findPlanned } from '../read-plans.js';
import { rowForUpdate, updateLockedRow, wholeSeconds } from '../versioned-rows.js';
import { Gadget, GadgetTable1700000000002 } from './gadget.fixture.js';

const gadget = (name: string, kind: string, amount: number, values: Partial<Gadget> = {}): Partial<Gadget> => ({
  id: randomUUID(),
  createdBy: 'test',
  updatedBy: 'test',
  name,
  kind,
  amount,
  active: amount % 2 === 0,
  seenAt: new Date('2026-03-01T08:09:10.000Z'),
  note: null,
  ...values,
});

describe.each(TEST_DIALECTS)('finds by plan on %s', (dialect) => {
  let server: TestDatabaseServer;
  beforeAll(async () => {
    server = await startTestDatabase(dialect);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers every find of a shape as TypeORM does, building its statement once', async () => {
    const ds = await openDatabase({ url: server.url('read_plans'), entities: [Gadget], migrations: [GadgetTable1700000000002] });
    const rows = [
      gadget('alpha', 'tool', 1),
      gadget('beta', 'tool', 2, { note: "it's \"quoted\" ü 机油", seenAt: null }),
      gadget('gamma', 'toy', 3),
      gadget('delta', 'tool', 4, { seenAt: new Date('2027-12-31T23:59:59.000Z') }),
    ];
    await ds.manager.insert(Gadget, rows);
    const builds = vi.spyOn(ds.manager, 'createQueryBuilder');
    const sent = await sentQueries(ds, async () => {
      for (const row of rows) expect(await findOnePlanned(ds.manager, Gadget, { where: { id: row.id! } })).toEqual(await ds.manager.findOneBy(Gadget, { id: row.id! }));
    });
    // The plan's first find is TypeORM's (and checked against the kept statement); the rest are the kept statement.
    expect(builds.mock.calls.length).toBe(1 + rows.length);
    builds.mockRestore();
    const planned = sent.filter((_, i) => i % 2 === 0);
    expect(new Set(planned.slice(1)).size).toBe(1);
    expect(await findOnePlanned(ds.manager, Gadget, { where: { id: randomUUID() } })).toBeNull();

    // Order and several columns; a number in the shape (on SQLite in the text) makes a shape of its own.
    const byKind = (kind: string) => findPlanned(ds.manager, Gadget, { where: { kind }, order: { amount: 'DESC' } });
    expect((await byKind('tool')).map((w) => w.name)).toEqual(['delta', 'beta', 'alpha']);
    expect((await byKind('tool')).map((w) => w.name)).toEqual(['delta', 'beta', 'alpha']);
    expect((await byKind('toy')).map((w) => w.name)).toEqual(['gamma']);
    expect(await byKind('none')).toEqual([]);
    for (const amount of [1, 2, 3, 2]) {
      const found = await findPlanned(ds.manager, Gadget, { where: { kind: amount === 3 ? 'toy' : 'tool', amount } });
      expect(found).toEqual(await ds.manager.find(Gadget, { where: { kind: amount === 3 ? 'toy' : 'tool', amount } }));
      expect(found.map((w) => w.amount)).toEqual([amount]);
    }
    // A list: the column among its values (In), its length part of the shape; numbers too (SQLite: in the text).
    const named = (names: string[]) => findPlanned(ds.manager, Gadget, { where: { name: names }, order: { amount: 'ASC' } });
    for (const names of [['alpha', 'gamma'], ['delta', 'beta'], ['gamma'], ['alpha', 'beta', 'gamma'], ['none', 'nothing']]) {
      const found = await named(names);
      expect(found).toEqual(await ds.manager.find(Gadget, { where: { name: In(names) }, order: { amount: 'ASC' } }));
      expect(found.map((w) => w.name).sort()).toEqual(names.filter((n) => rows.some((r) => r.name === n)).sort());
    }
    const listBuilds = vi.spyOn(ds.manager, 'createQueryBuilder');
    for (const amounts of [[1, 3], [2, 4], [1, 3], ['x', 'y'].map((_, i) => 2 * i + 2)]) {
      expect((await findPlanned(ds.manager, Gadget, { where: { kind: 'tool', amount: amounts }, order: { amount: 'ASC' } })).map((w) => w.amount)).toEqual(amounts.filter((a) => a !== 3));
    }
    // SQLite writes the numbers into the text: each list of numbers is a shape; on MariaDB the repeats are planned.
    expect(listBuilds.mock.calls.length).toBe(dialect === 'sqlite' ? 2 : 1);
    listBuilds.mockRestore();
    const nameBuilds = vi.spyOn(ds.manager, 'createQueryBuilder');
    expect((await named(['beta', 'alpha'])).map((w) => w.name)).toEqual(['alpha', 'beta']);
    expect(nameBuilds).not.toHaveBeenCalled();
    nameBuilds.mockRestore();
    const betaId = (await ds.manager.findOneByOrFail(Gadget, { name: 'beta' })).id;
    const beta = await findOnePlanned(ds.manager, Gadget, { where: { id: betaId } });
    expect(beta).toBeInstanceOf(Gadget);
    expect([beta?.note, beta?.seenAt, beta?.active, beta?.version]).toEqual(["it's \"quoted\" ü 机油", null, true, 1]);
    await ds.destroy();
  });

  it('changes a locked row without reading it again, answering what the database holds', async () => {
    const ds = await openDatabase({ url: server.url('read_plans_locked'), entities: [Gadget], migrations: [GadgetTable1700000000002] });
    const row = gadget('epsilon', 'tool', 5);
    await ds.manager.insert(Gadget, row);
    const at = new Date('2026-05-06T07:08:09.654Z');
    for (let round = 0; round < 2; round++) {
      const after = await ds.transaction(async (manager) => {
        const locked = await rowForUpdate(manager, Gadget, row.id!);
        return updateLockedRow(manager, Gadget, locked, { amount: 10 + round, seenAt: wholeSeconds(at), updatedBy: 'changer' }, at);
      });
      expect(after).toEqual(await ds.manager.findOneBy(Gadget, { id: row.id! }));
      expect([after.version, after.amount, after.updatedAt.toISOString(), after.updatedBy]).toEqual([2 + round, 10 + round, '2026-05-06T07:08:09.000Z', 'changer']);
    }
    // A stale row (another change in between) changes nothing: 409001.
    const stale = await ds.manager.findOneByOrFail(Gadget, { id: row.id! });
    await ds.manager.update(Gadget, { id: row.id! }, { note: 'meanwhile' });
    await expect(ds.transaction((manager) => updateLockedRow(manager, Gadget, stale, { amount: 99 }, at))).rejects.toMatchObject({ code: '409001' });
    expect((await ds.manager.findOneByOrFail(Gadget, { id: row.id! })).amount).toBe(11);
    await ds.destroy();
  });
});
