import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TisError } from '@tis/contracts';
import Database from 'better-sqlite3';
import { createConnection } from 'mysql2/promise';
import { DataSource, QueryFailedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freePort } from '../../testing/index.js';
import { classifyFailure } from '../failure.js';

/** A driver error as TypeORM hands it on: wrapped in a QueryFailedError. */
const queryFailed = (driverError: object) => new QueryFailedError('INSERT INTO widget ...', [], Object.assign(new Error('driver'), driverError));

/** mysql2's errors: a message, the server's (or the client's) code and errno, SQLSTATE, fatal when the connection died. */
const mysql2 = (message: string, fields: object) => Object.assign(new Error(message), fields);

async function caught(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

describe('classifyFailure', () => {
  it('sees a refused database connection, as mysql2 reports it, as transient', async () => {
    const port = await freePort();
    const refused = await caught(() => createConnection({ host: '127.0.0.1', port, user: 'tis', connectTimeout: 2000 }));
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(classifyFailure(refused)).toBe('transient');
  });

  it('sees TypeORM asked to query without a connection as transient', async () => {
    const mysql = new DataSource({ type: 'mysql', host: '127.0.0.1', port: await freePort() });
    const notConnected = await caught(() => mysql.query('SELECT 1'));
    expect(notConnected).toMatchObject({ message: expect.stringMatching(/not established/) });
    expect(classifyFailure(notConnected)).toBe('transient');
    const sqlite = await new DataSource({ type: 'better-sqlite3', database: ':memory:' }).initialize();
    await sqlite.destroy();
    expect(classifyFailure(await caught(() => sqlite.query('SELECT 1')))).toBe('transient');
  });

  it('sees a busy SQLite database (better-sqlite3) as transient', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tis-busy-'));
    const holder = new Database(join(dir, 'busy.db'));
    const other = new Database(join(dir, 'busy.db'), { timeout: 0 });
    try {
      holder.exec('CREATE TABLE t (x INTEGER); BEGIN EXCLUSIVE; INSERT INTO t VALUES (1)');
      const busy = await caught(() => other.exec('INSERT INTO t VALUES (2)'));
      expect(busy).toMatchObject({ code: 'SQLITE_BUSY' });
      expect(classifyFailure(busy)).toBe('transient');
      expect(classifyFailure(queryFailed({ code: 'SQLITE_LOCKED_SHAREDCACHE' }))).toBe('transient');
      expect(classifyFailure(queryFailed({ code: 'SQLITE_IOERR_WRITE' }))).toBe('transient');
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
      other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['connection lost (mysql2)', mysql2('Connection lost: The server closed the connection.', { code: 'PROTOCOL_CONNECTION_LOST', fatal: true })],
    ['server gone away (MariaDB 2006)', queryFailed({ message: 'MySQL server has gone away', errno: 2006 })],
    ['deadlock (1213)', queryFailed({ code: 'ER_LOCK_DEADLOCK', errno: 1213, sqlState: '40001' })],
    ['lock wait timeout (1205)', queryFailed({ code: 'ER_LOCK_WAIT_TIMEOUT', errno: 1205, sqlState: 'HY000' })],
    ['too many connections (1040)', mysql2('Too many connections', { code: 'ER_CON_COUNT_ERROR', errno: 1040, sqlState: '08004' })],
    ['server shutting down (1053)', queryFailed({ code: 'ER_SERVER_SHUTDOWN', errno: 1053, sqlState: '08S01' })],
    ['timed out connecting', mysql2('connect ETIMEDOUT', { code: 'ETIMEDOUT', errorno: 'ETIMEDOUT', fatal: true })],
    ['closed connection reused (mysql2)', new Error("Can't add new command when connection is in closed state")],
    ['pool timeout (mariadb connector)', mysql2('retrieve connection from pool timeout after 10001ms', { code: 'ER_GET_CONNECTION_TIMEOUT', errno: 45028, sqlState: 'HY000' })],
    ['socket closed (mariadb connector)', mysql2('socket has unexpectedly been closed', { code: 'ER_SOCKET_UNEXPECTED_CLOSE', errno: 45007, sqlState: '08S01', fatal: true })],
    ['every address refused (AggregateError)', Object.assign(new AggregateError([mysql2('connect ECONNREFUSED ::1:3306', { code: 'ECONNREFUSED' })], ''), {})],
    ['a cause further down', new Error('outer', { cause: mysql2('connect ECONNRESET', { code: 'ECONNRESET' }) })],
    ['a peer service away', new TisError('serviceUnavailable')],
    ['a peer service too slow', new TisError('gatewayTimeout')],
  ])('sees %s as transient', (_what, error) => {
    expect(classifyFailure(error)).toBe('transient');
  });

  it('sees an event failing its contract and a domain refusal as poison', () => {
    const contract = z.object({ widgetId: z.string() }).safeParse({ widgetId: 7 });
    expect(contract.success).toBe(false);
    expect(classifyFailure(contract.error)).toBe('poison');
    expect(classifyFailure(new TisError('notFound'))).toBe('poison');
    expect(classifyFailure(new TisError('validation', { detail: 'name: too long' }))).toBe('poison');
  });

  it('leaves bugs and broken constraints unknown (retried a bounded number of times)', () => {
    expect(classifyFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe('unknown');
    expect(classifyFailure(queryFailed({ code: 'ER_DUP_ENTRY', errno: 1062, sqlState: '23000' }))).toBe('unknown');
    expect(classifyFailure(queryFailed({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }))).toBe('unknown');
    expect(classifyFailure(new TisError('internal'))).toBe('unknown');
    expect(classifyFailure('a string')).toBe('unknown');
    expect(classifyFailure(undefined)).toBe('unknown');
  });
});
