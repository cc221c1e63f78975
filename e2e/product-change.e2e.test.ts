import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PageResult, ProductChangeDetail, VehicleView } from '@tis/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, attemptOf, signedInPage, usePortalInBrowser } from './harness.js';

const TITLE = 'E2E 后制动软管支架加强';

/**
 * Product-change notices in the browser (issue 16): admin writes a change for the A5 sedan over a
 * VIN range around a demo vehicle on /EditProductChange and submits it; oem01 approves it from the
 * reading view; admin publishes it from /ProductChangeManagement. dealer01 finds the message in
 * /MyMessage, opens the change from it, and on /ProductChange sees that it applies to the demo VIN.
 * Screenshots of the reading view and of the VIN check (e2e/.artifacts).
 */
describe('product-change notices in the browser', () => {
  const started = usePortalInBrowser();
  const base = () => `${started.portal().baseUrl}/tis`;

  async function api<T>(page: Page, path: string): Promise<T> {
    const token = await page.evaluate(() => localStorage.getItem('tis.token'));
    const answer = await fetch(`${started.portal().baseUrl}/tis/api/${path}`, { headers: { Authorization: token ?? '' } });
    const body = (await answer.json()) as { code: string; data: T };
    expect(body.code, JSON.stringify(body)).toBe('000000');
    return body.data;
  }

  async function choose(page: Page, select: Locator, text: string): Promise<void> {
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
  }

  async function pickDate(picker: Locator, day: string): Promise<void> {
    // antd puts the test id on the picker's input itself.
    const input = (await picker.evaluate((el) => el.tagName)) === 'INPUT' ? picker : picker.locator('input').first();
    await input.click();
    await input.fill(day);
    await input.press('Enter');
  }

  async function step(page: Page, id: string, action: 'submit' | 'publish'): Promise<void> {
    const answer = page.waitForResponse((r) => r.url().includes(`/documentService/productChange/${id}/${action}`));
    await page.getByTestId(`pcn-action-${action}`).first().click();
    expect((await (await answer).json()).code).toBe('000000');
  }

  async function screenshot(page: Page, name: string): Promise<void> {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}-zh_CN-1366x768.png`), fullPage: true, animations: 'disabled' });
  }

  it('admin writes and publishes a change; dealer01 is told in /MyMessage and sees it apply to a demo VIN', async ({ task }) => {
    // A retried test writes another change: the first attempt's may be there, published.
    const attempt = attemptOf(task);
    const code = `E2E-PCN-${attempt + 1}`;
    const title = attempt === 0 ? TITLE : `${TITLE} ${attempt + 1}`;
    const t0 = Date.now();
    const mark = (what: string) => console.log(`[product-change e2e ${((Date.now() - t0) / 1000).toFixed(1)} s] ${what}`);
    const admin = await signedInPage(started.browser(), started.portal(), 'admin');
    const [vehicle] = (await api<PageResult<VehicleView>>(admin, 'vehicleService/vehicle/list?seriesCode=PC-A5&pageSize=5')).list;
    if (!vehicle) throw new Error('no demo vehicle of the A5 sedan');
    const prefix = vehicle.vin.slice(0, 11);

    await admin.goto(`${base()}/ProductChangeManagement`);
    await admin.getByTestId('pcn-new').click();
    await admin.getByTestId('pcn-editor').waitFor();
    await admin.getByTestId('pcn-code').fill(code);
    await admin.getByTestId('pcn-title').fill(title);
    await choose(admin, admin.getByTestId('pcn-brand'), '(PC)');
    await pickDate(admin.getByTestId('pcn-effective-date'), '2026-03-01');
    await choose(admin, admin.getByTestId('pcn-series'), '(PC-A5)');
    await admin.keyboard.press('Escape');
    await admin.getByTestId('pcn-vin-from').fill(`${prefix}000000`);
    await admin.getByTestId('pcn-vin-to').fill(`${prefix}999999`);
    await admin.getByTestId('pcn-description').locator('[contenteditable]').fill('支架加强，维修时按新件更换。');
    const created = admin.waitForResponse((r) => r.url().endsWith('/documentService/productChange') && r.request().method() === 'POST');
    await admin.getByTestId('pcn-save').click();
    const draft = ((await (await created).json()) as { data: ProductChangeDetail }).data;
    expect(draft).toMatchObject({ changeCode: code, title, brandCode: 'PC', series: [{ seriesCode: 'PC-A5' }], applyBy: 'vinRange', submitState: 0 });
    await admin.getByTestId('pcn-detail').waitFor();
    await step(admin, draft.id, 'submit');
    mark('admin saved and submitted the change');

    // Another holder of the verify key approves it.
    const oem = await signedInPage(started.browser(), started.portal(), 'oem01');
    await oem.goto(`${base()}/ViewProductChange?id=${draft.id}`);
    await oem.getByTestId('pcn-action-verify').click();
    await oem.locator('.ant-modal-wrap:visible').getByRole('dialog').waitFor();
    await oem.getByTestId('verify-decision').getByText('通过', { exact: true }).click();
    const verified = oem.waitForResponse((r) => r.url().includes(`/documentService/productChange/${draft.id}/verify`));
    await oem.locator('.ant-modal-wrap:visible .ant-btn-primary').last().click();
    expect((await (await verified).json()).code).toBe('000000');
    mark('oem01 approved it');

    // Admin publishes it from the staff list.
    await admin.goto(`${base()}/ProductChangeManagement`);
    const row = admin.getByTestId(`pcn-row-${code}`);
    await row.waitFor();
    const published = admin.waitForResponse((r) => r.url().includes(`/documentService/productChange/${draft.id}/publish`));
    await row.getByTestId('pcn-action-publish').click();
    expect((await (await published).json()).code).toBe('000000');
    mark('admin published it');

    // dealer01 (brands PC and CV) is told, and opens the change from the message.
    const dealer = await signedInPage(started.browser(), started.portal(), 'dealer01');
    await dealer.goto(`${base()}/MyMessage`);
    const message = dealer.getByTestId('my-message-page').getByText(`品牌 PC 的新产品变更 ${code}：“${title}”`);
    await expect.poll(async () => {
      if ((await message.count()) > 0) return true;
      await dealer.reload();
      await dealer.getByTestId('my-message-page').waitFor();
      return false;
    }, { timeout: 15_000 }).toBe(true);
    await message.click();
    // The message opens in the drawer; its link opens the change.
    await dealer.getByTestId('message-drawer').getByTestId('message-link').click();
    await dealer.getByTestId('pcn-detail').waitFor();
    expect(dealer.url()).toContain(`/ViewProductChange?id=${draft.id}`);
    await expect.poll(() => dealer.getByTestId('pcn-description-view').textContent()).toContain('支架加强');
    expect(await dealer.getByTestId('pcn-action-edit').count()).toBe(0);
    await screenshot(dealer, 'product-change-view');
    mark('dealer01 opened it from the message');

    // The change applies to the demo VIN by its range.
    await dealer.goto(`${base()}/ProductChange`);
    await dealer.getByTestId('pcn-reader-page').getByText(code).waitFor();
    await dealer.getByTestId('pcn-vin').fill(vehicle.vin);
    await dealer.getByTestId('pcn-vin-submit').click();
    const answer = dealer.getByTestId('pcn-vin-answer');
    await answer.waitFor();
    await expect.poll(() => answer.getByTestId(`pcn-match-${code}`).textContent()).toBe('VIN 在范围内');
    await screenshot(dealer, 'product-change-vin-check');
  }, 180_000);
});
