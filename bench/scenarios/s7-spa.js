/**
 * S7 — the SPA's first load: the login page in Chromium with a 4x slower CPU, then also on a slow
 * network, and the bytes it moves, vs a blank Vite + antd app with one table page.
 *
 * Ours: the built SPA (a copy of web/dist taken at the start, so that a rebuild during the run
 * changes nothing) served by the embedded portal (TIS_WEB_DIR), `/tis/login`: precompressed
 * brotli / gzip files beside the built ones (web/vite.config.ts `precompress`), chosen by the
 * request's Accept-Encoding.
 * Baseline: bench/baseline-spa (React + antd, one table page, the portal SPA's Vite, React plugin,
 * target and precompression, Vite's default chunking), built by the bench into the run directory
 * and served the same way (the `.br` / `.gz` beside each file) by raw node:http in its own process.
 * Login initial JS: the JavaScript the browser asked for before the login form first showed (resource
 * timing entries started before a MutationObserver saw the form): the entry, the login route's chunk
 * with its preloads, and the start language's shell texts — counted as the bytes Chromium received
 * for them (CDP `Network.loadingFinished` encodedDataLength: headers and the encoded body); kB =
 * 1000 bytes, as Vite reports. The baseline's: its scripts before its table rows showed. What loads
 * after the first render (antd's notifications at idle) is listed in a note and counted in the
 * "loaded" row; every request of the page (document, scripts, styles, texts, fonts) in the
 * "transferred" row. Per route (information): the entry (index.html's module scripts and preloads) +
 * the route's lazy chunk and the files Vite preloads with it (`__vite__mapDeps`), at the sizes of
 * their `.br` files; pages of the main layout also load the main-layout chunk.
 * LCP: playwright-core on /usr/bin/chromium (e2e/browser.ts flags), a fresh context per load
 * (cold cache), CPU throttled 4x through CDP; and a second series on a slow network as well
 * (CDP `Network.emulateNetworkConditions`: 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency). The
 * largest-contentful-paint entry once the network is idle and the page shows its login card /
 * table. Loads alternate ours / baseline; the median counts.
 * Targets: login initial JS <= 250 kB received; login LCP <= 1.5 s (CPU 4x); on the slow network,
 * login LCP <= 1.2x the baseline's.
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLoad, launchChromium } from '../lib/browser.js';
import { childEnv, ROOT, startEmbeddedPortal, startStaticBaseline, WEB_DIST } from '../lib/servers.js';
import { BuiltSizes, chunkName, distPathOf, entryAssets, jsFiles, lazyChunks } from '../lib/spa-assets.js';
import { median, round } from '../lib/stats.js';
import { fmt } from '../lib/table.js';

export const id = 'S7';
export const title = 'SPA first load: login page initial JS, bytes and LCP (4x CPU throttling; slow network) vs a blank Vite + antd app';
/** run.js builds web/dist when it is missing. */
export const requires = ['web'];

const CPU_RATE = 4;
/** A slow link of a dealer's office: 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency. */
const SLOW_NETWORK = { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150 };
const TARGET = { initialJsBytes: 250_000, lcpMs: 1500, slowLcpRatio: 1.2 };
const BASELINE_CONFIG = fileURLToPath(new URL('../baseline-spa/vite.config.js', import.meta.url));
const VITE_BIN = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const kB = (/** @type {number} */ bytes) => fmt(bytes / 1000, 1);

export function settings(quick) {
  return { loads: quick ? 3 : 10, cpuRate: CPU_RATE, slowNetwork: SLOW_NETWORK };
}

/** @typedef {import('../lib/browser.js').LoadFigures} LoadFigures */

/**
 * Bytes received for the given URLs in one load; a URL without a finished request is an error
 * (the measure would be short).
 * @param {LoadFigures} load @param {Iterable<string>} urls
 */
