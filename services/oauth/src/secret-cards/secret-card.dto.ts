import { pageQuerySchema, pageResultSchema } from '@tis/contracts';
import { z } from 'zod';
import { SECRET_CARD_STATUSES } from './secret-card.entities.js';

/** At most this many cards per series (their secrets travel in one answer). */
export const MAX_CARDS_PER_SERIES = 10_000;

export const seriesQuerySchema = pageQuerySchema();
export const seriesCreateSchema = z.object({
  seriesCode: z.string().trim().min(1, 'validation.required').max(32).regex(/^[A-Za-z0-9_-]+$/, 'validation.codeCharacters'),
  seriesName: z.string().trim().min(1, 'validation.required').max(100),
  cardCount: z.coerce.number().int().min(1).max(MAX_CARDS_PER_SERIES),
  remark: z.string().max(500).optional(),
});
export type SeriesCreate = z.infer<typeof seriesCreateSchema>;

export const seriesViewSchema = z.object({
  id: z.string(),
  seriesCode: z.string(),
  seriesName: z.string(),
  cardCount: z.number(),
  usedCount: z.number(),
  remark: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type SeriesView = z.infer<typeof seriesViewSchema>;
export const seriesPageSchema = pageResultSchema(seriesViewSchema);

export const generatedSeriesSchema = z.object({
  series: seriesViewSchema,
  /** The secrets, shown this once: print or export them now. */
  cards: z.array(z.object({ cardNo: z.string(), secret: z.string() })),
});
export type GeneratedSeries = z.infer<typeof generatedSeriesSchema>;

export const cardQuerySchema = pageQuerySchema().extend({
  seriesCode: z.string().max(32).optional(),
  status: z.enum(SECRET_CARD_STATUSES).optional(),
});
export type CardQuery = z.infer<typeof cardQuerySchema>;
export const cardViewSchema = z.object({
  id: z.string(),
  cardNo: z.string(),
  seriesCode: z.string(),
  status: z.enum(SECRET_CARD_STATUSES),
  usedBy: z.string().nullable(),
  usedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CardView = z.infer<typeof cardViewSchema>;
export const cardPageSchema = pageResultSchema(cardViewSchema);
export const cardIdSchema = z.object({ id: z.string().max(36) });

/** /RegistVDS: the account, a card and the account's first own password (twice). */
export const activateFormSchema = z.object({
  userCode: z.string().trim().min(1, 'validation.accountRequired').max(64),
  cardNo: z.string().trim().min(1, 'validation.required').max(40),
  secret: z.string().trim().min(1, 'validation.required').max(40),
  password: z.string().max(200),
  confirm: z.string().max(200),
});
export type ActivateForm = z.infer<typeof activateFormSchema>;
