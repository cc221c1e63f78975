import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORDS, type DemoUser } from '@tis/nest/testing';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, usePortalInBrowser } from './harness.js';

type Lang = 'zh_CN' | 'en_US' | 'de_DE';

/** Browser locale per interface language. */
const LOCALE: Record<Lang, string> = { zh_CN: 'zh-CN', en_US: 'en-US', de_DE: 'de-DE' };

/** Texts the screenshots are checked against, per language. */
const SHOWN: Record<Lang, { passwordTab: string; welcomeBack: string; logout: string }> = {
  zh_CN: { passwordTab: '账号登录', welcomeBack: 'Administrator，欢迎回来', logout: '退出登录' },
  en_US: { passwordTab: 'Password', welcomeBack: 'Welcome back, Administrator', logout: 'Log out' },
  de_DE: { passwordTab: 'Passwort', welcomeBack: 'Willkommen zurück, Administrator', logout: 'Abmelden' },
};

/** What a deployment writes into /tis/config.js (web/src/app/runtime-config.ts). */
interface DeploymentConfig {
  overseasHostMarker?: string;
  productionHostMarker?: string;
  premiumHostMarker?: string;
  qrLoginUrl?: string;
}

interface PageOptions {
  /** The stored interface language (tis.lang). */
  lang?: Lang;
  /** More localStorage entries the browser starts with (tis.loginTab …). */
  storage?: Record<string, string>;
  /** Served as /tis/config.js instead of the built one. */
  config?: DeploymentConfig;
}

/** What the print test records in the page. */
interface PrintProbe {
  __printed: number[];
  __shown?: number;
  __evil?: number;
}

/** The enterprise-chat provider's QR page as the tests stand it in (the SPA only frames it). */
const QR_PROVIDER = 'https://open.work.weixin.qq.com';

/**
 * The shell of the SPA in Chromium (issue 4, "Quality"): the route guard, the login tabs and
 * dialogs, a login result message, the language switch, paging sizes, the button lock, the delete
 * confirmation and the print watermark; login and home screenshots in the three languages.
 * What portal.e2e.test.ts and vehicles.e2e.test.ts assert already is not repeated here.
 */
