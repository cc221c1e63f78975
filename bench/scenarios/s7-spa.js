/**
 * S7 — the SPA's first load: the login page in Chromium with a 4x slower CPU, and the JavaScript
 * it needs, vs a blank Vite + antd app with one table page.
 *
 * Ours: the built SPA (a copy of web/dist taken at the start, so that a rebuild during the run
 * changes nothing) served by the embedded portal (TIS_WEB_DIR), `/tis/login`.
 * Baseline: bench/baseline-spa (React + antd, one table page, the portal SPA's Vite, React plugin
 * and target, Vite's default chunking), built by the bench into the run directory and served by
 * raw node:http in its own process — uncompressed, like the portal serves web/dist.
 * Login initial JS: the JavaScript the browser asked for before the login form first showed (resource
 * timing entries started before a MutationObserver saw the form): the entry, the login route's chunk
 * with its preloads, and the start language's shell texts — each built file gzipped with zlib
 * (level 6); kB = 1000 bytes, as Vite reports. What loads after the first render (antd's
 * notifications at idle) is listed in a note and counted in the "loaded" row. Per route (information):
 * the entry (index.html's module scripts and preloads) + the route's lazy chunk and the files Vite
 * preloads with it (`__vite__mapDeps`); pages of the main layout also load the main-layout chunk.
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

  // The entry's JavaScript from the files; the login page's initial JS is what the browser asked for
  // before the login form showed (below): the entry, the route's chunk, and the start language's texts.
  const web = appAssets(webDir, '/tis/');
  const base = appAssets(baselineDir, '/');
  const baseJs = base.sizes.total(base.entry);

  ctx.log('starting the embedded portal (serves web/dist) and the baseline server');
  // Rows for the pages (chunks named after their page file) and the main layout; the other lazy
  // chunks (texts per language and part, antd and dayjs locales, antd's root) load with them.
  const isRoute = (/** @type {string} */ name) => name.endsWith('-page') || name === 'main-layout';
  const routes = web.lazy
    .filter((chunk) => isRoute(chunkName(chunk.file)))
    .map((chunk) => ({ chunk: chunkName(chunk.file), ...web.sizes.total(jsFiles([...web.entry, ...chunk.deps])) }));
  const otherLazy = web.lazy.filter((chunk) => !isRoute(chunkName(chunk.file)));
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

  // What the browser fetched for /login: before the login form showed (the target), and by the time
  // the network was idle (what loads after the first render, e.g. the notifications, included).
  // Module chunks only (assets/); /tis/config.js is the deployment's small classic script.
  const assetsOf = (/** @type {string[]} */ urls) => jsFiles(urls.map((u) => distPathOf(new URL(u).pathname, '/tis/'))).filter((f) => f.startsWith('assets/'));
  const lastLoad = sides[0].loads.at(-1);
  const loginFiles = assetsOf(lastLoad?.scriptsBeforeReady ?? []);
  const loginJs = web.sizes.total(loginFiles);
  const loaded = assetsOf(lastLoad?.scripts ?? []);
  const loadedJs = web.sizes.total(loaded);
  const later = loaded.filter((f) => !loginFiles.includes(f));

  const rows = [
    {
      scenario: 'S7 login page initial JS',
      metric: `kB gzip before the form showed, ${loginJs.count} files (${kB(loginJs.raw)} kB raw)`,
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
      metric: `kB gzip fetched by network idle, ${loadedJs.count} files`,
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
    `S7: login initial JS = the JavaScript the browser asked for before the login form first showed (resource timing, last load), ` +
      `gzip level 6 of the built files; the entry alone (index.html's module scripts and preloads) is ${kB(web.sizes.total(web.entry).gzip)} kB. ` +
      `Loaded after the first render: ${later.map(chunkName).join(', ') || '-'}. Route rows: the entry + that chunk with the files Vite preloads with it ` +
      `(pages of the main layout also load main-layout; texts load per language and part on top: ${otherLazy.length} other lazy chunks, ` +
      `${kB(web.sizes.total(jsFiles(otherLazy.map((c) => c.file))).gzip)} kB gzip in all, not listed).`,
  ];
  return {
    rows,
    notes,
    details: {
      settings: s,
      initialJs: { login: { ...loginJs, files: loginFiles }, baseline: { ...baseJs, files: base.entry }, byNetworkIdle: { ...loadedJs, files: loaded } },
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
  // The lazy chunks of every entry file (the route table, not index.html's script, holds the pages' imports).
  const lazy = entry.flatMap((file) => lazyChunks(readFileSync(join(dir, file), 'utf8'), `${dirname(file)}/`));
  return { entry, lazy, sizes: new GzipSizes(dir) };
}
