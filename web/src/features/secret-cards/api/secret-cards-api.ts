import type { PageResult } from '@tis/contracts';
import { oauthServiceApi } from '../../../api/clients';
import type { PageParams } from '../../../shared/admin';

/**
 * The answers of the password card endpoints (oauth service, `secret-cards/secret-card.dto.ts`).
 * The web imports contracts only and these schemas live in the service, so the shapes are
 * repeated here as types.
 */
export const SECRET_CARD_STATUSES = ['unused', 'used', 'void'] as const;
export type SecretCardStatus = (typeof SECRET_CARD_STATUSES)[number];

/** At most this many cards per series (the server's limit: their secrets travel in one answer). */
export const MAX_CARDS_PER_SERIES = 10_000;

export interface SeriesView {
  id: string;
  seriesCode: string;
  seriesName: string;
  cardCount: number;
  usedCount: number;
  remark: string | null;
  createdBy: string | null;
  createdAt: string;
}

export interface SeriesCreate {
  seriesCode: string;
  seriesName: string;
  cardCount: number;
  remark?: string;
}

/** A generated card with its secret: only in the answer of the generation, shown once. */
export interface GeneratedCard {
  cardNo: string;
  secret: string;
}

export interface GeneratedSeries {
  series: SeriesView;
  cards: GeneratedCard[];
}

export interface CardView {
  id: string;
  cardNo: string;
  seriesCode: string;
  status: SecretCardStatus;
  usedBy: string | null;
  usedAt: string | null;
  createdAt: string;
}

/** A generation answered with its cards (a refusal arrives as its message text). */
export function isGeneratedSeries(value: unknown): value is GeneratedSeries {
  if (typeof value !== 'object' || value === null) return false;
  const { series, cards } = value as Record<string, unknown>;
  return typeof series === 'object' && series !== null && Array.isArray(cards);
}

/** /SecretCardSeries and /SecretCard (oauthService base). */
export const secretCardsApi = oauthServiceApi.injectEndpoints({
  endpoints: (build) => ({
    secretCardSeriesList: build.query<PageResult<SeriesView>, PageParams>({
      query: (params) => ({ url: '/secretCardSeries/list', params }),
      providesTags: [{ type: 'SecretCard', id: 'SERIES' }],
    }),
    /**
     * Creates a series and answers its cards with their secrets. Dispatch it untracked
     * (`useGenerateSeries`) so the secrets never enter the store.
     */
    generateSecretCardSeries: build.mutation<unknown, SeriesCreate>({
      query: (body) => ({ url: '/secretCardSeries/create', method: 'POST', body }),
      invalidatesTags: (result) => (isGeneratedSeries(result) ? [{ type: 'SecretCard', id: 'SERIES' }, { type: 'SecretCard', id: 'CARDS' }] : []),
    }),
    secretCardList: build.query<PageResult<CardView>, PageParams>({
      query: (params) => ({ url: '/secretCard/list', params }),
      providesTags: [{ type: 'SecretCard', id: 'CARDS' }],
    }),
    voidSecretCard: build.mutation<unknown, string>({
      query: (id) => ({ url: '/secretCard/void', method: 'POST', body: { id } }),
      invalidatesTags: [{ type: 'SecretCard', id: 'CARDS' }],
    }),
  }),
});

export const { useSecretCardSeriesListQuery, useSecretCardListQuery, useVoidSecretCardMutation } = secretCardsApi;
