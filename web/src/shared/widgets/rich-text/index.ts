export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { RICH_TEXT_EMPTY_KEY, richTextValue } from './rich-text-value';
export { RichTextView, type RichTextViewProps } from './rich-text-view';
