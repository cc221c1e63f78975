import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DOCUMENT_DETAIL_PAGES, type CaseRow, type VerifyVerdict } from '@tis/contracts';
import { settleSave } from '../../../shared/admin';
import { WorkflowButtons, type WorkflowStep } from '../../../shared/widgets/workflow-buttons';
import { useCaseActionMutation, useDeleteCaseMutation, useVerifyCaseMutation } from '../api/cases-api';
import { useSettleCase } from '../hooks/use-settle-case';
import { VerifyDialog } from './verify-dialog';

/** What the buttons need of a case: its id, the version read, and the actions the server offers. */
export type WorkflowCase = Pick<CaseRow, 'id' | 'version' | 'actions' | 'caseCode' | 'title'>;

export interface CaseWorkflowButtonsProps {
  doc: WorkflowCase;
  /** After the case was deleted (the detail pages go back to the list). */
  onDeleted?: () => void;
  /** 'link' in table rows (default), 'default' on the pages of one case. */
  variant?: 'link' | 'default';
}

/** The editor of a case. */
export const caseEditUrl = (id: string) => `${DOCUMENT_DETAIL_PAGES.case.workRoute}?${new URLSearchParams({ id }).toString()}`;
/** The reading view of a case. */
export const caseViewUrl = (id: string) => `${DOCUMENT_DETAIL_PAGES.case.route}?${new URLSearchParams({ id }).toString()}`;

const QUESTIONS = {
  discard: { title: 'cases.confirm.discardTitle', content: 'cases.confirm.discardContent' },
  cancelPublish: { title: 'cases.confirm.cancelPublishTitle', content: 'cases.confirm.cancelPublishContent' },
} as const;

/**
 * The workflow buttons of a case (spec section 4, ADR 0019): exactly the actions the server lists
 * for the caller on this case. Each sends the version the screen read; verify opens the approve /
 * refuse dialog; edit opens the editor. A refusal (stale version, a guard) shows the server's
 * message; the lists refresh either way.
 */
export function CaseWorkflowButtons({ doc, onDeleted, variant = 'link' }: CaseWorkflowButtonsProps) {
  const navigate = useNavigate();
  const settle = useSettleCase();
  const [act] = useCaseActionMutation();
  const [verify] = useVerifyCaseMutation();
  const [remove] = useDeleteCaseMutation();
  const [verifying, setVerifying] = useState(false);
  const name = `${doc.caseCode} ${doc.title}`;

  const step = async (action: WorkflowStep) => settle(await act({ id: doc.id, action, version: doc.version })) !== null;
  const sendVerdict = async ({ approved, remark }: VerifyVerdict) =>
    settle(await verify({ id: doc.id, body: { version: doc.version, approved, ...(remark ? { remark } : {}) } })) !== null;
  const deleteCase = async () => {
    const deleted = settleSave(await remove({ id: doc.id, version: doc.version }));
    if (deleted) onDeleted?.();
    return deleted;
  };

  return (
    <>
      <WorkflowButtons
        actions={doc.actions}
        name={name}
        questions={QUESTIONS}
        onStep={step}
        onEdit={() => void navigate(caseEditUrl(doc.id))}
        onVerify={() => setVerifying(true)}
        onDelete={deleteCase}
        variant={variant}
        testIdPrefix="case"
      />
      <VerifyDialog name={verifying ? name : null} onVerify={sendVerdict} onClose={() => setVerifying(false)} />
    </>
  );
}
