import { DOCUMENT_DETAIL_PAGES, type ClaimRow } from '@tis/contracts';
import { type KindWorkflowApi, KindWorkflowButtons } from '../../../shared/widgets/workflow-buttons';
import { useClaimActionMutation, useDeleteClaimMutation, useSettleClaim, useVerifyClaimMutation } from '../api/claims-api';

/** What the buttons need of a claim: its id, the version read, its number and the actions the server offers. */
export type WorkflowClaim = Pick<ClaimRow, 'id' | 'version' | 'actions' | 'claimNo'>;

/** The reading view of a claim. */
export const claimViewUrl = (id: string) => `${DOCUMENT_DETAIL_PAGES.claim.route}?${new URLSearchParams({ id }).toString()}`;

const QUESTIONS = {
  discard: { title: 'claims.confirm.discardTitle', content: 'claims.confirm.discardContent' },
  cancelPublish: { title: 'claims.confirm.cancelPublishTitle', content: 'claims.confirm.cancelPublishContent' },
} as const;

const CLAIM_API: KindWorkflowApi = { useSettle: useSettleClaim, useAction: useClaimActionMutation, useVerify: useVerifyClaimMutation, useDelete: useDeleteClaimMutation };

export interface ClaimWorkflowButtonsProps {
  doc: WorkflowClaim;
  /** Opens the claim's editor. */
  onEdit: (id: string) => void;
  /** After the claim was deleted (the reading view goes back to the list). */
  onDeleted?: () => void;
  variant?: 'link' | 'default';
}

/** The workflow buttons of a claim (the case rules, spec section 4). */
export function ClaimWorkflowButtons({ doc, ...props }: ClaimWorkflowButtonsProps) {
  return <KindWorkflowButtons doc={doc} name={doc.claimNo} api={CLAIM_API} questions={QUESTIONS} testIdPrefix="claim" {...props} />;
}
