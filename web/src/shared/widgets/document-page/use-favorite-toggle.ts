import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { DocumentKind } from '@tis/contracts';
import { useAppDispatch, type RootState } from '../../../app/store';
import { useAddFavoriteMutation, useRemoveFavoriteMutation } from '../../../features/cases/api/cases-api';
import { settleMutation } from '../../admin';

/** Sets whether the kind's cached detail is among the caller's favorites (e.g. `cacheClaimFavorite`). */
export type CacheFavorite = (id: string, favorite: boolean) => ThunkAction<unknown, RootState, unknown, UnknownAction>;

const isFavorite = (data: unknown) => typeof data === 'object' && data !== null && 'itemCode' in data;

/**
 * Favorite on / off for a document's reading view (spec sections 2 and 3: itemType the kind,
 * itemCode the document's id). A success flips the cached detail's `favorite`, so the toolbar's
 * star follows; a refusal ("already in your favorites", …) shows the server's message.
 */
export function useFavoriteToggle(kind: DocumentKind, doc: { id: string; favorite: boolean }, cacheFavorite: CacheFavorite): () => Promise<void> {
  const dispatch = useAppDispatch();
  const [add] = useAddFavoriteMutation();
  const [remove] = useRemoveFavoriteMutation();
  return async () => {
    const item = { itemType: kind, itemCode: doc.id };
    const done = doc.favorite ? settleMutation(await remove(item)) : settleMutation(await add(item), { isSuccess: isFavorite });
    if (done) dispatch(cacheFavorite(doc.id, !doc.favorite));
  };
}
