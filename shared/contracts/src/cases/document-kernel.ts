import { z } from 'zod';
import { APPROVAL_RESULT, DISCARD_FLAG, DOCUMENT_SUBMIT_STATE, EXCELLENT_FLAG } from '../document-states.js';
import { pageQuerySchema, pageResultSchema } from '../paging.js';
import type { WebTextKey } from '../texts/web-texts.js';
import { PUBLISH_STATE } from '../vehicle/master-data.js';
import { WORKFLOW_ACTIONS } from '../workflow/workflow.js';

/**
 * What every document kind shares (spec sections 2, 3 and 6): favorites, the verify history and
 * /MyVerify, everything waiting for the caller's approval. Routes under /tis/api/documentService.
 */

/** The document kinds of the document service that favorites and /MyVerify know (data-source type keywords). */
export const DOCUMENT_KINDS = ['case', 'claim', 'qualityFb'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The reading view of each kind, where a favorite or a waiting document links to. */
export const DOCUMENT_DETAIL_PAGES: Record<DocumentKind, { route: string; workRoute: string }> = {
  case: { route: '/CaseDetail', workRoute: '/CaseWorkDetail' },
  claim: { route: '/ClaimDetail', workRoute: '/ClaimDetail' },
  qualityFb: { route: '/QualityFeedbackPreview', workRoute: '/QualityFeedbackPreview' },
};

/**
 * What a list row of every document kind shows of the workflow: the author, their organisation and
 * department, the states, the times and the workflow actions the caller may take on the row
 * (exactly the buttons the screen shows).
 */
export const documentRowShape = {
  orgCode: z.string().nullable(),
  orgName: z.string().nullable(),
  authorCode: z.string(),
  fullName: z.string(),
  department: z.string().nullable(),
  submitState: z.number().int(),
  verifyState: z.number().int(),
  publishState: z.number().int(),
  discard: z.number().int(),
  createdAt: z.string(),
  submitTime: z.string().nullable(),
  verifyTime: z.string().nullable(),
  publishTime: z.string().nullable(),
  actions: z.array(z.enum(WORKFLOW_ACTIONS)),
};

// --- Favorites (spec section 3: itemType, itemCode, itemName, seriesCode) ---

export const favoriteSchema = z.object({
  id: z.string(),
  itemType: z.string(),
  /** The id of the document. */
  itemCode: z.string(),
  itemName: z.string(),
  seriesCode: z.string().nullable(),
  createdAt: z.string(),
});
export type FavoriteView = z.infer<typeof favoriteSchema>;
export const favoritePageSchema = pageResultSchema(favoriteSchema);

/** `POST documentService/favorite`: the name and series come from the document ("profile already collected" when it is there). */
export const addFavoriteSchema = z.strictObject({
  itemType: z.enum(DOCUMENT_KINDS, { error: 'validation.invalidOption' }),
  itemCode: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(36, 'validation.tooLong'),
});
export type AddFavorite = z.input<typeof addFavoriteSchema>;
export const removeFavoriteQuerySchema = addFavoriteSchema;
export const favoriteQuerySchema = pageQuerySchema().extend({ itemType: z.enum(DOCUMENT_KINDS, { error: 'validation.invalidOption' }).optional() });
export type FavoriteQuery = z.input<typeof favoriteQuerySchema>;

// --- Verify history and /MyVerify ---

/** A verify record (spec section 3: id, verifyResult, verifyRemark, fullName, post, verifyTime) with the action it records. */
export const verifyRecordSchema = z.object({
  id: z.number().int(),
  action: z.enum(WORKFLOW_ACTIONS),
  verifyResult: z.number().int(),
  verifyRemark: z.string().nullable(),
  fullName: z.string(),
  post: z.string().nullable(),
  verifyTime: z.string(),
});
export type VerifyRecordRow = z.infer<typeof verifyRecordSchema>;
export const verifyRecordListSchema = z.array(verifyRecordSchema);

/** A document waiting for the caller's approval (/MyVerify). */
export const waitingDocumentSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  id: z.string(),
  code: z.string(),
  title: z.string(),
  authorName: z.string(),
  orgName: z.string().nullable(),
  submitTime: z.string().nullable(),
  version: z.number().int(),
});
export type WaitingDocument = z.infer<typeof waitingDocumentSchema>;
export const waitingDocumentPageSchema = pageResultSchema(waitingDocumentSchema);
export const myVerifyQuerySchema = pageQuerySchema().extend({ kind: z.enum(DOCUMENT_KINDS, { error: 'validation.invalidOption' }).optional() });
export type MyVerifyQuery = z.input<typeof myVerifyQuerySchema>;

export const DOCUMENT_API = {
  favorite: 'documentService/favorite',
  favoriteList: 'documentService/favorite/list',
  myVerify: 'documentService/verify/mine',
} as const;

// --- States as words, Excel export of the lists ---

/** The longest export of a document list (as the resource kernel's): a list that matches more is refused (narrow the filters). */
export const DOCUMENT_EXPORT_MAX_ROWS = 100_000;

/** The states of a document row. */
export interface DocumentStates {
  submitState: number;
  verifyState: number;
  publishState: number;
  discard: number;
  isExcellent?: number;
}

const SUBMIT_TEXT: Readonly<Record<number, WebTextKey>> = {
  [DOCUMENT_SUBMIT_STATE.unsubmitted]: 'widgets.state.submit.unsubmitted',
  [DOCUMENT_SUBMIT_STATE.submitted]: 'widgets.state.submit.submitted',
  [DOCUMENT_SUBMIT_STATE.rejected]: 'cases.state.rejected',
};

const PUBLISH_TEXT: Readonly<Record<number, WebTextKey>> = {
  [PUBLISH_STATE.unpublished]: 'vehicles.publish.unpublished',
  [PUBLISH_STATE.published]: 'vehicles.publish.published',
  [PUBLISH_STATE.cancelled]: 'vehicles.publish.cancelled',
};

/**
 * A document's states as the texts the lists show, in order (spec section 4): submit (unsubmitted,
 * submitted, rejected); the approval (pending, approved, refused) once the document was submitted or
 * decided; publish; and the discard and excellent flags when set.
 */
export function documentStateKeys(row: DocumentStates): WebTextKey[] {
  const keys: WebTextKey[] = [];
  const submit = SUBMIT_TEXT[row.submitState];
  if (submit) keys.push(submit);
  if (row.submitState !== DOCUMENT_SUBMIT_STATE.unsubmitted || row.verifyState !== APPROVAL_RESULT.pending) {
    keys.push(
      row.verifyState === APPROVAL_RESULT.approved
        ? 'widgets.verifyHistory.result.approved'
        : row.verifyState === APPROVAL_RESULT.refused
          ? 'widgets.verifyHistory.result.refused'
          : 'widgets.verifyHistory.result.pending',
    );
  }
  keys.push(PUBLISH_TEXT[row.publishState] ?? 'vehicles.publish.unpublished');
  if (row.discard === DISCARD_FLAG.discarded) keys.push('widgets.state.discard.discarded');
  if (row.isExcellent === EXCELLENT_FLAG.excellent) keys.push('widgets.state.excellent.excellent');
  return keys;
}
