import type { BulletinRow } from '@tis/contracts';
import { settleMutation, settleSave } from '../../../shared/admin';
import { WorkflowButtons, type WorkflowStep } from '../../../shared/widgets/workflow-buttons';
import { useBulletinStepMutation, useDeleteBulletinMutation } from '../api/bulletins-api';

const QUESTIONS = {
  discard: { title: 'bulletins.confirm.discardTitle', content: 'bulletins.confirm.discardContent' },
  cancelPublish: { title: 'bulletins.confirm.cancelPublishTitle', content: 'bulletins.confirm.cancelPublishContent' },
} as const;

export interface BulletinWorkflowButtonsProps {
  row: Pick<BulletinRow, 'id' | 'version' | 'title' | 'actions'>;
  onEdit: (id: string) => void;
  onDeleted?: () => void;
  variant?: 'link' | 'default';
}

/**
 * The buttons of a notice (`bulletinWorkflow`): exactly the actions the server lists for the caller —
 * publish, cancel the publication (after a question), edit, delete (after a question). Each sends the
 * version the screen read; a refusal shows the server's message.
 */
export function BulletinWorkflowButtons({ row, onEdit, onDeleted, variant = 'link' }: BulletinWorkflowButtonsProps) {
  const [step] = useBulletinStepMutation();
  const [remove] = useDeleteBulletinMutation();
  const act = async (action: WorkflowStep) => {
    if (action !== 'publish' && action !== 'cancelPublish') return false;
    return settleMutation(await step({ id: row.id, action, version: row.version }));
  };
  const deleteIt = async () => {
    const deleted = settleSave(await remove({ id: row.id, version: row.version }));
    if (deleted) onDeleted?.();
    return deleted;
  };
  return (
    <WorkflowButtons
      actions={row.actions}
      name={row.title}
      questions={QUESTIONS}
      onStep={act}
      onEdit={() => onEdit(row.id)}
      onVerify={() => undefined}
      onDelete={deleteIt}
      variant={variant}
      testIdPrefix={`bulletin-${row.id}`}
    />
  );
}
