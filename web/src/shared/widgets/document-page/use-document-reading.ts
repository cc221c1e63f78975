import { useNavigate } from 'react-router';
import type { DocumentKind } from '@tis/contracts';
import type { FloatingToolbarProps } from '../floating-toolbar';
import { usePrint } from '../print';
import type { VerifyHistoryProps, VerifyRecord } from '../verify-history';
import { useFavoriteToggle, type CacheFavorite } from './use-favorite-toggle';

/** What the reading view of a document kind needs to know of it. */
export interface ReadingKind {
  /** The kind (the favorites' itemType). */
  kind: DocumentKind;
  /** Sets the favorite flag of the kind's cached detail. */
  cacheFavorite: CacheFavorite;
  /** The kind's verify history query (an RTK Query hook taking the id). */
  useVerifyList: (id: string) => { currentData?: readonly VerifyRecord[]; isFetching: boolean };
}

/** The parts every document's reading view shows alike. */
export interface DocumentReading {
  /** Favorite on / off, print, download and search. */
  toolbar: FloatingToolbarProps;
  /** The document's verify history. */
  history: VerifyHistoryProps;
}

/**
 * The glue of a document's reading view (spec sections 2 and 3): the floating toolbar's favorite
 * on / off, print and download with the watermark (the browser's print dialog saves the page as a
 * PDF), search, and the verify history of the document.
 */
export function useDocumentReading({ kind, cacheFavorite, useVerifyList }: ReadingKind, doc: { id: string; favorite: boolean }): DocumentReading {
  const navigate = useNavigate();
  const { print } = usePrint();
  const toggleFavorite = useFavoriteToggle(kind, doc, cacheFavorite);
  const { currentData: records = [], isFetching } = useVerifyList(doc.id);
  return {
    toolbar: {
      favorited: doc.favorite,
      onFavorite: () => void toggleFavorite(),
      onPrint: () => void print(),
      onDownload: () => void print(),
      onSearch: () => void navigate('/SearchPage'),
    },
    history: { records, loading: isFetching },
  };
}
