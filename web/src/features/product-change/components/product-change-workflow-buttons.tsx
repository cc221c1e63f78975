import type { ProductChangeRow } from '@tis/contracts';
import { type KindWorkflowApi, KindWorkflowButtons } from '../../../shared/widgets/workflow-buttons';
import { useDeleteProductChangeMutation, useProductChangeActionMutation, useSettleProductChange, useVerifyProductChangeMutation } from '../api/product-change-api';

/** What the buttons need of a change: its id, the version read, its code and the actions the server offers. */
export type WorkflowProductChange = Pick<ProductChangeRow, 'id' | 'version' | 'actions' | 'changeCode'>;

/** The reading view and the editor of a change. */
export const productChangeViewUrl = (id: string) => `/ViewProductChange?${new URLSearchParams({ id }).toString()}`;
export const productChangeEditUrl = (id?: string) => (id ? `/EditProductChange?${new URLSearchParams({ id }).toString()}` : '/EditProductChange');

const QUESTIONS = {
  discard: { title: 'productChange.confirm.discardTitle', content: 'productChange.confirm.discardContent' },
  cancelPublish: { title: 'productChange.confirm.cancelPublishTitle', content: 'productChange.confirm.cancelPublishContent' },
} as const;

const PRODUCT_CHANGE_WORKFLOW_API: KindWorkflowApi = {
  useSettle: useSettleProductChange,
  useAction: useProductChangeActionMutation,
  useVerify: useVerifyProductChangeMutation,
  useDelete: useDeleteProductChangeMutation,
};

export interface ProductChangeWorkflowButtonsProps {
  doc: WorkflowProductChange;
  /** Opens the change's editor. */
  onEdit: (id: string) => void;
  /** After the change was deleted (the reading view goes back to the list). */
  onDeleted?: () => void;
  variant?: 'link' | 'default';
}

/** The workflow buttons of a product change (the case rules; review by another holder of the verify key). */
export function ProductChangeWorkflowButtons({ doc, ...props }: ProductChangeWorkflowButtonsProps) {
  return <KindWorkflowButtons doc={doc} name={doc.changeCode} api={PRODUCT_CHANGE_WORKFLOW_API} questions={QUESTIONS} testIdPrefix="pcn" {...props} />;
}
