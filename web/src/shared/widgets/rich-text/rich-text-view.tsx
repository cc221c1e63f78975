import { useEffect, useMemo, useRef } from 'react';
import DOMPurify from 'dompurify';
import { RICH_TEXT_ALLOW_LIST } from '@tis/contracts';
import { deferStoredImages, showStoredImages } from '../file-upload/stored-file-url';
import './rich-text-content.css';

const ALLOWED_TAGS: string[] = [...RICH_TEXT_ALLOW_LIST.tags];
const ALLOWED_ATTR: string[] = [...new Set<string>(Object.values(RICH_TEXT_ALLOW_LIST.attributes).flat())];

/** Stored rich text as the page shows it: the shared allow-list applied again, stored images waiting for their authorised download. */
function viewHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, RETURN_DOM_FRAGMENT: true });
  deferStoredImages(fragment);
  const holder = document.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}

export interface RichTextViewProps {
  html: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * Rich text in a reading view (spec section 5), with the editor's look. The server stores only what
 * the one allow-list (RICH_TEXT_ALLOW_LIST) keeps; the view applies the same list once more, so no
 * other path can put markup on the page. Images of the file store are shown with the session's token.
 */
export function RichTextView({ html, className, ...rest }: RichTextViewProps) {
  const shown = useMemo(() => viewHtml(html), [html]);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (root.current) void showStoredImages(root.current);
  }, [shown]);
  return (
    <div
      ref={root}
      className={['tis-rich-text-content', 'tis-rich-text-view', className].filter(Boolean).join(' ')}
      data-testid={rest['data-testid']}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
