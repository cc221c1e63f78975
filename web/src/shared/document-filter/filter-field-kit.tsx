import { Form, Input, Select } from 'antd';
import { APPROVAL_RESULT, DISCARD_FLAG, EXCELLENT_FLAG, KEYWORD_MAX_LENGTH, SUBMIT_STATE, VERIFY_STATE, type UserType } from '@tis/contracts';
import type { TextKey } from '../../i18n/keys';
import { useText } from '../../i18n/use-text';

/** One choice of a dropdown: its value and the text shown (already translated, or server data). */
export interface FilterOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

/** The user types a document filter offers (spec section 2): main plant (oem) and service outlet (dealer). */
export type FilterUserType = Extract<UserType, 'oem' | 'dealer'>;

/** The value and text key of each code of `codes`, in their order: `{ value: codes.x, key: 'prefix.x' }`. */
function codeLabels<const P extends string, const C extends Readonly<Record<string, number | string>>>(prefix: P, codes: C) {
  return Object.entries(codes).map(([name, value]) => ({ value, key: `${prefix}.${name}` })) as { value: C[keyof C]; key: `${P}.${keyof C & string}` }[];
}

/**
 * The translated labels of the coded filter values (spec section 4), in the order the dropdowns
 * offer them: submit state 0 / 1, document verify state, the case filter's approval result 0 / 1 /
 * 2, the discard and excellent flags, and the user type. The publish state is the vehicle filters'
 * `publish` value set.
 */
export const STATE_LABELS = {
  submit: codeLabels('widgets.state.submit', SUBMIT_STATE),
  verify: codeLabels('widgets.state.verify', VERIFY_STATE),
  approval: codeLabels('widgets.verifyHistory.result', APPROVAL_RESULT),
  discard: codeLabels('widgets.state.discard', DISCARD_FLAG),
  excellent: codeLabels('widgets.state.excellent', EXCELLENT_FLAG),
  userType: codeLabels('accounts.user.type', { oem: 'oem', dealer: 'dealer' } satisfies Record<FilterUserType, FilterUserType>),
} satisfies Record<string, readonly { value: number | FilterUserType; key: TextKey }[]>;

export type StateLabelSet = keyof typeof STATE_LABELS;

/** A field a using screen adds to a filter: the query parameter it fills and the key of its label. */
export interface ExtraFieldDefinition {
  name: string;
  labelKey: TextKey;
}

/**
 * Checks the fields a using screen adds (a programming error throws): at most `max` of them, each
 * name once, none of the filter's own names.
 */
export function checkExtraFields(widget: string, fields: readonly ExtraFieldDefinition[], reserved: readonly string[], max = Number.POSITIVE_INFINITY): void {
  if (fields.length > max) throw new Error(`${widget}: at most ${max} extra fields, got ${fields.length}`);
  const seen = new Set<string>(reserved);
  for (const { name } of fields) {
    if (seen.has(name)) throw new Error(`${widget}: the field name "${name}" is used twice`);
    seen.add(name);
  }
}

/** A dropdown of a filter bar ("all" when empty), searchable by its text. */
export function OptionsField({ name, label, options, loading, testId }: { name: string; label: string; options: readonly FilterOption[]; loading?: boolean; testId: string }) {
  const { t } = useText();
  return (
    <Form.Item name={name} label={label}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('vehicles.filter.all')}
        style={{ width: 150 }}
        popupMatchSelectWidth={false}
        loading={loading}
        options={[...options]}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** A coded state of a filter bar with its translated labels. */
export function StateField({ name, label, set, testId }: { name: string; label: string; set: StateLabelSet; testId: string }) {
  const { t } = useText();
  const options = STATE_LABELS[set].map(({ value, key }): FilterOption => ({ value, label: t(key) }));
  return <OptionsField name={name} label={label} options={options} testId={testId} />;
}

/** A free-text field of a filter bar (sent trimmed; blank means no filter). */
export function TextField({ name, label, testId }: { name: string; label: string; testId: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear style={{ width: 150 }} maxLength={KEYWORD_MAX_LENGTH} data-testid={testId} />
    </Form.Item>
  );
}
