/**
 * Every child process of a bench run goes through one pool, so that all of them are stopped at
 * the end of the run, also when a scenario fails or the run is interrupted (SIGINT / SIGTERM).
 * `@tis/nest/testing`'s startProcess adds the last line of defence: its children are SIGKILLed
 * when this process exits, and a detached reaper kills them if this process dies abruptly.
 */
import { readFileSync } from 'node:fs';
import { startProcess } from '@tis/nest/testing';

export class ProcessPool {
  /** @param {string} logDir where every child's `<name>.log` goes */
  constructor(logDir) {
    this.logDir = logDir;
    /** @type {Set<import('@tis/nest/testing').ManagedProcess>} */
    this.live = new Set();
    /** @type {(() => Promise<unknown>)[]} */
    this.cleanups = [];
  }

  /**
   * Something else to stop with the pool's children (a MariaDB from @tis/nest/testing, a browser):
   * run once by the next `stopAll`, after the children (which may use it) have stopped.
   * @param {() => Promise<unknown>} stop
   */
  onStop(stop) {
    this.cleanups.push(stop);
  }

  /**
   * Runs a one-shot child (a generator, a measuring worker) to its end and returns its output lines
   * (at most the last `lines`); fails with the log tail when it exits non-zero or takes too long.
   * @param {Omit<import('@tis/nest/testing').SpawnOptions, 'logDir' | 'ready'>} options
   * @param {number} [lines]
   */
  async run(options, lines = 200) {
    const proc = await this.start(options);
    await proc.waitForSuccessfulExit(options.timeoutMs);
    this.live.delete(proc);
    return proc.logTail(lines).split('\n').slice(1);
  }

  /**
   * startProcess with the pool's log directory; the child is tracked until `stop` / `stopAll`.
   * @param {Omit<import('@tis/nest/testing').SpawnOptions, 'logDir'>} options
   */
  async start(options) {
    // A child that fails to become ready is stopped by startProcess itself.
    const proc = await startProcess({ stopGraceMs: 5_000, ...options, logDir: this.logDir });
    this.live.add(proc);
    void proc.exited.then(() => this.live.delete(proc));
    return proc;
  }

  /** @param {import('@tis/nest/testing').ManagedProcess} proc */
  async stop(proc) {
    await proc.stop();
    this.live.delete(proc);
  }

  /** Stops every child still running (SIGTERM, SIGKILL after the grace period), in parallel. */
  async stopAll() {
    const procs = [...this.live];
    await Promise.allSettled(procs.map((p) => p.stop()));
    for (const p of procs) this.live.delete(p);
    const cleanups = this.cleanups.splice(0).reverse();
    for (const cleanup of cleanups) {
      try {
        await cleanup();
      } catch (error) {
        console.error(`bench: cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

/**
 * CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; undefined where
 * /proc is not available. Used to show whether the server under test was CPU-bound.
 * @param {number} pid
 */
export function cpuSecondsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return (utime + stime) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** USER_HZ: 100 on every Linux we run on. */
const CLOCK_TICKS = 100;
