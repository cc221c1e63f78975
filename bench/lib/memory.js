/**
 * Memory of a process from /proc (Linux): resident set size now (VmRSS), its peak so far (VmHWM),
 * and a sampler for the peak during a load (S8).
 */
import { readFileSync } from 'node:fs';

/**
 * Resident memory (VmRSS) and its peak so far (VmHWM) of a process in bytes, from the text of
 * /proc/<pid>/status; undefined for a field that is missing.
 * @param {string} statusText
 * @returns {{ rss: number | undefined, peak: number | undefined }}
 */
export function parseProcStatus(statusText) {
  const kib = (/** @type {string} */ field) => {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(statusText);
    return match ? Number(match[1]) * 1024 : undefined;
  };
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/**
 * Resident memory of a live process in bytes (/proc/<pid>/status VmRSS); undefined where /proc
 * is not available or the process is gone.
 * @param {number} pid
 */
export function rssOf(pid) {
  try {
    return parseProcStatus(readFileSync(`/proc/${pid}/status`, 'utf8')).rss;
  } catch {
    return undefined;
  }
}

/**
 * Samples a process's resident memory every `intervalMs` until `stop()`, which answers the largest
 * sample (bytes) and how many were taken.
 * @param {number} pid @param {number} [intervalMs]
 */
export function sampleRss(pid, intervalMs = 100) {
  let max = rssOf(pid) ?? 0;
  let samples = 1;
  const timer = setInterval(() => {
    const rss = rssOf(pid);
    if (rss === undefined) return;
    samples++;
    if (rss > max) max = rss;
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const last = rssOf(pid);
      if (last !== undefined && last > max) max = last;
      return { max, samples };
    },
  };
}
