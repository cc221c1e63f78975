import { Tag } from 'antd';
import { TECH_PROVE_STATE, TECH_QUA_STATE, type TechProveOperation, type WebTextKey } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';

/** The text and colour of each state of a proof (-1 shows like the Q&A's cancelled label). */
const PROVE_STATES: Readonly<Record<number, { text: WebTextKey; color: string }>> = {
  [TECH_PROVE_STATE.pending]: { text: 'techProve.state.pending', color: 'blue' },
  [TECH_PROVE_STATE.improving]: { text: 'techProve.state.improving', color: 'orange' },
  [TECH_PROVE_STATE.improved]: { text: 'techProve.state.improved', color: 'gold' },
  [TECH_PROVE_STATE.proven]: { text: 'techProve.state.proven', color: 'green' },
  [TECH_PROVE_STATE.closed]: { text: 'techProve.state.closed', color: 'default' },
  [TECH_PROVE_STATE.cancelled]: { text: 'techProve.state.cancelled', color: 'red' },
};

const QUA_STATES: Readonly<Record<number, { text: WebTextKey; color: string }>> = {
  [TECH_QUA_STATE.submitted]: { text: 'techProve.quaState.submitted', color: 'blue' },
  [TECH_QUA_STATE.answered]: { text: 'techProve.quaState.answered', color: 'green' },
  [TECH_QUA_STATE.cancelled]: { text: 'techProve.quaState.cancelled', color: 'red' },
};

/** The name of each operation (buttons, the history's steps); `submit` is the proof's creation. */
export const TECH_PROVE_OPERATION_TEXT: Readonly<Record<TechProveOperation | 'submit', WebTextKey>> = {
  submit: 'techProve.op.submit',
  accept: 'techProve.op.accept',
  finish: 'techProve.op.finish',
  reject: 'techProve.op.reject',
  prove: 'techProve.op.prove',
  close: 'techProve.op.close',
  edit: 'techProve.op.edit',
  withdraw: 'techProve.op.withdraw',
  cancel: 'techProve.op.cancel',
};

export function techProveStateText(state: number): WebTextKey {
  return PROVE_STATES[state]?.text ?? 'techProve.state.pending';
}

export function TechProveStateTag({ state }: { state: number }) {
  const { t } = useText();
  const shown = PROVE_STATES[state];
  return shown ? (
    <Tag color={shown.color} data-testid="tp-state">
      {t(shown.text)}
    </Tag>
  ) : null;
}

export function TechQuaStateTag({ state }: { state: number }) {
  const { t } = useText();
  const shown = QUA_STATES[state];
  return shown ? (
    <Tag color={shown.color} data-testid="tq-state">
      {t(shown.text)}
    </Tag>
  ) : null;
}
