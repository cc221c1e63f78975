import { z } from 'zod';
import { APPROVAL_RESULT, DISCARD_FLAG, DOCUMENT_SUBMIT_STATE, STOP_STATE } from '../document-states.js';
import type { ErrorName } from '../errors.js';
import type { MessageKey } from '../messages/index.js';
import { ACTION_KEYS, type ActionKey, isActionAllowed, type RoleRightItem } from '../permissions.js';
import { PUBLISH_STATE } from '../vehicle/master-data.js';

/**
 * The document workflow (spec section 4, ADR 0019): each document kind declares once, as a table,
 * which actions exist, who may take them, from which states, and what they change. The server
 * enforces `checkAction` on every action, the SPA shows the buttons of `allowedActions`.
 */

/** The services that own document kinds (notices are the system service's). */
export type WorkflowService = 'document' | 'system';

/** The workflow actions of a document (spec section 4). */
export const WORKFLOW_ACTIONS = ['submit', 'verify', 'publish', 'cancelPublish', 'discard', 'stop', 'edit', 'delete'] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/** The separate state dimensions of a document row; `stopState` only for kinds that stop (TSB). */
export interface WorkflowStates {
  submitState: number;
  /** The approval result: APPROVAL_RESULT (0 refused, 1 approved, 2 pending). */
  verifyState: number;
  publishState: number;
  discard: number;
  stopState?: number | null;
}

/** What the workflow reads of a row: its states, its author and its department. */
export interface WorkflowRow extends WorkflowStates {
  /** userCode of the author. */
  authorCode: string;
  /** The department whose approvers verify the row (spec section 6: approvers per department). */
  department: string | null;
}

/** What the workflow reads of the caller; the server supplies it from the session and the approver settings. */
export interface WorkflowUser {
  userCode: string;
  /** The action keys the role grants for this kind's api (`workflowActionKeys`). */
  actions: readonly ActionKey[];
  /** The departments whose documents the user approves. */
  approverDepartments: readonly string[];
}

/** Who may take an action: only the author, anyone but the author, or anyone holding the permission. */
export type WorkflowActor = 'author' | 'notAuthor' | 'anyone';

/** Why an action is refused: an error name of the catalogue and the message shown for it. */
export interface WorkflowRefusal {
  error: ErrorName;
  key: MessageKey;
}

/** A condition on the row's states; when `allows` is false the action is refused with `refuse`. */
export interface WorkflowGuard {
  allows(row: WorkflowStates): boolean;
  refuse: MessageKey;
}

/** The states an action leaves; 'deleted' removes the row. */
export type WorkflowEffect = Partial<WorkflowStates> | 'deleted';

export interface WorkflowRule {
  /** The roleRight action key (spec section 6) that grants the action. */
  permission: ActionKey;
  actor: WorkflowActor;
  /** Only an approver of the row's department may take it. */
  approver?: boolean;
  /** Checked in order; the first that does not allow the row refuses the action. */
  guards: readonly WorkflowGuard[];
  /** The states the action leaves (for verify: when approved). */
  to: WorkflowEffect;
  /** verify only: the states a refusal leaves. */
  refusedTo?: Partial<WorkflowStates>;
  /** Whether the action writes a verify record (the document's history). */
  recorded: boolean;
}

/** The transition table of one document kind. */
export interface WorkflowDefinition {
  /** The data-source keyword of the kind (spec section 3: case, claim, tsb, …): `tis.<service>.<kind>.<action>.v1`. */
  kind: string;
  /** The service that owns the kind and produces its events; default the document service. */
  service?: WorkflowService;
  actions: Partial<Record<WorkflowAction, WorkflowRule>>;
}

export function defineWorkflow<const D extends WorkflowDefinition>(definition: D): D {
  if (!DOCUMENT_KIND_PATTERN.test(definition.kind)) throw new Error(`invalid document kind ${definition.kind}`);
  return definition;
}

/** A document kind: letters, starting with a lower-case one (it is part of an event topic). */
export const DOCUMENT_KIND_PATTERN = /^[a-z][A-Za-z]{0,31}$/;

// --- Guards: each rule of spec section 4 is one guard with its own message ---

const guard = (allows: (row: WorkflowStates) => boolean, refuse: MessageKey): WorkflowGuard => ({ allows, refuse });

