import { lazy, Suspense } from 'react';
import { useText } from '../../../i18n/use-text';
import './rich-text-loading.css';

export interface RichTextEditorProps {
  /** HTML; '' for no content. */
  value?: string;
  /** The HTML, or '' when the content is empty or only whitespace (spec section 5). */
  onChange?: (html: string) => void;
  /** Set by antd Form.Item: the editable area gets it, so the label points at it. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  readOnly?: boolean;
  /** Optional fields: no tisPartqa02 message when the content is emptied. */
  allowEmpty?: boolean;
  /** Height of the editable area in px (default 200). */
  minHeight?: number;
  /** On the editor's box (default rich-text-editor). */
  'data-testid'?: string;
}

// Tiptap and its extensions (about 470 kB, 150 kB gzip) load only when a page shows an editor.
const TiptapEditor = lazy(() => import('./tiptap-editor'));

function Loading() {
  const { t } = useText();
  return (
    <div className="tis-rich-text-loading" role="status">
      {t('widgets.richText.loading')}
    </div>
  );
}

/**
 * The rich-text editor of spec sections 2 and 5 (Tiptap): formatting, colours, fonts, alignment,
 * indent, images uploaded to the file service, tables. A controlled field for antd forms.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Loading />}>
      <TiptapEditor {...props} />
    </Suspense>
  );
}
