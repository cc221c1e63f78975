import { describe, expect, it } from 'vitest';
import { APPROVAL_RESULT, DISCARD_FLAG, DOCUMENT_SUBMIT_STATE, STOP_STATE } from '../document-states.js';
import { documentEvent, documentTransitionSchema } from '../events/document.events.js';
import { ACTION_KEYS, type RoleRightItem } from '../permissions.js';
import { PUBLISH_STATE } from '../vehicle/master-data.js';
import { caseWorkflow, NEW_DOCUMENT_STATES, tsbWorkflow } from './document-workflows.js';
import {
  allowedActions,
  checkAction,
  transitionEffect,
  verifyVerdictSchema,
  workflowActionKeys,
  type WorkflowAction,
  type WorkflowRow,
  type WorkflowUser,
} from './workflow.js';

const { unsubmitted, submitted, rejected } = DOCUMENT_SUBMIT_STATE;
const { refused, approved, pending } = APPROVAL_RESULT;
const { published, cancelled } = PUBLISH_STATE;

/** A draft of dealer01 in department D1. */
const draft: WorkflowRow = { ...NEW_DOCUMENT_STATES, authorCode: 'dealer01', department: 'D1' };
const row = (states: Partial<WorkflowRow>): WorkflowRow => ({ ...draft, ...states });
const awaiting = row({ submitState: submitted, verifyState: pending });
const approvedRow = row({ submitState: submitted, verifyState: approved });
const publishedRow = row({ submitState: submitted, verifyState: approved, publishState: published });

/** Holds every action key; approves department D1. */
const author: WorkflowUser = { userCode: 'dealer01', actions: ACTION_KEYS, approverDepartments: ['D1'] };
const approver: WorkflowUser = { userCode: 'oem01', actions: ACTION_KEYS, approverDepartments: ['D1'] };

const refusal = (r: WorkflowRow, u: WorkflowUser, a: WorkflowAction) => checkAction(caseWorkflow, r, u, a);
const stateRefusal = (key: string) => ({ error: 'dataStateChanged', key });

