/**
 * A throw-away redis-server on 127.0.0.1 and a free port: no persistence (`--save ''`,
 * `--appendonly no`), working directory inside a fresh temp dir.
 */
import { freePort } from './free-port.js';
import { createRunDir, removeRunDir, startProcess, type ManagedProcess } from './process.js';

export interface StartRedisOptions {
  /** Parent of the fresh run directory (default `os.tmpdir()`). */
  readonly dir?: string;
  /** Readiness timeout in ms (default 15 s). */
  readonly timeoutMs?: number;
}

export interface RedisServer {
  /** `redis://127.0.0.1:PORT` */
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** The run directory with `redis-server.log`. */
  readonly dir: string;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const BIND_RETRIES = 3;

export async function startRedis(options: StartRedisOptions = {}): Promise<RedisServer> {
  const dir = createRunDir('redis', options.dir);
  let server: ManagedProcess | undefined;
  let port = 0;
  for (let attempt = 1; server === undefined; attempt += 1) {
    port = await freePort(HOST);
    try {
      server = await startProcess({
        name: `redis-server-${port}`,
        command: 'redis-server',
        args: ['--port', String(port), '--bind', HOST, '--save', '', '--appendonly', 'no', '--dir', dir, '--logfile', ''],
        logDir: dir,
        timeoutMs: options.timeoutMs ?? 15_000,
        stopGraceMs: 3_000,
        ready: { kind: 'tcp', host: HOST, port },
      });
    } catch (error) {
      const text = error instanceof Error ? error.message : '';
      if (attempt >= BIND_RETRIES || !/Address already in use|Could not create server TCP listening socket/i.test(text)) {
        throw error;
      }
    }
  }
  const running = server;
  let stopped: Promise<void> | undefined;
  return {
    url: `redis://${HOST}:${port}`,
    host: HOST,
    port,
    dir,
    stop(): Promise<void> {
      stopped ??= (async () => {
        await running.stop();
        removeRunDir(dir);
      })();
      return stopped;
    },
  };
}
