/**
 * A private MariaDB server for one test run: its own temp datadir, socket and free port on
 * 127.0.0.1, configured by the project's deploy/mysql/my.cnf (`!include`d), so tests see the
 * production server settings (utf8mb4, strict sql_mode, innodb_ft_min_token_size=1, ...).
 * Never touches a system MariaDB/MySQL (3306, /etc/mysql): nothing is read from default
 * option files.
 */
import { existsSync, mkdirSync, readFileSync, statfsSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConnection } from 'mysql2/promise';
import { freePort } from './free-port.js';
import { createRunDir, removeRunDir, runToCompletion, startProcess, type ManagedProcess } from './process.js';

export interface StartMariaDbOptions {
  /** Parent of the fresh run directory (default: `/dev/shm` when it has room, else `os.tmpdir()`). */
  readonly dir?: string;
  /** Server config to include (default: the repository's deploy/mysql/my.cnf, or `$TIS_MY_CNF`). */
  readonly myCnf?: string;
  /** Readiness timeout in ms (default 30 s). */
  readonly timeoutMs?: number;
  /**
   * InnoDB's buffer pool and redo log sizes (default 64M and 16M: small and quick to start, for
   * tests). The bench gives a server holding millions of rows what a production server would:
   * room for its working set, so it measures queries, not a starved cache.
   */
  readonly innodb?: { readonly bufferPool: string; readonly redoLog: string };
}

export interface MariaDbServer {
  readonly host: string;
  readonly port: number;
  readonly user: 'root';
  readonly password: '';
  /** Unix socket of the instance (inside `dir`). */
  readonly socket: string;
  /** The run directory: datadir `data/`, `my.cnf`, `error.log`, child logs. */
  readonly dir: string;
  /** `mariadb://root@127.0.0.1:PORT/<database>` (no path when `database` is omitted). */
  url(database?: string): string;
  /** CREATE DATABASE IF NOT EXISTS (utf8mb4_unicode_ci); resolves the database's `url`. */
  createDatabase(name: string): Promise<string>;
  /** Shuts the server down (SIGTERM, SIGKILL after 10 s) and removes the run directory. */
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const BIND_RETRIES = 3;

/** deploy/mysql/my.cnf, four levels up from both src/testing/ and dist/testing/. */
function defaultMyCnf(): string {
  return process.env['TIS_MY_CNF'] ?? fileURLToPath(new URL('../../../../deploy/mysql/my.cnf', import.meta.url));
}

/** Room a test server may take in memory (schemas of nine services and test rows use tens of MB). */
const MEMORY_DIR_MIN_FREE = 2 * 1024 ** 3;

/**
 * A throw-away test server is kept in memory when the machine has a roomy /dev/shm: creating the
 * schemas writes thousands of small files (InnoDB tables, and Aria temporary tables for each of
 * TypeORM's information_schema reads), which on disk took half of a portal's start (5.0 s, 2.6 s in memory).
 */
function defaultRunParent(): string | undefined {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.bavail * fs.bsize >= MEMORY_DIR_MIN_FREE ? '/dev/shm' : undefined;
  } catch {
    return undefined;
  }
}

