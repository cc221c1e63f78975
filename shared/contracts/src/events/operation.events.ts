import { z } from 'zod';
import {
  OPERATION_ACTIONS,
  OPERATION_MODULE_PATTERN,
  OPERATION_TARGET_ID_MAX_LENGTH,
  OPERATION_TARGET_NAME_MAX_LENGTH,
} from '../log/operation-log.js';
import type { ServiceName } from '../services.js';
import { USER_CODE_MAX_LENGTH } from '../user-messages.js';
import { defineEvent, type EventContract } from './event-contract.js';

/**
 * "A user did this": one create, update, delete or import of a resource, or one workflow action of
 * a document. The log service keeps it as an operation record (/UserOperationLog).
 */
export const operationPerformedSchema = z.object({
  /** The resource's descriptor name, the document kind, or a hand-written service's name for its rows. */
  module: z.string().regex(OPERATION_MODULE_PATTERN),
  action: z.enum(OPERATION_ACTIONS),
  /** The row's id; empty for an operation on many rows (an import). */
  targetId: z.string().max(OPERATION_TARGET_ID_MAX_LENGTH),
  /** What the row shows (its code, name or title), or what an import read. */
  targetName: z.string().max(OPERATION_TARGET_NAME_MAX_LENGTH),
  userCode: z.string().min(1).max(USER_CODE_MAX_LENGTH),
  occurredAt: z.iso.datetime(),
});
export type OperationPerformed = z.infer<typeof operationPerformedSchema>;

/**
 * The operation event of one producing service, `tis.<service>.operation.performed.v1` (ADR 0003:
 * the producer owns its topic), all with the same payload.
 */
export function defineOperationEvent(producer: ServiceName): EventContract<typeof operationPerformedSchema> {
  return defineEvent({
    topic: `tis.${producer}.operation.performed.v1`,
    producer,
    description: `A user of the ${producer} service changed data (create, update, delete, import, workflow action); the log service keeps the operation log.`,
    schema: operationPerformedSchema,
  });
}

/**
 * Every producer's operation event; the log service consumes them all. A service that starts
 * writing operation records (a VersionedCrudService, a document kind, `recordOperation`) adds
 * `defineOperationEvent('<service>')` here and its topic to deploy/kafka/topics.txt.
 */
export const OPERATION_EVENTS = (['system', 'vehicle', 'oauth', 'document'] as const).map(defineOperationEvent);

/** The operation event `service` emits; an error names what to add when the service has none yet. */
export function operationEventOf(service: ServiceName): EventContract<typeof operationPerformedSchema> {
  const contract = OPERATION_EVENTS.find((c) => c.producer === service);
  if (!contract) throw new Error(`the ${service} service has no operation event: add defineOperationEvent('${service}') to OPERATION_EVENTS and its topic to deploy/kafka/topics.txt`);
  return contract;
}
