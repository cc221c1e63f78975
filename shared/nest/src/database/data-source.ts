import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSource, type DataSourceOptions, type EntitySchema, type MigrationInterface } from 'typeorm';
import { SnakeNamingStrategy } from './naming.strategy.js';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type EntityClass = Function | EntitySchema;
export type MigrationClass = new () => MigrationInterface;

export type Dialect = 'sqlite' | 'mysql' | 'mariadb';

export function dialectOf(url: string): Dialect {
  if (url.startsWith('sqlite:')) return 'sqlite';
  if (url.startsWith('mariadb://')) return 'mariadb';
  if (url.startsWith('mysql://')) return 'mysql';
  throw new Error(`unsupported database url ${url.replace(/\/\/[^@]*@/, '//***@')}`);
}

export interface DataSourceSpec {
  url: string;
  entities: EntityClass[];
  migrations: MigrationClass[];
}

/** TypeORM options for one service's database; `synchronize` is never on. */
export function dataSourceOptions({ url, entities, migrations }: DataSourceSpec): DataSourceOptions {
  const common = {
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    namingStrategy: new SnakeNamingStrategy(),
    logging: false,
  };
  const dialect = dialectOf(url);
  if (dialect === 'sqlite') {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: file,
      enableWAL: true,
      prepareDatabase: (db: { pragma(s: string): unknown }) => {
        db.pragma('busy_timeout = 5000');
        db.pragma('synchronous = NORMAL');
        db.pragma('foreign_keys = ON');
      },
    };
  }
  const parsed = new URL(url);
  return {
    ...common,
    type: dialect,
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    database: parsed.pathname.slice(1),
    charset: 'utf8mb4_unicode_ci',
    timezone: 'Z',
    extra: { connectionLimit: Number(parsed.searchParams.get('pool') ?? 10) },
  };
}

/** Creates the MySQL/MariaDB database of a service when it does not exist yet. */
async function ensureDatabase(url: string): Promise<void> {
  if (dialectOf(url) === 'sqlite') return;
  const parsed = new URL(url);
  const name = parsed.pathname.slice(1);
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`invalid database name "${name}"`);
  const { createConnection } = await import('mysql2/promise');
  const conn = await createConnection({
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  });
  try {
    await conn.query(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await conn.end();
  }
}

/** Opens the database and brings its schema up to date; migrations are the only way it changes. */
export async function openDatabase(spec: DataSourceSpec): Promise<DataSource> {
  await ensureDatabase(spec.url);
  const ds = new DataSource(dataSourceOptions(spec));
  await ds.initialize();
  if (dialectOf(spec.url) === 'sqlite') {
    await ds.runMigrations({ transaction: 'each' });
    serializeTransactions(ds);
    return ds;
  }
  // Replicas starting together: one migrates while the others wait for its lock.
  const runner = ds.createQueryRunner();
  try {
    const lockName = `tis_migrations_${String(ds.options.database)}`;
    const [row] = (await runner.query('SELECT GET_LOCK(?, 120) AS got', [lockName])) as { got: number | string }[];
    if (Number(row?.got) !== 1) throw new Error(`could not take the migration lock ${lockName}`);
    try {
      await ds.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [lockName]);
    }
  } finally {
    await runner.release();
  }
  return ds;
}

/**
 * SQLite has one connection per database file here: TypeORM runs every transaction on it, so two
 * transactions that overlap in time (two requests at once) would nest into each other, or fail with
 * "cannot start a transaction within a transaction". They take turns instead — SQLite allows one
 * writer at a time anyway. A transaction must not start another one through the data source
 * (inside it, use the transaction's own manager).
 */
function serializeTransactions(ds: DataSource): void {
  const manager = ds.manager;
  const original = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  let tail: Promise<unknown> = Promise.resolve();
  const serialized = (...args: unknown[]): Promise<unknown> => {
    const run = tail.then(() => original(...args));
    tail = run.catch(() => undefined);
    return run;
  };
  Object.defineProperty(manager, 'transaction', { value: serialized, configurable: true, writable: true });
}

/** SQL that would bring the schema in line with the entities; empty when migrations and entities agree. */
export async function schemaDrift(ds: DataSource): Promise<string[]> {
  const log = await ds.driver.createSchemaBuilder().log();
  return log.upQueries.map((q) => q.query);
}
