export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { isBlankRichText, plainTextToHtml, RICH_TEXT_EMPTY_KEY, richTextValue } from './rich-text-value';