function received(load, urls) {
  let bytes = 0;
  for (const url of new Set(urls)) {
    const size = load.transferred.get(url);
    if (size === undefined) throw new Error(`S7: no finished network request for ${url}`);
    bytes += size;
  }
  return bytes;
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
  if (!existsSync(join(webDir, 'index.html.br'))) {
    throw new Error(`${WEB_DIST} has no precompressed files (index.html.br): rebuild the SPA (pnpm --filter @tis/web build)`);
  }

  // The entry's JavaScript from the files, for the route rows; the login page's initial JS is what
  // the browser asked for before the login form showed (below), at the bytes it received.
  const web = appAssets(webDir, '/tis/');

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

  const profiles = [
    { key: 'cpu', label: `CPU ${s.cpuRate}x`, network: undefined },
    { key: 'slow', label: `CPU ${s.cpuRate}x, slow network`, network: s.slowNetwork },
  ];
  const sides = [
    { key: 'portal', label: 'login page', url: `${portal.url}/tis/login`, base: '/tis/', readySelector: '[data-testid="privacy-checkbox"]' },
    { key: 'baseline', label: 'baseline app', url: `${baseline.url}/`, base: '/', readySelector: '.ant-table-row' },
  ];
  /** @type {Record<string, Record<string, LoadFigures[]>>} loads[profile][side] */
  const loads = Object.fromEntries(profiles.map((p) => [p.key, Object.fromEntries(sides.map((side) => [side.key, /** @type {LoadFigures[]} */ ([])]))]));
  try {
    // One load each first: the portal builds its lists and the OS caches the files.
    for (const side of sides) await firstLoad(browser, { url: side.url, cpuRate: s.cpuRate, readySelector: side.readySelector });
    for (const profile of profiles) {
      for (let i = 1; i <= s.loads; i++) {
        for (const side of sides) {
          const load = await firstLoad(browser, { url: side.url, cpuRate: s.cpuRate, readySelector: side.readySelector, ...(profile.network ? { network: profile.network } : {}) });
          loads[profile.key][side.key].push(load);
          const bytes = [...load.transferred.values()].reduce((a, b) => a + b, 0);
          ctx.log(
            `${profile.label.padEnd(24)} load ${i}/${s.loads} ${side.label.padEnd(12)} LCP ${fmt(load.lcp)} ms (${load.lcpElement || '?'}), ` +
              `FCP ${fmt(load.fcp)} ms, ${load.scripts.length} scripts, ${kB(bytes)} kB received`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  const lcp = (/** @type {string} */ profile, /** @type {string} */ side) => median(loads[profile][side].map((l) => l.lcp));

  // What the browser fetched for /login in the last CPU-throttled load (the bytes do not depend on
  // the network's speed): before the login form showed (the target), and by the time the network
  // was idle (what loads after the first render, e.g. the notifications, included). Module chunks
  // only (assets/); /tis/config.js is the deployment's small classic script.
  const lastOf = (/** @type {string} */ side) => {
    const last = loads['cpu'][side].at(-1);
    if (!last) throw new Error('S7: no measured load');
    return last;
  };
  const assetUrls = (/** @type {string[]} */ urls, /** @type {string} */ base) =>
    [...new Set(urls)].filter((u) => u.endsWith('.js') && distPathOf(new URL(u).pathname, base).startsWith('assets/'));
  const ours = lastOf('portal');
  const theirs = lastOf('baseline');
  const loginUrls = assetUrls(ours.scriptsBeforeReady, '/tis/');
  const loginFiles = loginUrls.map((u) => distPathOf(new URL(u).pathname, '/tis/'));
  const loginJs = received(ours, loginUrls);
  const baseJs = received(theirs, assetUrls(theirs.scriptsBeforeReady, '/'));
  const loadedUrls = assetUrls(ours.scripts, '/tis/');
  const loadedJs = received(ours, loadedUrls);
  const later = loadedUrls.filter((u) => !loginUrls.includes(u)).map((u) => chunkName(new URL(u).pathname));
  const all = (/** @type {LoadFigures} */ load) => received(load, load.transferred.keys());
  const slowLcp = [lcp('slow', 'portal'), lcp('slow', 'baseline')];

  const rows = [
    {
      scenario: 'S7 login page initial JS',
      metric: `kB received before the form showed, ${loginUrls.length} files (${kB(web.sizes.total(loginFiles).raw)} kB raw)`,
      ours: kB(loginJs),
      baseline: kB(baseJs),
      ratio: `${fmt(loginJs / baseJs, 2)}x`,
      target: `<= ${kB(TARGET.initialJsBytes)} kB`,
      pass: loginJs <= TARGET.initialJsBytes,
    },
    {
      scenario: 'S7 login page transferred',
      metric: `kB received by network idle, ${ours.transferred.size} requests (baseline ${theirs.transferred.size})`,
      ours: kB(all(ours)),
      baseline: kB(all(theirs)),
      ratio: `${fmt(all(ours) / all(theirs), 2)}x`,
      target: '(info)',
      pass: undefined,
    },
    {
      scenario: 'S7 login page LCP',
      metric: `ms, median of ${s.loads}, CPU ${s.cpuRate}x slower`,
      ours: fmt(lcp('cpu', 'portal')),
      baseline: fmt(lcp('cpu', 'baseline')),
      ratio: `${fmt(lcp('cpu', 'portal') / lcp('cpu', 'baseline'), 2)}x`,
      target: `<= ${fmt(TARGET.lcpMs)} ms`,
      pass: lcp('cpu', 'portal') <= TARGET.lcpMs,
    },
    {
      scenario: 'S7 login page LCP, slow net',
      metric: `ms, median of ${s.loads}, CPU ${s.cpuRate}x, ${fmt(s.slowNetwork.downloadKbps / 1000, 1)} Mbit/s, ${s.slowNetwork.latencyMs} ms`,
      ours: fmt(slowLcp[0]),
      baseline: fmt(slowLcp[1]),
      ratio: `${fmt(slowLcp[0] / slowLcp[1], 2)}x`,
      target: `<= ${fmt(TARGET.slowLcpRatio, 1)}x`,
      pass: slowLcp[0] <= slowLcp[1] * TARGET.slowLcpRatio,
    },
    {
      scenario: 'S7 login page JS loaded',
      metric: `kB received by network idle, ${loadedUrls.length} files`,
      ours: kB(loadedJs),
      baseline: '-',
      ratio: '-',
      target: '(info)',
      pass: undefined,
    },
    ...routes.map((route) => ({
      scenario: 'S7 route initial JS',
      metric: `kB brotli, ${route.chunk} (${route.count} files)`,
      ours: kB(route.br),
      baseline: '-',
      ratio: '-',
      target: '(info)',
      pass: undefined,
    })),
  ];
  const notes = [
    `S7: login initial JS = the JavaScript the browser asked for before the login form first showed (resource timing, last CPU-throttled load), ` +
      `at the bytes Chromium received for it (CDP encodedDataLength: headers + brotli body); the entry alone (index.html's module scripts and preloads) ` +
      `is ${kB(web.sizes.total(web.entry).br)} kB brotli. Loaded after the first render: ${later.join(', ') || '-'}. Route rows: the entry + that chunk ` +
      `with the files Vite preloads with it, at their .br sizes (pages of the main layout also load main-layout; texts load per language and part on top: ` +
      `${otherLazy.length} other lazy chunks, ${kB(web.sizes.total(jsFiles(otherLazy.map((c) => c.file))).br)} kB brotli in all, not listed).`,
  ];
  return {
    rows,
    notes,
    details: {
      settings: s,
      initialJs: {
        login: { received: loginJs, raw: web.sizes.total(loginFiles).raw, files: loginFiles },
        baseline: { received: baseJs, files: assetUrls(theirs.scriptsBeforeReady, '/') },
        byNetworkIdle: { received: loadedJs, files: loadedUrls },
      },
      transferred: { portal: Object.fromEntries(ours.transferred), baseline: Object.fromEntries(theirs.transferred) },
      routes,
      lcpMs: Object.fromEntries(profiles.map((p) => [p.key, { portal: round(lcp(p.key, 'portal'), 1), baseline: round(lcp(p.key, 'baseline'), 1) }])),
      loads: Object.fromEntries(
        profiles.map((p) => [
          p.key,
          Object.fromEntries(
            sides.map((side) => [
              side.key,
              loads[p.key][side.key].map((l) => ({
                lcp: round(l.lcp, 1),
                fcp: l.fcp === undefined ? null : round(l.fcp, 1),
                element: l.lcpElement,
                scripts: l.scripts.length,
                received: all(l),
              })),
            ]),
          ),
        ]),
      ),
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
  return { entry, lazy, sizes: new BuiltSizes(dir) };
}
