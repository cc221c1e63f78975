import { z } from 'zod';
import { USER_CODE_MAX_LENGTH } from '../user-messages.js';
import { bulletinWorkflow } from '../workflow/document-workflows.js';
import { WORKFLOW_ACTIONS, type WorkflowAction, type WorkflowDefinition, type WorkflowService, DOCUMENT_KIND_PATTERN } from '../workflow/workflow.js';
import { defineEvent, type EventContract } from './event-contract.js';

/** What a workflow action of a document announces: the document, the action, who, and the states it left. */
export const documentTransitionSchema = z.object({
  kind: z.string().regex(DOCUMENT_KIND_PATTERN),
  documentId: z.string().min(1).max(36),
  action: z.enum(WORKFLOW_ACTIONS),
  byUser: z.string().min(1).max(USER_CODE_MAX_LENGTH),
  /** The states after the action; null when the action deleted the document. */
  states: z
    .object({
      submitState: z.number().int(),
      verifyState: z.number().int(),
      publishState: z.number().int(),
      discard: z.number().int(),
      stopState: z.number().int().nullable().optional(),
    })
    .nullable(),
  /** verify only: the remark of the approver. */
  remark: z.string().nullable(),
  occurredAt: z.iso.datetime(),
});
export type DocumentTransition = z.infer<typeof documentTransitionSchema>;

const contracts = new Map<string, EventContract<typeof documentTransitionSchema>>();

/**
 * The event of one action of one document kind, `tis.<service>.<kind>.<action>.v1` (produced by the
 * service that owns the kind, the document service unless named). A kind that is used adds its
 * contracts to EVENT_CONTRACTS and their topics to deploy/kafka/topics.txt.
 */
export function documentEvent(kind: string, action: WorkflowAction, service: WorkflowService = 'document'): EventContract<typeof documentTransitionSchema> {
  if (!DOCUMENT_KIND_PATTERN.test(kind)) throw new Error(`invalid document kind ${kind}`);
  const topic = `tis.${service}.${kind}.${action}.v1` as const;
  let contract = contracts.get(topic);
  if (!contract) {
    contract = defineEvent({
      topic,
      producer: service,
      description: `A ${kind} document went through the workflow action ${action}.`,
      schema: documentTransitionSchema,
    });
    contracts.set(topic, contract);
  }
  return contract;
}

/**
 * The document kinds that go through the workflow today; each has the event of every workflow
 * action in EVENT_CONTRACTS and deploy/kafka/topics.txt (tsb joins when it is built).
 */
export const EVENT_DOCUMENT_KINDS = ['case', 'claim', 'qualityFb', 'productChange'] as const;

/** The events of the actions `definition` has, from the service that owns the kind. */
export function workflowEvents(definition: WorkflowDefinition): EventContract<typeof documentTransitionSchema>[] {
  return WORKFLOW_ACTIONS.filter((action) => definition.actions[action]).map((action) => documentEvent(definition.kind, action, definition.service));
}

export const DOCUMENT_EVENTS = [
  ...EVENT_DOCUMENT_KINDS.flatMap((kind) => WORKFLOW_ACTIONS.map((action) => documentEvent(kind, action))),
  ...workflowEvents(bulletinWorkflow),
];
