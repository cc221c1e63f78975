import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BulletinDetail, BulletinNews } from '@tis/contracts';
import { sizedPng } from '@tis/nest/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attemptOf, ARTIFACTS_DIR, signedInPage, usePortalInBrowser } from './harness.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const FIRST_TITLE = 'E2E 春节期间值班安排';

/**
 * System notices in the browser (issue 16): admin writes a notice for service outlets with an
 * attachment on /BulletinList and publishes it; dealer01 sees it new on the home page and under the
 * header's megaphone, opens it and downloads the attachment; it is no longer new; admin's reader
 * list shows dealer01. Screenshots of the home page with the new notice and the common
 * applications, and of the reading view, at 1366x768 and on a phone (e2e/.artifacts).
 */
describe('system notices in the browser', () => {
  const started = usePortalInBrowser();
  const base = () => `${started.portal().baseUrl}/tis`;

  async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const token = await page.evaluate(() => localStorage.getItem('tis.token'));
    const answer = await fetch(`${started.portal().baseUrl}/tis/api/${path}`, {
      method: init.method ?? 'GET',
      headers: { Authorization: token ?? '', ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const body = (await answer.json()) as { code: string; data: T };
    expect(body.code, JSON.stringify(body)).toBe('000000');
    return body.data;
  }

  /** A common application with a 96x96 icon, so the home page shows its tile next to the notices. */
  async function addFastApp(page: Page, appName: string): Promise<void> {
    const token = await page.evaluate(() => localStorage.getItem('tis.token'));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sizedPng(96, 96))], { type: 'image/png' }), 'icon.png');
    const upload = await fetch(`${started.portal().baseUrl}/tis/api/fileconverter/upload?category=image`, { method: 'POST', headers: { Authorization: token ?? '' }, body: form });
    const icon = ((await upload.json()) as { data: { url: string } }).data.url;
    await api(page, 'systemService/fastApp', { method: 'POST', body: { appName, link: '/EPCIndex', appType: '常用', appIcon: icon, sortNo: 1 } });
  }

  async function screenshots(page: Page, name: string, path: string, ready: string): Promise<void> {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    for (const [size, viewport] of [['1366x768', DESKTOP], ['390x844', PHONE]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${base()}${path}`);
      await page.getByTestId(ready).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}-zh_CN-${size}.png`), fullPage: true, animations: 'disabled' });
    }
    await page.setViewportSize(DESKTOP);
  }

  it('admin publishes a notice with an attachment; dealer01 sees it new, reads it, and shows in its reader list', async ({ task }) => {
    // A retried test writes its own notice and application: the first attempt's may be there.
    const attempt = attemptOf(task);
    const TITLE = attempt === 0 ? FIRST_TITLE : `E2E${attempt + 1} 春节期间值班安排`;
    const appName = attempt === 0 ? '配件目录' : `配件目录${attempt + 1}`;
    const admin = await signedInPage(started.browser(), started.portal(), 'admin');
    await addFastApp(admin, appName);
    await admin.goto(`${base()}/BulletinList`);
    await admin.getByTestId('bulletin-add').click();
    // The modal's root has no box of its own: wait for its first field.
    const editor = admin.getByTestId('bulletin-editor');
    await admin.getByTestId('bulletin-title').waitFor();
    await admin.getByTestId('bulletin-title').fill(TITLE);
    await admin.getByTestId('bulletin-content').locator('[contenteditable]').fill('春节期间每天 9:00-17:00 有技术支持值班，请按附件联系。');
    const uploaded = admin.waitForResponse((r) => r.url().includes('/fileconverter/upload'));
    await editor.locator('.tis-file-upload input[type=file]').setInputFiles({ name: '值班表.png', mimeType: 'image/png', buffer: sizedPng(200, 100) });
    expect((await (await uploaded).json()).code).toBe('000000');
    await editor.locator('.tis-file-upload .ant-upload-list-item-done').waitFor();
    const created = admin.waitForResponse((r) => r.url().endsWith('/systemService/bulletin') && r.request().method() === 'POST');
    await admin.getByTestId('edit-modal-save').click();
    const draft = ((await (await created).json()) as { data: BulletinDetail }).data;
    expect(draft).toMatchObject({ title: TITLE, userTypes: ['dealer'], brandCodes: [], publishState: 0, attachments: [{ name: '值班表.png' }] });

    const published = admin.waitForResponse((r) => r.url().includes(`/systemService/bulletin/${draft.id}/publish`));
    await admin.getByTestId(`bulletin-${draft.id}-action-publish`).click();
    expect((await (await published).json()).code).toBe('000000');

    const dealer = await signedInPage(started.browser(), started.portal(), 'dealer01');
    const home = dealer.getByTestId('home-bulletins');
    await home.getByText(TITLE).waitFor();
    await expect.poll(() => home.locator('li', { hasText: TITLE }).getByTestId('bulletin-new').count()).toBe(1);
    await dealer.getByTestId('fast-apps').getByText(appName, { exact: true }).waitFor();
    const before = await api<BulletinNews>(dealer, 'systemService/bulletin/news?unreadOnly=true');
    expect(before.list.map((b) => b.title)).toContain(TITLE);
    await expect.poll(() => dealer.getByTestId('bulletin-bell').getAttribute('aria-label')).toBe(`公告：${before.unread} 条未读`);
    await screenshots(dealer, 'home-with-notice', '/index', 'home-bulletins');

    // From the header's megaphone to the reading view.
    await dealer.getByTestId('bulletin-bell').click();
    await dealer.getByTestId('bulletin-bell-list').getByText(TITLE).click();
    await dealer.getByTestId('bulletin-detail').waitFor();
    await expect.poll(() => dealer.getByTestId('bulletin-content').textContent()).toContain('技术支持值班');
    const download = dealer.waitForEvent('download');
    await dealer.getByTestId('bulletin-attachments').getByText('值班表.png').click();
    expect((await download).suggestedFilename()).toBe('值班表.png');
    await expect.poll(() => dealer.getByTestId('bulletin-bell').getAttribute('aria-label')).toBe(`公告：${before.unread - 1} 条未读`);
    expect(await dealer.getByTestId('bulletin-readers').count()).toBe(0);
    await screenshots(dealer, 'notice-detail', `/BulletinDetail?id=${draft.id}`, 'bulletin-detail');

    // dealer02 is a service outlet too (every brand): it reads it; public01 is not meant.
    const reader = await api<BulletinDetail>(admin, `systemService/bulletin/${draft.id}`);
    expect(reader.timesRead).toBeGreaterThanOrEqual(1);
    await admin.goto(`${base()}/BulletinDetail?id=${draft.id}`);
    await admin.getByTestId('bulletin-readers').click();
    await admin.getByTestId('readers-drawer').getByText('dealer01').waitFor();
  });
});
