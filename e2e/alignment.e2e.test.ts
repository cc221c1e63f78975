import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AlignmentByVin, AlignmentStandardView, PageResult, VinInfo } from '@tis/contracts';
import { loginAs } from '@tis/nest/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { attemptOf, type DemoVehicle, demoVehicles, signedInPage, usePortalInBrowser, type Portal } from './harness.js';

const API = '/tis/api';
/** The third approver of an attempt (a retried test makes another: the first attempt's exists). */
const thirdApprover = (attempt: number) => {
  const userCode = `align0${3 + attempt}`;
  return { userCode, email: `${userCode}@tis.local`, password: 'Align03pass2026' };
};
type Approver = ReturnType<typeof thirdApprover>;

interface Envelope<T> {
  code: string;
  mesg?: string;
  data: T;
}

/** The text part of a mail the portal wrote as .eml (base64 or quoted-printable). */
function mailText(eml: string): string {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeURIComponent(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`));
  return body;
}

async function waitForMail(dataDir: string, to: string): Promise<string> {
  const dir = join(dataDir, 'mail');
  for (let i = 0; i < 100; i++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(`-${to}.eml`)).sort() : [];
    const newest = files.at(-1);
    if (newest) return mailText(readFileSync(join(dir, newest), 'utf8'));
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} in ${dir}`);
}