describe('case rules (spec section 4)', () => {
  it('lets the author submit a draft', () => {
    expect(refusal(draft, author, 'submit')).toBeNull();
    expect(transitionEffect(caseWorkflow, 'submit')).toEqual({ submitState: submitted, verifyState: pending });
  });

  it('a submitted case cannot be resubmitted', () => {
    expect(refusal(awaiting, author, 'submit')).toEqual(stateRefusal('workflow.alreadySubmitted'));
  });

  it('a submitted case cannot be deleted, a draft can', () => {
    expect(refusal(awaiting, author, 'delete')).toEqual(stateRefusal('workflow.submittedNoDelete'));
    expect(refusal(draft, author, 'delete')).toBeNull();
    expect(transitionEffect(caseWorkflow, 'delete')).toBe('deleted');
  });

  it('a published case cannot be re-approved', () => {
    // Pending again but published: only the publish rule stands in the way.
    expect(refusal(row({ submitState: submitted, verifyState: pending, publishState: published }), approver, 'verify')).toEqual(
      stateRefusal('workflow.publishedNoVerify'),
    );
    expect(refusal(publishedRow, approver, 'verify')).not.toBeNull();
  });

  it('an approved case cannot be approved again', () => {
    expect(refusal(approvedRow, approver, 'verify')).toEqual(stateRefusal('workflow.alreadyApproved'));
  });

  it('an unsubmitted case cannot be approved', () => {
    expect(refusal(draft, approver, 'verify')).toEqual(stateRefusal('workflow.notSubmitted'));
  });

  it('one cannot approve one\'s own case, even as an approver of its department', () => {
    expect(refusal(awaiting, author, 'verify')).toEqual({ error: 'forbidden', key: 'workflow.ownDocument' });
    expect(refusal(awaiting, approver, 'verify')).toBeNull();
  });

  it('only an approver of the case\'s department approves it', () => {
    expect(refusal(awaiting, { ...approver, approverDepartments: ['D2'] }, 'verify')).toEqual({ error: 'forbidden', key: 'workflow.notApprover' });
    expect(refusal(row({ submitState: submitted, department: null }), approver, 'verify')).toEqual({ error: 'forbidden', key: 'workflow.notApprover' });
  });

  it('publishing needs approval', () => {
    expect(refusal(awaiting, approver, 'publish')).toEqual(stateRefusal('workflow.needsApproval'));
    expect(refusal(row({ submitState: rejected, verifyState: refused }), approver, 'publish')).toEqual(stateRefusal('workflow.needsApproval'));
    expect(refusal(approvedRow, approver, 'publish')).toBeNull();
    expect(transitionEffect(caseWorkflow, 'publish')).toEqual({ publishState: published });
  });

  it('a published case is not published twice', () => {
    expect(refusal(publishedRow, approver, 'publish')).toEqual(stateRefusal('workflow.alreadyPublished'));
  });

  it('a refusal rejects the case, and a rejected case cannot be resubmitted', () => {
    const verdict = verifyVerdictSchema.parse({ approved: false, remark: 'photos missing' });
    const effect = transitionEffect(caseWorkflow, 'verify', verdict);
    expect(effect).toEqual({ submitState: rejected, verifyState: refused });
    const rejectedRow = row(effect === 'deleted' ? {} : effect);
    expect(refusal(rejectedRow, author, 'submit')).toEqual(stateRefusal('workflow.rejectedNeedsEdit'));
  });

  it('the author carries on by editing the rejected case, which makes it a draft that can be submitted (ADR 0019)', () => {
    const rejectedRow = row({ submitState: rejected, verifyState: refused });
    expect(allowedActions(caseWorkflow, rejectedRow, author)).toEqual(['discard', 'edit', 'delete']);
    const effect = transitionEffect(caseWorkflow, 'edit');
    expect(effect).toEqual({ submitState: unsubmitted, verifyState: pending });
    const revised = row(effect === 'deleted' ? {} : effect);
    expect(refusal(revised, author, 'submit')).toBeNull();
  });

  it('a submitted case cannot be edited', () => {
    expect(refusal(awaiting, author, 'edit')).toEqual(stateRefusal('workflow.submittedNoEdit'));
    expect(refusal(publishedRow, author, 'edit')).toEqual(stateRefusal('workflow.submittedNoEdit'));
  });

  it('an approval leaves the case approved and submitted', () => {
    expect(transitionEffect(caseWorkflow, 'verify', { approved: true, remark: '' })).toEqual({ verifyState: approved });
    expect(() => transitionEffect(caseWorkflow, 'verify')).toThrow();
  });

  it('discard only for unpublished data', () => {
    expect(refusal(publishedRow, author, 'discard')).toEqual(stateRefusal('workflow.discardNeedsUnpublished'));
    expect(refusal(draft, author, 'discard')).toBeNull();
    expect(refusal(approvedRow, author, 'discard')).toBeNull();
    expect(refusal(row({ submitState: submitted, verifyState: approved, publishState: cancelled }), author, 'discard')).toBeNull();
    expect(transitionEffect(caseWorkflow, 'discard')).toEqual({ discard: DISCARD_FLAG.discarded });
  });

  it('a discarded case takes no action but delete of a draft', () => {
    const discardedDraft = row({ discard: DISCARD_FLAG.discarded });
    expect(allowedActions(caseWorkflow, discardedDraft, author)).toEqual(['delete']);
    for (const action of ['submit', 'discard', 'edit'] as const) {
      expect(refusal(discardedDraft, author, action)).toEqual(stateRefusal('workflow.discarded'));
    }
    expect(refusal(row({ submitState: submitted, verifyState: approved, discard: DISCARD_FLAG.discarded }), approver, 'publish')).toEqual(
      stateRefusal('workflow.discarded'),
    );
  });

  it('only a published case can be cancelled', () => {
    expect(refusal(approvedRow, approver, 'cancelPublish')).toEqual(stateRefusal('workflow.cancelNeedsPublished'));
    expect(refusal(row({ submitState: submitted, verifyState: approved, publishState: cancelled }), approver, 'cancelPublish')).toEqual(
      stateRefusal('workflow.cancelNeedsPublished'),
    );
    expect(refusal(publishedRow, approver, 'cancelPublish')).toBeNull();
    expect(transitionEffect(caseWorkflow, 'cancelPublish')).toEqual({ publishState: cancelled });
  });

  it('only the author submits, edits, discards and deletes', () => {
    for (const action of ['submit', 'edit', 'discard', 'delete'] as const) {
      expect(refusal(draft, approver, action), action).toEqual({ error: 'forbidden', key: 'workflow.notAuthor' });
    }
  });

  it('every action needs its roleRight key; discard is granted by delete, cancel by publish', () => {
    const without = (key: string): WorkflowUser => ({ ...approver, actions: ACTION_KEYS.filter((k) => k !== key) });
    const authorWithout = (key: string): WorkflowUser => ({ ...author, actions: ACTION_KEYS.filter((k) => k !== key) });
    const forbidden = { error: 'forbidden', key: 'error.forbidden' };
    expect(refusal(draft, authorWithout('submit'), 'submit')).toEqual(forbidden);
    expect(refusal(awaiting, without('verify'), 'verify')).toEqual(forbidden);
    expect(refusal(approvedRow, without('publish'), 'publish')).toEqual(forbidden);
    expect(refusal(publishedRow, without('publish'), 'cancelPublish')).toEqual(forbidden);
    expect(refusal(draft, authorWithout('delete'), 'discard')).toEqual(forbidden);
    expect(refusal(draft, authorWithout('delete'), 'delete')).toEqual(forbidden);
    expect(refusal(draft, authorWithout('edit'), 'edit')).toEqual(forbidden);
  });

  it('a case has no stop', () => {
    expect(refusal(publishedRow, approver, 'stop')).toEqual({ error: 'forbidden', key: 'workflow.noSuchAction' });
  });
});

