import { OPERATION_TARGET_NAME_MAX_LENGTH, type OperationAction, type OperationPerformed, operationEventOf } from '@tis/contracts';
import type { Transaction } from './event-bus.js';

/** One operation of a user, as a write records it: what was done to which row of which module. */
export interface Operation {
  /** The resource's descriptor name, the document kind, or a hand-written service's name for its rows. */
  module: string;
  action: OperationAction;
  /** The row's id; empty for an operation on many rows (an import). */
  targetId: string;
  /** What the row shows: its code, name or title (cut to 255 characters). */
  targetName: string;
  userCode: string;
}

/** `text` cut to `max` UTF-16 units, never in the middle of a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/**
 * Records an operation in the operation log (/UserOperationLog): emits the service's
 * `tis.<service>.operation.performed.v1` inside `tx`, so the record exists exactly when the write
 * commits. The resource kernel and the document workflow call it for every write; a hand-written
 * service calls it once per write in its own `bus.transaction`.
 */
export async function recordOperation(tx: Transaction, operation: Operation): Promise<void> {
  const payload: OperationPerformed = {
    ...operation,
    targetName: cut(operation.targetName, OPERATION_TARGET_NAME_MAX_LENGTH),
    occurredAt: new Date().toISOString(),
  };
  // Keyed by the row: the records of one row keep their order.
  await tx.emit(operationEventOf(tx.service), payload, operation.targetId || operation.module);
}
