import { useState } from 'react';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { ALIGNMENT_REMARK_MAX_LENGTH, type AlignmentStandardView, type AlignmentStep } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { DeleteButton, LockButton, settleMutation, settleSave, useConfirm } from '../../../shared/admin';
import { useAlignmentStepMutation, useDeleteAlignmentMutation } from '../api/alignment-api';

/** The first or final review: approve, or refuse with a remark (required). */
function ReviewDialog({ row, step, onClose }: { row: AlignmentStandardView; step: 'firstReview' | 'finalReview'; onClose: () => void }) {
  const { t } = useText();
  const [remark, setRemark] = useState('');
  const [missing, setMissing] = useState(false);
  const [send, { isLoading }] = useAlignmentStepMutation();
  const decide = async (approved: boolean) => {
    if (!approved && remark.trim() === '') {
      setMissing(true);
      return;
    }
    if (settleMutation(await send({ id: row.id, step, body: { version: row.version, approved, remark: remark.trim() } }), { isSuccess: () => true })) onClose();
  };
  return (
    <Modal
      open
      title={`${t(`alignment.op.${step}`)}: ${row.seriesCode}${row.modelCode ? ` / ${row.modelCode}` : ''}`}
      onCancel={onClose}
      data-testid="alignment-review"
      footer={
        <Space>
          <LockButton danger loading={isLoading} onClick={() => void decide(false)} data-testid="alignment-review-refuse">
            {t('alignment.review.refuse')}
          </LockButton>
          <LockButton type="primary" loading={isLoading} onClick={() => void decide(true)} data-testid="alignment-review-approve">
            {t('alignment.review.approve')}
          </LockButton>
        </Space>
      }
    >
      <Typography.Paragraph>{t('alignment.review.remark')}</Typography.Paragraph>
      <Input.TextArea
        value={remark}
        maxLength={ALIGNMENT_REMARK_MAX_LENGTH}
        rows={3}
        status={missing ? 'error' : undefined}
        onChange={(e) => {
          setRemark(e.target.value);
          setMissing(false);
        }}
        data-testid="alignment-review-remark"
      />
      {missing && <Typography.Text type="danger">{t('alignment.review.remarkRequired')}</Typography.Text>}
    </Modal>
  );
}

export interface AlignmentButtonsProps {
  row: AlignmentStandardView;
  onView: (id: string) => void;
  onEdit: (row: AlignmentStandardView) => void;
}

/**
 * A row's buttons: view, then exactly the operations the server lists for the caller (submit,
 * first or final review, publish, cancel after a question, edit, delete after a question). Each
 * sends the version the screen read; a refusal shows the server's message.
 */
export function AlignmentButtons({ row, onView, onEdit }: AlignmentButtonsProps) {
  const { t } = useText();
  const [step] = useAlignmentStepMutation();
  const [remove] = useDeleteAlignmentMutation();
  const [reviewing, setReviewing] = useState<'firstReview' | 'finalReview' | null>(null);
  const [confirm, host] = useConfirm();
  const prefix = `alignment-${row.id}`;
  const take = async (name: AlignmentStep) => settleMutation(await step({ id: row.id, step: name, body: { version: row.version } }), { isSuccess: () => true });
  const has = (name: string) => (row.actions as readonly string[]).includes(name);
  return (
    <Space size={0} wrap>
      {host}
      <Button type="link" size="small" onClick={() => onView(row.id)} data-testid={`${prefix}-view`}>
        {t('alignment.op.view')}
      </Button>
      {has('edit') && (
        <Button type="link" size="small" onClick={() => onEdit(row)} data-testid={`${prefix}-edit`}>
          {t('alignment.op.edit')}
        </Button>
      )}
      {has('submit') && (
        <LockButton type="link" size="small" onClick={() => void take('submit')} data-testid={`${prefix}-submit`}>
          {t('alignment.op.submit')}
        </LockButton>
      )}
      {(['firstReview', 'finalReview'] as const).map(
        (review) =>
          has(review) && (
            <Button key={review} type="link" size="small" onClick={() => setReviewing(review)} data-testid={`${prefix}-${review}`}>
              {t(`alignment.op.${review}`)}
            </Button>
          ),
      )}
      {has('publish') && (
        <LockButton type="link" size="small" onClick={() => void take('publish')} data-testid={`${prefix}-publish`}>
          {t('alignment.op.publish')}
        </LockButton>
      )}
      {has('cancel') && (
        <Button
          type="link"
          size="small"
          danger
          onClick={() => confirm({ title: t('alignment.op.cancel'), okText: t('alignment.op.cancel'), content: `${row.seriesCode}${row.modelCode ? ` / ${row.modelCode}` : ''}`, danger: true, onOk: () => take('cancel') })}
          data-testid={`${prefix}-cancel`}
        >
          {t('alignment.op.cancel')}
        </Button>
      )}
      {has('delete') && <DeleteButton content={t('alignment.list.confirmDelete')} onConfirm={async () => settleSave(await remove({ id: row.id, version: row.version }))} />}
      {reviewing && <ReviewDialog row={row} step={reviewing} onClose={() => setReviewing(null)} />}
    </Space>
  );
}