async function api<T>(portal: Portal, token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const answer = await fetch(`${portal.baseUrl}${API}/${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: token, 'Content-Type': 'application/json', Language: 'en_US' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await answer.json()) as Envelope<T>;
  expect(body.code, `${path}: ${JSON.stringify(body)}`).toBe('000000');
  return body.data;
}

/**
 * A third OEM approver made by the administrator: the final review is taken neither by the author
 * (oem01) nor by the first reviewer (admin). Its password is set through the mailed reset link.
 */
async function makeFinalReviewer(portal: Portal, adminToken: string, THIRD: Approver): Promise<void> {
  await api(portal, adminToken, 'oauthService/user', {
    method: 'POST',
    body: { userCode: THIRD.userCode, userName: 'Final Reviewer', email: THIRD.email, userType: 'oem', roleCode: 'oem_approver', password: 'Initial#2026', confirm: 'Initial#2026' },
  });
  const sent = await fetch(`${portal.baseUrl}${API}/oauth/sendResetLink?${new URLSearchParams({ email: THIRD.email, userCode: THIRD.userCode, redirectUrl: `${portal.baseUrl}/tis/RePassPage` }).toString()}`);
  expect(((await sent.json()) as Envelope<unknown>).code).toBe('000000');
  const token = /token=([\w-]+)/.exec(await waitForMail(portal.dataDir, THIRD.email))?.[1];
  expect(token).toBeTruthy();
  const reset = await fetch(`${portal.baseUrl}${API}/oauth/resetPassword`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: token!, password: THIRD.password, confirm: THIRD.password }).toString(),
  });
  expect(((await reset.json()) as Envelope<unknown>).code).toBe('000000');
}

/** A window signed in through the login form with any account. */
async function signedInWith(browser: Browser, portal: Portal, userCode: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 768 } })).newPage();
  await page.goto(`${portal.baseUrl}/tis/login`);
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByTestId('login-account').fill(userCode);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('privacy-checkbox').check();
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-page').waitFor();
  return page;
}

const tokenOf = async (page: Page): Promise<string> => (await page.evaluate(() => localStorage.getItem('tis.token'))) ?? '';

async function choose(page: Page, select: Locator, text: string): Promise<void> {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** The row of the standard of `modelCode` on /StandardParametersManager, fresh from the server. */
async function openRow(page: Page, portal: Portal, modelCode: string): Promise<Locator> {
  await page.goto(`${portal.baseUrl}/tis/StandardParametersManager`);
  const row = page.locator('.ant-table-row', { hasText: modelCode });
  await row.waitFor({ timeout: 15_000 });
  return row;
}

/** An alignment standard written by oem01, reviewed by two other people, published and then found by a VIN. */
describe('four-wheel alignment standards in the browser', () => {
  const { portal, browser } = usePortalInBrowser();

  /** The first demo vehicle whose model has no standard yet (a retried test wrote one for the first attempt's). */
  async function vehicleWithoutStandard(oem: Page): Promise<{ vehicle: DemoVehicle; info: VinInfo }> {
    const token = await tokenOf(oem);
    for (let pageNo = 1; pageNo <= 10; pageNo++) {
      for (const vehicle of (await demoVehicles(portal(), oem, pageNo)).list) {
        const info = await api<VinInfo>(portal(), token, `vehicleService/vehicle/vin?vin=${vehicle.vin}`);
        const standards = await api<PageResult<AlignmentStandardView>>(portal(), token, `vehicleService/alignmentStandard/list?keyword=${encodeURIComponent(info.modelCode ?? '')}`);
        if (info.modelCode && standards.total === 0) return { vehicle, info };
      }
    }
    throw new Error('no demo vehicle of a model without an alignment standard');
  }

  it('oem01 writes a standard, admin first-reviews it, a third approver final-reviews it; published, a VIN finds it', async ({ task }) => {
    const THIRD = thirdApprover(attemptOf(task));
    const oem = await signedInPage(browser(), portal(), 'oem01');
    const admin = await signedInPage(browser(), portal(), 'admin');
    await makeFinalReviewer(portal(), await tokenOf(admin), THIRD);

    const { vehicle, info } = await vehicleWithoutStandard(oem);

    // oem01 writes the standard of the VIN's model in the editor and submits it.
    await oem.goto(`${portal().baseUrl}/tis/StandardParametersManager`);
    await oem.getByTestId('alignment-add').click();
    const editor = oem.getByTestId('alignment-editor');
    await choose(oem, editor.getByTestId('alignment-series'), `(${info.seriesCode})`);
    await choose(oem, editor.getByTestId('alignment-model'), `(${info.modelCode})`);
    for (const parameter of ['frontCamber', 'frontCaster', 'frontKingpin', 'frontToe', 'frontTotalToe', 'rearCamber', 'rearToe', 'rearTotalToe']) {
      await editor.getByTestId(`alignment-${parameter}-nominal`).fill(parameter === 'frontCamber' ? "-0°36'" : '0.25');
      await editor.getByTestId(`alignment-${parameter}-check`).fill("45'");
      await editor.getByTestId(`alignment-${parameter}-set`).fill('0°30');
    }
    await oem.getByTestId('edit-modal-save').click();
    let row = oem.locator('.ant-table-row', { hasText: info.modelCode });
    await row.waitFor({ timeout: 15_000 });
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain("-0°36'");
    expect(await row.innerText()).toContain('(-0.60°)');
    await row.locator('[data-testid$="-submit"]').click();
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain('待初审');
    // The author has no review button.
    expect(await row.locator('[data-testid$="-firstReview"]').count()).toBe(0);

    // admin takes the first review.
    row = await openRow(admin, portal(), info.modelCode);
    await row.locator('[data-testid$="-firstReview"]').click();
    await admin.getByTestId('alignment-review-remark').fill('camber and toe checked');
    await admin.getByTestId('alignment-review-approve').click();
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain('待终审');
    // The first reviewer may not take the final review.
    expect(await row.locator('[data-testid$="-finalReview"]').count()).toBe(0);

    // The third approver takes the final review.
    const third = await signedInWith(browser(), portal(), THIRD.userCode, THIRD.password);
    row = await openRow(third, portal(), info.modelCode);
    await row.locator('[data-testid$="-finalReview"]').click();
    await third.getByTestId('alignment-review-approve').click();
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain('待发布');

    // Before publishing, a reader's VIN query finds nothing.
    const dealer = await loginAs(portal().baseUrl, 'dealer01');
    expect((await api<AlignmentByVin>(portal(), dealer, `vehicleService/alignmentStandard/byVin?vin=${vehicle.vin}`)).standard).toBeNull();

    // oem01 publishes it and finds it by the VIN.
    row = await openRow(oem, portal(), info.modelCode);
    await row.locator('[data-testid$="-publish"]').click();
    await expect.poll(() => row.innerText(), { timeout: 20_000 }).toContain('已发布');
    await oem.getByTestId('alignment-vin-input').fill(vehicle.vin);
    await oem.getByTestId('alignment-vin-search').click();
    await expect.poll(() => oem.getByTestId('alignment-vin-values-frontCamber-nominal').innerText(), { timeout: 15_000 }).toContain("-0°36'");
    expect(await oem.getByTestId('alignment-vin-values-frontCamber-nominal').innerText()).toContain('(-0.60°)');
    expect(await oem.getByTestId('alignment-vin-matched').innerText()).toBe('车型标准');

    // The review history names both reviewers; a reader sees the published standard.
    const list = await api<PageResult<AlignmentStandardView>>(portal(), await tokenOf(oem), `vehicleService/alignmentStandard/list?keyword=${encodeURIComponent(info.modelCode)}`);
    const detail = await api<{ history: { step: string; userCode: string }[] }>(portal(), await tokenOf(oem), `vehicleService/alignmentStandard/${list.list[0]!.id}`);
    expect(detail.history.map((h) => [h.step, h.userCode])).toEqual([
      ['publish', 'oem01'],
      ['finalReview', THIRD.userCode],
      ['firstReview', 'admin'],
      ['submit', 'oem01'],
    ]);
    const read = await api<AlignmentByVin>(portal(), dealer, `vehicleService/alignmentStandard/byVin?vin=${vehicle.vin}`);
    expect(read).toMatchObject({ matchedBy: 'model', standard: { modelCode: info.modelCode, state: 5 } });
    for (const page of [oem, admin, third]) await page.context().close();
  });
});
