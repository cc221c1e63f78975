import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';
import { LockButton } from './lock-button';

export interface EditModalProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /**
   * The edited record's values, or the defaults of a new one; the form starts from them each time
   * the modal opens. A value no field shows is submitted as given here (the row's own value).
   */
  initialValues?: Partial<V>;
  /** Saves the validated values over `initialValues`; resolve true to close the modal (see `settleMutation`). */
  onSubmit: (values: V) => Promise<boolean>;
  onClose: () => void;
  /** The form's fields (`Form.Item`s). */
  children: ReactNode;
  width?: number;
  /** More antd Form props (layout, labelCol, …); vertical layout by default. */
  formProps?: Omit<FormProps<V>, 'form' | 'initialValues' | 'children'>;
  /** The form instance, when the screen needs it (dependent fields); it too is reset on every opening. */
  form?: FormInstance<V>;
  /** The OK button's text: "Save" unless the dialog does something else ("Share", "Confirm"). */
  okText?: ReactNode;
  'data-testid'?: string;
}

/**
 * Sets the form's store to this opening's `initialValues` once its fields have mounted. An antd
 * form instance outlives the dialog's content: its store keeps the values of the last opening
 * (merged over new `initialValues`, which antd applies only on a form's first mount), so without
 * this an edit would show, and save, the previously opened row.
 */
function StartFromInitialValues() {
  const form = Form.useFormInstance();
  useLayoutEffect(() => form.resetFields(), [form]);
  return null;
}

/**
 * Add / edit dialog of an admin list (spec sections 2 and 5): an antd Form in a Modal. The save
 * button validates, locks for 1 s and shows a spinner while `onSubmit` runs; the modal closes when
 * it resolves true. Its form is rebuilt and reset on every opening, so it always starts from the
 * `initialValues` of the record that was clicked, whether the form is its own or the screen's.
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
  okText,
  'data-testid': testId = 'edit-modal',
}: EditModalProps<V>) {
  const { t } = useText();
  const [own] = Form.useForm<V>();
  const form = external ?? own;
  const [saving, setSaving] = useState(false);
  // Each opening gets a new form (React's "adjust state on a prop change" pattern).
  const [opening, setOpening] = useState({ open, count: 0 });
  if (opening.open !== open) setOpening({ open, count: opening.count + (open ? 1 : 0) });

  const save = async () => {
    let values: V;
    try {
      values = { ...initialValues, ...(await form.validateFields()) };
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
      data-testid={testId}
      footer={[
        <LockButton key="cancel" onClick={onClose}>
          {t('common.action.cancel')}
        </LockButton>,
        <LockButton key="save" type="primary" loading={saving} onClick={() => void save()} data-testid="edit-modal-save">
          {okText ?? t('common.action.save')}
        </LockButton>,
      ]}
    >
      <Form<V> key={opening.count} layout="vertical" {...formProps} form={form} initialValues={initialValues} preserve={false}>
        {children}
        <StartFromInitialValues />
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

/** An empty field: nothing entered, or only spaces. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * An antd form rule from a contracts schema (password policy, VIN, TSB code, …): the issues'
 * message keys, translated, each once. A blank value has one problem, so it gets one message (the
 * schema's first, its "required"). The rule marks the field required (the label's star) when the
 * schema refuses a blank value; the schema alone decides (antd skips its own required check for a
 * rule with a validator). Use it as the field's only rule. `t` is `useText().t`.
 */
export function schemaRule(schema: SafeParser, t: (key: TextKey) => string): Rule {
  return {
    required: !schema.safeParse(undefined).success && !schema.safeParse('').success,
    validator: (_rule, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return Promise.resolve();
      const issues = isBlank(value) ? parsed.error.issues.slice(0, 1) : parsed.error.issues;
      const messages = [...new Set(issues.map((issue) => t(issue.message as TextKey)))];
      return Promise.reject(new Error(messages.join(' ')));
    },
  };
}
