import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { BUTTON_LOCK_MS } from './button-lock';
import { EditModal, useEditModal } from './edit-modal';

interface Row {
  id: string;
  code: string;
  name: string;
  remark: string | null;
}

interface RowForm {
  name: string;
  remark?: string;
}

const ENG: Row = { id: 'id-eng', code: 'ENG', name: 'Service engineer', remark: 'workshop' };
const CLERK: Row = { id: 'id-clerk', code: 'CLERK', name: 'Clerk', remark: 'front desk' };

type Save = (id: string | null, values: RowForm) => void;

/** A list screen's dialog as the admin screens build it: own form, or one the screen holds (vehicle kit, users). */
function Screen({ onSave, external, withRemark = true }: { onSave: Save; external: boolean; withRemark?: boolean }) {
  const edit = useEditModal<Row>();
  const [form] = Form.useForm<RowForm>();
  return (
    <I18nextProvider i18n={i18n}>
      {[ENG, CLERK].map((row) => (
        <button key={row.id} type="button" data-testid={`edit-${row.code}`} onClick={() => edit.openEdit(row)}>
          {row.code}
        </button>
      ))}
      <button type="button" data-testid="add" onClick={edit.openCreate}>
        add
      </button>
      <EditModal<RowForm>
        open={edit.open}
        title={edit.record ? 'edit' : 'add'}
        form={external ? form : undefined}
        initialValues={edit.record ? { name: edit.record.name, remark: edit.record.remark ?? '' } : {}}
        onSubmit={(values) => {
          onSave(edit.record?.id ?? null, values);
          return Promise.resolve(true);
        }}
        onClose={edit.close}
      >
        <Form.Item name="name" rules={[{ required: true }]}>
          <Input data-testid="name" />
        </Form.Item>
        {withRemark && (
          <Form.Item name="remark">
            <Input data-testid="remark" />
          </Form.Item>
        )}
      </EditModal>
    </I18nextProvider>
  );
}

const dialog = async () => (await screen.findAllByRole('dialog')).at(-1)!;
const valueOf = (container: HTMLElement, testId: string) => within(container).getByTestId<HTMLInputElement>(testId).value;
/** The save button locks for 1 s after a click (spec section 5). */
const afterLock = () => act(() => new Promise((resolve) => setTimeout(resolve, BUTTON_LOCK_MS + 50)));

describe.each([
  ['its own form', false],
  ['a form the screen holds', true],
])('EditModal with %s: the dialog shows and saves the row that was clicked', (_name, external) => {
  beforeEach(async () => {
    initI18n('zh_CN');
    await act(() => i18n.changeLanguage('zh_CN'));
  });

  it('edit ENG, cancel, edit CLERK: shows CLERK and saves CLERK’s values under CLERK’s id', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<Save>();
    render(<Screen onSave={onSave} external={external} />);

    await user.click(screen.getByTestId('edit-ENG'));
    let modal = await dialog();
    expect(valueOf(modal, 'name')).toBe('Service engineer');
    await user.type(within(modal).getByTestId('name'), ' (changed, then cancelled)');
    await user.click(within(modal).getByRole('button', { name: /取\s*消/ }));

    await user.click(screen.getByTestId('edit-CLERK'));
    modal = await dialog();
    expect(valueOf(modal, 'name')).toBe('Clerk');
    expect(valueOf(modal, 'remark')).toBe('front desk');
    await user.click(within(modal).getByTestId('edit-modal-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith('id-clerk', { name: 'Clerk', remark: 'front desk' });
  });

  it('edit and save one row, then edit another: the second shows and saves its own values', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<Save>();
    render(<Screen onSave={onSave} external={external} />);

    await user.click(screen.getByTestId('edit-ENG'));
    let modal = await dialog();
    await user.clear(within(modal).getByTestId('name'));
    await user.type(within(modal).getByTestId('name'), 'Engineer');
    await user.click(within(modal).getByTestId('edit-modal-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('id-eng', { name: 'Engineer', remark: 'workshop' }));
    await afterLock();

    await user.click(screen.getByTestId('edit-CLERK'));
    modal = await dialog();
    expect(valueOf(modal, 'name')).toBe('Clerk');
    expect(valueOf(modal, 'remark')).toBe('front desk');
    await user.click(within(modal).getByTestId('edit-modal-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith('id-clerk', { name: 'Clerk', remark: 'front desk' });
  });

  it('add and save, then edit a row: the dialog shows the row, and an add starts empty again', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<Save>();
    render(<Screen onSave={onSave} external={external} />);

    await user.click(screen.getByTestId('add'));
    let modal = await dialog();
    await user.type(within(modal).getByTestId('name'), 'Driver');
    await user.click(within(modal).getByTestId('edit-modal-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith(null, { name: 'Driver' }));
    await afterLock();

    await user.click(screen.getByTestId('edit-ENG'));
    modal = await dialog();
    expect(valueOf(modal, 'name')).toBe('Service engineer');
    expect(valueOf(modal, 'remark')).toBe('workshop');
    await user.click(within(modal).getByTestId('edit-modal-save'));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith('id-eng', { name: 'Service engineer', remark: 'workshop' }));
    await afterLock();

    await user.click(screen.getByTestId('add'));
    modal = await dialog();
    expect(valueOf(modal, 'name')).toBe('');
    expect(valueOf(modal, 'remark')).toBe('');
  });

  it('a value the form does not show is saved as the row has it, never dropped', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<Save>();
    render(<Screen onSave={onSave} external={external} withRemark={false} />);

    await user.click(screen.getByTestId('edit-CLERK'));
    const modal = await dialog();
    await user.clear(within(modal).getByTestId('name'));
    await user.type(within(modal).getByTestId('name'), 'Clerk II');
    await user.click(within(modal).getByTestId('edit-modal-save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('id-clerk', { name: 'Clerk II', remark: 'front desk' }));
  });
});
