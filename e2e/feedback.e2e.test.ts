import type { FeedbackView } from '@tis/contracts';
import { sizedPng } from '@tis/nest/testing';
import { describe, expect, it } from 'vitest';
import { signedInPage, usePortalInBrowser } from './harness.js';

const TEXT = 'E2E 维修案例列表翻页后筛选条件丢失';

/**
 * User feedback in the browser (issue 16): dealer01 sends feedback with a photo from the header's
 * feedback button; oem01 opens it on /FeedbackList, sees the photo and answers it; dealer01 reads the
 * answer in "My feedback" and in /MyMessage.
 */
describe('user feedback in the browser', () => {
  const started = usePortalInBrowser();
  const base = () => `${started.portal().baseUrl}/tis`;

  it('a dealer’s feedback with a photo is answered by staff, and the answer reaches the dealer', async () => {
    const dealer = await signedInPage(started.browser(), started.portal(), 'dealer01');
    await dealer.getByTestId('feedback-button').click();
    await dealer.getByTestId('send-feedback').click();
    await dealer.getByTestId('feedback-type').click();
    await dealer.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await dealer.getByTestId('feedback-content-input').fill(TEXT);
    const uploaded = dealer.waitForResponse((r) => r.url().includes('/fileconverter/upload'));
    await dealer.locator('.ant-modal-wrap:visible input[type=file]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: sizedPng(320, 200) });
    expect((await (await uploaded).json()).code).toBe('000000');
    // The dialog has taken the stored file (listed as done) before it is saved, as a user sees it.
    await dealer.locator('.ant-modal-wrap:visible .ant-upload-list-item-done').waitFor();
    const sent = dealer.waitForResponse((r) => r.url().endsWith('/systemService/feedback') && r.request().method() === 'POST');
    await dealer.locator('.ant-modal-wrap:visible').getByTestId('edit-modal-save').click();
    const feedback = ((await (await sent).json()) as { data: FeedbackView }).data;
    expect(feedback).toMatchObject({ content: TEXT, images: [expect.stringMatching(/^\/tis\/file\//)], answer: null });
    await dealer.getByTestId('my-feedback-list').getByText(TEXT).waitFor();

    const oem = await signedInPage(started.browser(), started.portal(), 'oem01');
    await oem.goto(`${base()}/FeedbackList`);
    await oem.getByTestId(`feedback-open-${feedback.id}`).click();
    const detail = oem.getByTestId('feedback-detail-dialog');
    await expect.poll(() => detail.getByTestId('feedback-images').locator('img').count()).toBe(1);
    // The photo is drawn: the stored file was read with oem01's access.
    await expect.poll(() => detail.getByTestId('feedback-images').locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await oem.getByTestId('feedback-detail-close').click();
    await oem.getByTestId(`feedback-answer-${feedback.id}`).click();
    await oem.getByTestId('feedback-answer-input').fill('已修复，下个版本发布。');
    const answered = oem.waitForResponse((r) => r.url().includes(`/systemService/feedback/${feedback.id}/answer`));
    await oem.locator('.ant-modal-wrap:visible').getByTestId('edit-modal-save').click();
    expect((await (await answered).json()).code).toBe('000000');
    await expect.poll(() => oem.getByTestId(`feedback-answer-${feedback.id}`).count()).toBe(0);

    await dealer.reload();
    await dealer.getByTestId('feedback-button').click();
    await expect.poll(() => dealer.getByTestId('my-feedback-answer').first().textContent()).toContain('已修复');
    await dealer.goto(`${base()}/MyMessage`);
    await dealer.getByTestId('my-message-page').getByText('已修复，下个版本发布。', { exact: false }).waitFor();
  });
});
