import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { DEMO_PASSWORDS, freePort, type DemoUser } from '@tis/nest/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from './browser.js';
import { clearTrouble, troubleReport } from './trouble.js';

/** The repository root (this file lives in <repo>/e2e). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ALL_IN_ONE_MAIN = join(REPO_ROOT, 'services', 'all-in-one', 'dist', 'main.js');
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
export const ARTIFACTS_DIR = join(REPO_ROOT, 'e2e', '.artifacts');

const HEALTH_PATH = '/tis/api/systemService/health';
const START_TIMEOUT_MS = 60_000;
const LOG_TAIL_LINES = 60;
/** A health answer slower than this is a stall worth reporting; the watchdog waits for one up to STALL_REPORT_TIMEOUT_MS. */
const STALL_MS = 1_500;
const STALL_REPORT_TIMEOUT_MS = 20_000;

export interface Portal {
  /** e.g. http://127.0.0.1:40123 — the SPA is at `${baseUrl}/tis/`. */
  baseUrl: string;
  /** The portal's data directory (its mail goes to `<dataDir>/mail` as .eml files). */
  dataDir: string;
  /** For a failed test: the times the portal was slow to answer its health check, and its last output. */
  diagnostics(): string;
  stop(): Promise<void>;
}

/** Keeps the last lines a process printed, for the failure message. */
class LogTail {
  private lines: string[] = [];
  private partial = '';

  push(chunk: Buffer | string): void {
    const text = this.partial + chunk.toString();
    const parts = text.split('\n');
    this.partial = parts.pop() ?? '';
    // The watchdog's health checks would push everything else out.
    this.lines.push(...parts.filter((line) => !line.includes(`"url":"${HEALTH_PATH}","status":200`)));
    if (this.lines.length > LOG_TAIL_LINES) this.lines = this.lines.slice(-LOG_TAIL_LINES);
  }

  toString(): string {
    return [...this.lines, this.partial].filter(Boolean).join('\n');
  }
}

async function healthy(url: string, timeoutMs = 2_000): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (exited(child) || child.pid === undefined) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts the embedded portal (`services/all-in-one/dist/main.js`) on a free port with a fresh data
 * directory and the built SPA (`web/dist`), and waits until its health check answers 200.
 */
export async function startPortal(options: { port?: number; env?: Record<string, string> } = {}): Promise<Portal> {
  if (!existsSync(ALL_IN_ONE_MAIN)) {
    throw new Error(`The all-in-one portal is not built: ${ALL_IN_ONE_MAIN} is missing. Run \`pnpm build\` first.`);
  }
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`The SPA is not built: ${WEB_DIST}/index.html is missing. Run \`pnpm --filter @tis/web build\` first.`);
  }
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'tis-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const log = new LogTail();
  const child = spawn(process.execPath, [ALL_IN_ONE_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      TIS_PORT: String(port),
      TIS_HOST: '127.0.0.1',
      // Reset links and the OA sign-on return here.
      TIS_PUBLIC_URL: baseUrl,
      TIS_DATA_DIR: dataDir,
      TIS_WEB_DIR: WEB_DIST,
      // The demo roles and accounts (admin, dealer01, newuser01, …) the browser tests log in as.
      TIS_DEMO_DATA: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk));

  const cleanUp = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await healthy(`${baseUrl}${HEALTH_PATH}`))) {
    if (exited(child) || Date.now() > deadline) {
      const why = exited(child)
        ? `exited with ${child.exitCode ?? child.signalCode}`
        : `did not answer ${HEALTH_PATH} with 200 within ${START_TIMEOUT_MS / 1000} s`;
      await cleanUp();
      throw new Error(`The portal (pid ${child.pid}) ${why}. Last output:\n${log.toString()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  // A watchdog: a stalled portal (its event loop blocked) makes every browser wait time out, so
  // each health answer slower than STALL_MS is noted for the failure report.
  const stalls: string[] = [];
  let watching = true;
  void (async () => {
    while (watching && !exited(child)) {
      const started = Date.now();
      const ok = await healthy(`${baseUrl}${HEALTH_PATH}`, STALL_REPORT_TIMEOUT_MS);
      const took = Date.now() - started;
      if (watching && (!ok || took > STALL_MS)) stalls.push(`${new Date(started).toISOString()} health ${ok ? `answered in ${took} ms` : `failed after ${took} ms`}`);
      if (stalls.length > LOG_TAIL_LINES) stalls.shift();
      await new Promise((r) => setTimeout(r, 1_000));
    }
  })();
  const diagnostics = () =>
    [`portal pid ${child.pid}${exited(child) ? ` exited with ${child.exitCode ?? child.signalCode}` : ''}`, `slow health answers: ${stalls.length ? `\n${stalls.join('\n')}` : 'none'}`, `last output:\n${log.toString()}`].join('\n');
  const stop = async () => {
    watching = false;
    await cleanUp();
  };
  return { baseUrl, dataDir, diagnostics, stop };
}

/**
 * Which attempt of a test this is: 0, then 1 for its retry (`retry: 1` in the e2e project). A test
 * that adds rows with fixed codes or names takes others on a retry: the first attempt's may be there.
 */
export function attemptOf(task: { result?: { retryCount?: number } }): number {
  return task.result?.retryCount ?? 0;
}

/** A fresh 1366x768 window signed in through the login form (password tab, privacy box ticked), on the home page. */
export async function signedInPage(browser: Browser, portal: Portal, user: DemoUser): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(`${portal.baseUrl}/tis/login`);
  await page.getByRole('tab', { name: '账号登录' }).click();
  for (const [testId, value] of [['login-account', user], ['login-password', DEMO_PASSWORDS[user]]] as const) await page.getByTestId(testId).fill(value);
  await page.getByTestId('privacy-checkbox').check();
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-page').waitFor();
  return page;
}

export interface DemoVehicle {
  vin: string;
  brandName: string | null;
  seriesName: string | null;
}

/** A page of the demo vehicles (200 of them), read from the list route with the page's session. */
export async function demoVehicles(portal: Portal, page: Page, pageNo: number): Promise<{ list: DemoVehicle[]; total: number }> {
  const token = await page.evaluate(() => localStorage.getItem('tis.token'));
  const answer = await fetch(`${portal.baseUrl}/tis/api/vehicleService/vehicle/list?pageNo=${pageNo}&pageSize=5`, { headers: { Authorization: token ?? '' } });
  const body = (await answer.json()) as { code: string; data: { list: DemoVehicle[]; total: number } };
  if (body.code !== '000000') throw new Error(`vehicle list answered ${body.code}`);
  return body.data;
}

/**
 * One portal and one Chromium for the calling describe block: started before its tests, stopped
 * after them (also when starting failed half-way). Read them inside tests.
 */
export function usePortalInBrowser(options: Parameters<typeof startPortal>[0] = {}): { portal: () => Portal; browser: () => Browser } {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    portal = await startPortal(options);
    browser = await launchChromium();
  });
  beforeEach(({ onTestFailed }) => {
    clearTrouble();
    onTestFailed(async ({ task }) => {
      // With a retry to come, the runner prints this attempt's error nowhere else.
      const errors = (task.result?.errors ?? []).map((e) => e.message.split('\n').slice(0, 6).join('\n'));
      console.warn(`[e2e] the test failed: ${errors.join('\n')}\nthe browser's side:\n${await troubleReport()}\nthe portal's side:\n${portal?.diagnostics() ?? 'not started'}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} did not start`);
    return value;
  };
  return { portal: () => started(portal, 'portal'), browser: () => started(browser, 'browser') };
}
