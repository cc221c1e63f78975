/**
 * S5 — password logins per second vs the password hash alone.
 *
 * Ours: the embedded portal with the demo accounts (TIS_DEMO_DATA=true); N clients in the bench
 * process, each logging in again and again the way the SPA does (lib/login-client.js: GET
 * /tis/api/oauth/publicKey, RSA-OAEP encryption of {password, nonce}, form POST /tis/api/oauth/login,
 * over kept-alive node:http connections — fetch would take ~3 ms of CPU per login from the portal)
 * — so a login is the challenge, the RSA decryption, the throttle check,
 * the scrypt verification, the session, the privacy record and the login-log event.
 * Clients use several demo accounts in turn (admin, oem01, dealer01, dealer02, public01; checked
 * not to be single-session, so logins do not end each other's sessions); every login must
 * succeed — only failures count towards the brute-force throttle.
 * Baseline: lib/hash-worker.js in its own process — verifyPassword of the same compiled
 * password-hasher.js with the same concurrency for the same time.
 * Method: warm-up per side, then rounds alternating portal / hash; each side's best round counts.
 * Target: logins/s >= 0.8x verifications/s.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORDS, loginAs } from '@tis/nest/testing';
import { loginClient } from '../lib/login-client.js';
import { cpuSecondsOf } from '../lib/processes.js';
import { childEnv, ROOT, startEmbeddedPortal } from '../lib/servers.js';
import { max, ratio, round } from '../lib/stats.js';
import { fmt } from '../lib/table.js';
import { ROLE_ACCOUNTS } from '../lib/tokens.js';

export const id = 'S5';
export const title = 'Login: challenge + RSA + password hash + session, per second vs the password hash alone';

/** @type {readonly (keyof typeof DEMO_PASSWORDS)[]} */
/** One account of each role (lib/tokens.js). */
const ACCOUNTS = ROLE_ACCOUNTS;
const TARGET_RATIO = 0.8;
const HASH_WORKER = fileURLToPath(new URL('../lib/hash-worker.js', import.meta.url));

export function settings(quick) {
  return quick ? { clients: 4, warmupSec: 1, durationSec: 3, rounds: 2 } : { clients: 4, warmupSec: 3, durationSec: 15, rounds: 3 };
}

/** @param {import('../run.js').ScenarioContext} ctx */
export async function run(ctx) {
  const s = settings(ctx.quick);
  ctx.log('starting the embedded portal with the demo accounts');
  const portal = await startEmbeddedPortal(ctx.pool, { dataDir: join(ctx.runDir, 's5-portal'), name: 's5-portal', env: { TIS_DEMO_DATA: 'true' } });
  await checkAccounts(portal.url);

  const sides = [
    { key: 'portal', label: 'portal logins', runs: /** @type {{ perSecond: number, count: number, seconds: number, cpu?: number }[]} */ ([]) },
    { key: 'hash', label: 'verifyPassword', runs: /** @type {{ perSecond: number, count: number, seconds: number, cpu?: number }[]} */ ([]) },
  ];
  ctx.log(`warm-up: ${s.warmupSec} s of logins`);
  await loginsFor(portal.url, s.clients, s.warmupSec);
  for (let r = 1; r <= s.rounds; r++) {
    const cpuBefore = cpuSecondsOf(portal.proc.pid);
    const ours = await loginsFor(portal.url, s.clients, s.durationSec);
    const cpuAfter = cpuSecondsOf(portal.proc.pid);
    const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? (cpuAfter - cpuBefore) / ours.seconds : undefined;
    sides[0].runs.push({ ...ours, cpu });
    const hash = await hashFor(ctx, s.clients, s.durationSec, s.warmupSec, `s5-hash-${r}`);
    sides[1].runs.push(hash);
    for (const [side, fig] of [[sides[0], sides[0].runs.at(-1)], [sides[1], hash]]) {
      ctx.log(`round ${r}/${s.rounds} ${side.label.padEnd(14)} ${fmt(fig.perSecond, 1).padStart(6)}/s (${fig.count} in ${fmt(fig.seconds, 1)} s, CPU ${fig.cpu === undefined ? '?' : `${fmt(fig.cpu * 100)}%`})`);
    }
  }
  const best = sides.map((side) => max(side.runs.map((x) => x.perSecond)));
  const vs = ratio(best[0], best[1]);
  return {
    rows: [
      {
        scenario: 'S5 login vs password hash',
        metric: `per s, ${s.clients} clients, best of ${s.rounds}`,
        ours: fmt(best[0], 1),
        baseline: fmt(best[1], 1),
        ratio: `${fmt(vs, 2)}x`,
        target: `>= ${fmt(TARGET_RATIO, 2)}x`,
        pass: vs !== undefined && vs >= TARGET_RATIO,
      },
    ],
    notes: [
      `S5: a login is GET publicKey + RSA-OAEP (client) + POST login (RSA decrypt, throttle, scrypt, session, privacy record, login-log event); ` +
        `the baseline is the scrypt verification alone with the same ${s.clients}-way concurrency. Accounts: ${ACCOUNTS.join(', ')}.`,
    ],
    details: {
      settings: s,
      accounts: ACCOUNTS,
      runs: Object.fromEntries(sides.map((side) => [side.key, side.runs.map((x) => ({ ...x, perSecond: round(x.perSecond, 2) }))])),
    },
  };
}