export async function startMariaDb(options: StartMariaDbOptions = {}): Promise<MariaDbServer> {
  const myCnf = options.myCnf ?? defaultMyCnf();
  if (!existsSync(myCnf)) throw new Error(`startMariaDb: server config ${myCnf} not found`);

  const dir = createRunDir('mariadb', options.dir ?? defaultRunParent());
  const datadir = join(dir, 'data');
  const socket = join(dir, 'mysqld.sock');
  const errorLog = join(dir, 'error.log');
  const cnfFile = join(dir, 'my.cnf');
  mkdirSync(datadir);
  mkdirSync(join(dir, 'tmp'));
  const user = userInfo().username;
  const isRoot = process.getuid?.() === 0;
  // Small, fast, throw-away instance. Passed to both the bootstrap and the server so the redo
  // log is created with the size the server uses.
  const innodb = options.innodb ?? { bufferPool: '64M', redoLog: '16M' };
  for (const size of [innodb.bufferPool, innodb.redoLog]) {
    if (!/^\d+[KMG]?$/.test(size)) throw new Error(`startMariaDb: bad InnoDB size "${size}"`);
  }
  const speed = [`innodb_buffer_pool_size=${innodb.bufferPool}`, `innodb_log_file_size=${innodb.redoLog}`];

  try {
    await runToCompletion({
      name: 'mariadb-install-db',
      command: 'mariadb-install-db',
      args: [
        '--no-defaults', // must come first: never read /etc/mysql or ~/.my.cnf
        '--auth-root-authentication-method=normal', // root@localhost/127.0.0.1/::1, empty password
        '--skip-test-db',
        '--skip-name-resolve', // grant entries by IP; no DNS lookups
        `--datadir=${datadir}`,
        // Its own temp folder: bootstraps of parallel test files in the shared /tmp collided on temp-table files.
        `--tmpdir=${join(dir, 'tmp')}`,
        ...(isRoot ? ['--user=root'] : []), // --user needs root; otherwise runs as the caller
        ...speed.map((option) => `--${option}`),
      ],
      logDir: dir,
      timeoutMs: 60_000,
    });

    let lastError: unknown;
    for (let attempt = 1; attempt <= BIND_RETRIES; attempt += 1) {
      const port = await freePort(HOST);
      writeFileSync(
        cnfFile,
        [
          `!include ${myCnf}`,
          '',
          '[mysqld]',
          `datadir=${datadir}`,
          `socket=${socket}`,
          `port=${port}`,
          `bind-address=${HOST}`,
          'skip-networking=0',
          `pid-file=${join(dir, 'mysqld.pid')}`,
          `log-error=${errorLog}`,
          `tmpdir=${join(dir, 'tmp')}`,
          `user=${user}`,
          'skip-name-resolve',
          ...speed,
          // Test-only durability trade-offs (the schema is thrown away after the run).
          'innodb_flush_log_at_trx_commit=2',
          'innodb_doublewrite=0',
          '',
        ].join('\n'),
      );
      try {
        const server = await startProcess({
          name: 'mariadbd',
          command: 'mariadbd',
          args: [`--defaults-file=${cnfFile}`],
          logDir: dir,
          extraLogFiles: [errorLog],
          stopGraceMs: 10_000,
          timeoutMs: options.timeoutMs ?? 30_000,
          ready: {
            kind: 'probe',
            description: `a mysql2 connection to ${HOST}:${port}`,
            probe: () => canConnect(port),
          },
        });
        return handle(server, { dir, port, socket });
      } catch (error) {
        lastError = error;
        if (!bindFailed(errorLog)) break;
        writeFileSync(errorLog, ''); // next attempt's tail shows only its own lines
      }
    }
    throw lastError;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`startMariaDb failed (run dir kept: ${dir}): ${message}`, { cause: error });
  }
}

function handle(server: ManagedProcess, info: { dir: string; port: number; socket: string }): MariaDbServer {
  const url = (database?: string): string =>
    `mariadb://root@${HOST}:${info.port}${database === undefined ? '' : `/${encodeURIComponent(database)}`}`;
  let stopped: Promise<void> | undefined;
  return {
    host: HOST,
    port: info.port,
    user: 'root',
    password: '',
    socket: info.socket,
    dir: info.dir,
    url,
    async createDatabase(name: string): Promise<string> {
      if (!/^[A-Za-z0-9_$-]{1,64}$/.test(name)) throw new Error(`createDatabase: invalid database name '${name}'`);
      const connection = await createConnection({ host: HOST, port: info.port, user: 'root', password: '' });
      try {
        await connection.query(
          `CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
        );
      } finally {
        await connection.end();
      }
      return url(name);
    },
    stop(): Promise<void> {
      stopped ??= (async () => {
        const status = await server.stop();
        // SIGTERM is a clean shutdown (exit 0); keep the directory when it was not.
        if (status.code === 0 || status.signal === 'SIGTERM') removeRunDir(info.dir);
      })();
      return stopped;
    },
  };
}

async function canConnect(port: number): Promise<boolean> {
  try {
    const connection = await createConnection({ host: HOST, port, user: 'root', password: '', connectTimeout: 2_000 });
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

function bindFailed(errorLog: string): boolean {
  if (!existsSync(errorLog)) return false;
  const log = readFileSync(errorLog, 'utf8');
  return /Can't start server: Bind on TCP\/IP port|Address already in use/i.test(log);
}
