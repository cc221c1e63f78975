import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { ARTIFACTS_DIR, startPortal, type Portal } from './harness.js';

/** The SPA in Chromium against the embedded portal (services/all-in-one). */
describe('portal in the browser', () => {
  let portal: Portal | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // No silent skip: a missing portal or browser fails the run with a clear message.
    portal = await startPortal();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  async function openPage(path: string): Promise<Page> {
    const context = await browser!.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${portal!.baseUrl}${path}`);
    return page;
  }

  it('opening /tis/ lands on /tis/login with the login form in Chinese', async () => {
    const page = await openPage('/tis/');
    await page.waitForURL('**/tis/login');
    expect(new URL(page.url()).pathname).toBe('/tis/login');
    await page.getByRole('tab', { name: '账号登录' }).click();
    await expect.poll(() => page.getByTestId('login-submit').innerText()).toMatch(/登\s*录/);
    expect(await page.getByPlaceholder('请输入账号').count()).toBe(1);
    expect(await page.getByPlaceholder('请输入密码').count()).toBe(1);
    expect(await page.title()).toContain('售后技术信息服务系统');
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'login.png'), fullPage: true, animations: 'disabled' });
    await page.context().close();
  });

  it('switching to English changes the texts', async () => {
    const page = await openPage('/tis/login');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('tab', { name: 'Password' }).click();
    await expect.poll(() => page.getByTestId('login-submit').innerText()).toBe('Log in');
    expect(await page.getByPlaceholder('Enter your account').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('tis.lang'))).toBe('en_US');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await page.context().close();
  });

  it('submitting with an empty account shows the required-field message', async () => {
    const page = await openPage('/tis/login');
    await page.getByRole('tab', { name: '账号登录' }).click();
    await page.getByTestId('login-submit').click();
    await page.getByText('请输入账号', { exact: true }).waitFor();
    await page.getByText('请输入密码', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tis/login');
    await page.context().close();
  });

  it('an unknown path lands on /tis/error', async () => {
    const page = await openPage('/tis/no/such/page');
    await page.waitForURL('**/tis/error');
    await page.getByTestId('error-page').waitFor();
    expect(await page.getByText('页面不存在或无法访问').count()).toBe(1);
    await page.context().close();
  });

  it('logout clears the token and returns to the login page of the stored logo', async () => {
    const context = await browser!.newContext({ locale: 'zh-CN' });
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('tis.token', 'e2e-token');
      localStorage.setItem('tis.logo', 'com');
      localStorage.setItem('tis.user', JSON.stringify({ userCode: 'e2e', userName: 'E2E User' }));
    });
    const page = await context.newPage();
    await page.goto(`${portal!.baseUrl}/tis/`);
    await page.waitForURL('**/tis/index');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('current-user').innerText()).toContain('E2E User');
    await page.getByTestId('logout').click();
    await page.waitForURL('**/tis/com');
    expect(await page.evaluate(() => localStorage.getItem('tis.token'))).toBeNull();
    await context.close();
  });

  it('a page that needs a session sends the visitor to the login page', async () => {
    const page = await openPage('/tis/index');
    await page.waitForURL('**/tis/login');
    await page.context().close();
  });
});