export const GUARDS = {
  notDiscarded: guard((r) => r.discard !== DISCARD_FLAG.discarded, 'workflow.discarded'),
  notSubmitted: guard((r) => r.submitState !== DOCUMENT_SUBMIT_STATE.submitted, 'workflow.alreadySubmitted'),
  notRejected: guard((r) => r.submitState !== DOCUMENT_SUBMIT_STATE.rejected, 'workflow.rejectedNeedsEdit'),
  submitted: guard((r) => r.submitState === DOCUMENT_SUBMIT_STATE.submitted, 'workflow.notSubmitted'),
  notPublishedForVerify: guard((r) => r.publishState !== PUBLISH_STATE.published, 'workflow.publishedNoVerify'),
  pendingApproval: guard((r) => r.verifyState !== APPROVAL_RESULT.approved, 'workflow.alreadyApproved'),
  approved: guard((r) => r.verifyState === APPROVAL_RESULT.approved, 'workflow.needsApproval'),
  notPublished: guard((r) => r.publishState !== PUBLISH_STATE.published, 'workflow.alreadyPublished'),
  published: guard((r) => r.publishState === PUBLISH_STATE.published, 'workflow.cancelNeedsPublished'),
  unpublishedForDiscard: guard((r) => r.publishState !== PUBLISH_STATE.published, 'workflow.discardNeedsUnpublished'),
  publishedForStop: guard((r) => r.publishState === PUBLISH_STATE.published, 'workflow.stopNeedsPublished'),
  notStopped: guard((r) => r.stopState !== STOP_STATE.stopped, 'workflow.alreadyStopped'),
  editable: guard((r) => r.submitState !== DOCUMENT_SUBMIT_STATE.submitted, 'workflow.submittedNoEdit'),
  notSubmittedForDelete: guard((r) => r.submitState !== DOCUMENT_SUBMIT_STATE.submitted, 'workflow.submittedNoDelete'),
  unsubmittedForDelete: guard((r) => r.submitState === DOCUMENT_SUBMIT_STATE.unsubmitted, 'workflow.deleteOnlyUnsubmitted'),
  unpublishedForEdit: guard((r) => r.publishState !== PUBLISH_STATE.published, 'workflow.publishedNoEdit'),
  unpublishedForDelete: guard((r) => r.publishState !== PUBLISH_STATE.published, 'workflow.publishedNoDelete'),
} as const satisfies Record<string, WorkflowGuard>;

// --- Decisions ---

/** The action keys (spec section 6) `rights` grant for calls to `api` (the kind's base path). */
export function workflowActionKeys(rights: readonly RoleRightItem[], api: string): ActionKey[] {
  return ACTION_KEYS.filter((key) => isActionAllowed(rights, key, api));
}

/**
 * Why `user` may not take `action` on `row`, or null when they may. Checked in this order: the
 * kind has the action, the role grants it (403), the actor rule (only the author; nobody approves
 * their own document) and the approver's department (403), then the state guards (409001 with the
 * guard's message: the screen showed a state the row no longer has).
 */
export function checkAction(definition: WorkflowDefinition, row: WorkflowRow, user: WorkflowUser, action: WorkflowAction): WorkflowRefusal | null {
  const rule = definition.actions[action];
  if (!rule) return { error: 'forbidden', key: 'workflow.noSuchAction' };
  if (!user.actions.includes(rule.permission)) return { error: 'forbidden', key: 'error.forbidden' };
  const isAuthor = row.authorCode === user.userCode;
  if (rule.actor === 'author' && !isAuthor) return { error: 'forbidden', key: 'workflow.notAuthor' };
  if (rule.actor === 'notAuthor' && isAuthor) return { error: 'forbidden', key: 'workflow.ownDocument' };
  if (rule.approver && (row.department === null || !user.approverDepartments.includes(row.department))) {
    return { error: 'forbidden', key: 'workflow.notApprover' };
  }
  const failed = rule.guards.find((g) => !g.allows(row));
  return failed ? { error: 'dataStateChanged', key: failed.refuse } : null;
}

/** The actions `user` may take on `row`, in the order of WORKFLOW_ACTIONS: exactly the buttons the screen shows. */
export function allowedActions(definition: WorkflowDefinition, row: WorkflowRow, user: WorkflowUser): WorkflowAction[] {
  return WORKFLOW_ACTIONS.filter((action) => checkAction(definition, row, user, action) === null);
}

/** The verdict of a verify: approve, or refuse with a remark. */
export const VERIFY_REMARK_MAX_LENGTH = 500;
export const verifyVerdictSchema = z
  .object({
    approved: z.boolean(),
    remark: z.string().trim().max(VERIFY_REMARK_MAX_LENGTH, 'validation.tooLong').default(''),
  })
  .refine((v) => v.approved || v.remark !== '', { message: 'workflow.remarkRequired', path: ['remark'] });
export type VerifyVerdict = z.infer<typeof verifyVerdictSchema>;

/**
 * The states `action` leaves (the row is already checked): the rule's `to`, or for a refused
 * verify its `refusedTo`. 'deleted' when the action removes the row.
 */
export function transitionEffect(definition: WorkflowDefinition, action: WorkflowAction, verdict?: VerifyVerdict): WorkflowEffect {
  const rule = definition.actions[action];
  if (!rule) throw new Error(`${definition.kind} has no action ${action}`);
  if (action === 'verify') {
    if (!verdict) throw new Error('verify needs a verdict');
    if (!verdict.approved) {
      if (!rule.refusedTo) throw new Error(`${definition.kind}: verify has no refusedTo`);
      return rule.refusedTo;
    }
  }
  return rule.to;
}
