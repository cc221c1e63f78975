/**
 * The workflow states of documents, labor items and cases (spec section 4) as plain values (no
 * schemas: the SPA's filters use them). The publish state is `PUBLISH_STATE` (unpublished 0,
 * published 1, cancelled 2) of the vehicle contracts. The spec gives no codes for "rejected" and a
 * TSB's stop state; the workflow's own (workflow/, ADR 0019) are below.
 */

/**
 * Submit state: unsubmitted, submitted, rejected. The filters offer unsubmitted (0) and submitted
 * (1) only; the spec gives "rejected" no code, the workflow's is in DOCUMENT_SUBMIT_STATE.
 */
export const SUBMIT_STATE = { unsubmitted: 0, submitted: 1 } as const;
export type SubmitState = (typeof SUBMIT_STATE)[keyof typeof SUBMIT_STATE];

/**
 * Every submit state a document row can be in: the filter values plus "rejected" (2), which a
 * refused approval leaves (ADR 0019: submitting it again is refused; editing it makes it a draft).
 */
export const DOCUMENT_SUBMIT_STATE = { ...SUBMIT_STATE, rejected: 2 } as const;
export type DocumentSubmitState = (typeof DOCUMENT_SUBMIT_STATE)[keyof typeof DOCUMENT_SUBMIT_STATE];

/** Verify state of a document or labor item: unapproved (0), approved (1). */
export const VERIFY_STATE = { unapproved: 0, approved: 1 } as const;
export type VerifyState = (typeof VERIFY_STATE)[keyof typeof VERIFY_STATE];

/**
 * The approval result: 0 refused, 1 approved, any other value pending. The case filter offers the
 * three values 0, 1 and 2.
 */
export const APPROVAL_RESULT = { refused: 0, approved: 1, pending: 2 } as const;
export type ApprovalResult = (typeof APPROVAL_RESULT)[keyof typeof APPROVAL_RESULT];

/** The discard flag of a document or labor item (discard is allowed only for unpublished data). */
export const DISCARD_FLAG = { kept: 0, discarded: 1 } as const;
export type DiscardFlag = (typeof DISCARD_FLAG)[keyof typeof DISCARD_FLAG];

/** The stop state of a kind that has one (a TSB: with stop time and user). */
export const STOP_STATE = { running: 0, stopped: 1 } as const;
export type StopState = (typeof STOP_STATE)[keyof typeof STOP_STATE];

/** The excellent flag of a repair case. */
export const EXCELLENT_FLAG = { ordinary: 0, excellent: 1 } as const;
export type ExcellentFlag = (typeof EXCELLENT_FLAG)[keyof typeof EXCELLENT_FLAG];