describe('web shell in the browser', () => {
  const started = usePortalInBrowser();
  const contexts: BrowserContext[] = [];

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const url = (path: string) => `${started.portal().baseUrl}${path}`;

  /** A fresh browser context (own localStorage) with one page, not yet navigated. */
  async function newPage(options: PageOptions = {}): Promise<Page> {
    const entries = { ...(options.lang ? { 'tis.lang': options.lang } : {}), ...options.storage };
    const localStorage = Object.entries(entries).map(([name, value]) => ({ name, value }));
    const context = await started.browser().newContext({
      locale: LOCALE[options.lang ?? 'zh_CN'],
      viewport: { width: 1366, height: 800 },
      storageState: { cookies: [], origins: localStorage.length > 0 ? [{ origin: started.portal().baseUrl, localStorage }] : [] },
    });
    contexts.push(context);
    if (options.config) {
      const body = `window.__TIS_CONFIG__ = ${JSON.stringify(options.config)};`;
      await context.route('**/tis/config.js', (route) => route.fulfill({ contentType: 'text/javascript', body }));
    }
    return context.newPage();
  }

  const pathOf = (page: Page) => new URL(page.url()).pathname;

  /** Waits until the page is at `path`; the failure names where it is instead. */
  async function waitForPath(page: Page, path: string): Promise<void> {
    try {
      await page.waitForURL((u) => u.pathname === path, { timeout: 15_000 });
    } catch (error) {
      throw new Error(`expected the page at ${path}, it is at ${page.url()}`, { cause: error });
    }
  }

  /** Opens `from` and waits until the guard has settled on `to`. */
  async function expectRedirect(page: Page, from: string, to: string): Promise<void> {
    await page.goto(url(from));
    await waitForPath(page, to);
    expect(pathOf(page), `${from} → ${to}`).toBe(to);
  }

  /** Signs in on a login page through its password tab (the first tab), privacy box ticked. */
  async function signIn(page: Page, user: DemoUser, loginPath = '/tis/login'): Promise<void> {
    if (pathOf(page) !== loginPath) await page.goto(url(loginPath));
    await page.getByRole('tablist').getByRole('tab').first().click();
    await page.getByTestId('login-account').fill(user);
    await page.getByTestId('login-password').fill(DEMO_PASSWORDS[user]);
    await page.getByTestId('privacy-checkbox').check();
    await page.getByTestId('login-submit').click();
    await waitForPath(page, '/tis/index');
    await page.getByTestId('home-page').waitFor();
  }

  /** A fresh browser signed in as `user` on /index. */
  async function signedIn(user: DemoUser): Promise<Page> {
    const page = await newPage();
    await signIn(page, user);
    return page;
  }

  const isLogin = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/tis/api/oauth/login';

  describe('route guard (spec section 2)', () => {
    it('without a token: / and every guarded page go to /login; the login routes and the public pages open', async () => {
      const page = await newPage();
      for (const from of ['/tis/', '/tis/index', '/tis/vehicle', '/tis/baseinfouser', '/tis/PrintPage', '/tis/MyMessage']) {
        await expectRedirect(page, from, '/tis/login');
      }
      // The login routes, each with its brand.
      for (const brand of ['login', 'os', 'com', 'yw', 'fcb', 'mssp']) {
        await page.goto(url(`/tis/${brand}`));
        await page.locator(`[data-brand="${brand}"]`).waitFor();
        expect(pathOf(page)).toBe(`/tis/${brand}`);
      }
      // The pages a visitor without a session needs, and the error pages.
      const publicPages: [string, string][] = [
        ['/tis/RePassPage', 'repass-page'],
        ['/tis/ssoPage', 'sso-page'],
        ['/tis/oaPortal', 'oa-portal-page'],
        ['/tis/RegistVDS', 'regist-vds-page'],
        ['/tis/error', 'error-page'],
        ['/tis/404', 'not-found-page'],
      ];
      for (const [path, testId] of publicPages) {
        await page.goto(url(path));
        await page.getByTestId(testId).waitFor();
        expect(pathOf(page), path).toBe(path);
      }
      // The 404 page sends a visitor without a session to the login page of the stored logo (the last one opened).
      await page.getByRole('button', { name: '返回登录' }).click();
      await waitForPath(page, '/tis/mssp');
    });

    it('with a token: / opens /index, /os goes to /login, an unknown path to /error, /404 leads home; the current path does nothing', async () => {
      const page = await signedIn('oem01');
      await expectRedirect(page, '/tis/', '/tis/index');
      await page.getByTestId('home-page').waitFor();
      // Not an overseas deployment: its login route sends a signed-in user to /login.
      await expectRedirect(page, '/tis/os', '/tis/login');
      await page.locator('[data-brand="login"]').waitFor();
      await page.goto(url('/tis/com'));
      await page.locator('[data-brand="com"]').waitFor();
      expect(pathOf(page)).toBe('/tis/com');
      await expectRedirect(page, '/tis/no/such/page', '/tis/error');
      await page.getByTestId('error-page').waitFor();

      await page.goto(url('/tis/404'));
      await page.getByTestId('not-found-page').waitFor();
      await page.getByRole('button', { name: '返回首页' }).click();
      await waitForPath(page, '/tis/index');
      await page.getByTestId('home-page').waitFor();

      // Navigating to the current path adds no history entry and keeps the page.
      const entries = await page.evaluate(() => window.history.length);
      await page.evaluate(() => document.querySelector('main')?.setAttribute('data-e2e-mark', 'kept'));
      // The brand, the header's home link (its icon adds "home" to the name) and the side menu's home item.
      const homeLinks = page.getByRole('link', { name: /^(home )?首页$/ });
      await expect.poll(() => homeLinks.count()).toBe(3);
      for (const link of await homeLinks.all()) await link.click();
      expect(await page.evaluate(() => window.history.length)).toBe(entries);
      expect(pathOf(page)).toBe('/tis/index');
      expect(await page.locator('main[data-e2e-mark="kept"]').count()).toBe(1);
    });

    it('logout goes to the login page of the stored logo: signed in through /com, back to /com', async () => {
      const page = await newPage();
      await signIn(page, 'oem01', '/tis/com');
      expect(await page.evaluate(() => localStorage.getItem('tis.logo'))).toBe('com');
      await page.getByRole('button', { name: '退出登录' }).click();
      await waitForPath(page, '/tis/com');
      await page.locator('[data-brand="com"]').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('tis.token'))).toBeNull();
    });

    it('overseas deployment (told by the host name): /os is the login page (English by default), every login route leads there', async () => {
      const page = await newPage({ config: { overseasHostMarker: '127.0.0.1' } });
      await expectRedirect(page, '/tis/index', '/tis/os');
      await expectRedirect(page, '/tis/', '/tis/os');
      // No stored language: English on overseas deployments (spec section 9).
      await page.getByRole('tab', { name: 'Password' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');

      await signIn(page, 'oem01', '/tis/os');
      for (const from of ['/tis/login', '/tis/com', '/tis/mssp']) await expectRedirect(page, from, '/tis/os');
      await page.goto(url('/tis/index'));
      await page.getByTestId('home-page').waitFor();
      await page.getByRole('button', { name: 'Log out' }).click();
      await waitForPath(page, '/tis/os');
      await page.locator('[data-brand="os"]').waitFor();
    });

    it('host markers: the premium brand gets its own page title, production hides the environment notice', async () => {
      const page = await newPage({ config: { premiumHostMarker: '127.0.0.1', productionHostMarker: '127.0.0.1' } });
      await page.goto(url('/tis/login'));
      await expect.poll(() => page.title()).toBe('登录 - 高端品牌售后技术信息服务');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('高端品牌售后技术信息服务');
      expect(await page.getByTestId('env-notice').count()).toBe(0);
      // Without the markers: the generic title and the test-environment notice.
      const plain = await newPage();
      await plain.goto(url('/tis/login'));
      await expect.poll(() => plain.title()).toBe('登录 - 售后技术信息服务系统');
      await expect.poll(() => plain.getByTestId('env-notice').innerText()).toBe('当前为测试环境，仅供测试使用，请勿录入真实业务数据。');
    });
  });

  describe('login page (spec sections 2 and 4)', () => {
    it('opens on the QR tab and remembers the last tab chosen across reloads', async () => {
      const page = await newPage();
      await page.goto(url('/tis/login'));
      const tab = (name: string) => page.getByRole('tab', { name });
      await expect.poll(() => tab('企业微信扫码').getAttribute('aria-selected')).toBe('true');
      // This site has no enterprise-chat login set up: the tab says so.
      await page.getByText('本站点尚未配置企业微信扫码登录，请使用账号登录。').waitFor();

      await tab('OA 单点登录').click();
      await page.getByRole('button', { name: 'OA 账号登录' }).waitFor();
      await page.reload();
      await expect.poll(() => tab('OA 单点登录').getAttribute('aria-selected')).toBe('true');
      await page.getByRole('button', { name: 'OA 账号登录' }).waitFor();

      // Arrow keys move between the tabs; the choice sticks as well.
      await tab('OA 单点登录').press('Home');
      await expect.poll(() => tab('账号登录').getAttribute('aria-selected')).toBe('true');
      await page.reload();
      await expect.poll(() => tab('账号登录').getAttribute('aria-selected')).toBe('true');
      await page.getByRole('textbox', { name: '账号' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('tis.loginTab'))).toBe('0');
    });

    it('password tab: the required fields are checked on blur and while typing; Enter submits', async () => {
      const page = await newPage({ storage: { 'tis.loginTab': '0' } });
      await page.goto(url('/tis/login'));
      const account = page.getByRole('textbox', { name: '账号' });
      const password = page.getByRole('tabpanel').getByLabel('密码', { exact: true });
      const alerts = page.getByRole('tabpanel').getByRole('alert');

      await account.focus();
      await account.blur();
      await expect.poll(() => alerts.allInnerTexts()).toEqual(['请输入账号']);
      expect(await account.getAttribute('aria-invalid')).toBe('true');
      await password.focus();
      await password.blur();
      await expect.poll(() => alerts.allInnerTexts()).toEqual(['请输入账号', '请输入密码']);
      // A flagged field is checked again as the user types.
      await account.fill('oem01');
      await expect.poll(() => alerts.allInnerTexts()).toEqual(['请输入密码']);
      await password.fill(DEMO_PASSWORDS.oem01);
      await expect.poll(() => alerts.count()).toBe(0);

      await page.getByRole('checkbox').check();
      const login = page.waitForRequest(isLogin);
      await password.press('Enter');
      expect(new URLSearchParams((await login).postData() ?? '').get('userCode')).toBe('oem01');
      await waitForPath(page, '/tis/index');
    });

    it('QR tab: the provider page in a 300x400 frame; its redirect is followed and the failed code login shows its message', async () => {
      const page = await newPage({ storage: { 'tis.loginTab': '1' }, config: { qrLoginUrl: `${QR_PROVIDER}/wwopen/sso/qrConnect?appid=e2e` } });
      // The provider's page: on a word from the test it sends the browser back with a scan code.
      const target = url('/tis/login?code=e2e-scan-code&state=default');
      await page.context().route(`${QR_PROVIDER}/**`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><p>QR</p><script>addEventListener('message', () => parent.postMessage({ redirectUrl: ${JSON.stringify(target)} }, '*'));</script>`,
        }),
      );
      await page.goto(url('/tis/login'));
      const frame = page.getByTitle('企业微信扫码');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toBe(`${QR_PROVIDER}/wwopen/sso/qrConnect?appid=e2e`);
      const box = await frame.boundingBox();
      expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([300, 400]);
      await page.frameLocator('iframe').getByText('QR').waitFor();

      // The code goes to the server as login type 2; this portal has no enterprise-chat app (result 11).
      const login = page.waitForRequest(isLogin);
      await page.evaluate(() => document.querySelector('iframe')?.contentWindow?.postMessage('scanned', '*'));
      const form = new URLSearchParams((await login).postData() ?? '');
      expect([form.get('type'), form.get('wechatCode')]).toEqual(['2', 'e2e-scan-code']);
      await expect.poll(() => page.getByTestId('login-notice').innerText()).toBe('企业微信登录失败');
      expect(await page.getByTestId('login-notice').getAttribute('role')).toBe('alert');
      expect(pathOf(page)).toBe('/tis/login');
    });

    it('result codes: an unknown account (13) is an error; a frozen account (8) is the server message as information, in the chosen language', async () => {
      const page = await newPage({ storage: { 'tis.loginTab': '0' } });
      await page.goto(url('/tis/login'));
      await page.getByRole('checkbox').check();
      await page.getByRole('textbox', { name: '账号' }).fill('nobody-e2e');
      await page.getByRole('tabpanel').getByLabel('密码', { exact: true }).fill('Some-password-1');
      await page.getByTestId('login-submit').click();
      const notice = page.getByTestId('login-notice');
      await expect.poll(() => notice.innerText()).toBe('用户不存在');
      expect(await notice.getAttribute('role')).toBe('alert');

      await page.getByTestId('language-switcher').click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('textbox', { name: 'Account' }).fill('frozen01');
      await page.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORDS.frozen01);
      const login = page.waitForRequest(isLogin);
      await page.getByRole('button', { name: 'Log in' }).click();
      expect((await login).headers().language).toBe('en_US');
      await expect.poll(() => notice.innerText()).toBe('The account is frozen');
      // Information, not an error: a status message.
      expect(await notice.getAttribute('role')).toBe('status');
      expect(await page.evaluate(() => localStorage.getItem('tis.token'))).toBeNull();
    });

    it('reset-password dialog: required fields, e-mail format, a refusal shown in the dialog; Cancel closes it', async () => {
      const page = await newPage({ storage: { 'tis.loginTab': '0' } });
      await page.goto(url('/tis/login'));
      await page.getByRole('button', { name: '忘记密码 / 重置密码' }).click();
      const dialog = page.getByRole('dialog', { name: '重置密码' });
      await dialog.waitFor();
      const send = dialog.getByRole('button', { name: '发送重置链接' });
      await send.click();
      await expect.poll(() => dialog.getByText('请同时填写邮箱和账号').count()).toBe(2);

      await dialog.getByLabel('账号').fill('oem01');
      await dialog.getByLabel('邮箱').fill('not-an-address');
      await send.click();
      await dialog.getByText('请输入正确的邮箱地址').waitFor();

      // An address that is not the account's: the server refuses and the dialog says so.
      await dialog.getByLabel('邮箱').fill('someone-else@tis.local');
      await send.click();
      await expect.poll(() => dialog.getByTestId('reset-password-refusal').innerText()).toBe('邮箱与账号不匹配');
      await dialog.getByRole('button', { name: /取\s*消/ }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(pathOf(page)).toBe('/tis/login');
    });

    it('privacy confirmation: a login without the box opens it; Cancel drops the login, agreeing continues it', async () => {
      const page = await newPage({ storage: { 'tis.loginTab': '0' } });
      const logins: Request[] = [];
      page.on('request', (r) => {
        if (isLogin(r)) logins.push(r);
      });
      await page.goto(url('/tis/login'));
      await page.getByRole('textbox', { name: '账号' }).fill('oem01');
      await page.getByRole('tabpanel').getByLabel('密码', { exact: true }).fill(DEMO_PASSWORDS.oem01);
      await page.getByTestId('login-submit').click();
      const confirm = page.getByRole('dialog', { name: '隐私政策确认' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: /取\s*消/ }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(logins).toHaveLength(0);
      expect(await page.getByRole('checkbox').isChecked()).toBe(false);

      await page.getByTestId('login-submit').click();
      await confirm.getByRole('button', { name: '同意并继续' }).click();
      await waitForPath(page, '/tis/index');
      expect(logins).toHaveLength(1);
    });

    it('privacy policy viewer: agree is disabled for 5 s with a countdown; agreeing continues the pending login', async () => {
      const page = await newPage({ storage: { 'tis.loginTab': '0' } });
      await page.goto(url('/tis/login'));
      await page.getByRole('textbox', { name: '账号' }).fill('oem01');
      await page.getByRole('tabpanel').getByLabel('密码', { exact: true }).fill(DEMO_PASSWORDS.oem01);
      await page.getByTestId('login-submit').click();
      await page.getByRole('dialog', { name: '隐私政策确认' }).getByRole('button', { name: '查看隐私政策' }).click();

      const viewer = page.getByRole('dialog', { name: '隐私政策', exact: true });
      const agree = viewer.getByRole('button', { name: /^同\s*意/ });
      await agree.waitFor();
      // The countdown as it shows, watched until the button unlocks: each state with its disabled flag.
      const seen: { text: string; disabled: boolean }[] = [];
      const watched = Date.now();
      await expect
        .poll(
          async () => {
            const state = await agree.evaluate((el: HTMLButtonElement) => ({ text: el.innerText, disabled: el.disabled }));
            if (seen.at(-1)?.text !== state.text) seen.push(state);
            return state.disabled;
          },
          { interval: 50, timeout: 15_000 },
        )
        .toBe(false);
      const unlockedAfter = Date.now() - watched;
      const countdown = seen.slice(0, -1);
      const seconds = countdown.map(({ text }) => Number(/^同意（(\d) 秒）$/.exec(text)?.[1]));
      // 5 4 3 2 1 (a loaded machine may show the first one late), all disabled, then "同意" enabled.
      expect(seconds[0]).toBeGreaterThanOrEqual(4);
      expect(seconds.at(-1)).toBe(1);
      expect(seconds).toEqual([...seconds].sort((a, b) => b - a));
      expect(new Set(seconds).size).toBe(seconds.length);
      expect(countdown.every(({ disabled }) => disabled)).toBe(true);
      expect(seen.at(-1)!.text).toMatch(/^同\s*意$/);
      // "N s" shows while N seconds or less remain: at least N - 1 s passed before the unlock.
      expect(unlockedAfter).toBeGreaterThanOrEqual((seconds[0]! - 1) * 1000 - 50);
      // The policy PDF is drawn in the page (pdf.js), its text readable.
      await expect.poll(() => viewer.getByTestId('pdf-pages').innerText()).toContain('TIS Privacy Policy');

      const login = page.waitForRequest(isLogin);
      await agree.click();
      await login;
      await waitForPath(page, '/tis/index');
    });

    it('the language chosen on the login page and in the header stays after a reload', async () => {
      const page = await newPage({ storage: { 'tis.loginTab': '0' } });
      await page.goto(url('/tis/login'));
      await page.getByRole('button', { name: '语言' }).click();
      await page.getByRole('menuitem', { name: 'Deutsch' }).click();
      await page.getByRole('tab', { name: 'Passwort' }).waitFor();
      await page.reload();
      await page.getByRole('tab', { name: 'Passwort' }).waitFor();
      expect(await page.evaluate(() => [localStorage.getItem('tis.lang'), document.documentElement.lang])).toEqual(['de_DE', 'de-DE']);

      await signIn(page, 'oem01');
      await page.getByRole('button', { name: 'Abmelden' }).waitFor();
      await page.getByRole('button', { name: 'Sprache' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      const userInfo = page.waitForRequest((r) => r.url().includes('/tis/api/oauth/userInfo'));
      await page.reload();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      expect(await page.getByTestId('home-page').innerText()).toContain('Welcome back, Wang Fang (OEM)');
      // The calls carry the language too.
      expect((await userInfo).headers().language).toBe('en_US');
    });
  });

  describe('shared widgets (spec sections 2, 5 and 9)', () => {
    it('a paged table offers 5 to 500 rows per page (20 first) and asks the server for the size chosen', async () => {
      const page = await signedIn('admin');
      const listed = (pageSize: string) => (r: Request) => {
        const u = new URL(r.url());
        return u.pathname === '/tis/api/vehicleService/vehicle/list' && u.searchParams.get('pageSize') === pageSize && u.searchParams.get('pageNo') === '1';
      };
      const first = page.waitForRequest(listed('20'));
      await page.goto(url('/tis/vehicle'));
      await first;
      await page.getByText('共 200 条').waitFor();
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => rows.count()).toBe(20);

      const sizeChanger = page.locator('.ant-pagination-options').getByRole('combobox');
      await sizeChanger.click();
      const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
      await expect.poll(() => options.allInnerTexts()).toEqual(['5', '20', '50', '100', '200', '300', '400', '500'].map((n) => `${n} 条/页`));
      const hundred = page.waitForResponse((r) => listed('100')(r.request()));
      await options.filter({ hasText: /^100 条\/页$/ }).click();
      const answer = (await (await hundred).json()) as { data: { list: { vin: string }[] } };
      const lastVin = answer.data.list.at(-1)!.vin;
      // From 100 rows the table is a virtual list: the rows in view are drawn, the last one by scrolling.
      await expect.poll(() => page.locator('.ant-pagination-item').allInnerTexts()).toEqual(['1', '2']);
      const drawn = page.locator('.ant-table-row');
      await expect.poll(() => drawn.count()).toBeGreaterThan(0);
      expect(await drawn.count()).toBeLessThan(100);
      const holder = page.locator('.ant-table-tbody-virtual-holder').first();
      const last = drawn.filter({ hasText: lastVin });
      for (let i = 0; i < 40 && !(await last.isVisible()); i++) await holder.evaluate((el) => el.scrollBy(0, 1500));
      await expect.poll(() => last.isVisible()).toBe(true);
    });

    it('save and search buttons lock for 1 s: a double click saves once, a search button is disabled for a second', async () => {
      const page = await signedIn('admin');
      await page.goto(url('/tis/vehicleBrand'));
      await page.getByTestId('brand-page').waitFor();
      await page.getByRole('button', { name: '新增品牌' }).click();
      const dialog = page.getByRole('dialog', { name: '新增品牌' });
      await dialog.getByLabel('品牌编码').fill('LCK');
      await dialog.getByLabel('品牌名称').fill('E2E Lock Brand');
      const creates: Request[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && new URL(r.url()).pathname === '/tis/api/vehicleService/brand') creates.push(r);
      });
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/tis/api/vehicleService/brand');
      await dialog.getByRole('button', { name: /保\s*存/ }).dblclick();
      expect((await created).status()).toBeLessThan(300);
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('row', { name: /E2E Lock Brand/ }).waitFor();
      expect(creates).toHaveLength(1);

      const search = page.getByTestId('filter-bar').getByRole('button', { name: /查\s*询/ });
      const clicked = Date.now();
      await search.click();
      await expect.poll(() => search.isDisabled(), { interval: 20 }).toBe(true);
      await expect.poll(() => search.isEnabled(), { interval: 20 }).toBe(true);
      const locked = Date.now() - clicked;
      expect(locked).toBeGreaterThanOrEqual(950);
      expect(locked).toBeLessThan(5_000);
    });

    it('a delete asks first; Cancel deletes nothing', async () => {
      const page = await signedIn('admin');
      const deletes: Request[] = [];
      page.on('request', (r) => {
        if (r.method() === 'DELETE') deletes.push(r);
      });
      await page.goto(url('/tis/vehicleSeries'));
      await page.getByTestId('series-page').waitFor();
      const total = page.getByText(/^共 \d+ 条$/);
      await total.waitFor();
      const before = await total.innerText();
      const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
      const rowText = await row.innerText();
      await row.getByRole('button', { name: /删\s*除/ }).click();
      const confirm = page.getByRole('dialog', { name: '确认删除' });
      await confirm.waitFor();
      expect(await confirm.innerText()).toMatch(/确定要删除“.+”吗？删除后数据无法恢复。/);
      // A click while the dialog still zooms in can miss its button on a starved renderer (one CI run).
      await expect.poll(() => confirm.getAttribute('class')).not.toContain('ant-zoom-appear');
      await confirm.getByRole('button', { name: /取\s*消/ }).click();
      await confirm.waitFor({ state: 'hidden' });
      expect(deletes).toHaveLength(0);
      // Still there after a fresh read from the server.
      await page.reload();
      await total.waitFor();
      expect(await total.innerText()).toBe(before);
      expect(await page.locator('.ant-table-tbody tr.ant-table-row').first().innerText()).toBe(rowText);
    });

    it('the print page tiles the watermark (name and agent code of an outlet user) and prints after 800 ms', async () => {
      const page = await signedIn('dealer01');
      // The browser's print dialog is replaced by a recorder; the moment the document shows is noted too.
      await page.addInitScript(() => {
        const w = window as unknown as PrintProbe;
        w.__printed = [];
        window.print = () => void w.__printed.push(performance.now());
        new MutationObserver((_records, observer) => {
          if (!document.querySelector('[data-testid="print-document-body"]')) return;
          w.__shown = performance.now();
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const doc = { title: 'E2E print document', html: '<p>Torque the wheel bolts to 120 Nm.</p><img src="x" onerror="window.__evil = 1">' };
      await page.evaluate((value) => sessionStorage.setItem('tis.printDocument', value), JSON.stringify(doc));
      await page.goto(url('/tis/PrintPage'));
      await page.getByRole('heading', { name: 'E2E print document' }).waitFor();
      expect(await page.getByTestId('print-document-body').innerText()).toBe('Torque the wheel bolts to 120 Nm.');

      const probe = () => page.evaluate(() => {
        const { __printed, __shown, __evil } = window as unknown as PrintProbe;
        return { printed: [...__printed], shown: __shown, evil: __evil };
      });
      await expect.poll(async () => (await probe()).printed.length).toBe(1);
      const { printed, shown, evil } = await probe();
      // Printing starts 800 ms after the document shows (spec section 9), by itself.
      expect(printed[0]! - shown!).toBeGreaterThanOrEqual(800);
      // The handed-over HTML is sanitised: its handlers never run.
      expect(evil).toBeUndefined();

      const watermark = page.getByTestId('watermark');
      const layer = await watermark.evaluate((el) => {
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        return { image: style.backgroundImage, size: style.backgroundSize, repeat: style.backgroundRepeat, width: rect.width, height: rect.height };
      });
      expect([layer.size, layer.repeat]).toEqual(['220px 180px', 'repeat']);
      expect(layer.width).toBeGreaterThanOrEqual(1366 - 20);
      expect(layer.height).toBeGreaterThanOrEqual(800 - 20);
      const svg = decodeURIComponent(/url\("data:image\/svg\+xml;charset=utf-8,(.+)"\)/.exec(layer.image)?.[1] ?? '');
      expect(svg).toContain('>Li Lei (Dealer D1001) D1001</text>');
      expect(svg).toContain('rotate(-27 ');
      expect(svg).toContain('fill-opacity="0.1"');

      // On paper the watermark stays and the print button does not.
      await page.emulateMedia({ media: 'print' });
      expect(await watermark.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: '打印' }).isVisible()).toBe(false);
      await page.emulateMedia({ media: 'screen' });
      // The print button prints again.
      await page.getByRole('button', { name: '打印' }).click();
      await expect.poll(async () => (await probe()).printed.length).toBe(2);
    });
  });

  describe('screenshots (e2e/.artifacts)', () => {
    it.each(['zh_CN', 'en_US', 'de_DE'] as const)('login and home pages in %s', async (lang) => {
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      const page = await newPage({ lang, storage: { 'tis.loginTab': '0' } });
      await page.goto(url('/tis/login'));
      await expect.poll(() => page.getByRole('tab', { name: SHOWN[lang].passwordTab }).getAttribute('aria-selected')).toBe('true');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(LOCALE[lang]);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ path: join(ARTIFACTS_DIR, `login-${lang}.png`), fullPage: true, animations: 'disabled' });

      await signIn(page, 'admin');
      await page.getByText(SHOWN[lang].welcomeBack).waitFor();
      await page.getByRole('button', { name: SHOWN[lang].logout }).waitFor();
      await page.getByTestId('toast-success').waitFor({ state: 'detached' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.screenshot({ path: join(ARTIFACTS_DIR, `home-${lang}.png`), animations: 'disabled' });
    });
  });
});