/** Every account logs in, and none is single-session (its logins would end the others'). @param {string} url */
async function checkAccounts(url) {
  const token = await loginAs(url, 'admin');
  const res = await fetch(`${url}/tis/api/oauthService/user/list?pageNo=1&pageSize=500`, { headers: { authorization: `Bearer ${token}` } });
  const body = /** @type {any} */ (await res.json());
  if (res.status !== 200) throw new Error(`account list answered ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  for (const code of ACCOUNTS) {
    const account = body.data.list.find((/** @type {{ userCode: string }} */ u) => u.userCode === code);
    if (!account) throw new Error(`demo account ${code} is missing`);
    if (account.singleSession) throw new Error(`demo account ${code} is single-session: concurrent logins would end each other's sessions`);
    if (account.status !== 'normal' || !account.passwordSet) throw new Error(`demo account ${code} cannot log in (status ${account.status}, password set ${account.passwordSet})`);
  }
}

/**
 * `clients` loops logging in until `seconds` have passed (each finishes its last login).
 * @param {string} url @param {number} clients @param {number} seconds
 */
async function loginsFor(url, clients, seconds) {
  const started = process.hrtime.bigint();
  const until = performance.now() + seconds * 1000;
  let count = 0;
  const login = loginClient(url);
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      for (let n = i; performance.now() < until; n += clients) {
        const userCode = /** @type {keyof typeof DEMO_PASSWORDS} */ (ACCOUNTS[n % ACCOUNTS.length]);
        const answer = await login(userCode, DEMO_PASSWORDS[userCode]);
        const data = answer.body.data;
        if (answer.status !== 200 || typeof data !== 'object' || data === null || !data.accessToken) {
          throw new Error(`login of ${userCode} failed: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
        }
        count++;
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return { count, seconds: elapsed, perSecond: count / elapsed };
}

/**
 * One round of the hash-only baseline in its own process.
 * @param {import('../run.js').ScenarioContext} ctx @param {number} clients @param {number} seconds @param {number} warmup @param {string} name
 * @returns {Promise<{ count: number, seconds: number, perSecond: number, cpu: number }>}
 */
async function hashFor(ctx, clients, seconds, warmup, name) {
  const lines = await ctx.pool.run({
    name,
    command: process.execPath,
    args: [HASH_WORKER, String(clients), String(seconds), String(warmup)],
    cwd: ROOT,
    env: childEnv({}),
    timeoutMs: (seconds + warmup) * 1000 + 60_000,
  });
  const line = lines.find((l) => l.startsWith('result '));
  if (!line) throw new Error(`the hash worker printed no result:\n${lines.join('\n')}`);
  return JSON.parse(line.slice('result '.length));
}
