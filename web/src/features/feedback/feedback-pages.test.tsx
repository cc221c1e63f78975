import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FeedbackTypeView, FeedbackView } from '@tis/contracts';
import { i18n, initI18n } from '../../i18n';
import { envelopeAnswer, renderWithFakeServer } from '../../test/fake-server';
import { fieldMessages } from '../../test/form-messages';
import { FeedbackButton } from './components/my-feedback';
import { FeedbackListPage } from './pages/feedback-list-page';
import { FeedbackTypePage } from './pages/feedback-type-page';

const API = '/tis/api/systemService';
const meta = { version: 1, updatedAt: '2026-03-01T08:00:00.000Z', updatedBy: 'dealer01' };
const types = [
  { typeCode: 'UI', typeName: '界面问题' },
  { typeCode: 'DATA', typeName: '数据错误' },
];
const type: FeedbackTypeView = { id: 't-1', ...meta, typeCode: 'UI', typeName: '界面问题', remark: null };

function feedback(id: string, content: string, extra: Partial<FeedbackView> = {}): FeedbackView {
  return {
    id,
    ...meta,
    typeCode: 'UI',
    typeName: '界面问题',
    content,
    images: [],
    senderCode: 'dealer01',
    senderName: 'Li Lei',
    orgCode: 'D1001',
    orgName: 'Shanghai Pudong Xinghai Auto 4S',
    sentAt: '2026-03-01T08:00:00.000Z',
    answer: null,
    answeredBy: null,
    answeredByName: null,
    answeredAt: null,
    ...extra,
  };
}

const first = feedback('f-1', '搜索页面不记得筛选条件', { version: 3 });
const second = feedback('f-2', '希望 EPC 支持深色模式', { senderCode: 'dealer02', senderName: 'Zhang Wei', orgCode: null, orgName: null });
const answered = feedback('f-3', '登录太慢', { answer: '已优化', answeredBy: 'oem01', answeredByName: 'Wang Fang', answeredAt: '2026-03-02T08:00:00.000Z', version: 2 });

async function lastDialog(): Promise<HTMLElement> {
  return (await screen.findAllByRole('dialog')).at(-1)!;
}

async function choose(container: HTMLElement, testId: string, title: string, actor: UserEvent): Promise<void> {
  const select = within(container).getByTestId(testId);
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  const options = () => [...([...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].at(-1)?.querySelectorAll<HTMLElement>('.ant-select-item-option') ?? [])];
  await waitFor(() => expect(options().map((o) => o.getAttribute('title'))).toContain(title));
  await actor.click(options().find((o) => o.getAttribute('title') === title)!);
}

async function save(dialog: HTMLElement, actor: UserEvent): Promise<void> {
  // The save button is locked for 1 s after a click (spec section 5).
  const button = within(dialog).getByTestId<HTMLButtonElement>('edit-modal-save');
  await waitFor(() => expect(button.disabled).toBe(false), { timeout: 2_000 });
  await actor.click(button);
}

