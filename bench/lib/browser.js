/**
 * First loads in Debian's Chromium through playwright-core (the e2e set-up of e2e/browser.ts:
 * /usr/bin/chromium, never a downloaded browser), for S7.
 *
 * Each load runs in a fresh browser context (empty cache, no service worker), with the page's CPU
 * slowed down by CDP `Emulation.setCPUThrottlingRate` and, when asked, a slow network
 * (`Network.emulateNetworkConditions`). The largest contentful paint is read from a
 * PerformanceObserver registered before any of the page's scripts run; the last entry once the
 * network has been idle and the page's ready element is visible is the LCP. The bytes each request
 * moved over the network (headers and the encoded body: `encodedDataLength` of CDP's
 * `Network.loadingFinished`) are counted per URL.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env['TIS_CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** @returns {Promise<import('playwright-core').Browser>} */
export async function launchChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH} (scripts/ensure-test-deps.sh installs it: apt-get install -y --no-install-recommends chromium)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
  });
}

/**
 * @typedef {object} LoadFigures
 * @property {number} lcp      largest contentful paint, ms after navigation start
 * @property {number | undefined} fcp  first contentful paint, ms
 * @property {string} lcpElement  tag (and class) of the LCP element
 * @property {string[]} scripts  URLs of the JavaScript the page loaded (until the network was idle)
 * @property {string[]} scriptsBeforeReady  URLs of the JavaScript the page asked for before its ready element first showed
 * @property {Map<string, number>} transferred  bytes received per URL (headers + encoded body), every request until the network was idle
 */

/**
 * A slow link: download and upload in kbit/s (1000 bit), latency added to every request in ms.
 * @typedef {{ downloadKbps: number, uploadKbps: number, latencyMs: number }} NetworkProfile
 */

/**
 * Loads `url` once and returns its paint figures.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string, cpuRate: number, readySelector: string, network?: NetworkProfile, timeoutMs?: number }} options
 * @returns {Promise<LoadFigures>}
 */
export async function firstLoad(browser, { url, cpuRate, readySelector, network, timeoutMs = 60_000 }) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    /** @type {Map<string, string>} */
    const urlOf = new Map();
    /** @type {Map<string, number>} */
    const transferred = new Map();
    cdp.on('Network.requestWillBeSent', (e) => urlOf.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => {
      const requested = urlOf.get(e.requestId);
      if (requested !== undefined) transferred.set(requested, (transferred.get(requested) ?? 0) + e.encodedDataLength);
    });
    await cdp.send('Network.enable');
    if (network) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.latencyMs,
        // CDP takes bytes per second.
        downloadThroughput: (network.downloadKbps * 1000) / 8,
        uploadThroughput: (network.uploadKbps * 1000) / 8,
      });
    }
    await page.addInitScript((selector) => {
      const w = /** @type {any} */ (window);
      w.__lcp = { time: 0, element: '' };
      // When the ready element first shows: the scripts asked for before then are what the page needed to render.
      w.__readyAt = 0;
      const watch = new MutationObserver(() => {
        if (!w.__readyAt && document.querySelector(selector)) {
          w.__readyAt = performance.now();
          watch.disconnect();
        }
      });
      watch.observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const e = /** @type {any} */ (entry);
          const el = e.element;
          w.__lcp = { time: e.startTime, element: el ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}` : '' };
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }, readySelector);
    /** @type {string[]} */
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url())) scripts.push(response.url());
    });
    page.setDefaultTimeout(timeoutMs);
    const answer = await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
    if (!answer || answer.status() !== 200) throw new Error(`${url} answered ${answer?.status()}`);
    await page.locator(readySelector).first().waitFor({ state: 'visible' });
    // LCP entries are queued after the frame is painted: let the last one arrive.
    await page.waitForTimeout(300);
    const figures = await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      const scriptsBeforeReady = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= w.__readyAt && /\.m?js(\?|$)/.test(e.name))
        .map((e) => e.name);
      return { lcp: w.__lcp.time, element: w.__lcp.element, fcp: fcp ? fcp.startTime : undefined, scriptsBeforeReady, readyAt: w.__readyAt };
    });
    if (!(figures.readyAt > 0)) throw new Error(`${url}: ${readySelector} was not seen appearing`);
    if (!(figures.lcp > 0)) throw new Error(`${url}: no largest-contentful-paint entry`);
    return { lcp: figures.lcp, fcp: figures.fcp, lcpElement: figures.element, scripts, scriptsBeforeReady: figures.scriptsBeforeReady, transferred };
  } finally {
    await context.close();
  }
}
