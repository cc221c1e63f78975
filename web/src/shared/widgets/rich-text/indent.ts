import { Extension, type CommandProps } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** Indents the list item (nests it) or the paragraphs and headings of the selection. */
      indent: () => ReturnType;
      /** The opposite of indent. */
      outdent: () => ReturnType;
    };
  }
}

/** Indent levels of paragraphs and headings; one level is 2em. */
export const MAX_INDENT = 8;
const STEP_EM = 2;
const TYPES = ['paragraph', 'heading'];

function levelOf(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseInt(value, 10) : 0;
  return Number.isFinite(n) ? Math.min(MAX_INDENT, Math.max(0, n)) : 0;
}

function shift(delta: 1 | -1) {
  return ({ editor, state, tr, dispatch, commands }: CommandProps): boolean => {
    if (editor.isActive('listItem')) return delta > 0 ? commands.sinkListItem('listItem') : commands.liftListItem('listItem');
    const { from, to } = state.selection;
    let changed = false;
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (!TYPES.includes(node.type.name)) return true;
      const level = levelOf(node.attrs.indent);
      const next = levelOf(level + delta);
      if (next !== level) {
        // Tiptap dispatches the shared transaction; a dry run (can()) leaves it alone.
        if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
        changed = true;
      }
      return false;
    });
    return changed;
  };
}

/**
 * Indent for the rich-text editor (spec section 2): list items nest; paragraphs and headings get
 * an indent level, kept in the HTML as `data-indent` and shown as a left margin.
 */
export const Indent = Extension.create({
  name: 'indent',
  addGlobalAttributes() {
    return [
      {
        types: TYPES,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => levelOf(element.getAttribute('data-indent')),
            renderHTML: (attributes) => {
              const level = levelOf(attributes.indent);
              return level === 0 ? {} : { 'data-indent': String(level), style: `margin-left: ${level * STEP_EM}em` };
            },
          },
        },
      },
    ];
  },
  addCommands() {
    return { indent: () => shift(1), outdent: () => shift(-1) };
  },
});
