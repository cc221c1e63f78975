/**
 * S7 — the SPA's first load: the login page in Chromium with a 4x slower CPU, and the JavaScript
 * it needs, vs a blank Vite + antd app with one table page.
 *
 * Ours: the built SPA (a copy of web/dist taken at the start, so that a rebuild during the run
 * changes nothing) served by the embedded portal (TIS_WEB_DIR), `/tis/login`.
 * Baseline: bench/baseline-spa (React + antd, one table page, the portal SPA's Vite, React plugin
 * and target, Vite's default chunking), built by the bench into the run directory and served by
 * raw node:http in its own process — uncompressed, like the portal serves web/dist.
 * Initial JS (from the files): index.html's module scripts and module preloads, plus — for the
 * login page, a lazy route — the files Vite preloads with the login-page chunk
 * (`__vite__mapDeps`), each gzipped with zlib (level 6); kB = 1000 bytes, as Vite reports.
 * The same sum for every lazy chunk the entry imports is reported per route (information;
 * pages of the main layout also load the main-layout chunk, its own row).
 * LCP: playwright-core on /usr/bin/chromium (e2e/browser.ts flags), a fresh context per load
 * (cold cache), CPU throttled 4x through CDP; the largest-contentful-paint entry once the
 * network is idle and the page shows its login card / table. Loads alternate ours / baseline; the
 * median counts.
 * Targets: login initial JS <= 250 kB gzipped; login LCP <= 1.5 s.
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoad, launchChromium } from '../lib/browser.js';
import { childEnv, ROOT, startEmbeddedPortal, startStaticBaseline, WEB_DIST } from '../lib/servers.js';
import { chunkName, distPathOf, entryAssets, GzipSizes, jsFiles, lazyChunks } from '../lib/spa-assets.js';
import { median, round } from '../lib/stats.js';
import { fmt } from '../lib/table.js';

export const id = 'S7';
export const title = 'SPA first load: login page initial JS and LCP (4x CPU throttling) vs a blank Vite + antd app';
/** run.js builds web/dist when it is missing. */
export const requires = ['web'];

const CPU_RATE = 4;
const TARGET = { initialJsBytes: 250_000, lcpMs: 1500 };
const BASELINE_CONFIG = fileURLToPath(new URL('../baseline-spa/vite.config.js', import.meta.url));
const VITE_BIN = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const kB = (/** @type {number} */ bytes) => fmt(bytes / 1000, 1);

export function settings(quick) {
  return quick ? { loads: 3, cpuRate: CPU_RATE } : { loads: 10, cpuRate: CPU_RATE };
}

