import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordSchema } from '@tis/contracts';
import { configureClientEnvironment } from '../../api/client-environment';
import { i18n, initI18n, resolveText } from '../../i18n';
import { useText } from '../../i18n/use-text';
import { DeleteButton } from './delete-button';
import { EditModal, schemaRule } from './edit-modal';
import { settleMutation } from './mutation-result';

function withText(ui: React.ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

function recordMessages(): { level: string; text: string }[] {
  const messages: { level: string; text: string }[] = [];
  configureClientEnvironment({
    translate: resolveText,
    notifier: { message: (level, text) => messages.push({ level, text }), notification: () => undefined, closeAll: () => undefined },
  });
  return messages;
}

describe('settleMutation (spec section 8 result notifier)', () => {
  beforeEach(() => initI18n('zh_CN'));

  it('true is a success message; false and failures are not successes', () => {
    const messages = recordMessages();
    expect(settleMutation({ data: true })).toBe(true);
    expect(messages.at(-1)).toEqual({ level: 'success', text: '操作成功' });
    expect(settleMutation({ data: false })).toBe(false);
    expect(messages.at(-1)?.level).toBe('warning');
    const before = messages.length;
    expect(settleMutation({ error: { status: 500 } })).toBe(false);
    expect(messages).toHaveLength(before);
  });
  it('numeric results pick their callback; isSuccess accepts a saved object', () => {
    const messages = recordMessages();
    expect(settleMutation({ data: 2 }, { callbacks: ['error.codingRepeated'] })).toBe(false);
    expect(messages.at(-1)?.text).toBe(i18n.t('error.codingRepeated'));
    expect(settleMutation({ data: { id: 'x' } }, { isSuccess: (d) => typeof d === 'object' })).toBe(true);
    expect(messages.at(-1)?.level).toBe('success');
  });
});

describe('DeleteButton (spec section 5: deleting a row needs a confirm dialog)', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('deletes only after OK in the confirmation', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(() => Promise.resolve(true));
    withText(<DeleteButton name="TSB 0000000-01-A" onConfirm={onConfirm} />);

    await user.click(screen.getByTestId('row-delete'));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定要删除“TSB 0000000-01-A”吗？删除后数据无法恢复。')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /取\s*消/ }));
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('row-delete'));
    // The cancelled dialog may still be leaving (jsdom runs no CSS transitions): take the new one.
    dialog = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});

function PasswordModal({ onSubmit }: { onSubmit: (v: { password: string }) => Promise<boolean> }) {
  const { t } = useText();
  return (
    <EditModal<{ password: string }> open title="Set password" initialValues={{ password: '' }} onSubmit={onSubmit} onClose={() => undefined}>
      <Form.Item name="password" label="Password" rules={[schemaRule(passwordSchema, t)]}>
        <Input data-testid="pw" />
      </Form.Item>
    </EditModal>
  );
}

describe('EditModal', () => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('shows the contracts’ messages and submits only valid values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve(true));
    withText(<PasswordModal onSubmit={onSubmit} />);
    await user.type(screen.getByTestId('pw'), 'abc');
    await user.click(screen.getByTestId('edit-modal-save'));
    expect(await screen.findByText(new RegExp(i18n.t('validation.passwordLength')))).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByTestId('pw'));
    await user.type(screen.getByTestId('pw'), 'Abcdefg1');
    await new Promise((r) => setTimeout(r, 1000)); // the save button's 1 s lock
    await user.click(screen.getByTestId('edit-modal-save'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'Abcdefg1' }));
  });
});
