import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontFamily, TextStyle } from '@tiptap/extension-text-style';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { clientEnvironment } from '../../../api/client-environment';
import { useText } from '../../../i18n/use-text';
import { useUpload } from '../file-upload/use-upload';
import { editorImageProblem } from './editor-image';
import { EditorToolbar } from './editor-toolbar';
import { Indent } from './indent';
import { StoredImage } from './stored-image';
import type { RichTextEditorProps } from './rich-text-editor';
import { RICH_TEXT_EMPTY_KEY, richTextValue } from './rich-text-value';
import './rich-text-content.css';
import './rich-text.css';

const EXTENSIONS = [
  StarterKit.configure({ link: { openOnClick: false } }),
  TextStyle,
  Color,
  FontFamily,
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  TableKit.configure({ table: { resizable: false } }),
  StoredImage.configure({ inline: false, allowBase64: false }),
  Indent,
];

/** The first image among dropped or pasted files. */
function imageFileOf(files: FileList | null | undefined): File | undefined {
  return Array.from(files ?? []).find((file) => file.type.startsWith('image/'));
}

/** The Tiptap editor behind RichTextEditor (loaded on demand: see rich-text-editor.tsx). */
export default function TiptapEditor({
  value,
  onChange,
  id,
  readOnly = false,
  allowEmpty = false,
  minHeight = 200,
  'data-testid': testId = 'rich-text-editor',
  ...aria
}: RichTextEditorProps) {
  const { t } = useText();
  const errorId = useId();
  const { upload, uploading } = useUpload();
  // The value last sent to onChange (or received): a different `value` comes from outside.
  const known = useRef(value ?? '');
  const [blankAfterEdit, setBlankAfterEdit] = useState(false);
  // The editor's view (its DOM) exists only while EditorContent has it mounted (Tiptap 3): what
  // touches the view waits for it — for this editor: after a remount (a new editor instance) the
  // old one's mount says nothing about the new one's view.
  const [mountedEditor, setMountedEditor] = useState<Editor | null>(null);
  // The editor's drop and paste handlers are set once; they call the current insertImage.
  const insertImageRef = useRef<(file: File) => void>(() => undefined);

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value ?? '',
    editable: !readOnly,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'tis-rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(aria['aria-label'] ? { 'aria-label': aria['aria-label'] } : {}),
        ...(aria['aria-labelledby'] ? { 'aria-labelledby': aria['aria-labelledby'] } : {}),
        ...(id ? { id } : {}),
        style: `min-height: ${minHeight}px`,
      },
      // Dropped or pasted image files go through the same check and upload as the image button.
      handleDrop: (_view, event) => {
        const file = imageFileOf(event.dataTransfer?.files);
        if (!file) return false;
        event.preventDefault();
        insertImageRef.current(file);
        return true;
      },
      handlePaste: (_view, event) => {
        const file = imageFileOf(event.clipboardData?.files);
        if (!file) return false;
        insertImageRef.current(file);
        return true;
      },
    },
    onMount: ({ editor: e }) => setMountedEditor(e),
    onUnmount: ({ editor: e }) => setMountedEditor((current) => (current === e ? null : current)),
    onUpdate: ({ editor: e }) => {
      const next = richTextValue(e.getHTML());
      known.current = next;
      setBlankAfterEdit(next === '');
      onChange?.(next);
    },
  });
  const mounted = mountedEditor === editor && editor.isInitialized;

  const insertImage = useCallback(
    (file: File) => {
      const problem = editorImageProblem(file);
      if (problem) {
        const env = clientEnvironment();
        env.notifier.message('error', env.translate(problem));
        return;
      }
      void upload(file, 'image').then((stored) => {
        if (stored && !editor.isDestroyed) editor.chain().focus().setImage({ src: stored.url, alt: stored.originalName }).run();
      });
    },
    [editor, upload],
  );
  useEffect(() => {
    insertImageRef.current = insertImage;
  }, [insertImage]);

  useEffect(() => {
    const next = value ?? '';
    if (next === known.current) return;
    known.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
    setBlankAfterEdit(false);
  }, [editor, value]);

  useEffect(() => {
    if (mounted) editor.setEditable(!readOnly, false);
  }, [editor, readOnly, mounted]);

  const showEmpty = blankAfterEdit && !allowEmpty;
  useEffect(() => {
    if (!mounted) return;
    const dom = editor.view.dom;
    if (showEmpty) {
      dom.setAttribute('aria-invalid', 'true');
      dom.setAttribute('aria-describedby', errorId);
    } else {
      dom.removeAttribute('aria-invalid');
      dom.removeAttribute('aria-describedby');
    }
  }, [editor, showEmpty, errorId, mounted]);

  return (
    <div className={showEmpty ? 'tis-rich-text tis-rich-text-invalid' : 'tis-rich-text'} data-testid={testId}>
      {!readOnly && <EditorToolbar editor={editor} uploading={uploading} onImage={insertImage} />}
      <EditorContent editor={editor} />
      {showEmpty && (
        <div id={errorId} className="tis-rich-text-error" role="alert">
          {t(RICH_TEXT_EMPTY_KEY)}
        </div>
      )}
    </div>
  );
}
