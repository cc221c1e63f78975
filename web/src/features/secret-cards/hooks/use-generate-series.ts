import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../../app/store';
import type { MutationResult } from '../../../shared/admin';
import { secretCardsApi, type SeriesCreate } from '../api/secret-cards-api';

export interface GenerateSeries {
  /** Creates the series; resolves with the answer (the cards and their secrets, or a refusal). */
  generate: (body: SeriesCreate) => Promise<MutationResult>;
  generating: boolean;
}

/**
 * The generation of a series, dispatched untracked: the answer (with every card's secret) goes to
 * the caller only and is never written to the Redux store, so it is gone once the screen drops it.
 * The list tags are still invalidated.
 */
export function useGenerateSeries(): GenerateSeries {
  const dispatch = useAppDispatch();
  const [generating, setGenerating] = useState(false);
  const generate = useCallback(
    async (body: SeriesCreate): Promise<MutationResult> => {
      setGenerating(true);
      try {
        return await dispatch(secretCardsApi.endpoints.generateSecretCardSeries.initiate(body, { track: false }));
      } finally {
        setGenerating(false);
      }
    },
    [dispatch],
  );
  return { generate, generating };
}
