import { Tag } from 'antd';
import { ENABLED_STATE, HISTORY_STATE, MODEL_VISIBILITY, PUBLISH_STATE } from '@tis/contracts';
import type { TextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';

/** How a coded value shows: its text and tag colour. */
export interface ValueLabel {
  key: TextKey;
  color: string;
}

/**
 * The translated labels of the vehicle states (spec section 4): state 0/1, history state,
 * series visibility 0/1, model visibility invisible / visible / pending, publish state
 * unpublished / published / cancelled.
 */
export const VALUE_LABELS = {
  state: {
    [ENABLED_STATE.enabled]: { key: 'vehicles.state.enabled', color: 'green' },
    [ENABLED_STATE.disabled]: { key: 'vehicles.state.disabled', color: 'default' },
  },
  history: {
    [HISTORY_STATE.current]: { key: 'vehicles.history.current', color: 'blue' },
    [HISTORY_STATE.history]: { key: 'vehicles.history.history', color: 'default' },
  },
  seriesVisible: {
    1: { key: 'vehicles.seriesVisible.shown', color: 'green' },
    0: { key: 'vehicles.seriesVisible.hidden', color: 'default' },
  },
  visibility: {
    [MODEL_VISIBILITY.visible]: { key: 'vehicles.visibility.visible', color: 'green' },
    [MODEL_VISIBILITY.invisible]: { key: 'vehicles.visibility.invisible', color: 'default' },
    [MODEL_VISIBILITY.pending]: { key: 'vehicles.visibility.pending', color: 'gold' },
  },
  publish: {
    [PUBLISH_STATE.unpublished]: { key: 'vehicles.publish.unpublished', color: 'default' },
    [PUBLISH_STATE.published]: { key: 'vehicles.publish.published', color: 'green' },
    [PUBLISH_STATE.cancelled]: { key: 'vehicles.publish.cancelled', color: 'red' },
  },
} as const satisfies Record<string, Readonly<Record<number, ValueLabel>>>;

export type ValueLabelSet = keyof typeof VALUE_LABELS;

function labelsOf(set: ValueLabelSet): [number, ValueLabel][] {
  const labels: Readonly<Record<number, ValueLabel>> = VALUE_LABELS[set];
  return Object.entries(labels).map(([value, label]): [number, ValueLabel] => [Number(value), label]);
}

/** Select options of a value set, in its order. */
export function valueOptions(set: ValueLabelSet, t: (key: TextKey) => string): { value: number; label: string }[] {
  return labelsOf(set).map(([value, label]) => ({ value, label: t(label.key) }));
}

/** The translated text of a value; the value itself when the set does not know it. */
export function valueText(set: ValueLabelSet, value: number, t: (key: TextKey) => string): string {
  const label = labelsOf(set).find(([v]) => v === value)?.[1];
  return label ? t(label.key) : String(value);
}

/** A value of a set as a coloured tag. */
export function ValueTag({ set, value }: { set: ValueLabelSet; value: number }) {
  const { t } = useText();
  const label = labelsOf(set).find(([v]) => v === value)?.[1];
  return (
    <Tag color={label?.color ?? 'default'} data-testid={`tag-${set}-${value}`}>
      {label ? t(label.key) : String(value)}
    </Tag>
  );
}
