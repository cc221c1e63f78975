import Image from '@tiptap/extension-image';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { isStoredFilePath, storedFileUrl } from '../file-upload/stored-file-url';

/**
 * Tiptap's image whose stored files (/tis/file/…) are shown through an authorised download; the
 * HTML keeps the stored path.
 */
export const StoredImage = Image.extend({
  addNodeView() {
    return ({ node }) => {
      const img = document.createElement('img');
      let shown = '';
      const apply = (current: ProseMirrorNode) => {
        for (const [name, value] of Object.entries(current.attrs)) {
          if (name === 'src') continue;
          if (value === null || value === undefined || value === '') img.removeAttribute(name);
          else img.setAttribute(name, String(value));
        }
        const src = typeof current.attrs.src === 'string' ? current.attrs.src : '';
        if (src === shown) return;
        shown = src;
        if (!isStoredFilePath(src)) img.src = src;
        else
          storedFileUrl(src).then(
            (url) => {
              if (shown === src) img.src = url;
            },
            () => undefined,
          );
      };
      apply(node);
      return {
        dom: img,
        update: (next) => {
          if (next.type !== node.type) return false;
          apply(next);
          return true;
        },
      };
    };
  },
});
