import {
  checkAction,
  documentEvent,
  type DocumentTransition,
  TisError,
  transitionEffect,
  type VerifyVerdict,
  verifyVerdictSchema,
  type WorkflowAction,
  type WorkflowDefinition,
  type WorkflowUser,
} from '@tis/contracts';
import type { EntityManager } from 'typeorm';
import { insertRows } from '../database/query-helpers.js';
import { rowForUpdate, updateLockedRow, updateVersioned, wholeSeconds } from '../database/versioned-rows.js';
import type { EventBus, Transaction } from '../events/event-bus.js';
import { recordOperation } from '../events/operation-record.js';
import { searchableOf, sendSearchEntry } from '../search/searchable.js';
import { VerifyRecord, type WorkflowDocument } from './workflow-document.entity.js';

/** The caller of a workflow action: what `checkAction` reads, and the name and post its verify record shows. */
export interface TransitionUser extends WorkflowUser {
  fullName: string;
  post: string | null;
}

export interface TransitionRequest<T extends WorkflowDocument> {
  id: string;
  /** The version the caller read: a row changed since answers 409001. */
  version: number;
  action: WorkflowAction;
  user: TransitionUser;
  /** verify only: approve, or refuse with a remark (verifyVerdictSchema). */
  verdict?: VerifyVerdict;
  /** edit only: the content the author changed (never the workflow, audit or ownership columns). */
  changes?: Partial<T>;
  /** Columns the action writes besides its states, in the same UPDATE (an approval: the approver's post). */
  also?: Partial<T>;
  /** Whether the caller may see the row at all (checked on the row the transaction reads): 404 when not. */
  visible?: (row: T) => boolean;
}

/** The columns only the workflow writes: an edit's changes may not name them. */
const WORKFLOW_OWNED = new Set<string>([
  'id', 'version', 'createdAt', 'createdBy', 'updatedAt', 'updatedBy', 'authorCode',
  'submitState', 'verifyState', 'publishState', 'discard', 'stopState',
  'submitTime', 'verifyTime', 'publishTime', 'stopTime', 'stopUser',
]);

/** The time (and user) columns an action stamps. */
function stamps(action: WorkflowAction, user: TransitionUser, at: Date): Record<string, unknown> {
  switch (action) {
    case 'submit':
      return { submitTime: at };
    case 'verify':
      return { verifyTime: at };
    case 'publish':
      return { publishTime: at };
    case 'stop':
      return { stopTime: at, stopUser: user.userCode };
    case 'cancelPublish':
    case 'discard':
    case 'edit':
    case 'delete':
      return {};
  }
}

type DocumentClass<T extends WorkflowDocument> = new () => T;

/**
 * Applies a workflow action inside `tx`: loads the row (404), refuses a stale version (409001) and
 * whatever `checkAction` refuses (its error and message), writes the states the action leaves (a
 * versioned update: 409001 if the row changed meanwhile) or deletes the row, writes the verify
 * record of a recorded action, and emits `tis.document.<kind>.<action>.v1` and the operation
 * record (module = kind, the row's `operationName`). A refusal changes nothing. Answers the row as it is now, or null when the action deleted it.
 */
