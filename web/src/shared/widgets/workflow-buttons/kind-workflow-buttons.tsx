import { useState } from 'react';
import type { CaseVerifyBody, VerifyVerdict } from '@tis/contracts';
import { VerifyDialog } from '../../../features/cases/components/verify-dialog';
import { type MutationResult, settleSave } from '../../admin';
import { WorkflowButtons, type WorkflowButtonsProps, type WorkflowStep } from './workflow-buttons';

type Trigger<A> = (arg: A) => PromiseLike<MutationResult>;

/** The mutations of a document kind of the case rules (claims, quality feedback, …) the buttons send. */
export interface KindWorkflowApi {
  /** Settles an action's answer (shows a refusal, keeps the reading view's copy fresh); null when refused. */
  useSettle: () => (result: MutationResult) => unknown;
  useAction: () => readonly [Trigger<{ id: string; action: WorkflowStep; version: number }>, ...unknown[]];
  useVerify: () => readonly [Trigger<{ id: string; body: CaseVerifyBody }>, ...unknown[]];
  useDelete: () => readonly [Trigger<{ id: string; version: number }>, ...unknown[]];
}

export interface KindWorkflowButtonsProps {
  doc: { id: string; version: number; actions: WorkflowButtonsProps['actions'] };
  /** What the questions and the verify dialog name ("CL-2026-0001"). */
  name: string;
  api: KindWorkflowApi;
  /** The questions before discard and cancel publication, in the kind's words. */
  questions: WorkflowButtonsProps['questions'];
  /** Opens the kind's editor. */
  onEdit: (id: string) => void;
  /** After the document was deleted (the reading view goes back to the list). */
  onDeleted?: () => void;
  variant?: 'link' | 'default';
  testIdPrefix: string;
}

/**
 * The workflow buttons of a document kind of the case rules (spec section 4): exactly the row's
 * `actions`, each sent with the version read; verify opens the verify dialog (a refusal needs a
 * remark). A refusal (stale version, a guard) shows the server's message; the lists refresh either way.
 */
export function KindWorkflowButtons({ doc, name, api, questions, onEdit, onDeleted, variant, testIdPrefix }: KindWorkflowButtonsProps) {
  const settle = api.useSettle();
  const [act] = api.useAction();
  const [verify] = api.useVerify();
  const [remove] = api.useDelete();
  const [verifying, setVerifying] = useState(false);

  const step = async (action: WorkflowStep) => settle(await act({ id: doc.id, action, version: doc.version })) !== null;
  const sendVerdict = async ({ approved, remark }: VerifyVerdict) => settle(await verify({ id: doc.id, body: { version: doc.version, approved, ...(remark ? { remark } : {}) } })) !== null;
  const deleteIt = async () => {
    const deleted = settleSave(await remove({ id: doc.id, version: doc.version }));
    if (deleted) onDeleted?.();
    return deleted;
  };

  return (
    <>
      <WorkflowButtons
        actions={doc.actions}
        name={name}
        questions={questions}
        onStep={step}
        onEdit={() => onEdit(doc.id)}
        onVerify={() => setVerifying(true)}
        onDelete={deleteIt}
        variant={variant}
        testIdPrefix={testIdPrefix}
      />
      <VerifyDialog name={verifying ? name : null} onVerify={sendVerdict} onClose={() => setVerifying(false)} />
    </>
  );
}
