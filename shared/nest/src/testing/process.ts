/**
 * Child processes for the medium / smoke test harness: real local servers (mariadbd, kcat's
 * mock Kafka cluster, s3rver, redis-server, our own services) started as children of the
 * test process.
 *
 * - stdout and stderr go to `<logDir>/<name>.log` (and a bounded in-memory tail);
 * - `waitFor` waits until a TCP port accepts, an HTTP URL answers, an output line matches or a
 *   custom probe succeeds, and fails with the log path and the tail of the log(s);
 * - `stop()` sends SIGTERM to the child's PID, SIGKILL after a grace period, and awaits exit;
 * - children never outlive the test process: they are SIGKILLed on `process.on('exit')`, and a
 *   detached "reaper" (a tiny node process that holds a pipe to us) kills them when the test
 *   process dies in any other way (signal, SIGKILL, crash), because its pipe then closes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import { connect, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What "the server is up" means for a child process. */
export type ReadyCondition =
  | { readonly kind: 'tcp'; readonly port: number; readonly host?: string }
  | {
      readonly kind: 'http';
      readonly url: string;
      /** Which statuses count as "answers"; default: any HTTP response. */
      readonly accept?: (status: number) => boolean;
    }
  | {
      readonly kind: 'output';
      readonly pattern: RegExp;
      /** Default: `'any'` (stdout or stderr). */
      readonly stream?: 'stdout' | 'stderr' | 'any';
    }
  | { readonly kind: 'probe'; readonly description: string; readonly probe: () => Promise<boolean> };

export interface SpawnOptions {
  /** Short name, used for the log file name and in error messages. */
  readonly name: string;
  readonly command: string;
  readonly args?: readonly string[];
  readonly cwd?: string;
  /** Environment of the child; default: the test process's environment. */
  readonly env?: NodeJS.ProcessEnv;
  /** Directory that receives `<name>.log`; created if missing. */
  readonly logDir: string;
  /** Log files the child writes itself (e.g. mariadbd's log-error); their tail is added to errors. */
  readonly extraLogFiles?: readonly string[];
  /** Wait for this before `startProcess` resolves. */
  readonly ready?: ReadyCondition;
  /** Timeout of `ready` and the default of `waitFor`; default 30 s. */
  readonly timeoutMs?: number;
  /** Time between SIGTERM and SIGKILL in `stop()`; default 5 s. */
  readonly stopGraceMs?: number;
}

export interface ExitStatus {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  readonly logFile: string;
  /** The match of an `output` ready condition given to `startProcess`. */
  readonly readyMatch: RegExpExecArray | undefined;
  /** Set once the child has exited. */
  readonly exitStatus: ExitStatus | undefined;
  /** Resolves when the child exits (never rejects). */
  readonly exited: Promise<ExitStatus>;
  /** Resolves the match for `output` conditions, `undefined` for the others. */
  waitFor(condition: ReadyCondition, timeoutMs?: number): Promise<RegExpExecArray | undefined>;
  /** Waits for the child to exit; throws (with the log tail) on timeout or a non-zero exit. */
  waitForSuccessfulExit(timeoutMs?: number): Promise<void>;
  /** The last `lines` lines of the child's output and of its extra log files. */
  logTail(lines?: number): string;
  /** SIGTERM, SIGKILL after the grace period, await exit. Idempotent. */
  stop(): Promise<ExitStatus>;
}

/** Thrown when a child fails to start, exits early, or does not become ready in time. */
export class ProcessStartError extends Error {
  override readonly name = 'ProcessStartError';
  constructor(
    message: string,
    readonly logFile: string,
    readonly logTailText: string,
  ) {
    super(`${message}\nlog: ${logFile}\n${logTailText}`);
  }
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_STOP_GRACE_MS = 5_000;
const POLL_INTERVAL_MS = 100;
const TAIL_LINES = 40;
const MAX_KEPT_LINES = 2_000;

/** Spawns a child with captured logs and, when `ready` is given, waits until it is up. */
export async function startProcess(options: SpawnOptions): Promise<ManagedProcess> {
  const child = new Child(options);
  await child.spawned();
  if (options.ready !== undefined) {
    try {
      child.readyMatch = await child.waitFor(options.ready);
    } catch (error) {
      await child.stop();
      throw error;
    }
  }
  return child;
}

/** Runs a command to completion (logs captured like `startProcess`); throws on failure. */
export async function runToCompletion(options: Omit<SpawnOptions, 'ready'>): Promise<void> {
  const child = new Child(options);
  await child.spawned();
  try {
    await child.waitForSuccessfulExit(options.timeoutMs);
  } catch (error) {
    await child.stop();
    throw error;
  }
}

/**
 * A fresh directory `<parent>/tis-<prefix>-XXXXXX` (parent: `os.tmpdir()`), for one server's
 * data and logs. Nothing is ever reused between runs.
 */
export function createRunDir(prefix: string, parent: string = tmpdir()): string {
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, `tis-${prefix}-`));
}

