import { describe, expect, it } from 'vitest';
import { parseProcStatus, rssOf } from './memory.js';

const STATUS = `Name:\tnode
State:\tS (sleeping)
VmPeak:\t 1234567 kB
VmHWM:\t  310000 kB
VmRSS:\t  262144 kB
RssAnon:\t  200000 kB
`;

describe('process memory', () => {
  it('reads VmRSS and VmHWM of /proc/<pid>/status in bytes', () => {
    expect(parseProcStatus(STATUS)).toEqual({ rss: 262_144 * 1024, peak: 310_000 * 1024 });
  });

  it('leaves out a field that is missing (a kernel thread has no VmRSS)', () => {
    expect(parseProcStatus('Name:\tkthreadd\nState:\tS (sleeping)\n')).toEqual({ rss: undefined, peak: undefined });
  });

  it('reads the resident memory of this process, and nothing for a process that does not exist', () => {
    const rss = rssOf(process.pid);
    expect(rss).toBeGreaterThan(10 * 2 ** 20);
    expect(rss).toBeLessThan(process.memoryUsage().rss * 2);
    expect(rssOf(2 ** 22 + 12345)).toBeUndefined();
  });
});
