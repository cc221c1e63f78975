import { useRef, type ChangeEvent, type ReactNode } from 'react';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ClearOutlined,
  DeleteColumnOutlined,
  DeleteOutlined,
  DeleteRowOutlined,
  FontColorsOutlined,
  InsertRowAboveOutlined,
  InsertRowBelowOutlined,
  InsertRowLeftOutlined,
  InsertRowRightOutlined,
  ItalicOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  OrderedListOutlined,
  PictureOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Popover, Select } from 'antd';
import type { WebTextKey } from '../../../i18n/keys';
import { useText } from '../../../i18n/use-text';
import { EDITOR_IMAGE_ACCEPT } from './editor-image';

/** Default table of spec section 2: 2 rows by 3 columns. */
export const DEFAULT_TABLE = { rows: 2, cols: 3 } as const;

export const TEXT_COLORS = ['#000000', '#595959', '#c00000', '#ff0000', '#fa8c16', '#fadb14', '#52c41a', '#1677ff', '#0b2a66', '#722ed1'] as const;

/** Font families; the names are shown as they are (they are names, not texts to translate). */
export const FONT_FAMILIES = [
  { value: 'SimSun', label: '宋体 SimSun' },
  { value: 'Microsoft YaHei', label: '微软雅黑 Microsoft YaHei' },
  { value: 'KaiTi', label: '楷体 KaiTi' },
  { value: 'SimHei', label: '黑体 SimHei' },
  { value: 'Arial', label: 'Arial' },
  { value: 'Times New Roman', label: 'Times New Roman' },
  { value: 'Courier New', label: 'Courier New' },
] as const;

const HEADING_LEVELS = [1, 2, 3] as const;
type HeadingChoice = 'paragraph' | `h${(typeof HEADING_LEVELS)[number]}`;

interface ToolProps {
  label: WebTextKey;
  icon: ReactNode;
  onClick: () => void;
  active?: boolean;
  disabled?: boolean;
}

function Tool({ label, icon, onClick, active, disabled }: ToolProps) {
  const { t } = useText();
  return (
    <Button
      type={active ? 'primary' : 'text'}
      ghost={active}
      size="small"
      icon={icon}
      aria-label={t(label)}
      title={t(label)}
      aria-pressed={active}
      disabled={disabled}
      // Keep the editor's selection: the command focuses the editor again.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    />
  );
}

function currentHeading(editor: Editor): HeadingChoice {
  for (const level of HEADING_LEVELS) if (editor.isActive('heading', { level })) return `h${level}`;
  return 'paragraph';
}

export interface EditorToolbarProps {
  editor: Editor;
  /** An image file was chosen: check, upload, insert. */
  onImage: (file: File) => void;
  uploading: boolean;
}

/**
 * The toolbar of spec section 2: bold, italic, underline, strike, headers, lists, indent, colours,
 * font, align, image, clean and the table with insert (2 x 3) and row / column insert and delete.
 */