describe('user feedback', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('/FeedbackType lists the types on the resource kernel', async () => {
    renderWithFakeServer(<FeedbackTypePage />, {
      signedInAs: { userCode: 'admin', userName: 'Administrator' },
      handler: ({ path }) => (path.startsWith(`${API}/feedbackType/list`) ? envelopeAnswer({ list: [type], total: 1 }) : undefined),
    });
    expect(await screen.findByText('界面问题')).toBeTruthy();
    for (const header of ['类型编码', '类型名称']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
  });

  it('/FeedbackList filters, opens one row, and answers the row that was clicked after a cancelled answer of another', async () => {
    const actor = userEvent.setup();
    const { sent } = renderWithFakeServer(<FeedbackListPage />, {
      signedInAs: { userCode: 'oem01', userName: 'Wang Fang' },
      handler: ({ method, path, body }) => {
        if (path.startsWith(`${API}/feedbackType/options`)) return envelopeAnswer(types);
        if (path.startsWith(`${API}/feedback/list`)) return envelopeAnswer({ list: [first, second, answered], total: 3 });
        if (method === 'POST' && path === `${API}/feedback/f-2/answer`) {
          const { answer } = body as { answer: string };
          return envelopeAnswer({ ...second, answer, answeredBy: 'oem01', answeredByName: 'Wang Fang', answeredAt: '2026-03-03T08:00:00.000Z', version: 2 });
        }
        return undefined;
      },
    });
    expect(await screen.findByText('搜索页面不记得筛选条件')).toBeTruthy();
    expect(screen.getAllByText('Shanghai Pudong Xinghai Auto 4S')).toHaveLength(2);
    // An answered feedback offers no second answer.
    expect(screen.queryByTestId('feedback-answer-f-3')).toBeNull();

    await choose(screen.getByTestId('filter-bar'), 'filter-type', '数据错误', actor);
    await choose(screen.getByTestId('filter-bar'), 'filter-answer-state', '未回复', actor);
    await actor.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(sent.map((s) => s.path)).toContain(`${API}/feedback/list?typeCode=DATA&answerState=unanswered&pageNo=1&pageSize=20`));

    // The export takes the list's filters, not its page.
    await actor.click(screen.getByTestId('feedback-export'));
    await waitFor(() => expect(sent.map((s) => s.path)).toContain(`${API}/feedback/export?typeCode=DATA&answerState=unanswered`));

    // Open the first row: its text, sender and organisation.
    await actor.click(screen.getByTestId('feedback-open-f-1'));
    let dialog = await lastDialog();
    expect(within(dialog).getByTestId('feedback-content').textContent).toBe('搜索页面不记得筛选条件');
    expect(within(dialog).getByText('Li Lei (dealer01)')).toBeTruthy();
    expect(within(dialog).getByTestId('feedback-no-answer')).toBeTruthy();
    await actor.click(within(dialog).getByTestId('feedback-detail-close'));

    // Start answering the first row, cancel, then answer the second: the dialog shows the second.
    await actor.click(screen.getByTestId('feedback-answer-f-1'));
    dialog = await lastDialog();
    expect(within(dialog).getByTestId('feedback-content').textContent).toBe('搜索页面不记得筛选条件');
    await actor.type(within(dialog).getByTestId('feedback-answer-input'), '草稿');
    await actor.click(within(dialog).getByRole('button', { name: /取\s*消/ }));

    await actor.click(screen.getByTestId('feedback-answer-f-2'));
    dialog = await lastDialog();
    expect(within(dialog).getByTestId('feedback-content').textContent).toBe('希望 EPC 支持深色模式');
    expect(within(dialog).getByText('Zhang Wei (dealer02)')).toBeTruthy();
    const input = within(dialog).getByTestId<HTMLTextAreaElement>('feedback-answer-input');
    expect(input.value).toBe('');
    // A blank answer is refused before anything is sent.
    await actor.type(input, '   ');
    await save(dialog, actor);
    await waitFor(() => expect(fieldMessages(input)).toEqual(['该字段不能为空']));
    expect(sent.some((s) => s.method === 'POST')).toBe(false);

    await actor.clear(input);
    await actor.type(input, '下个版本支持');
    await save(dialog, actor);
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')).toMatchObject({ path: `${API}/feedback/f-2/answer`, body: { answer: '下个版本支持', version: 1 } }));
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1);
  });

  it('shows a refused answer (already answered) and keeps the dialog open', async () => {
    const actor = userEvent.setup();
    const { messages } = renderWithFakeServer(<FeedbackListPage />, {
      signedInAs: { userCode: 'oem01', userName: 'Wang Fang' },
      handler: ({ method, path }) => {
        if (path.startsWith(`${API}/feedbackType/options`)) return envelopeAnswer(types);
        if (path.startsWith(`${API}/feedback/list`)) return envelopeAnswer({ list: [first], total: 1 });
        if (method === 'POST') return { status: 409, body: { code: '409001', mesg: '该反馈已经回复过了', data: null } };
        return undefined;
      },
    });
    await actor.click(await screen.findByTestId('feedback-answer-f-1'));
    const dialog = await lastDialog();
    await actor.type(within(dialog).getByTestId('feedback-answer-input'), '回复');
    await save(dialog, actor);
    await waitFor(() => expect(messages.map((m) => m.text)).toContain('该反馈已经回复过了'));
    expect(within(dialog).getByTestId('feedback-answer-input')).toBeTruthy();
  });

  it('the header button shows the own feedback with its answer and sends new feedback', async () => {
    const actor = userEvent.setup();
    const { sent } = renderWithFakeServer(<FeedbackButton />, {
      signedInAs: { userCode: 'dealer01', userName: 'Li Lei' },
      handler: ({ method, path, body }) => {
        if (path.startsWith(`${API}/feedbackType/options`)) return envelopeAnswer(types);
        if (path.startsWith(`${API}/feedback/mine`)) return envelopeAnswer({ list: [answered, first], total: 2 });
        if (method === 'POST' && path === `${API}/feedback`) return envelopeAnswer(feedback('f-9', (body as { content: string }).content));
        return undefined;
      },
    });
    await actor.click(await screen.findByTestId('feedback-button'));
    const drawer = await screen.findByTestId('my-feedback-list');
    expect(await within(drawer).findByText('登录太慢')).toBeTruthy();
    expect(within(drawer).getByTestId('my-feedback-answer').textContent).toContain('已优化');

    // Open one: the answer with who gave it.
    await actor.click(within(drawer).getAllByTestId('my-feedback-open')[0]!);
    const detail = await lastDialog();
    expect(within(detail).getByTestId('feedback-answer').textContent).toContain('Wang Fang');
    await actor.click(within(detail).getByTestId('feedback-detail-close'));

    await actor.click(screen.getByTestId('send-feedback'));
    const dialog = await lastDialog();
    const content = within(dialog).getByTestId<HTMLTextAreaElement>('feedback-content-input');
    await save(dialog, actor);
    await waitFor(() => expect(fieldMessages(content)).toEqual(['该字段不能为空']));
    expect(sent.some((s) => s.method === 'POST')).toBe(false);

    await choose(dialog, 'feedback-type', '数据错误', actor);
    await actor.type(content, 'VIN 查询结果缺少车型');
    await save(dialog, actor);
    await waitFor(() => expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ typeCode: 'DATA', content: 'VIN 查询结果缺少车型', images: [] }));
  });
});
