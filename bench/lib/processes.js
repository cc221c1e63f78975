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
