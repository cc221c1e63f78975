import { useState } from 'react';
import { ArrowLeftOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Space } from 'antd';
import { useNavigate } from 'react-router';
import { CASE_STEP_SECTIONS, createCaseSchema, DOCUMENT_SUBMIT_STATE, updateCaseSchema, type CaseDetail } from '@tis/contracts';
import { clientEnvironment } from '../../../api/client-environment';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { LockButton } from '../../../shared/admin';
import { useCaseActionMutation, useCreateCaseMutation, useUpdateCaseMutation } from '../api/cases-api';
import { contentOf, fieldOfIssue, formOf, type CaseForm } from '../case-form';
import { useCaseParams } from '../hooks/use-case-params';
import { useSettleCase } from '../hooks/use-settle-case';
import { CaseHeadFields } from './case-head-fields';
import { StepSectionEditor } from './step-section-editor';

export interface CaseEditorProps {
  /** The case opened (null: a new one). The page keys the editor by the case's id. */
  detail: CaseDetail | null;
  /** After a save: the case as the server has it now (a new case gets its id). */
  onSaved: (detail: CaseDetail) => void;
}

/**
 * The repair-case editor (/CaseWorkDetail, spec sections 3 to 5): the head and the four sections.
 * Save checks the whole case with the case schema (the messages at their fields), then creates it
 * or saves it with the version read; Submit (when the workflow offers it) saves, then submits. A
 * case the caller may not edit (submitted, discarded, another author's) is shown read-only.
 */
export function CaseEditor({ detail, onSaved }: CaseEditorProps) {
  const { t } = useText();
  const navigate = useNavigate();
  const [form] = Form.useForm<CaseForm>();
  const [initial] = useState(() => formOf(detail));
  const { values: params } = useCaseParams();
  const settle = useSettleCase();
  const [create] = useCreateCaseMutation();
  const [update] = useUpdateCaseMutation();
  const [act] = useCaseActionMutation();
  const [busy, setBusy] = useState(false);
  const editable = detail === null || detail.actions.includes('edit');
  // A rejected case is carried on by the author's edit (ADR 0019): saving makes it a draft, which is then submitted.
  const submittable = detail !== null && (detail.actions.includes('submit') || (detail.submitState === DOCUMENT_SUBMIT_STATE.rejected && editable));

  /** The checked case as the schema cleans it, or null after showing its problems at their fields. */
  const checked = async () => {
    try {
      await form.validateFields();
    } catch {
      return null;
    }
    const { content, places } = contentOf(form.getFieldsValue(true) as CaseForm);
    const parsed = detail ? updateCaseSchema.safeParse({ ...content, version: detail.version }) : createCaseSchema.safeParse(content);
    if (parsed.success) return parsed.data;
    const loose: string[] = [];
    const fields = new Map<string, { name: (string | number)[]; errors: string[] }>();
    for (const issue of parsed.error.issues) {
      const message = t(issue.message as TextKey);
      const name = fieldOfIssue(issue.path, places);
      if (!name) {
        loose.push(message);
        continue;
      }
      const entry = fields.get(name.join('.')) ?? { name, errors: [] };
      if (!entry.errors.includes(message)) entry.errors.push(message);
      fields.set(name.join('.'), entry);
    }
    form.setFields([...fields.values()] as Parameters<typeof form.setFields>[0]);
    const first = [...fields.values()][0];
    if (first) form.scrollToField(first.name);
    if (loose.length > 0) clientEnvironment().notifier.message('error', [...new Set(loose)].join(' '));
    return null;
  };

  /** Saves the form; the case as saved, or null. */
  const save = async (): Promise<CaseDetail | null> => {
    const body = await checked();
    if (!body) return null;
    setBusy(true);
    try {
      const saved = settle(detail && 'version' in body ? await update({ id: detail.id, body }) : await create(body));
      if (saved) onSaved(saved);
      return saved;
    } finally {
      setBusy(false);
    }
  };

  const saveAndSubmit = async () => {
    const saved = await save();
    if (!saved) return;
    setBusy(true);
    try {
      const submitted = settle(await act({ id: saved.id, action: 'submit', version: saved.version }));
      if (submitted) onSaved(submitted);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      variant="borderless"
      className="tis-case-editor"
      title={detail ? t('cases.editor.editTitle', { code: detail.caseCode }) : t('cases.editor.newTitle')}
      data-testid="case-editor"
    >
      {!editable && <Alert type="info" showIcon className="tis-case-note" title={t('cases.editor.readOnly')} data-testid="case-read-only" />}
      <Form<CaseForm> form={form} layout="vertical" initialValues={initial} disabled={!editable} scrollToFirstError>
        <CaseHeadFields params={params} disabled={!editable} />
        {CASE_STEP_SECTIONS.map((section) => (
          <StepSectionEditor key={section} section={section} params={params} disabled={!editable} />
        ))}
      </Form>
      <Space wrap className="tis-case-editor-bar">
        {editable && (
          <LockButton type="primary" icon={<SaveOutlined />} loading={busy} onClick={() => void save()} data-testid="case-save">
            {t('common.action.save')}
          </LockButton>
        )}
        {editable && submittable && (
          <LockButton icon={<SendOutlined />} loading={busy} onClick={() => void saveAndSubmit()} data-testid="case-submit">
            {t('cases.editor.saveAndSubmit')}
          </LockButton>
        )}
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/CaseWork')} data-testid="case-back">
          {t('cases.editor.back')}
        </Button>
      </Space>
    </Card>
  );
}