export function EditorToolbar({ editor, onImage, uploading }: EditorToolbarProps) {
  const { t } = useText();
  const fileInput = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      heading: currentHeading(e),
      align: (['left', 'center', 'right', 'justify'] as const).find((a) => e.isActive({ textAlign: a })) ?? 'left',
      color: (e.getAttributes('textStyle').color as string | undefined) ?? '',
      font: (e.getAttributes('textStyle').fontFamily as string | undefined) ?? '',
      inTable: e.isActive('table'),
      editable: e.isEditable,
    }),
  });
  const run = () => editor.chain().focus();
  const disabled = !state.editable;

  const setHeading = (choice: HeadingChoice) => {
    // The block keeps its alignment and indent when it becomes a heading or a paragraph again.
    const { textAlign, indent } = editor.getAttributes(state.heading === 'paragraph' ? 'paragraph' : 'heading');
    const kept = { textAlign: textAlign as unknown, indent: indent as unknown };
    if (choice === 'paragraph') run().setNode('paragraph', kept).run();
    else run().setNode('heading', { ...kept, level: Number(choice.slice(1)) }).run();
  };
  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onImage(file);
  };

  const colors = (
    <div className="tis-rich-text-colors" role="group" aria-label={t('widgets.richText.color')}>
      {TEXT_COLORS.map((color) => (
        <button
          key={color}
          type="button"
          className="tis-rich-text-swatch"
          style={{ background: color }}
          aria-label={color}
          aria-pressed={state.color.toLowerCase() === color}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => run().setColor(color).run()}
        />
      ))}
      <button type="button" className="tis-rich-text-swatch tis-rich-text-swatch-none" aria-label={t('widgets.richText.colorDefault')} onMouseDown={(event) => event.preventDefault()} onClick={() => run().unsetColor().run()} />
    </div>
  );

  return (
    <div className="tis-rich-text-toolbar" role="toolbar" aria-label={t('widgets.richText.toolbar')}>
      <Select<HeadingChoice>
        size="small"
        className="tis-rich-text-heading"
        aria-label={t('widgets.richText.heading')}
        value={state.heading}
        disabled={disabled}
        popupMatchSelectWidth={false}
        onChange={setHeading}
        options={[
          { value: 'paragraph', label: t('widgets.richText.paragraph') },
          ...HEADING_LEVELS.map((level) => ({ value: `h${level}` as HeadingChoice, label: t('widgets.richText.headingLevel', { level }) })),
        ]}
      />
      <Select<string>
        size="small"
        className="tis-rich-text-font"
        aria-label={t('widgets.richText.font')}
        value={state.font}
        disabled={disabled}
        popupMatchSelectWidth={false}
        onChange={(font) => (font === '' ? run().unsetFontFamily().run() : run().setFontFamily(font).run())}
        options={[{ value: '', label: t('widgets.richText.fontDefault') }, ...FONT_FAMILIES.map((f) => ({ value: f.value, label: <span style={{ fontFamily: f.value }}>{f.label}</span> }))]}
      />
      <Divider orientation="vertical" />
      <Tool label="widgets.richText.bold" icon={<BoldOutlined />} active={state.bold} disabled={disabled} onClick={() => run().toggleBold().run()} />
      <Tool label="widgets.richText.italic" icon={<ItalicOutlined />} active={state.italic} disabled={disabled} onClick={() => run().toggleItalic().run()} />
      <Tool label="widgets.richText.underline" icon={<UnderlineOutlined />} active={state.underline} disabled={disabled} onClick={() => run().toggleUnderline().run()} />
      <Tool label="widgets.richText.strike" icon={<StrikethroughOutlined />} active={state.strike} disabled={disabled} onClick={() => run().toggleStrike().run()} />
      <Popover content={colors} trigger="click" placement="bottom">
        <Button size="small" type="text" icon={<FontColorsOutlined style={state.color ? { color: state.color } : undefined} />} aria-label={t('widgets.richText.color')} title={t('widgets.richText.color')} disabled={disabled} />
      </Popover>
      <Divider orientation="vertical" />
      <Tool label="widgets.richText.bulletList" icon={<UnorderedListOutlined />} active={state.bulletList} disabled={disabled} onClick={() => run().toggleBulletList().run()} />
      <Tool label="widgets.richText.orderedList" icon={<OrderedListOutlined />} active={state.orderedList} disabled={disabled} onClick={() => run().toggleOrderedList().run()} />
      <Tool label="widgets.richText.outdent" icon={<MenuFoldOutlined />} disabled={disabled} onClick={() => run().outdent().run()} />
      <Tool label="widgets.richText.indent" icon={<MenuUnfoldOutlined />} disabled={disabled} onClick={() => run().indent().run()} />
      <Divider orientation="vertical" />
      <Tool label="widgets.richText.alignLeft" icon={<AlignLeftOutlined />} active={state.align === 'left'} disabled={disabled} onClick={() => run().setTextAlign('left').run()} />
      <Tool label="widgets.richText.alignCenter" icon={<AlignCenterOutlined />} active={state.align === 'center'} disabled={disabled} onClick={() => run().setTextAlign('center').run()} />
      <Tool label="widgets.richText.alignRight" icon={<AlignRightOutlined />} active={state.align === 'right'} disabled={disabled} onClick={() => run().setTextAlign('right').run()} />
      <Tool label="widgets.richText.alignJustify" icon={<MenuOutlined />} active={state.align === 'justify'} disabled={disabled} onClick={() => run().setTextAlign('justify').run()} />
      <Divider orientation="vertical" />
      <Tool label="widgets.richText.image" icon={<PictureOutlined />} disabled={disabled || uploading} onClick={() => fileInput.current?.click()} />
      <input ref={fileInput} type="file" accept={EDITOR_IMAGE_ACCEPT} hidden data-testid="rich-text-image-input" onChange={chooseFile} />
      <Tool label="widgets.richText.clean" icon={<ClearOutlined />} disabled={disabled} onClick={() => run().unsetAllMarks().clearNodes().unsetTextAlign().run()} />
      <Divider orientation="vertical" />
      <span className="tis-rich-text-group" role="group" aria-label={t('widgets.richText.table')}>
        <Tool
          label="widgets.richText.insertTable"
          icon={<TableOutlined />}
          disabled={disabled || state.inTable}
          onClick={() => run().insertTable({ ...DEFAULT_TABLE, withHeaderRow: false }).run()}
        />
        <Tool label="widgets.richText.addRowBefore" icon={<InsertRowAboveOutlined />} disabled={disabled || !state.inTable} onClick={() => run().addRowBefore().run()} />
        <Tool label="widgets.richText.addRowAfter" icon={<InsertRowBelowOutlined />} disabled={disabled || !state.inTable} onClick={() => run().addRowAfter().run()} />
        <Tool label="widgets.richText.deleteRow" icon={<DeleteRowOutlined />} disabled={disabled || !state.inTable} onClick={() => run().deleteRow().run()} />
        <Tool label="widgets.richText.addColumnBefore" icon={<InsertRowLeftOutlined />} disabled={disabled || !state.inTable} onClick={() => run().addColumnBefore().run()} />
        <Tool label="widgets.richText.addColumnAfter" icon={<InsertRowRightOutlined />} disabled={disabled || !state.inTable} onClick={() => run().addColumnAfter().run()} />
        <Tool label="widgets.richText.deleteColumn" icon={<DeleteColumnOutlined />} disabled={disabled || !state.inTable} onClick={() => run().deleteColumn().run()} />
        <Tool label="widgets.richText.deleteTable" icon={<DeleteOutlined />} disabled={disabled || !state.inTable} onClick={() => run().deleteTable().run()} />
      </span>
    </div>
  );
}
