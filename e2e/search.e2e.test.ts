import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORDS, type DemoUser } from '@tis/nest/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { ARTIFACTS_DIR, startPortal, type Portal } from './harness.js';

interface DemoVehicle {
  vin: string;
  brandName: string | null;
  seriesName: string | null;
}

/** The portal search (/SearchPage) in Chromium against the embedded portal with its demo data. */
describe('portal search in the browser', () => {
  let portal: Portal | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** A fresh 1366x768 window signed in through the login form (password tab, privacy box ticked). */
  async function signedIn(user: DemoUser): Promise<Page> {
    const context = await browser!.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${portal!.baseUrl}/tis/login`);
    await page.getByRole('tab', { name: '账号登录' }).click();
    for (const [testId, value] of [['login-account', user], ['login-password', DEMO_PASSWORDS[user]]] as const) await page.getByTestId(testId).fill(value);
    await page.getByTestId('privacy-checkbox').check();
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor();
    return page;
  }

  /** A demo vehicle, read from the list route with the page's session. */
  async function demoVehicle(page: Page): Promise<DemoVehicle> {
    const token = await page.evaluate(() => localStorage.getItem('tis.token'));
    const answer = await fetch(`${portal!.baseUrl}/tis/api/vehicleService/vehicle/list?pageNo=2&pageSize=5`, { headers: { Authorization: token ?? '' } });
    const body = (await answer.json()) as { code: string; data: { list: DemoVehicle[] } };
    expect(body.code).toBe('000000');
    return body.data.list[0]!;
  }

  it('admin searches a page from the home box, follows the result, and finds a demo vehicle by its VIN', async () => {
    const page = await signedIn('admin');
    const demo = await demoVehicle(page);

    // A blank keyword searches nothing.
    await page.getByTestId('home-search-submit').click();
    expect(await page.getByTestId('home-search-problem').innerText()).toBe('请输入搜索关键字');
    expect(new URL(page.url()).pathname).toBe('/tis/index');

    // The home box opens /SearchPage?keyword=… with the page the administrator may open.
    await page.getByTestId('home-search-input').fill('用户管理');
    await page.getByTestId('home-search-input').press('Enter');
    await page.waitForURL((url) => url.pathname === '/tis/SearchPage' && url.searchParams.get('keyword') === '用户管理');
    const result = page.getByTestId('search-function-baseinfouser');
    await result.waitFor();
    expect(await page.getByTestId('search-functions-count').innerText()).toBe('1');

    // The URL holds the search: a reload shows the same result.
    await page.reload();
    await result.waitFor();
    await result.getByTestId('search-function-link').click();
    await page.waitForURL('**/tis/baseinfouser');

    // A demo VIN (typed in lower case) shows its vehicle.
    await page.goto(`${portal!.baseUrl}/tis/SearchPage`);
    await page.getByTestId('search-input').fill(demo.vin.toLowerCase());
    const lookup = page.waitForResponse((r) => r.url().includes('/vehicleService/vehicle/vin?'));
    await page.getByTestId('search-submit').click();
    expect(new URL((await lookup).url()).searchParams.get('vin')).toBe(demo.vin);
    await expect.poll(() => page.getByTestId('search-vehicle-brand').innerText()).toContain(demo.brandName!);
    expect(await page.getByTestId('search-vehicle-series').innerText()).toContain(demo.seriesName!);
    expect(await page.getByTestId('search-vehicle-vin').innerText()).toBe(demo.vin);
    expect(await page.getByTestId('toast-error').count()).toBe(0);

    // Nothing sticks out of a 1366x768 window sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'search.png'), animations: 'disabled' });
    await page.context().close();
  });
});
