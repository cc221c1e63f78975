import { AuditOutlined, CloudDownloadOutlined, CloudUploadOutlined, EditOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space, type ButtonProps } from 'antd';
import type { WorkflowAction } from '@tis/contracts';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { DeleteButton, LockButton, useConfirm } from '../../admin';

/** The actions sent with the version alone: at once (submit, publish) or after a question (cancelPublish, discard). */
export type WorkflowStep = 'submit' | 'publish' | 'cancelPublish' | 'discard';
type AskedStep = Extract<WorkflowStep, 'cancelPublish' | 'discard'>;

export interface WorkflowButtonsProps {
  /** The actions the server offers the caller on the document (its `actions`), in the workflow's order. */
  actions: readonly WorkflowAction[];
  /** What the buttons act on ("CL-2026-0001"): the questions name it. */
  name: string;
  /** The questions before discard and cancel publication, in the kind's words; `content` takes `{name}`. */
  questions: Readonly<Record<AskedStep, { title: TextKey; content: TextKey }>>;
  /** Sends submit, publish, cancel publication or discard with the version read; resolves true when done. */
  onStep: (action: WorkflowStep) => Promise<boolean>;
  /** Opens the kind's editor. */
  onEdit: () => void;
  /** Opens the kind's verify dialog (approve, or refuse with a remark). */
  onVerify: () => void;
  /** Deletes the document (after the delete question); resolves true when done. */
  onDelete: () => Promise<boolean>;
  /** 'link' in table rows (default), 'default' on the page of one document. */
  variant?: 'link' | 'default';
  /** The buttons' test ids: `<testIdPrefix>-action-<action>` (delete: `row-delete`). */
  testIdPrefix: string;
}

const STEP_ICONS = { submit: <SendOutlined />, publish: <CloudUploadOutlined />, cancelPublish: <CloudDownloadOutlined />, discard: <StopOutlined /> } as const;

/**
 * The workflow buttons of a document of any kind (spec section 4, ADR 0019): exactly the actions
 * the server lists for the caller, in the workflow's order, labelled with the workflow's words.
 * Submit and publish lock for 1 s; discard, cancel publication and delete ask first; edit and verify
 * hand over to the kind's editor and verify dialog. A kind that stops (TSB) adds its own stop button.
 */
export function WorkflowButtons({ actions, name, questions, onStep, onEdit, onVerify, onDelete, variant = 'link', testIdPrefix }: WorkflowButtonsProps) {
  const { t } = useText();
  const [confirm, confirmHost] = useConfirm();
  const look: ButtonProps = variant === 'link' ? { type: 'link', size: 'small' } : {};
  const testId = (action: WorkflowAction) => `${testIdPrefix}-action-${action}`;

  const ask = (action: AskedStep) =>
    confirm({
      title: t(questions[action].title),
      content: t(questions[action].content, { name }),
      okText: t(`cases.action.${action}`),
      danger: true,
      onOk: () => onStep(action),
    });

  const button = (action: WorkflowAction) => {
    switch (action) {
      case 'submit':
      case 'publish':
        return (
          <LockButton key={action} {...look} icon={STEP_ICONS[action]} onClick={() => void onStep(action)} data-testid={testId(action)}>
            {t(`cases.action.${action}`)}
          </LockButton>
        );
      case 'cancelPublish':
      case 'discard':
        return (
          <Button key={action} {...look} danger icon={STEP_ICONS[action]} onClick={() => ask(action)} data-testid={testId(action)}>
            {t(`cases.action.${action}`)}
          </Button>
        );
      case 'edit':
      case 'verify':
        return (
          <Button key={action} {...look} icon={action === 'edit' ? <EditOutlined /> : <AuditOutlined />} onClick={action === 'edit' ? onEdit : onVerify} data-testid={testId(action)}>
            {t(`cases.action.${action}`)}
          </Button>
        );
      case 'delete':
        return <DeleteButton key={action} size={look.size ?? 'middle'} name={name} onConfirm={onDelete} />;
      case 'stop':
        return null;
    }
  };

  return (
    <>
      <Space size={variant === 'link' ? 0 : 8} wrap>
        {actions.map(button)}
      </Space>
      {confirmHost}
    </>
  );
}
