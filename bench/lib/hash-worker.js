/**
 * The baseline of S5, run as its own process: `node hash-worker.js <concurrency> <seconds> <warm-up seconds>`.
 *
 * Nothing but the portal's password check: verifyPassword of services/oauth/dist/login/
 * password-hasher.js (scrypt N=16384, r=8 on libuv's thread pool) against one stored hash, kept
 * busy by `concurrency` loops for `seconds` after a warm-up — the same concurrency the login
 * clients use. Prints one line `result {"count","seconds","perSecond","cpu"}` (cpu: share of one
 * core the process used) and exits.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';

const HASHER = fileURLToPath(new URL('../../services/oauth/dist/login/password-hasher.js', import.meta.url));
const PASSWORD = 'Bench#2026';

const [concurrencyText, secondsText, warmupText = '1'] = process.argv.slice(2);
const concurrency = Number(concurrencyText);
const seconds = Number(secondsText);
const warmup = Number(warmupText);
if (!Number.isInteger(concurrency) || concurrency < 1 || !(seconds > 0) || !(warmup >= 0)) {
  console.error('usage: hash-worker.js <concurrency> <seconds> [warm-up seconds]');
  process.exit(2);
}

const { hashPassword, verifyPassword } = /** @type {{ hashPassword(p: string): Promise<string>, verifyPassword(p: string, h: string | null): Promise<boolean> }} */ (
  await import(pathToFileURL(HASHER).href)
);
const stored = await hashPassword(PASSWORD);

/**
 * `concurrency` loops verifying until `durationSec` have passed; loops finish their last check.
 * @param {number} durationSec
 */
async function busyFor(durationSec) {
  const started = process.hrtime.bigint();
  const until = performance.now() + durationSec * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        if (!(await verifyPassword(PASSWORD, stored))) throw new Error('verifyPassword refused the right password');
        count++;
      }
    }),
  );
  return { count, elapsed: Number(process.hrtime.bigint() - started) / 1e9 };
}

if (warmup > 0) await busyFor(warmup);
const cpuBefore = process.cpuUsage();
const { count, elapsed } = await busyFor(seconds);
const cpu = process.cpuUsage(cpuBefore);
console.log(`result ${JSON.stringify({ count, seconds: elapsed, perSecond: count / elapsed, cpu: (cpu.user + cpu.system) / 1e6 / elapsed })}`);
