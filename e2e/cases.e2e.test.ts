import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseDetail, CaseRow, ClaimDetail, PageResult } from '@tis/contracts';
import { loginAs, sizedPng } from '@tis/nest/testing';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, signedInPage, usePortalInBrowser } from './harness.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };
const TITLE = 'E2E A5 冷车怠速抖动';

/** What the print probe records: the watermark layer's style at the moment the page printed. */
interface PrintProbe {
  __printed: string[];
}

/**
 * Repair cases in the browser (issue 15): dealer01 writes a case with a photographed fault row and
 * submits it; oem01 refuses it with a remark, which dealer01 sees; dealer01 carries it on (edit,
 * submit, ADR 0019); oem01 approves and publishes it; dealer02 finds it in /CaseList with the case
 * filter, opens it, favorites it, shares it with dealer01 (who gets the message) and prints it with
 * the watermark. Screenshots of the editor and the reading view at 1366x768 and on a phone, in
 * zh_CN and en_US (e2e/.artifacts).
 */
describe('repair cases in the browser', () => {
  const started = usePortalInBrowser();
  const base = () => `${started.portal().baseUrl}/tis`;
  const began = Date.now();
  /** Where the flow is (the log shows how far a failed run came). */
  const step = (what: string) => console.info(`[cases e2e ${((Date.now() - began) / 1000).toFixed(1)} s] ${what}`);

  /** Answers of the API with the page's session. */
  async function read<T>(page: Page, path: string): Promise<T> {
    const token = await page.evaluate(() => localStorage.getItem('tis.token'));
    const answer = await fetch(`${started.portal().baseUrl}/tis/api/${path}`, { headers: { Authorization: token ?? '' } });
    const body = (await answer.json()) as { code: string; data: T };
    expect(body.code, JSON.stringify(body)).toBe('000000');
    return body.data;
  }

  /** Picks the option of an antd select that starts with `text`. */
  async function choose(page: Page, select: Locator, text: string): Promise<void> {
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
  }

  /** Types into a word field: a plain input, or the input of a parameter's autocomplete. */
  async function fillWord(field: Locator, value: string): Promise<void> {
    const isInput = await field.evaluate((el) => el.tagName === 'INPUT');
    await (isInput ? field : field.locator('input').first()).fill(value);
  }

  /** Clicks a workflow button of a case page and waits for the server's answer. */
  async function act(page: Page, action: string, id: string, kind: 'case' | 'claim' = 'case'): Promise<void> {
    const answer = page.waitForResponse((r) => r.url().includes(`/documentService/${kind}/${id}/${action}`) && r.request().method() === 'POST');
    await page.getByTestId(`${kind}-action-${action}`).click();
    if (action === 'cancelPublish' || action === 'discard') await page.locator('.ant-modal-confirm-btns .ant-btn-dangerous, .ant-modal-confirm-btns .ant-btn-primary').last().click();
    expect((await (await answer).json()).code).toBe('000000');
  }

  async function verify(page: Page, id: string, approved: boolean, remark = '', kind: 'case' | 'claim' = 'case'): Promise<void> {
    await page.getByTestId(`${kind}-action-verify`).click();
    const dialog = page.locator('.ant-modal-wrap:visible').getByRole('dialog');
    await dialog.waitFor();
    await page.getByTestId('verify-decision').getByText(approved ? '通过' : '驳回', { exact: true }).click();
    if (remark) await page.getByTestId('verify-remark').fill(remark);
    const answer = page.waitForResponse((r) => r.url().includes(`/documentService/${kind}/${id}/verify`));
    await page.locator('.ant-modal-wrap:visible .ant-btn-primary').last().click();
    expect((await (await answer).json()).code).toBe('000000');
  }

  async function screenshots(page: Page, name: string, ready: string): Promise<void> {
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    for (const lang of ['zh_CN', 'en_US'] as const) {
      await page.evaluate((l) => localStorage.setItem('tis.lang', l), lang);
      for (const [size, viewport] of [['1366x768', DESKTOP], ['390x844', PHONE]] as const) {
        await page.setViewportSize(viewport);
        await page.reload();
        await page.getByTestId(ready).waitFor();
        // Rich-text editors load on demand: the picture shows them, not their placeholder.
        await page.locator('.tis-rich-text-loading').first().waitFor({ state: 'detached' });
        // The page never scrolls sideways: wide content scrolls inside itself.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
        await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}-${lang}-${size}.png`), fullPage: true, animations: 'disabled' });
      }
    }
    await page.evaluate(() => localStorage.setItem('tis.lang', 'zh_CN'));
    await page.setViewportSize(DESKTOP);
  }

  it('goes from a dealer’s draft through a refusal, approval and publication to another dealer’s favorite, share and print', async () => {
    step('dealer01 writes the case with a photographed fault row and submits it');
    const dealer = await signedInPage(started.browser(), started.portal(), 'dealer01');
    dealer.on('pageerror', (e) => console.info(`page error: ${e.message}`));
    await dealer.goto(`${base()}/CaseWork`);
    await dealer.getByTestId('case-new').click();
    await dealer.getByTestId('case-editor').waitFor();
    await dealer.getByTestId('case-title').fill(TITLE);
    await choose(dealer, dealer.getByTestId('case-brand'), 'PC');
    await choose(dealer, dealer.getByTestId('case-series'), 'PC-A5');
    await dealer.getByTestId('case-mileage').fill('35210');
    await dealer.getByTestId('case-description').locator('[contenteditable]').fill('冷车启动后约一分钟发动机熄火。');
    await dealer.getByTestId('case-solution').locator('[contenteditable]').fill('清洗节气门并做怠速自适应。');
    await dealer.getByTestId('step-fault-add').click();
    const fault = dealer.getByTestId('step-fault-0');
    await fillWord(fault.getByTestId('step-symptom'), '抖动');
    await fault.getByTestId('step-description').fill('冷车怠速抖动');
    const uploaded = dealer.waitForResponse((r) => r.url().includes('/fileconverter/upload'));
    await fault.getByTestId('media-images').locator('input[type=file]').setInputFiles({ name: 'fault.png', mimeType: 'image/png', buffer: sizedPng(320, 240) });
    expect((await (await uploaded).json()).code).toBe('000000');
    await fault.getByTestId('media-images').locator('img').first().waitFor();
    const created = dealer.waitForResponse((r) => r.url().endsWith('/documentService/case') && r.request().method() === 'POST');
    await dealer.getByTestId('case-save').click();
    const draft = ((await (await created).json()) as { data: CaseDetail }).data;
    await expect.poll(() => new URL(dealer.url()).searchParams.get('id')).toBe(draft.id);
    expect(draft.steps).toEqual([expect.objectContaining({ section: 'fault', symptom: '抖动', images: [expect.stringMatching(/^\/tis\/file\//)] })]);
    await screenshots(dealer, 'case-work-detail', 'case-editor');
    const submitted = dealer.waitForResponse((r) => r.url().includes(`/documentService/case/${draft.id}/submit`));
    await dealer.getByTestId('case-submit').click();
    expect((await (await submitted).json()).code).toBe('000000');

    step('oem01 refuses it with a remark');
    const oem = await signedInPage(started.browser(), started.portal(), 'oem01');
    await oem.goto(`${base()}/MyVerify`);
    await oem.getByTestId('my-verify-page').getByText(TITLE).waitFor();
    await oem.goto(`${base()}/CaseDetail?id=${draft.id}`);
    await oem.getByTestId('case-detail').waitFor();
    await verify(oem, draft.id, false, '请补充故障码读取结果');

    step('dealer01 sees the remark, edits the case (a draft again) and submits it');
    await dealer.goto(`${base()}/CaseWorkDetail?id=${draft.id}`);
    await dealer.getByTestId('case-editor').waitFor();
    await dealer.getByText('请补充故障码读取结果').waitFor();
    await fillWord(dealer.getByTestId('case-dtcCode'), 'P0507');
    const resubmitted = dealer.waitForResponse((r) => r.url().includes(`/documentService/case/${draft.id}/submit`));
    await dealer.getByTestId('case-submit').click();
    expect((await (await resubmitted).json()).code).toBe('000000');

    step('oem01 approves and publishes it');
    await oem.goto(`${base()}/CaseDetail?id=${draft.id}`);
    await oem.getByTestId('case-detail').waitFor();
    await verify(oem, draft.id, true);
    await act(oem, 'publish', draft.id);
    expect((await read<CaseDetail>(oem, `documentService/case/${draft.id}`)).publishState).toBe(1);

    step('dealer02 finds it with the case filter, opens it, favorites, shares and prints it');
    const reader = await signedInPage(started.browser(), started.portal(), 'dealer02');
    await reader.goto(`${base()}/CaseList`);
    await reader.getByTestId('case-list-page').waitFor();
    await reader.getByTestId('filter-case-code').fill(draft.caseCode);
    const found = reader.waitForResponse((r) => r.url().includes('/documentService/case/list') && r.url().includes(draft.caseCode));
    await reader.getByTestId('filter-search').click();
    expect(((await (await found).json()) as { data: PageResult<CaseRow> }).data.list.map((r) => r.id)).toEqual([draft.id]);
    await reader.getByTestId('case-title-link').first().click();
    await reader.getByTestId('case-detail').waitFor();
    await reader.getByTestId('view-step-fault').locator('img').first().waitFor();

    const favorite = reader.waitForResponse((r) => r.url().includes('/documentService/favorite') && r.request().method() === 'POST');
    await reader.getByTestId('toolbar-favorite').click();
    expect((await (await favorite).json()).code).toBe('000000');
    expect((await read<CaseDetail>(reader, `documentService/case/${draft.id}`)).favorite).toBe(true);

    await reader.getByTestId('toolbar-share').click();
    await reader.locator('.ant-modal-wrap:visible').getByRole('dialog').waitFor();
    await reader.getByTestId('share-user').fill('dealer01');
    const shared = reader.waitForResponse((r) => r.url().includes('/documentService/case/share'));
    await reader.locator('.ant-modal-wrap:visible .ant-btn-primary').last().click();
    expect((await (await shared).json()).code).toBe('000000');
    await expect.poll(async () => JSON.stringify(await read(dealer, 'systemService/myMessage/list?pageNo=1&pageSize=20')), { timeout: 15_000 }).toContain(draft.caseCode);

    await reader.evaluate(() => {
      const w = window as unknown as PrintProbe;
      w.__printed = [];
      window.print = () => void w.__printed.push(document.querySelector('.tis-watermark-print-only')?.getAttribute('style') ?? '');
    });
    await reader.getByTestId('toolbar-print').click();
    await expect.poll(() => reader.evaluate(() => (window as unknown as PrintProbe).__printed.length)).toBe(1);
    const style = await reader.evaluate(() => (window as unknown as PrintProbe).__printed[0] ?? '');
    // The watermark: the outlet user's name and agent code.
    expect(decodeURIComponent(style)).toContain('D2002');

    await screenshots(reader, 'case-detail', 'case-detail');
  }, 300_000);

  it('a claim goes the same way: written with a photo and a VIN that fills brand and series, refused, revised, approved, published and read by another dealer', async () => {
    const portal = started.portal();
    // A demo vehicle of brand PC (dealer01 and dealer02 both work with PC).
    const admin = await loginAs(portal.baseUrl, 'admin');
    const vehicles = (await (await fetch(`${portal.baseUrl}/tis/api/vehicleService/vehicle/list?pageNo=1&pageSize=5&brandCode=PC`, { headers: { Authorization: admin } })).json()) as { data: { list: { vin: string }[] } };
    const vin = vehicles.data.list[0]!.vin;
    const claimNo = `E2E-${Date.now().toString(36).toUpperCase()}`;

    step('dealer01 writes a claim with a photo and submits it');
    const dealer = await signedInPage(started.browser(), portal, 'dealer01');
    await dealer.goto(`${base()}/ClaimManage`);
    await dealer.getByTestId('claim-new').click();
    await dealer.locator('.ant-modal-wrap:visible').getByRole('dialog').waitFor();
    await dealer.getByTestId('claim-no').fill(claimNo);
    await choose(dealer, dealer.getByTestId('claim-category'), '发动机');
    const looked = dealer.waitForResponse((r) => r.url().includes('/vehicleService/vehicle/vin'));
    await fillWord(dealer.getByTestId('claim-vin'), vin);
    expect((await (await looked).json()).code).toBe('000000');
    await dealer.getByTestId('claim-mileage').fill('35210');
    await dealer.getByTestId('claim-working-time').fill('1.5');
    await dealer.getByTestId('claim-faultDescription').fill('冷车启动困难');
    await dealer.getByTestId('claim-repairMeasures').fill('更换起动机');
    const uploaded = dealer.waitForResponse((r) => r.url().includes('/fileconverter/upload'));
    await dealer.getByTestId('media-images').locator('input[type=file]').setInputFiles({ name: 'claim.png', mimeType: 'image/png', buffer: sizedPng(200, 150) });
    expect((await (await uploaded).json()).code).toBe('000000');
    await dealer.getByTestId('media-images').locator('img').first().waitFor();
    const created = dealer.waitForResponse((r) => r.url().endsWith('/documentService/claim') && r.request().method() === 'POST');
    await dealer.getByTestId('edit-modal-save').click();
    const claim = ((await (await created).json()) as { data: ClaimDetail }).data;
    expect(claim).toMatchObject({ claimNo, brandCode: 'PC', vin, photos: [expect.stringMatching(/^\/tis\/file\//)] });
    const row = dealer.getByTestId(`claim-row-${claimNo}`);
    await row.waitFor();
    const submitted = dealer.waitForResponse((r) => r.url().includes(`/documentService/claim/${claim.id}/submit`));
    await row.getByTestId('claim-action-submit').click();
    expect((await (await submitted).json()).code).toBe('000000');

    step('oem01 refuses it with a remark');
    const oem = await signedInPage(started.browser(), portal, 'oem01');
    await oem.goto(`${base()}/ClaimDetail?id=${claim.id}`);
    await oem.getByTestId('claim-detail').waitFor();
    await verify(oem, claim.id, false, '请补充故障照片说明', 'claim');

    step('dealer01 sees the remark, revises and submits it');
    await dealer.goto(`${base()}/ClaimDetail?id=${claim.id}`);
    await dealer.getByText('请补充故障照片说明').waitFor();
    await dealer.goto(`${base()}/ClaimManage`);
    await dealer.getByTestId(`claim-row-${claimNo}`).getByTestId('claim-action-edit').click();
    await dealer.locator('.ant-modal-wrap:visible').getByRole('dialog').waitFor();
    await dealer.getByTestId('claim-cause').fill('起动机碳刷磨损');
    const saved = dealer.waitForResponse((r) => r.url().includes(`/documentService/claim/${claim.id}`) && r.request().method() === 'PUT');
    await dealer.getByTestId('edit-modal-save').click();
    expect((await (await saved).json()).code).toBe('000000');
    const resubmitted = dealer.waitForResponse((r) => r.url().includes(`/documentService/claim/${claim.id}/submit`));
    await dealer.getByTestId(`claim-row-${claimNo}`).getByTestId('claim-action-submit').click();
    expect((await (await resubmitted).json()).code).toBe('000000');

    step('oem01 approves and publishes it; dealer02 reads it');
    await oem.goto(`${base()}/ClaimDetail?id=${claim.id}`);
    await oem.getByTestId('claim-detail').waitFor();
    await verify(oem, claim.id, true, '', 'claim');
    await act(oem, 'publish', claim.id, 'claim');
    const reader = await signedInPage(started.browser(), portal, 'dealer02');
    await reader.goto(`${base()}/ClaimList`);
    await reader.getByTestId('claim-list-page').waitFor();
    await reader.getByTestId('filter-claim-no').fill(claimNo);
    await reader.getByTestId('filter-search').click();
    await reader.getByTestId('claim-link').first().click();
    await reader.getByTestId('claim-detail').waitFor();
    expect(await reader.getByTestId('claim-title').innerText()).toContain(claimNo);
    await reader.getByTestId('claim-detail').locator('img').first().waitFor();
  }, 300_000);
});