import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DemoUser } from '@tis/nest/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, demoVehicles, signedInPage, usePortalInBrowser, type DemoVehicle } from './harness.js';

/** The vehicle master data screens in Chromium against the embedded portal with its demo data. */
describe('vehicle master data in the browser', () => {
  const started = usePortalInBrowser();

  const signedIn = (user: DemoUser): Promise<Page> => signedInPage(started.browser(), started.portal(), user);

  /** A demo vehicle, read from the list route with the page's session. */
  async function demoVehicle(page: Page): Promise<DemoVehicle> {
    const vehicles = await demoVehicles(started.portal(), page, 3);
    expect(vehicles.total).toBe(200);
    return vehicles.list[0]!;
  }

  it('admin looks a demo VIN up on /vehicle, filters the list by VIN prefix, and the page fits 1366x768', async () => {
    const page = await signedIn('admin');
    const demo = await demoVehicle(page);
    await page.goto(`${started.portal().baseUrl}/tis/vehicle`);
    await page.getByTestId('vehicle-page').waitFor();
    await expect.poll(() => page.getByText('共 200 条').count()).toBe(1);

    // 16 characters: only the length hint; the 17th starts the lookup.
    const query = page.getByTestId('vin-query-input');
    const lookup = page.waitForRequest((r) => r.url().includes('/vehicleService/vehicle/vin?'));
    await query.pressSequentially(demo.vin.slice(0, 16).toLowerCase());
    expect(await page.getByTestId('vin-query-input-problem').innerText()).toBe('VIN必须为17位');
    await query.pressSequentially(demo.vin.slice(16));
    expect(new URL((await lookup).url()).searchParams.get('vin')).toBe(demo.vin);
    await expect.poll(() => page.getByTestId('vin-query-input-brand').innerText()).toContain(demo.brandName!);
    expect(await page.getByTestId('vin-query-input-series').innerText()).toContain(demo.seriesName!);

    // The list by VIN prefix: every row starts with it.
    const prefix = demo.vin.slice(0, 8);
    await page.getByTestId('filter-vin').fill(prefix.toLowerCase());
    const filtered = page.waitForResponse((r) => r.url().includes(`/vehicleService/vehicle/list?vin=${prefix}`));
    await page.getByTestId('filter-search').click();
    const { data } = (await (await filtered).json()) as { data: { list: DemoVehicle[]; total: number } };
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThan(200);
    await expect.poll(() => page.getByText(`共 ${data.total} 条`).count()).toBe(1);
    const vins = await page.locator('.ant-table-tbody td.tis-vin-cell').allInnerTexts();
    expect(vins.length).toBe(Math.min(data.total, 20));
    for (const vin of vins) expect(vin.startsWith(prefix)).toBe(true);

    // Nothing sticks out of a 1366x768 window sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'vehicle.png'), animations: 'disabled' });
    await page.context().close();
  });

  it('admin pages through /vehicleSeries on the server', async () => {
    const page = await signedIn('admin');
    await page.goto(`${started.portal().baseUrl}/tis/vehicleSeries`);
    await page.getByTestId('series-page').waitFor();
    await expect.poll(() => page.getByText('共 13 条').count(), { timeout: 15_000 }).toBe(1);
    const firstPage = await page.locator('.ant-table-tbody tr.ant-table-row').count();
    expect(firstPage).toBe(13);

    await page.locator('.ant-pagination-options .ant-select').click({ timeout: 15_000 });
    const listed = (pageNo: string, pageSize: string) => (r: { url(): string }) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('/vehicleService/series/list') && url.searchParams.get('pageNo') === pageNo && url.searchParams.get('pageSize') === pageSize;
    };
    const small = page.waitForResponse(listed('1', '5'), { timeout: 15_000 });
    await page.getByTitle('5 条/页').click({ timeout: 15_000 });
    await small;
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBe(5);
    const before = await page.locator('.ant-table-tbody tr.ant-table-row').first().innerText();
    const second = page.waitForResponse(listed('2', '5'), { timeout: 15_000 });
    await page.locator('.ant-pagination-item-2').click({ timeout: 15_000 });
    await second;
    await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').first().innerText(), { timeout: 15_000 }).not.toBe(before);
    await page.context().close();
  });

  it('admin adds a brand and deletes it after the confirmation', async () => {
    const page = await signedIn('admin');
    await page.goto(`${started.portal().baseUrl}/tis/vehicleBrand`);
    await page.getByTestId('brand-page').waitFor();
    await expect.poll(() => page.getByText('共 8 条').count()).toBe(1);

    await page.getByTestId('brand-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('brand-code').fill('E2E');
    await dialog.getByTestId('brand-name').fill('E2E Test Brand');
    await dialog.getByTestId('edit-modal-save').click();
    await page.getByTestId('toast-success').first().waitFor();
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'E2E Test Brand' });
    await row.waitFor();
    await expect.poll(() => page.getByText('共 9 条').count()).toBe(1);

    await row.getByTestId('row-delete').click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'E2E E2E Test Brand' });
    await confirm.waitFor();
    // Nothing is deleted before the confirmation.
    expect(await row.count()).toBe(1);
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('共 8 条').count()).toBe(1);
    await page.context().close();
  });

  it('dealer01 cannot open /vehicleBrand and has no vehicle admin item in the menu', async () => {
    const page = await signedIn('dealer01');
    const rights = await page.evaluate(() => (JSON.parse(localStorage.getItem('tis.roleRight') ?? '[]') as { funLink: string }[]).map((r) => r.funLink));
    expect(rights).not.toContain('vehicleBrand');
    expect(await page.getByTestId('menu-item-vehicleBrand').count()).toBe(0);
    await page.goto(`${started.portal().baseUrl}/tis/vehicleBrand`);
    await page.waitForURL('**/tis/error');
    await page.context().close();
  });
});
