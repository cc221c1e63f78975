import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORDS, type DemoUser } from '@tis/nest/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, usePortalInBrowser } from './harness.js';

/** A sentence of the privacy policy the server writes into its PDF (services/oauth/src/privacy/policy-pdf.ts). */
const POLICY_SENTENCE = 'Login and operation logs are deleted after three years.';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/**
 * Issue 14, items 2-4 in Chromium: the privacy policy's text is on the page, a home tile opens its
 * module, and the main layout fits a phone (screenshots at 390x844 and 1366x768 in e2e/.artifacts).
 */
describe('privacy policy, home modules and the phone layout in the browser', () => {
  const started = usePortalInBrowser();
  const contexts: BrowserContext[] = [];

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const url = (path: string) => `${started.portal().baseUrl}/tis${path}`;

  async function newPage(viewport: { width: number; height: number }, mobile = false): Promise<Page> {
    const context = await started.browser().newContext({ locale: 'zh-CN', viewport, isMobile: mobile, hasTouch: mobile });
    contexts.push(context);
    return context.newPage();
  }

  /** Signs in through the password tab (privacy box ticked) and waits for the home page. */
  async function signIn(page: Page, user: DemoUser): Promise<void> {
    await page.goto(url('/login'));
    await page.getByRole('tab', { name: '账号登录' }).click();
    await page.getByTestId('login-account').fill(user);
    await page.getByTestId('login-password').fill(DEMO_PASSWORDS[user]);
    await page.getByTestId('privacy-checkbox').check();
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor();
  }

  async function screenshot(page: Page, name: string): Promise<void> {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS_DIR, name) });
  }

  /** How far the page is wider than the window (0: no horizontal page scroll). */
  const overflow = (page: Page) => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

  it('the privacy policy viewer shows the policy text (pdf.js, no blocked frame); agree unlocks after the countdown', async () => {
    const page = await newPage(DESKTOP);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(url('/login'));
    await page.getByTestId('privacy-link').click();
    const dialog = page.getByTestId('privacy-policy');
    await expect.poll(() => dialog.getByText(POLICY_SENTENCE).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => dialog.getByText('TIS Privacy Policy').isVisible()).toBe(true);
    // The page is drawn too (a canvas of the pdf's size), not only its text.
    expect(await dialog.locator('.tis-pdf-page canvas').count()).toBe(1);
    expect(await dialog.locator('iframe').count()).toBe(0);
    const agree = page.getByTestId('privacy-policy-agree');
    expect(await agree.isDisabled()).toBe(true);
    await screenshot(page, 'privacy-policy-1366x768.png');
    await expect.poll(() => agree.isEnabled(), { timeout: 10_000 }).toBe(true);
    await agree.click();
    await expect.poll(() => page.getByTestId('privacy-checkbox').isChecked()).toBe(true);
    expect(blocked).toEqual([]);
  });

  it('the privacy policy can be read on a phone: the page fits the dialog, the dialog fits the screen', async () => {
    const page = await newPage(PHONE, true);
    await page.goto(url('/login'));
    await page.getByTestId('privacy-link').click();
    const dialog = page.getByTestId('privacy-policy');
    await expect.poll(() => dialog.getByText(POLICY_SENTENCE).isVisible(), { timeout: 20_000 }).toBe(true);
    const box = await page.locator('.ant-modal').boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'privacy-policy-390x844.png');
  });

  it('a home tile opens its module landing page, and a page from there', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, 'admin');
    const tile = page.getByTestId('home-module-epc');
    expect(await tile.evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
    await tile.click();
    await page.waitForURL(/\/tis\/Blank\?module=epc$/);
    await page.getByTestId('blank-page-EpcModel').waitFor();
    expect(await page.getByTestId('blank-title').textContent()).toBe('电子配件目录');
    await page.getByTestId('blank-page-EpcModel').click();
    await page.waitForURL(/\/tis\/EpcModel$/);
    // The admin-function button with the keyboard.
    await page.goto(url('/index'));
    await page.getByTestId('admin-function-FUNC-back').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/tis\/Blank\?module=FUNC-back$/);
    await page.getByTestId('blank-page-baseinfouser').waitFor();
    expect(await page.getByTestId('blank-title').textContent()).toBe('基础信息管理');
  });

  it('on a 390x844 phone the page does not scroll sideways; the menu, the user and logout are in the drawer; a dialog fits', async () => {
    const page = await newPage(PHONE, true);
    await signIn(page, 'admin');
    await page.getByTestId('home-module-epc').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // The header has no room for the user and logout: they are in the drawer with the menu.
    expect(await page.getByTestId('logout').count()).toBe(0);
    await screenshot(page, 'home-390x844.png');

    await page.getByTestId('menu-toggle').click();
    const drawer = page.locator('.tis-main-drawer');
    await expect.poll(() => drawer.getByTestId('current-user').isVisible()).toBe(true);
    expect(await drawer.getByTestId('current-user').textContent()).toContain('Administrator');
    expect(await drawer.getByTestId('logout').isVisible()).toBe(true);
    const drawerBox = await drawer.boundingBox();
    expect(drawerBox && drawerBox.x + drawerBox.width <= PHONE.width).toBe(true);
    await screenshot(page, 'menu-drawer-390x844.png');
    await drawer.getByTestId('menu-group-baseInfo').click();
    await drawer.getByTestId('menu-item-baseinfouser').click();
    await page.waitForURL(/\/tis\/baseinfouser$/);
    await page.getByTestId('users-page').waitFor();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.locator('.ant-table-row').first().waitFor();
    // The table scrolls inside itself; the page does not.
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const table = page.locator('.ant-table-content, .ant-table-body').first();
    expect(await table.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // The action column scrolls with its row instead of lying over the other cells.
    const overlapping = await page.locator('.ant-table-row').first().evaluate((row) => {
      const boxes = Array.from(row.children, (cell) => cell.getBoundingClientRect());
      return boxes.some((box, i) => i > 0 && box.left < boxes[i - 1]!.right - 1);
    });
    expect(overlapping).toBe(false);
    await screenshot(page, 'users-390x844.png');

    await page.getByTestId('user-add').click();
    const modal = page.locator('.ant-modal').filter({ has: page.getByTestId('user-code') });
    await modal.getByTestId('user-code').waitFor();
    const box = await modal.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'user-dialog-390x844.png');
    await page.keyboard.press('Escape');

    // Logout from the drawer.
    await page.getByTestId('menu-toggle').click();
    await drawer.getByTestId('logout').click();
    await page.waitForURL(/\/tis\/login$/);
  });

  it('at 1366x768 the header keeps the user and logout and there is no drawer', async () => {
    const page = await newPage(DESKTOP);
    await signIn(page, 'admin');
    expect(await page.getByTestId('logout').isVisible()).toBe(true);
    expect(await page.getByTestId('current-user').isVisible()).toBe(true);
    // The greeting sits on the avatar's line, centred in the header (not pushed to its bottom edge).
    const [avatar, greeting] = await Promise.all(
      ['.ant-avatar', '.tis-main-user-name'].map((selector) => page.getByTestId('current-user').locator(selector).boundingBox()),
    );
    expect(Math.abs(avatar!.y + avatar!.height / 2 - (greeting!.y + greeting!.height / 2))).toBeLessThanOrEqual(3);
    expect(await page.getByTestId('menu-toggle').count()).toBe(0);
    expect(await page.getByTestId('side-menu').isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'home-1366x768.png');
    await page.goto(url('/baseinfouser'));
    await page.locator('.ant-table-row').first().waitFor();
    await screenshot(page, 'users-1366x768.png');
  });
});
