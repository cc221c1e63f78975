import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoUser } from '@tis/nest/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, demoVehicles, signedInPage, usePortalInBrowser, type DemoVehicle } from './harness.js';

/** The portal search (/SearchPage) in Chromium against the embedded portal with its demo data. */
describe('portal search in the browser', () => {
  const started = usePortalInBrowser();

  const signedIn = (user: DemoUser): Promise<Page> => signedInPage(started.browser(), started.portal(), user);

  /** A demo vehicle, read from the list route with the page's session. */
  const demoVehicle = async (page: Page): Promise<DemoVehicle> => (await demoVehicles(started.portal(), page, 2)).list[0]!;

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
    await page.goto(`${started.portal().baseUrl}/tis/SearchPage`);
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
