import { useEffect } from 'react';
import { Form, Select, TreeSelect } from 'antd';
import { useText } from '../../../i18n/use-text';
import { useSupportedLanguagesQuery } from '../../translations/api/translations-api';
import { useHelpDocOutlineQuery } from '../api/help-docs-api';
import { parentChoices } from '../help-doc-tree';

/** The dropdowns ask for up to this many languages (spec section 7: pageSize 999). */
interface LanguageSelectProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  allowClear?: boolean;
  'data-testid'?: string;
}

/** A language of the stored list (a help document is written per language). */
export function HelpLanguageSelect({ value, onChange, allowClear, ...rest }: LanguageSelectProps) {
  const { data } = useSupportedLanguagesQuery(undefined);
  const options = (data?.list ?? []).map((l) => ({ value: l.langCode, label: `${l.langName} (${l.langCode})` }));
  return <Select value={value || undefined} onChange={onChange} options={options} allowClear={allowClear} style={{ minWidth: 160 }} data-testid={rest['data-testid']} />;
}

interface ParentSelectProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The document being edited (null when adding): it and what lies below it are no parent. */
  editing: string | null;
}

/**
 * The parent document, from the outline of the dialog's language: chapters and sections whose
 * level leaves room for the document and its sub-documents (at most three levels). A parent that is
 * not in the chosen language any more is cleared.
 */
export function HelpParentSelect({ value, onChange, editing }: ParentSelectProps) {
  const { t } = useText();
  const form = Form.useFormInstance();
  const langCode = Form.useWatch('langCode', form) as string | undefined;
  const { data: outline, isSuccess } = useHelpDocOutlineQuery(langCode ?? '', { skip: !langCode });
  const current = value || null;
  useEffect(() => {
    if (current && isSuccess && !outline.some((n) => n.id === current)) onChange?.(null);
  }, [current, isSuccess, outline, onChange]);
  return (
    <TreeSelect
      value={current ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      treeData={parentChoices(outline ?? [], editing)}
      allowClear
      treeDefaultExpandAll
      placeholder={t('helpDoc.field.parentNone')}
      data-testid="parent-id"
    />
  );
}