/** @param {import('../run.js').ScenarioContext} ctx */
export async function run(ctx) {
  const s = settings(ctx.quick);
  if (!existsSync(join(WEB_DIST, 'index.html'))) throw new Error(`${WEB_DIST}/index.html is missing: build the SPA (pnpm --filter @tis/web build)`);

  ctx.log('building the baseline app (bench/baseline-spa) into the run directory');
  const baselineDir = join(ctx.runDir, 's7-baseline-spa');
  await ctx.pool.run({
    name: 's7-build-baseline',
    command: process.execPath,
    args: [VITE_BIN, 'build', '--config', BASELINE_CONFIG, '--outDir', baselineDir],
    cwd: ROOT,
    env: childEnv({ NODE_ENV: 'production' }),
    timeoutMs: 300_000,
  });

  // A copy of web/dist, served by the portal (TIS_WEB_DIR) and measured: a rebuild of web/dist
  // during the run changes neither.
  const webDir = join(ctx.runDir, 's7-web-dist');
  cpSync(WEB_DIST, webDir, { recursive: true });

  // Initial JavaScript, from the files.
  const web = appAssets(webDir, '/tis/');
  const login = web.lazy.find((c) => chunkName(c.file) === 'login-page');
  if (!login) throw new Error(`web/dist: the entry ${web.entry[0]} imports no login-page chunk`);
  const loginFiles = jsFiles([...web.entry, ...login.deps]);
  const loginJs = web.sizes.total(loginFiles);
  const base = appAssets(baselineDir, '/');
  const baseJs = base.sizes.total(base.entry);
  ctx.log(`login page initial JS ${kB(loginJs.gzip)} kB gzip in ${loginJs.count} files; baseline ${kB(baseJs.gzip)} kB in ${baseJs.count}`);

  ctx.log('starting the embedded portal (serves web/dist) and the baseline server');
  const routes = web.lazy.map((chunk) => ({ chunk: chunkName(chunk.file), ...web.sizes.total(jsFiles([...web.entry, ...chunk.deps])) }));
  const portal = await startEmbeddedPortal(ctx.pool, { dataDir: join(ctx.runDir, 's7-portal'), name: 's7-portal', env: { TIS_WEB_DIR: webDir } });
  const baseline = await startStaticBaseline(ctx.pool, { dir: baselineDir, name: 's7-baseline-spa' });
  const browser = await launchChromium();
  ctx.pool.onStop(() => browser.close());

  const sides = [
    { key: 'portal', label: 'login page', url: `${portal.url}/tis/login`, readySelector: '[data-testid="privacy-checkbox"]', loads: /** @type {import('../lib/browser.js').LoadFigures[]} */ ([]) },
    { key: 'baseline', label: 'baseline app', url: `${baseline.url}/`, readySelector: '.ant-table-row', loads: /** @type {import('../lib/browser.js').LoadFigures[]} */ ([]) },
  ];
  try {
    // One load each first: the portal builds its lists and the OS caches the files.
    for (const side of sides) await firstLoad(browser, { url: side.url, cpuRate: s.cpuRate, readySelector: side.readySelector });
    for (let i = 1; i <= s.loads; i++) {
      for (const side of sides) {
        const load = await firstLoad(browser, { url: side.url, cpuRate: s.cpuRate, readySelector: side.readySelector });
        side.loads.push(load);
        ctx.log(`load ${i}/${s.loads} ${side.label.padEnd(12)} LCP ${fmt(load.lcp)} ms (${load.lcpElement || '?'}), FCP ${fmt(load.fcp)} ms, ${load.scripts.length} scripts`);
      }
    }
  } finally {
    await browser.close();
  }
  const lcp = sides.map((side) => median(side.loads.map((l) => l.lcp)));

  // What the browser really fetched for /login, against the files' sum.
  // Module chunks only (assets/); /tis/config.js is the deployment's small classic script.
  const loaded = jsFiles(sides[0].loads.at(-1)?.scripts.map((u) => distPathOf(new URL(u).pathname, '/tis/')) ?? []).filter((f) => f.startsWith('assets/'));
  const loadedJs = web.sizes.total(loaded);
  const missing = loginFiles.filter((f) => !loaded.includes(f));
  const extra = loaded.filter((f) => !loginFiles.includes(f));

  const rows = [
    {
      scenario: 'S7 login page initial JS',
      metric: `kB gzip, ${loginJs.count} files (${kB(loginJs.raw)} kB raw)`,
      ours: kB(loginJs.gzip),
      baseline: kB(baseJs.gzip),
      ratio: `${fmt(loginJs.gzip / baseJs.gzip, 2)}x`,
      target: `<= ${kB(TARGET.initialJsBytes)} kB`,
      pass: loginJs.gzip <= TARGET.initialJsBytes,
    },
    {
      scenario: 'S7 login page LCP',
      metric: `ms, median of ${s.loads}, CPU ${s.cpuRate}x slower`,
      ours: fmt(lcp[0]),
      baseline: fmt(lcp[1]),
      ratio: `${fmt(lcp[0] / lcp[1], 2)}x`,
      target: `<= ${fmt(TARGET.lcpMs)} ms`,
      pass: lcp[0] <= TARGET.lcpMs,
    },
    {
      scenario: 'S7 login page JS loaded',
      metric: `kB gzip the browser fetched, ${loadedJs.count} files`,
      ours: kB(loadedJs.gzip),
      baseline: '-',
      ratio: '-',
      target: '(info)',
      pass: undefined,
    },
    ...routes.map((route) => ({
      scenario: 'S7 route initial JS',
      metric: `kB gzip, ${route.chunk} (${route.count} files)`,
      ours: kB(route.gzip),
      baseline: '-',
      ratio: '-',
      target: '(info)',
      pass: undefined,
    })),
  ];
  const notes = [
    `S7: initial JS = index.html's module scripts + module preloads (${web.entry.length} files, ${kB(web.sizes.total(web.entry).gzip)} kB gzip for the SPA) ` +
      '+ the lazy chunk of the route with the files Vite preloads with it; gzip level 6 from the built files. Route rows: the entry + that chunk ' +
      '(pages of the main layout also load main-layout).',
  ];
  if (missing.length > 0 || extra.length > 0) {
    notes.push(`S7: the browser's scripts for /login differ from the files' list: not fetched ${missing.map(chunkName).join(', ') || '-'}; also fetched ${extra.map(chunkName).join(', ') || '-'}.`);
  }
  return {
    rows,
    notes,
    details: {
      settings: s,
      initialJs: { login: { ...loginJs, files: loginFiles }, baseline: { ...baseJs, files: base.entry }, loadedByBrowser: { ...loadedJs, files: loaded } },
      routes,
      lcpMs: { portal: round(lcp[0], 1), baseline: round(lcp[1], 1) },
      loads: Object.fromEntries(sides.map((side) => [side.key, side.loads.map((l) => ({ lcp: round(l.lcp, 1), fcp: l.fcp === undefined ? null : round(l.fcp, 1), element: l.lcpElement, scripts: l.scripts.length }))])),
    },
  };
}

/**
 * A built app's entry JS (index.html's module scripts and preloads) and the lazy chunks its
 * entry script imports.
 * @param {string} dir @param {string} base
 */
function appAssets(dir, base) {
  const { scripts, modulePreloads } = entryAssets(readFileSync(join(dir, 'index.html'), 'utf8'));
  const entry = jsFiles([...scripts, ...modulePreloads].map((u) => distPathOf(u, base)));
  const main = entry[0];
  if (!main) throw new Error(`${dir}/index.html loads no module script`);
  return { entry, lazy: lazyChunks(readFileSync(join(dir, main), 'utf8'), `${dirname(main)}/`), sizes: new GzipSizes(dir) };
}
