import { Tag } from 'antd';
import { ALIGNMENT_STATE } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';

const COLOURS: Record<number, string> = {
  [ALIGNMENT_STATE.pendingSubmit]: 'default',
  [ALIGNMENT_STATE.pendingFirstReview]: 'processing',
  [ALIGNMENT_STATE.pendingFinalReview]: 'processing',
  [ALIGNMENT_STATE.pendingPublish]: 'gold',
  [ALIGNMENT_STATE.rejected]: 'red',
  [ALIGNMENT_STATE.published]: 'green',
  [ALIGNMENT_STATE.cancelled]: 'default',
};

/** The state of a standard by its name. */
export function AlignmentStateTag({ state }: { state: number }) {
  const { t } = useText();
  const known = state >= 0 && state <= 6;
  return <Tag color={COLOURS[state]}>{known ? t(`alignment.state.${state as 0 | 1 | 2 | 3 | 4 | 5 | 6}`) : String(state)}</Tag>;
}