/** Removes a run directory, unless `TIS_TEST_KEEP_DIRS=1` asks to keep it for inspection. */
export function removeRunDir(dir: string): void {
  if (process.env['TIS_TEST_KEEP_DIRS'] === '1') return;
  rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

// ---------------------------------------------------------------------------------------------

type StreamName = 'stdout' | 'stderr';
type LineListener = (stream: StreamName, line: string) => void;

class Child implements ManagedProcess {
  readonly name: string;
  readonly logFile: string;
  readyMatch: RegExpExecArray | undefined;
  exitStatus: ExitStatus | undefined;
  readonly exited: Promise<ExitStatus>;

  private readonly process: ChildProcess;
  private readonly log: WriteStream;
  private readonly lines: { stream: StreamName; line: string }[] = [];
  private readonly partial: Record<StreamName, string> = { stdout: '', stderr: '' };
  private readonly lineListeners = new Set<LineListener>();
  private readonly exitListeners = new Set<() => void>();
  private spawnError: Error | undefined;
  private stopping: Promise<ExitStatus> | undefined;

  constructor(private readonly options: SpawnOptions) {
    this.name = options.name;
    mkdirSync(options.logDir, { recursive: true });
    this.logFile = join(options.logDir, `${safeFileName(options.name)}.log`);
    this.log = createWriteStream(this.logFile, { flags: 'a' });
    this.log.on('error', () => undefined);
    this.log.write(`$ ${[options.command, ...(options.args ?? [])].join(' ')}\n`);

    this.process = spawn(options.command, [...(options.args ?? [])], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let resolveExit: (status: ExitStatus) => void = () => undefined;
    this.exited = new Promise<ExitStatus>((resolve) => {
      resolveExit = resolve;
    });
    this.process.stdout?.on('data', (chunk: Buffer) => this.onData('stdout', chunk));
    this.process.stderr?.on('data', (chunk: Buffer) => this.onData('stderr', chunk));
    this.process.once('error', (error) => {
      this.spawnError = error;
      if (this.process.pid === undefined) this.onExit({ code: null, signal: null }, resolveExit);
    });
    // 'close' (not 'exit'): all output has been read by then.
    this.process.once('close', (code: number | null, signal: NodeJS.Signals | null) =>
      this.onExit({ code, signal }, resolveExit),
    );
    if (this.process.pid !== undefined) track(this.process.pid);
  }

  get pid(): number {
    return this.process.pid ?? -1;
  }

  /** Resolves once the OS process exists; throws a clear error if it could not be spawned. */
  async spawned(): Promise<void> {
    if (this.process.pid !== undefined) return;
    await this.exited;
    const reason = this.spawnError?.message ?? 'unknown error';
    throw new ProcessStartError(
      `${this.name}: cannot spawn '${this.options.command}' (${reason}); ` +
        'is it installed? (scripts/ensure-test-deps.sh installs the test servers)',
      this.logFile,
      '',
    );
  }

  waitFor(condition: ReadyCondition, timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS): Promise<RegExpExecArray | undefined> {
    const started = Date.now();
    const what = describe(condition);
    return new Promise<RegExpExecArray | undefined>((resolve, reject) => {
      let settled = false;
      // eslint-disable-next-line prefer-const -- assigned once below, read by cleanup() declared first
      let timer: NodeJS.Timeout | undefined;
      let pollTimer: NodeJS.Timeout | undefined;
      const cleanup = (): void => {
        settled = true;
        clearTimeout(timer);
        clearTimeout(pollTimer);
        this.lineListeners.delete(onLine);
        this.exitListeners.delete(onExit);
      };
      const succeed = (match: RegExpExecArray | undefined): void => {
        if (settled) return;
        cleanup();
        resolve(match);
      };
      const fail = (message: string): void => {
        if (settled) return;
        cleanup();
        reject(new ProcessStartError(message, this.logFile, this.logTail()));
      };
      const onExit = (): void => {
        const status = this.exitStatus;
        fail(`${this.name} exited (${formatStatus(status)}) while waiting for ${what}`);
      };
      const onLine: LineListener = (stream, line) => {
        if (condition.kind !== 'output') return;
        const wanted = condition.stream ?? 'any';
        if (wanted !== 'any' && wanted !== stream) return;
        const match = execOnce(condition.pattern, line);
        if (match !== null) succeed(match);
      };

      timer = setTimeout(
        () => fail(`${this.name} did not become ready within ${Date.now() - started} ms (waiting for ${what})`),
        timeoutMs,
      );

      if (condition.kind === 'output') {
        this.lineListeners.add(onLine);
        for (const { stream, line } of this.lines) {
          onLine(stream, line);
          if (settled) return;
        }
        // A last line without a trailing newline.
        for (const stream of ['stdout', 'stderr'] as const) {
          if (this.partial[stream] !== '') onLine(stream, this.partial[stream]);
          if (settled) return;
        }
      } else {
        const probe = probeFor(condition);
        const poll = async (): Promise<void> => {
          if (settled) return;
          let ok: boolean;
          try {
            ok = await probe();
          } catch {
            ok = false;
          }
          if (settled) return;
          if (ok) succeed(undefined);
          else pollTimer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
        };
        void poll();
      }
      if (this.exitStatus !== undefined) onExit();
      else this.exitListeners.add(onExit);
    });
  }

  async waitForSuccessfulExit(timeoutMs = this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const result = await Promise.race([this.exited, timedOut]);
    clearTimeout(timer);
    if (result === 'timeout') {
      throw new ProcessStartError(`${this.name} did not finish within ${timeoutMs} ms`, this.logFile, this.logTail());
    }
    if (result.code !== 0) {
      throw new ProcessStartError(`${this.name} failed (${formatStatus(result)})`, this.logFile, this.logTail());
    }
  }

  logTail(lines = TAIL_LINES): string {
    const parts: string[] = [];
    const own = this.lines.slice(-lines).map(({ line }) => line);
    for (const stream of ['stdout', 'stderr'] as const) {
      if (this.partial[stream] !== '') own.push(this.partial[stream]);
    }
    parts.push(`--- last ${lines} lines of ${this.name} output (${this.logFile}) ---`, ...own.slice(-lines));
    for (const file of this.options.extraLogFiles ?? []) {
      if (!existsSync(file)) continue;
      const text = readFileSync(file, 'utf8').split('\n');
      if (text.at(-1) === '') text.pop();
      parts.push(`--- last ${lines} lines of ${file} ---`, ...text.slice(-lines));
    }
    return parts.join('\n');
  }

  stop(): Promise<ExitStatus> {
    this.stopping ??= this.doStop();
    return this.stopping;
  }

  private async doStop(): Promise<ExitStatus> {
    if (this.exitStatus === undefined && this.process.pid !== undefined) {
      signal(this.process.pid, 'SIGTERM');
      const grace = this.options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;
      const killTimer = setTimeout(() => {
        if (this.exitStatus === undefined && this.process.pid !== undefined) {
          this.log.write(`[harness] ${this.name} still running ${grace} ms after SIGTERM; sending SIGKILL\n`);
          signal(this.process.pid, 'SIGKILL');
        }
      }, grace);
      await this.exited;
      clearTimeout(killTimer);
    }
    const status = await this.exited;
    if (!this.log.closed) {
      this.log.end();
      await once(this.log, 'close').catch(() => undefined);
    }
    return status;
  }

  private onData(stream: StreamName, chunk: Buffer): void {
    this.log.write(chunk);
    const text = this.partial[stream] + chunk.toString('utf8');
    const split = text.split('\n');
    this.partial[stream] = split.pop() ?? '';
    for (const raw of split) {
      const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
      this.lines.push({ stream, line });
      if (this.lines.length > MAX_KEPT_LINES) this.lines.splice(0, this.lines.length - MAX_KEPT_LINES);
      for (const listener of [...this.lineListeners]) listener(stream, line);
    }
  }

  private onExit(status: ExitStatus, resolveExit: (status: ExitStatus) => void): void {
    if (this.exitStatus !== undefined) return;
    this.exitStatus = status;
    if (this.process.pid !== undefined) untrack(this.process.pid);
    this.log.write(`[harness] ${this.name} exited (${formatStatus(status)})\n`);
    resolveExit(status);
    for (const listener of [...this.exitListeners]) listener();
  }
}

function describe(condition: ReadyCondition): string {
  switch (condition.kind) {
    case 'tcp':
      return `TCP ${condition.host ?? '127.0.0.1'}:${condition.port} to accept connections`;
    case 'http':
      return `HTTP ${condition.url} to answer`;
    case 'output':
      return `${condition.stream ?? 'output'} line matching ${String(condition.pattern)}`;
    case 'probe':
      return condition.description;
  }
}

function probeFor(condition: Exclude<ReadyCondition, { kind: 'output' }>): () => Promise<boolean> {
  switch (condition.kind) {
    case 'tcp':
      return () => tcpAccepts(condition.host ?? '127.0.0.1', condition.port);
    case 'http':
      return async () => {
        const response = await fetch(condition.url, { signal: AbortSignal.timeout(2_000), redirect: 'manual' });
        await response.body?.cancel();
        return condition.accept === undefined || condition.accept(response.status);
      };
    case 'probe':
      return condition.probe;
  }
}

/** True when a TCP connection to host:port succeeds (the socket is closed right away). */
export function tcpAccepts(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket: Socket = connect({ host, port });
    const done = (ok: boolean): void => {
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function execOnce(pattern: RegExp, line: string): RegExpExecArray | null {
  // A global / sticky RegExp keeps lastIndex between lines; use a fresh, stateless copy.
  const flags = pattern.flags.replace(/[gy]/g, '');
  return new RegExp(pattern.source, flags).exec(line);
}

function formatStatus(status: ExitStatus | undefined): string {
  if (status === undefined) return 'running';
  return status.signal !== null ? `signal ${status.signal}` : `exit code ${String(status.code)}`;
}

function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_');
}

function signal(pid: number, sig: NodeJS.Signals): void {
  try {
    process.kill(pid, sig);
  } catch {
    // Already gone.
  }
}

// --- children never outlive the test process ---------------------------------------------------

const live = new Set<number>();
let exitHookInstalled = false;
let reaper: ChildProcess | undefined;
let reaperFailed = false;

/**
 * The reaper: a detached node process that reads "+pid" / "-pid" lines on stdin and, when stdin
 * closes (the test process is gone, however it died), SIGTERMs the PIDs it still holds and
 * SIGKILLs them 3 s later. It is unref'd, so it never keeps the test process alive.
 */
const REAPER_SCRIPT = `
const pids = new Set();
let buffer = '';
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, () => {});
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => {
  buffer += d;
  let i;
  while ((i = buffer.indexOf('\\n')) >= 0) {
    const line = buffer.slice(0, i);
    buffer = buffer.slice(i + 1);
    const pid = Number(line.slice(1));
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (line[0] === '+') pids.add(pid); else pids.delete(pid);
  }
});
let reaping = false;
const reap = () => {
  if (reaping) return;
  reaping = true;
  const kill = (sig) => { for (const pid of pids) { try { process.kill(pid, sig); } catch {} } };
  kill('SIGTERM');
  if (pids.size === 0) process.exit(0);
  setTimeout(() => { kill('SIGKILL'); process.exit(0); }, 3000);
};
process.stdin.on('end', reap);
process.stdin.on('close', reap);
process.stdin.on('error', reap);
`;

function tellReaper(line: string): void {
  if (reaperFailed) return;
  if (reaper === undefined) {
    try {
      reaper = spawn(process.execPath, ['-e', REAPER_SCRIPT], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
      reaper.once('error', () => {
        reaperFailed = true;
      });
      reaper.stdin?.on('error', () => undefined);
      reaper.unref();
      if (reaper.stdin instanceof Socket) reaper.stdin.unref();
    } catch {
      reaperFailed = true;
      return;
    }
  }
  reaper.stdin?.write(`${line}\n`);
}

function track(pid: number): void {
  live.add(pid);
  tellReaper(`+${pid}`);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.once('exit', () => {
      for (const child of live) signal(child, 'SIGKILL');
    });
  }
}

function untrack(pid: number): void {
  live.delete(pid);
  tellReaper(`-${pid}`);
}
