import { Space, Tag } from 'antd';
import { APPROVAL_RESULT, DISCARD_FLAG, DOCUMENT_SUBMIT_STATE, EXCELLENT_FLAG, type CaseRow } from '@tis/contracts';
import type { TextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { verifyOutcome } from '../../../shared/widgets/verify-history';
import { ValueTag } from '../../../shared/vehicle-filters';

const SUBMIT: Record<number, { key: TextKey; color: string }> = {
  [DOCUMENT_SUBMIT_STATE.unsubmitted]: { key: 'widgets.state.submit.unsubmitted', color: 'default' },
  [DOCUMENT_SUBMIT_STATE.submitted]: { key: 'widgets.state.submit.submitted', color: 'blue' },
  [DOCUMENT_SUBMIT_STATE.rejected]: { key: 'cases.state.rejected', color: 'red' },
};

const APPROVAL = {
  approved: { key: 'widgets.verifyHistory.result.approved', color: 'green' },
  refused: { key: 'widgets.verifyHistory.result.refused', color: 'red' },
  pending: { key: 'widgets.verifyHistory.result.pending', color: 'gold' },
} as const satisfies Record<string, { key: TextKey; color: string }>;

/**
 * A case's workflow states as translated tags (spec section 4): submit (unsubmitted, submitted,
 * rejected), approval (pending, approved, refused; shown once the case was submitted), publish, and
 * the discard and excellent flags when set.
 */
export function CaseStateTags({ row }: { row: Pick<CaseRow, 'submitState' | 'verifyState' | 'publishState' | 'discard' | 'isExcellent'> }) {
  const { t } = useText();
  const submit = SUBMIT[row.submitState];
  const approval = APPROVAL[verifyOutcome(row.verifyState)];
  const decided = row.submitState !== DOCUMENT_SUBMIT_STATE.unsubmitted || row.verifyState !== APPROVAL_RESULT.pending;
  return (
    <Space size={[0, 4]} wrap data-testid="case-states">
      {submit && <Tag color={submit.color}>{t(submit.key)}</Tag>}
      {decided && <Tag color={approval.color}>{t(approval.key)}</Tag>}
      <ValueTag set="publish" value={row.publishState} />
      {row.discard === DISCARD_FLAG.discarded && <Tag color="default">{t('widgets.state.discard.discarded')}</Tag>}
      {row.isExcellent === EXCELLENT_FLAG.excellent && <Tag color="magenta">{t('widgets.state.excellent.excellent')}</Tag>}
    </Space>
  );
}