describe('allowedActions', () => {
  it('answers the buttons of each role on each state of a case', () => {
    const dealer02: WorkflowUser = { userCode: 'dealer02', actions: ['create', 'submit', 'edit', 'delete'], approverDepartments: [] };
    expect(allowedActions(caseWorkflow, draft, author)).toEqual(['submit', 'discard', 'edit', 'delete']);
    expect(allowedActions(caseWorkflow, draft, approver)).toEqual([]);
    expect(allowedActions(caseWorkflow, awaiting, author)).toEqual(['discard']);
    expect(allowedActions(caseWorkflow, awaiting, approver)).toEqual(['verify']);
    expect(allowedActions(caseWorkflow, awaiting, dealer02)).toEqual([]);
    expect(allowedActions(caseWorkflow, approvedRow, approver)).toEqual(['publish']);
    expect(allowedActions(caseWorkflow, publishedRow, approver)).toEqual(['cancelPublish']);
    expect(allowedActions(caseWorkflow, publishedRow, author)).toEqual(['cancelPublish']);
  });
});

describe('TSB rules', () => {
  const tsb = (states: Partial<WorkflowRow>): WorkflowRow => ({ ...draft, stopState: STOP_STATE.running, ...states });
  const tsbRefusal = (r: WorkflowRow, u: WorkflowUser, a: WorkflowAction) => checkAction(tsbWorkflow, r, u, a);

  it('a TSB is deleted only by its author and only while unsubmitted', () => {
    expect(tsbRefusal(tsb({}), author, 'delete')).toBeNull();
    expect(tsbRefusal(tsb({}), approver, 'delete')).toEqual({ error: 'forbidden', key: 'workflow.notAuthor' });
    expect(tsbRefusal(tsb({ submitState: rejected, verifyState: refused }), author, 'delete')).toEqual(stateRefusal('workflow.deleteOnlyUnsubmitted'));
    expect(tsbRefusal(tsb({ submitState: submitted }), author, 'delete')).toEqual(stateRefusal('workflow.deleteOnlyUnsubmitted'));
  });

  it('stops a published TSB once', () => {
    const live = tsb({ submitState: submitted, verifyState: approved, publishState: published });
    expect(tsbRefusal(live, approver, 'stop')).toBeNull();
    expect(transitionEffect(tsbWorkflow, 'stop')).toEqual({ stopState: STOP_STATE.stopped });
    expect(tsbRefusal({ ...live, stopState: STOP_STATE.stopped }, approver, 'stop')).toEqual(stateRefusal('workflow.alreadyStopped'));
    expect(tsbRefusal(tsb({ submitState: submitted, verifyState: approved }), approver, 'stop')).toEqual(stateRefusal('workflow.stopNeedsPublished'));
    expect(tsbRefusal(live, { ...approver, actions: ['publish'] }, 'stop')).toEqual({ error: 'forbidden', key: 'error.forbidden' });
  });

  it('shares the case rules of verify', () => {
    expect(tsbRefusal(tsb({ submitState: submitted }), author, 'verify')).toEqual({ error: 'forbidden', key: 'workflow.ownDocument' });
    expect(tsbRefusal(tsb({ submitState: rejected, verifyState: refused }), author, 'submit')).toEqual(stateRefusal('workflow.rejectedNeedsEdit'));
  });
});

describe('verify verdict', () => {
  it('needs a remark to refuse, not to approve', () => {
    expect(verifyVerdictSchema.safeParse({ approved: false, remark: '  ' }).error?.issues[0]?.message).toBe('workflow.remarkRequired');
    expect(verifyVerdictSchema.parse({ approved: true })).toEqual({ approved: true, remark: '' });
    expect(verifyVerdictSchema.safeParse({ approved: false, remark: 'x'.repeat(501) }).success).toBe(false);
  });
});

describe('workflowActionKeys', () => {
  it('keeps the action keys whose headApi the kind\'s api contains (spec section 6)', () => {
    const rights: RoleRightItem[] = [
      { itemId: 1, funLink: 'submit', headApi: '/tis/api/document/case' },
      { itemId: 2, funLink: 'verify', headApi: '/tis/api/document/tsb' },
      { itemId: 3, funLink: 'edit', headApi: null },
      { itemId: 4, funLink: 'CaseWork', headApi: '/tis/api/document/case' },
    ];
    expect(workflowActionKeys(rights, '/tis/api/document/case')).toEqual(['submit']);
  });
});

describe('documentEvent', () => {
  it('names the topic tis.document.<kind>.<action>.v1 and answers one contract per topic', () => {
    const contract = documentEvent('case', 'cancelPublish');
    expect(contract.topic).toBe('tis.document.case.cancelPublish.v1');
    expect(contract.producer).toBe('document');
    expect(documentEvent('case', 'cancelPublish')).toBe(contract);
    expect(() => documentEvent('no.dots', 'submit')).toThrow();
    expect(
      documentTransitionSchema.safeParse({ kind: 'case', documentId: 'x', action: 'stop', byUser: 'u', states: null, remark: null, occurredAt: new Date().toISOString() }).success,
    ).toBe(true);
  });
});
