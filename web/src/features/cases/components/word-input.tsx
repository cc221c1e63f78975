import { AutoComplete, Input } from 'antd';
import { CASE_PARAM_TYPE_NAMES, CASE_SHORT_TEXT_MAX_LENGTH, type CaseParamType } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import type { CaseParamValues } from '../hooks/use-case-params';

/** The field is one the case parameters offer words for (running status, road type …). */
export function isParamField(name: string): name is CaseParamType {
  return (CASE_PARAM_TYPE_NAMES as readonly string[]).includes(name);
}

export interface WordInputProps {
  /** The field's name: a case parameter's offers its words. */
  field: string;
  params: CaseParamValues;
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
  disabled?: boolean;
  maxLength?: number;
  'data-testid'?: string;
}

/**
 * A short text of a case: for the fields the case parameters describe, a dropdown of the
 * parameter's words in the interface language that also takes free text (spec section 3); other
 * fields are plain inputs.
 */
export function WordInput({ field, params, value, onChange, id, disabled, maxLength = CASE_SHORT_TEXT_MAX_LENGTH, 'data-testid': testId }: WordInputProps) {
  const { t } = useText();
  if (!isParamField(field)) {
    return <Input id={id} value={value ?? ''} disabled={disabled} maxLength={maxLength} onChange={(e) => onChange?.(e.target.value)} data-testid={testId} />;
  }
  return (
    <AutoComplete<string>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next)}
      disabled={disabled}
      allowClear
      placeholder={t('cases.editor.chooseOrType')}
      popupMatchSelectWidth={false}
      options={params[field].map((word) => ({ value: word }))}
      showSearch={{ filterOption: (input, option) => String(option?.value ?? '').toLowerCase().includes(input.trim().toLowerCase()) }}
      data-testid={testId}
    />
  );
}
