import { describe, expect, it } from 'vitest';
import { DEFER_INDEXES_FROM, type Target, withDeferredIndexes, writeRows } from './db.js';

/** A target that records what the writer does instead of talking to a database. */
function recorder() {
  const log: string[] = [];
  const target: Target = {
    dialect: 'sqlite',
    label: 'recorder',
    all: async () => [],
    run: async (sql) => {
      log.push(`run ${sql}`);
    },
    insert: async (table, columns, rowCount, values) => {
      expect(values).toHaveLength(rowCount * columns.length);
      log.push(`insert ${table} ${rowCount}`);
    },
    begin: async () => {
      log.push('begin');
    },
    commit: async () => {
      log.push('commit');
    },
    rollback: async () => {
      log.push('rollback');
    },
    hasTable: async () => true,
    dropIndexes: async (table) => {
      log.push(`drop indexes ${table}`);
      return async () => {
        log.push(`restore indexes ${table}`);
      };
    },
    close: async () => undefined,
  };
  return { target, log };
}

const rows = (n: number) => Array.from({ length: n }, (_, i) => [i, `code-${i}`]);

describe('the batched writer', () => {
  it('sends multi-row INSERTs and commits every so many rows, the last batch and the closing step in the last transaction', async () => {
    const { target, log } = recorder();
    const commits: number[] = [];
    const written = await writeRows(target, 't', ['id', 'code'], rows(1050), {
      maxRowsPerInsert: 200,
      rowsPerTransaction: 400,
      then: (t) => t.run('UPDATE language SET content_version = content_version + 1'),
      onCommit: (n) => commits.push(n),
    });
    expect(written).toBe(1050);
    expect(log).toEqual([
      'begin', 'insert t 200', 'insert t 200', 'commit',
      'begin', 'insert t 200', 'insert t 200', 'commit',
      'begin', 'insert t 200', 'insert t 50', 'run UPDATE language SET content_version = content_version + 1', 'commit',
    ]);
    expect(commits).toEqual([400, 800]);
  });

  it('rolls the open transaction back on a row that does not fit the columns', async () => {
    const { target, log } = recorder();
    await expect(writeRows(target, 't', ['id', 'code'], [[1, 'a'], [2]], { maxRowsPerInsert: 1 })).rejects.toThrow('a row has 1 values for 2 columns');
    expect(log).toEqual(['begin', 'insert t 1', 'rollback']);
  });

  it('writes nothing but an empty transaction for no rows', async () => {
    const { target, log } = recorder();
    expect(await writeRows(target, 't', ['id'], [])).toBe(0);
    expect(log).toEqual(['begin', 'commit']);
  });
});

describe('bulk writes with deferred indexes', () => {
  it('leaves the indexes alone below the threshold', async () => {
    const { target, log } = recorder();
    expect(await withDeferredIndexes(target, 't', DEFER_INDEXES_FROM - 1, async () => 7)).toBe(7);
    expect(log).toEqual([]);
  });

  it('drops them before a bulk write and re-creates them after it, also when the write fails', async () => {
    const { target, log } = recorder();
    await withDeferredIndexes(target, 't', DEFER_INDEXES_FROM, async () => {
      log.push('write');
    });
    expect(log).toEqual(['drop indexes t', 'write', 'restore indexes t']);
    log.length = 0;
    await expect(
      withDeferredIndexes(target, 't', DEFER_INDEXES_FROM, async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(log).toEqual(['drop indexes t', 'restore indexes t']);
  });
});
