import { DOCUMENT_DETAIL_PAGES, type QualityFbRow } from '@tis/contracts';
import { type KindWorkflowApi, KindWorkflowButtons } from '../../../shared/widgets/workflow-buttons';
import { useDeleteQualityFbMutation, useQualityFbActionMutation, useSettleQualityFb, useVerifyQualityFbMutation } from '../api/quality-feedback-api';

/** What the buttons need of a feedback: its id, the version read, its code and the actions the server offers. */
export type WorkflowQualityFb = Pick<QualityFbRow, 'id' | 'version' | 'actions' | 'fbCode'>;

/** The reading view of a feedback. */
export const qualityFbViewUrl = (id: string) => `${DOCUMENT_DETAIL_PAGES.qualityFb.route}?${new URLSearchParams({ id }).toString()}`;

const QUESTIONS = {
  discard: { title: 'qualityFb.confirm.discardTitle', content: 'qualityFb.confirm.discardContent' },
  cancelPublish: { title: 'qualityFb.confirm.cancelPublishTitle', content: 'qualityFb.confirm.cancelPublishContent' },
} as const;

const QUALITY_FB_API: KindWorkflowApi = { useSettle: useSettleQualityFb, useAction: useQualityFbActionMutation, useVerify: useVerifyQualityFbMutation, useDelete: useDeleteQualityFbMutation };

export interface QualityFbWorkflowButtonsProps {
  doc: WorkflowQualityFb;
  /** Opens the feedback's editor. */
  onEdit: (id: string) => void;
  /** After the feedback was deleted (the reading view goes back to the list). */
  onDeleted?: () => void;
  variant?: 'link' | 'default';
}

/** The workflow buttons of a quality feedback (the case rules). */
export function QualityFbWorkflowButtons({ doc, ...props }: QualityFbWorkflowButtonsProps) {
  return <KindWorkflowButtons doc={doc} name={doc.fbCode} api={QUALITY_FB_API} questions={QUESTIONS} testIdPrefix="qfb" {...props} />;
}