export async function applyTransition<T extends WorkflowDocument>(
  tx: Transaction,
  entity: DocumentClass<T>,
  definition: WorkflowDefinition,
  request: TransitionRequest<T>,
): Promise<T | null> {
  const { manager } = tx;
  const { id, version, action, user, changes } = request;
  if (changes && action !== 'edit') throw new Error(`only edit takes changes, not ${action}`);
  const owned = [...Object.keys(changes ?? {}), ...Object.keys(request.also ?? {})].filter((key) => WORKFLOW_OWNED.has(key));
  if (owned.length > 0) throw new Error(`an action cannot change ${owned.join(', ')} besides the workflow`);
  if (action === 'verify' && !request.verdict) throw new Error('verify needs a verdict');
  // A refusal without a remark, or a remark too long, is a validation error (400) before anything is read.
  const verdict = request.verdict && verifyVerdictSchema.parse(request.verdict);

  const row = await rowForUpdate(manager, entity, id);
  if (request.visible && !request.visible(row)) throw new TisError('notFound');
  if (row.version !== version) throw new TisError('dataStateChanged');
  const refusal = checkAction(definition, row, user, action);
  if (refusal) throw new TisError(refusal.error, {}, null, refusal.key);

  const effect = transitionEffect(definition, action, verdict);
  // Whole seconds, as the datetime columns keep the times: the row answered is the row stored.
  const at = wholeSeconds(new Date());
  let after: T | null = null;
  if (effect === 'deleted') {
    const removed = await manager.delete(entity, { id, version });
    if (removed.affected !== 1) throw new TisError('dataStateChanged');
    await manager.delete(VerifyRecord, { documentKind: definition.kind, documentId: id });
  } else {
    const written = { ...effect, ...stamps(action, user, at), ...request.also, updatedBy: user.userCode } as Partial<T>;
    // An edit's content is read back as the database keeps it; the workflow's own columns are known.
    after = changes ? await updateVersioned(manager, entity, id, version, { ...changes, ...written }) : await updateLockedRow(manager, entity, row, written, at);
  }
  const remark = action === 'verify' && verdict && verdict.remark !== '' ? verdict.remark : null;
  if (after && definition.actions[action]?.recorded) {
    await recordStep(manager, definition.kind, after, action, user, remark, at);
  }
  const event: DocumentTransition = {
    kind: definition.kind,
    documentId: id,
    action,
    byUser: user.userCode,
    states: after && {
      submitState: after.submitState,
      verifyState: after.verifyState,
      publishState: after.publishState,
      discard: after.discard,
      ...('stopState' in after ? { stopState: after.stopState as number } : {}),
    },
    remark,
    occurredAt: at.toISOString(),
  };
  await tx.emit(documentEvent(definition.kind, action, definition.service), event, id);
  const searchable = searchableOf(entity);
  if (searchable) await sendSearchEntry(tx, searchable, row, after, at);
  await recordOperation(tx, { module: definition.kind, action, targetId: id, targetName: (after ?? row).operationName(), userCode: user.userCode });
  return after;
}

async function recordStep(manager: EntityManager, kind: string, row: WorkflowDocument, action: WorkflowAction, user: TransitionUser, remark: string | null, at: Date): Promise<void> {
  await insertRows(manager, VerifyRecord, {
    documentKind: kind,
    documentId: row.id,
    action,
    verifyResult: row.verifyState,
    verifyRemark: remark,
    userCode: user.userCode,
    fullName: user.fullName,
    post: user.post,
    verifyTime: at,
  });
}

/** A verify record as the verify history shows it (spec section 3, Verify record). */
export interface VerifyRecordView {
  id: number;
  action: string;
  verifyResult: number;
  verifyRemark: string | null;
  fullName: string;
  post: string | null;
  verifyTime: string;
}

/** The verify history of a document, newest first. */
export async function verifyHistory(manager: EntityManager, kind: string, documentId: string): Promise<VerifyRecordView[]> {
  const records = await manager.find(VerifyRecord, { where: { documentKind: kind, documentId }, order: { id: 'DESC' } });
  return records.map((r) => ({
    id: r.id,
    action: r.action,
    verifyResult: r.verifyResult,
    verifyRemark: r.verifyRemark,
    fullName: r.fullName,
    post: r.post,
    verifyTime: new Date(r.verifyTime).toISOString(),
  }));
}

/** The transition service of a service that owns document kinds: each action in its own transaction. */
export class DocumentTransitions {
  constructor(private readonly bus: EventBus) {}

  /** `applyTransition` in one transaction of the service's event bus. */
  transition<T extends WorkflowDocument>(entity: DocumentClass<T>, definition: WorkflowDefinition, request: TransitionRequest<T>): Promise<T | null> {
    return this.bus.transaction((tx) => applyTransition(tx, entity, definition, request));
  }
}
