import { useCallback, useState, type ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';
import { LockButton } from './lock-button';

export interface EditModalProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /** The edited record's values, or the defaults of a new one; read each time the modal opens. */
  initialValues?: Partial<V>;
  /** Saves the validated values; resolve true to close the modal (see `settleMutation`). */
  onSubmit: (values: V) => Promise<boolean>;
  onClose: () => void;
  /** The form's fields (`Form.Item`s). */
  children: ReactNode;
  width?: number;
  /** More antd Form props (layout, labelCol, …); vertical layout by default. */
  formProps?: Omit<FormProps<V>, 'form' | 'initialValues' | 'children'>;
  /** The form instance, when the screen needs it (dependent fields). */
  form?: FormInstance<V>;
}

/**
 * Add / edit dialog of an admin list (spec sections 2 and 5): an antd Form in a Modal. The save
 * button validates, locks for 1 s and shows a spinner while `onSubmit` runs; the modal closes when
 * it resolves true. Its content is rebuilt on every opening, so it starts from `initialValues`.
 */
export function EditModal<V extends object>({
  open,
  title,
  initialValues,
  onSubmit,
  onClose,
  children,
  width = 640,
  formProps,
  form: external,
}: EditModalProps<V>) {
  const { t } = useText();
  const [own] = Form.useForm<V>();
  const form = external ?? own;
  const [saving, setSaving] = useState(false);

  const save = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show what is wrong
    }
    setSaving(true);
    try {
      if (await onSubmit(values)) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="edit-modal"
      footer={[
        <LockButton key="cancel" onClick={onClose}>
          {t('common.action.cancel')}
        </LockButton>,
        <LockButton key="save" type="primary" loading={saving} onClick={() => void save()} data-testid="edit-modal-save">
          {t('common.action.save')}
        </LockButton>,
      ]}
    >
      <Form<V> layout="vertical" {...formProps} form={form} initialValues={initialValues} preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}

export interface EditModalState<R> {
  open: boolean;
  /** The record being edited; null when adding. */
  record: R | null;
  openCreate: () => void;
  openEdit: (record: R) => void;
  close: () => void;
}

/** Open / close state of an EditModal and the record it edits. */
export function useEditModal<R>(): EditModalState<R> {
  const [state, setState] = useState<{ open: boolean; record: R | null }>({ open: false, record: null });
  const openCreate = useCallback(() => setState({ open: true, record: null }), []);
  const openEdit = useCallback((record: R) => setState({ open: true, record }), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  return { ...state, openCreate, openEdit, close };
}

/** The part of a zod schema the rule needs (contracts' schemas carry message keys as messages). */
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * An antd form rule from a contracts schema (password policy, VIN, TSB code, …): the issues'
 * message keys, translated, joined. `t` is `useText().t`.
 */
export function schemaRule(schema: SafeParser, t: (key: TextKey) => string): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return Promise.resolve();
      const messages = [...new Set(parsed.error.issues.map((issue) => t(issue.message as TextKey)))];
      return Promise.reject(new Error(messages.join(' ')));
    },
  };
}
