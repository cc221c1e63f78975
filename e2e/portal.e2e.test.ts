import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORDS, type DemoUser, freePort, type OidcTestProvider, startOidcProvider } from '@tis/nest/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './browser.js';
import { ARTIFACTS_DIR, startPortal, type Portal } from './harness.js';

/** The text part of a mail the portal wrote as .eml (base64 or quoted-printable). */
function mailText(eml: string): string {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

/** The newest mail to `to` in the portal's mail folder, waiting for it to arrive. */
async function waitForMail(dataDir: string, to: string): Promise<string> {
  const dir = join(dataDir, 'mail');
  const safe = to.replace(/[^A-Za-z0-9@._-]/g, '_');
  for (let i = 0; i < 100; i++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(`-${safe}.eml`)).sort() : [];
    const newest = files.at(-1);
    if (newest) return mailText(readFileSync(join(dir, newest), 'utf8'));
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

/** The SPA in Chromium against the embedded portal (services/all-in-one). */
describe('portal in the browser', () => {
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  let oidc: OidcTestProvider | undefined;

  beforeAll(async () => {
    // No silent skip: a missing portal or browser fails the run with a clear message.
    // The OA single sign-on goes to a real local OpenID Connect provider.
    const oidcPort = await freePort();
    portal = await startPortal({
      env: { TIS_OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`, TIS_OIDC_CLIENT_ID: 'tis-e2e', TIS_OIDC_CLIENT_SECRET: 'e2e-client-secret-e2e-client-secret' },
    });
    oidc = await startOidcProvider({
      port: oidcPort,
      clientId: 'tis-e2e',
      clientSecret: 'e2e-client-secret-e2e-client-secret',
      redirectUris: [`${portal.baseUrl}/tis/ssoPage`],
      accounts: [{ sub: 'oa-e2e-1', preferred_username: 'oem01' }],
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await oidc?.stop();
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

  /** The password tab of a login page, filled in and submitted with the privacy box ticked. */
  async function logInThroughForm(page: Page, userCode: string, password: string, loginPath = '/tis/login'): Promise<void> {
    if (!page.url().endsWith(loginPath)) await page.goto(`${portal!.baseUrl}${loginPath}`);
    await page.getByRole('tab', { name: '账号登录' }).click();
    await page.getByTestId('login-account').fill(userCode);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('privacy-checkbox').check();
    await page.getByTestId('login-submit').click();
  }

  async function logInAs(user: DemoUser): Promise<Page> {
    const page = await openPage('/tis/login');
    await logInThroughForm(page, user, DEMO_PASSWORDS[user]);
    await page.waitForURL('**/tis/index');
    await page.getByTestId('home-page').waitFor();
    return page;
  }

  /** Opens every group of the side menu and answers the page keys of its items. */
  async function menuPages(page: Page): Promise<string[]> {
    const menu = page.getByTestId('side-menu');
    await menu.getByTestId('menu-group-home').waitFor();
    const groups = await menu.locator('[data-testid^="menu-group-"]').all();
    for (const group of groups) {
      const open = await group.evaluate((el) => el.closest('.ant-menu-submenu')?.classList.contains('ant-menu-submenu-open') ?? false);
      if (!open) await group.click();
    }
    const items = await menu.locator('[data-testid^="menu-item-"]').all();
    return Promise.all(items.map(async (item) => (await item.getAttribute('data-testid'))!.replace('menu-item-', '')));
  }

  const funLinks = (page: Page) =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('tis.roleRight') ?? '[]') as { funLink: string }[]).map((r) => r.funLink));

  it('admin logs in through the form (privacy box ticked) and lands on /index with the menu', async () => {
    const page = await openPage('/tis/login');
    const authorization: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/tis/api/oauth/userInfo')) authorization.push(request.headers().authorization ?? '');
    });
    const login = page.waitForRequest((r) => r.url().endsWith('/tis/api/oauth/login'));
    await logInThroughForm(page, 'admin', DEMO_PASSWORDS.admin);
    // The password leaves the browser encrypted, with the challenge's key and the privacy version.
    const form = new URLSearchParams((await login).postData() ?? '');
    expect(form.get('userCode')).toBe('admin');
    expect(form.get('password')).not.toContain(DEMO_PASSWORDS.admin);
    expect(form.get('keyId')).toBeTruthy();
    expect(form.get('privacyVersion')).toBeTruthy();

    await page.waitForURL('**/tis/index');
    await page.getByTestId('home-page').waitFor();
    expect(await page.getByTestId('current-user').innerText()).toContain('Administrator');
    // The user type is shown translated, not as its stored value.
    expect(await page.getByTestId('home-page').innerText()).toContain('主机厂');
    // The administrator holds every key; an admin function shows when its module has a page today
    // (claim and repair cases, EPC, basic info, feedback and notices), each a link to its module's landing page.
    const functions = page.getByTestId('admin-functions').locator('li a');
    expect(await functions.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/tis/Blank?module=claimBasic',
      '/tis/Blank?module=caseBasic',
      '/tis/Blank?module=epcSvgLog',
      '/tis/Blank?module=FUNC-back',
      '/tis/Blank?module=FUNC-feedback',
      '/tis/Blank?module=FUNC-notice',
    ]);
    expect(await page.getByTestId('menu-group-home').isVisible()).toBe(true);
    // The home page as it first shows (after the success toast has gone).
    await page.getByTestId('toast-success').waitFor({ state: 'detached' });
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'home.png'), fullPage: false, animations: 'disabled' });

    const pages = await menuPages(page);
    const rights = await funLinks(page);
    expect(pages).toContain('index');
    // The administrator holds every page: the menu lists every routed page of the groups.
    expect(pages.length).toBeGreaterThan(1);
    for (const key of pages) expect(key === 'index' || rights.includes(key), key).toBe(true);
    // The clients send the bare token (spec section 7).
    const token = await page.evaluate(() => localStorage.getItem('tis.token'));
    expect(token).toBeTruthy();
    await expect.poll(() => authorization.at(-1)).toBe(token);

    await page.context().close();
  });

  it('OA tab: after the privacy confirmation the OA provider signs oem01 in and /ssoPage opens the home page', async () => {
    oidc!.signInNext('oa-e2e-1');
    const page = await openPage('/tis/login');
    await page.getByRole('tab', { name: 'OA 单点登录' }).click();
    await page.getByTestId('login-oa').click();
    // The privacy box is not ticked: the confirmation opens; agreeing continues the OA login.
    await page.getByRole('button', { name: '同意并继续' }).click();
    await page.waitForURL('**/tis/index', { timeout: 20_000 });
    expect(await page.getByTestId('current-user').innerText()).toContain('Wang Fang');
    await page.context().close();
  });

  it('/ssoPage opened without an answer from the provider explains where to start', async () => {
    const page = await openPage('/tis/ssoPage');
    await page.getByTestId('sso-problem').waitFor();
    expect(await page.getByTestId('sso-problem').innerText()).toContain('请从登录页开始登录');
    await page.context().close();
  });

  it('without WebCrypto (plain HTTP from another host) the login encrypts with the lazily loaded fallback', async () => {
    const context = await browser!.newContext({ locale: 'zh-CN' });
    // What an insecure context looks like: no crypto.subtle (getRandomValues stays).
    await context.addInitScript(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined }));
    const page = await context.newPage();
    const forgeLoads: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes('RSAES-OAEP')) forgeLoads.push(response.url());
    });
    await page.goto(`${portal!.baseUrl}/tis/login`);
    await page.getByRole('tab', { name: '账号登录' }).waitFor();
    expect(forgeLoads).toEqual([]);
    await logInThroughForm(page, 'oem01', DEMO_PASSWORDS.oem01);
    await page.waitForURL('**/tis/index');
    await page.getByTestId('home-page').waitFor();
    expect(await page.evaluate(() => typeof crypto.subtle)).toBe('undefined');
    // The fallback came with the login attempt, not with the page, and the server opened its ciphertext.
    expect(forgeLoads).toHaveLength(1);
    await context.close();
  });

  it('a wrong password shows the message and keeps the visitor on the login page', async () => {
    const page = await openPage('/tis/login');
    await logInThroughForm(page, 'oem01', 'Not-the-password-1');
    await expect.poll(() => page.getByTestId('login-notice').innerText()).toContain('用户名或密码错误');
    expect(new URL(page.url()).pathname).toBe('/tis/login');
    expect(await page.evaluate(() => localStorage.getItem('tis.token'))).toBeNull();
    await page.context().close();
  });

  it('newuser01 gets the reset dialog; the mailed link sets a new password that then logs in', async () => {
    const page = await openPage('/tis/login');
    await logInThroughForm(page, 'newuser01', DEMO_PASSWORDS.newuser01);
    const dialog = page.getByRole('dialog', { name: '重置密码' });
    await dialog.waitFor();
    await expect.poll(() => dialog.innerText()).toContain('首次登录或密码已过期');
    expect(await dialog.getByTestId('reset-account').inputValue()).toBe('newuser01');
    expect(await page.evaluate(() => localStorage.getItem('tis.token'))).toBeNull();

    await dialog.getByTestId('reset-email').fill('newuser01@tis.local');
    await dialog.getByTestId('reset-password-submit').click();
    await page.getByTestId('toast-success').waitFor();
    const link = /https?:\/\/\S+\/tis\/RePassPage\?token=[\w-]+/.exec(await waitForMail(portal!.dataDir, 'newuser01@tis.local'))?.[0];
    expect(link?.startsWith(`${portal!.baseUrl}/tis/RePassPage?token=`)).toBe(true);

    await page.goto(link!);
    await expect.poll(() => page.getByTestId('repass-user').innerText()).toContain('newuser01');
    await page.getByTestId('repass-password').fill('Fresh2026pass');
    await page.getByTestId('repass-confirm').fill('Fresh2026pass');
    await page.getByTestId('repass-submit').click();
    await page.waitForURL('**/tis/login');
    await expect.poll(() => page.getByTestId('login-notice').innerText()).toContain('密码已重置');

    await logInThroughForm(page, 'newuser01', 'Fresh2026pass');
    await page.waitForURL('**/tis/index');
    // The link opens once.
    await page.goto(link!);
    await page.getByTestId('repass-invalid').waitFor();
    await page.context().close();
  });

  it('dealer01 does not see admin menu items or admin functions, and cannot open an admin page', async () => {
    const page = await logInAs('dealer01');
    const rights = await funLinks(page);
    const pages = await menuPages(page);
    expect(pages).toContain('index');
    for (const key of pages) expect(key === 'index' || rights.includes(key), key).toBe(true);
    expect(await page.getByTestId('menu-group-baseInfo').count()).toBe(0);
    expect(await page.getByTestId('menu-group-logs').count()).toBe(0);
    expect(await page.getByTestId('admin-functions').count()).toBe(0);
    expect(await page.getByText('当前账号没有管理功能权限').count()).toBe(1);
    await page.goto(`${portal!.baseUrl}/tis/baseinfouser`);
    await page.waitForURL('**/tis/error');
    await page.context().close();
  });

  it('logout returns to /login and the old token is refused', async () => {
    const page = await logInAs('admin');
    const token = await page.evaluate(() => localStorage.getItem('tis.token'));
    expect(token).toBeTruthy();
    // The whole stored session, for a browser that kept it (another tab, a copied profile).
    const stored = await page.evaluate(() => ['tis.token', 'tis.user', 'tis.roleRight'].map((k) => [k, localStorage.getItem(k) ?? ''] as const));
    const logout = page.waitForRequest((r) => r.url().endsWith('/tis/api/oauth/logout'), { timeout: 15_000 });
    await page.getByTestId('logout').click({ timeout: 15_000 });
    expect((await logout).headers().authorization).toBe(token);
    await page.waitForURL('**/tis/login', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('tis.token'))).toBeNull();

    // The server no longer knows the session.
    const answer = await fetch(`${portal!.baseUrl}/tis/api/oauth/userInfo`, { headers: { Authorization: token! }, signal: AbortSignal.timeout(15_000) });
    expect(answer.status).toBe(401);
    // A browser that still holds it is sent back to the login page with the login-timeout message.
    // The toast shows for 2.5 s: watch for it from before the navigation, so a slow machine cannot miss it.
    // A plain logout says nothing about a timeout.
    expect(await page.getByTestId('toast-error').count()).toBe(0);
    await page.evaluate((entries) => {
      for (const [k, v] of entries) localStorage.setItem(k, v);
    }, stored);
    const timeoutToast = page.getByTestId('toast-error').filter({ hasText: '登录超时' }).first().waitFor({ timeout: 15_000 });
    await page.goto(`${portal!.baseUrl}/tis/index`);
    await page.waitForURL('**/tis/login', { timeout: 15_000 });
    await timeoutToast;
    expect(await page.evaluate(() => localStorage.getItem('tis.token'))).toBeNull();
    await page.context().close();
  });

  it('a page that needs a session sends the visitor to the login page', async () => {
    const page = await openPage('/tis/index');
    await page.waitForURL('**/tis/login');
    await page.context().close();
  });
});
