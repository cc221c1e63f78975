import { useState } from 'react';
import { DOCUMENT_DETAIL_PAGES, type ClaimRow, type VerifyVerdict } from '@tis/contracts';
import { settleSave } from '../../../shared/admin';
import { WorkflowButtons, type WorkflowStep } from '../../../shared/widgets/workflow-buttons';
import { VerifyDialog } from '../../cases/components/verify-dialog';
import { useClaimActionMutation, useDeleteClaimMutation, useSettleClaim, useVerifyClaimMutation } from '../api/claims-api';

/** What the buttons need of a claim: its id, the version read, its number and the actions the server offers. */
export type WorkflowClaim = Pick<ClaimRow, 'id' | 'version' | 'actions' | 'claimNo'>;

/** The reading view of a claim. */
export const claimViewUrl = (id: string) => `${DOCUMENT_DETAIL_PAGES.claim.route}?${new URLSearchParams({ id }).toString()}`;

const QUESTIONS = {
  discard: { title: 'claims.confirm.discardTitle', content: 'claims.confirm.discardContent' },
  cancelPublish: { title: 'claims.confirm.cancelPublishTitle', content: 'claims.confirm.cancelPublishContent' },
} as const;

export interface ClaimWorkflowButtonsProps {
  doc: WorkflowClaim;
  /** Opens the claim's editor. */
  onEdit: (id: string) => void;
  /** After the claim was deleted (the reading view goes back to the list). */
  onDeleted?: () => void;
  variant?: 'link' | 'default';
}

/**
 * The workflow buttons of a claim (the case rules, spec section 4): exactly the row's `actions`,
 * each sent with the version read; verify opens the verify dialog (a refusal needs a remark). A
 * refusal (stale version, a guard) shows the server's message; the lists refresh either way.
 */
export function ClaimWorkflowButtons({ doc, onEdit, onDeleted, variant }: ClaimWorkflowButtonsProps) {
  const settle = useSettleClaim();
  const [act] = useClaimActionMutation();
  const [verify] = useVerifyClaimMutation();
  const [remove] = useDeleteClaimMutation();
  const [verifying, setVerifying] = useState(false);

  const step = async (action: WorkflowStep) => settle(await act({ id: doc.id, action, version: doc.version })) !== null;
  const sendVerdict = async ({ approved, remark }: VerifyVerdict) =>
    settle(await verify({ id: doc.id, body: { version: doc.version, approved, ...(remark ? { remark } : {}) } })) !== null;
  const deleteClaim = async () => {
    const deleted = settleSave(await remove({ id: doc.id, version: doc.version }));
    if (deleted) onDeleted?.();
    return deleted;
  };

  return (
    <>
      <WorkflowButtons
        actions={doc.actions}
        name={doc.claimNo}
        questions={QUESTIONS}
        onStep={step}
        onEdit={() => onEdit(doc.id)}
        onVerify={() => setVerifying(true)}
        onDelete={deleteClaim}
        variant={variant}
        testIdPrefix="claim"
      />
      <VerifyDialog name={verifying ? doc.claimNo : null} onVerify={sendVerdict} onClose={() => setVerifying(false)} />
    </>
  );
}
