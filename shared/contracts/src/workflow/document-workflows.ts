import { APPROVAL_RESULT, DISCARD_FLAG, DOCUMENT_SUBMIT_STATE, STOP_STATE } from '../document-states.js';
import { PUBLISH_STATE } from '../vehicle/master-data.js';
import { defineWorkflow, GUARDS as G, type WorkflowDefinition, type WorkflowRule } from './workflow.js';

/**
 * The transition tables of the document kinds (spec section 4, ADR 0019). A rejection leaves the
 * document "rejected": submit is refused there, the author's edit makes it a draft again.
 */

const submit: WorkflowRule = {
  permission: 'submit',
  actor: 'author',
  guards: [G.notDiscarded, G.notSubmitted, G.notRejected],
  to: { submitState: DOCUMENT_SUBMIT_STATE.submitted, verifyState: APPROVAL_RESULT.pending },
  recorded: true,
};

/** Approve or refuse: an approver of the row's department who is not its author. */
const verify: WorkflowRule = {
  permission: 'verify',
  actor: 'notAuthor',
  approver: true,
  guards: [G.notDiscarded, G.submitted, G.notPublishedForVerify, G.pendingApproval],
  to: { verifyState: APPROVAL_RESULT.approved },
  refusedTo: { submitState: DOCUMENT_SUBMIT_STATE.rejected, verifyState: APPROVAL_RESULT.refused },
  recorded: true,
};

const publish: WorkflowRule = {
  permission: 'publish',
  actor: 'anyone',
  guards: [G.notDiscarded, G.approved, G.notPublished],
  to: { publishState: PUBLISH_STATE.published },
  recorded: true,
};

const cancelPublish: WorkflowRule = {
  permission: 'publish',
  actor: 'anyone',
  guards: [G.notDiscarded, G.published],
  to: { publishState: PUBLISH_STATE.cancelled },
  recorded: true,
};

/** Discard (a soft delete, the delete key grants it) only for data that is not published. */
const discard: WorkflowRule = {
  permission: 'delete',
  actor: 'author',
  guards: [G.notDiscarded, G.unpublishedForDiscard],
  to: { discard: DISCARD_FLAG.discarded },
  recorded: true,
};

/** The author's edit; editing a rejected document makes it a draft again (ADR 0019). */
const edit: WorkflowRule = {
  permission: 'edit',
  actor: 'author',
  guards: [G.notDiscarded, G.editable],
  to: { submitState: DOCUMENT_SUBMIT_STATE.unsubmitted, verifyState: APPROVAL_RESULT.pending },
  recorded: false,
};

/**
 * The case rules of spec section 4: a submitted case cannot be deleted; a draft or rejected one
 * can, by its author. Claim cases follow the very same rules ("the same workflow kernel").
 */
const CASE_RULES = {
  submit,
  verify,
  publish,
  cancelPublish,
  discard,
  edit,
  delete: { permission: 'delete', actor: 'author', guards: [G.notSubmittedForDelete], to: 'deleted', recorded: false },
} as const satisfies WorkflowDefinition['actions'];

/** Repair cases. */
export const caseWorkflow = defineWorkflow({ kind: 'case', actions: CASE_RULES });

/** Claim cases: the rules of repair cases. */
export const claimWorkflow = defineWorkflow({ kind: 'claim', actions: CASE_RULES });

/** Quality feedback (`qualityFb`): submit and review under the rules of repair cases. */
export const qualityFbWorkflow = defineWorkflow({ kind: 'qualityFb', actions: CASE_RULES });

/**
 * Product-change notices (`productChange`): the case rules, reviewed by a holder of the verify key
 * other than the author (OEM staff write them: no dealer's department approves them).
 */
export const productChangeWorkflow = defineWorkflow({ kind: 'productChange', actions: { ...CASE_RULES, verify: { ...verify, approver: false } } });

/** TSB topics: stop a published TSB (stop time and user); deleted only by the author while unsubmitted. */
export const tsbWorkflow = defineWorkflow({
  kind: 'tsb',
  actions: {
    submit,
    verify,
    publish,
    cancelPublish,
    discard,
    edit,
    stop: {
      permission: 'stop',
      actor: 'anyone',
      guards: [G.notDiscarded, G.publishedForStop, G.notStopped],
      to: { stopState: STOP_STATE.stopped },
      recorded: true,
    },
    delete: { permission: 'delete', actor: 'author', guards: [G.unsubmittedForDelete], to: 'deleted', recorded: false },
  },
});

/**
 * System notices (FUNC-notice): written and published by the notice staff, without a review; only a
 * published notice is cancelled; edited and deleted only while not published (cancel it first), by
 * any of the staff. A cancelled notice can be edited and published again.
 */
export const bulletinWorkflow = defineWorkflow({
  kind: 'bulletin',
  service: 'system',
  actions: {
    publish: { permission: 'publish', actor: 'anyone', guards: [G.notPublished], to: { publishState: PUBLISH_STATE.published }, recorded: true },
    cancelPublish: { permission: 'publish', actor: 'anyone', guards: [G.published], to: { publishState: PUBLISH_STATE.cancelled }, recorded: true },
    edit: { permission: 'edit', actor: 'anyone', guards: [G.unpublishedForEdit], to: {}, recorded: false },
    delete: { permission: 'delete', actor: 'anyone', guards: [G.unpublishedForDelete], to: 'deleted', recorded: false },
  },
});

/** The states of a new document: an unsubmitted, pending, unpublished draft that is kept. */
export const NEW_DOCUMENT_STATES = {
  submitState: DOCUMENT_SUBMIT_STATE.unsubmitted,
  verifyState: APPROVAL_RESULT.pending,
  publishState: PUBLISH_STATE.unpublished,
  discard: DISCARD_FLAG.kept,
} as const;
