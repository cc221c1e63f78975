import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CaseDetail } from '@tis/contracts';
import { loginAs } from '@tis/nest/testing';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, signedInPage, usePortalInBrowser } from './harness.js';

const TITLE = '机油压力报警灯常亮';

/**
 * The document search in Chromium (issue 17): a case published by the workflow (dealer01 writes it,
 * oem01 approves and publishes it) is suggested while dealer01 types 机油 in the home box, found
 * with the term marked on /SearchPage, and opened; /AccurateSearchPage finds it by its case code.
 */
describe('document search in the browser', () => {
  const started = usePortalInBrowser();

  async function publishedCase(): Promise<CaseDetail> {
    const base = started.portal().baseUrl;
    const dealer = await loginAs(base, 'dealer01');
    const oem = await loginAs(base, 'oem01');
    const post = async (path: string, token: string, body: unknown): Promise<CaseDetail> => {
      const res = await fetch(`${base}/tis/api/documentService/case${path}`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json', Language: 'zh_CN' },
        body: JSON.stringify(body),
      });
      const envelope = (await res.json()) as { code: string; data: CaseDetail };
      expect(envelope.code, JSON.stringify(envelope)).toBe('000000');
      return envelope.data;
    };
    let c = await post('', dealer, {
      title: TITLE,
      brandCode: 'PC',
      seriesCode: 'PC-A5',
      mileage: 42_000,
      description: '<p>发动机机油压力过低，仪表报警灯常亮。</p>',
      solution: '更换机油泵总成后故障排除。',
      steps: [{ section: 'fault', symptom: '报警灯常亮' }, { section: 'check', object: '机油泵总成', dtcCode: 'P0520' }],
    });
    c = await post(`/${c.id}/submit`, dealer, { version: c.version });
    c = await post(`/${c.id}/verify`, oem, { version: c.version, approved: true });
    return post(`/${c.id}/publish`, oem, { version: c.version });
  }

  it('dealer01 gets the case suggested while typing 机油, finds it marked on /SearchPage and opens it; the exact search finds its code', async () => {
    const published = await publishedCase();
    const page = await signedInPage(started.browser(), started.portal(), 'dealer01');

    // Suggestions while typing in the home box (the index takes the case in through its events).
    const box = page.getByTestId('home-search-input');
    await expect
      .poll(
        async () => {
          await box.fill('');
          await box.fill('机油');
          // isVisible does not wait: wait for the list (asked for once the text rests) a while each time.
          return page
            .getByText(TITLE, { exact: true })
            .first()
            .waitFor({ state: 'visible', timeout: 5_000 })
            .then(
              () => true,
              () => false,
            );
        },
        { timeout: 30_000 },
      )
      .toBe(true);

    // Enter searches the typed text: the case, with 机油 marked, links to its reading view.
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/tis/SearchPage' && url.searchParams.get('keyword') === '机油');
    const hit = page.getByTestId(`search-hit-${published.id}`);
    await hit.waitFor();
    expect(await hit.locator('mark').first().innerText()).toBe('机油');
    expect(await page.getByTestId('toast-error').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'document-search-zh_CN-1366x768.png'), animations: 'disabled' });
    await hit.getByTestId('search-hit-link').click();
    await page.waitForURL((url) => url.pathname === '/tis/CaseDetail' && url.searchParams.get('id') === published.id);

    // The header's box suggests too (on every page without a box of its own).
    await page.getByTestId('header-search-input').fill('机油');
    await page.getByTestId('header-search').getByText(TITLE, { exact: true }).or(page.locator('.ant-select-dropdown').getByText(TITLE, { exact: true })).first().waitFor();

    // The exact search by the case code.
    await page.goto(`${started.portal().baseUrl}/tis/AccurateSearchPage`);
    await page.getByTestId('accurate-input').fill(published.caseCode);
    await page.getByTestId('accurate-input').press('Enter');
    await page.getByTestId(`search-hit-${published.id}`).waitFor();

    // On a phone the results fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${started.portal().baseUrl}/tis/SearchPage?keyword=${encodeURIComponent('机油')}`);
    await page.getByTestId(`search-hit-${published.id}`).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(ARTIFACTS_DIR, 'document-search-zh_CN-390x844.png'), animations: 'disabled' });
    await page.context().close();
  }, 120_000);
});
