import { allowedActions, type documentRowShape, type WorkflowDefinition } from '@tis/contracts';
import type { WorkflowDocument } from '@tis/nest';
import type { z } from 'zod';
import type { DocumentActor } from './document-actors.js';

/** A time as the API answers it (ISO 8601), or null. */
export function isoTime(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** A document with the author's name and organisation it was written with. */
export type AuthoredDocument = WorkflowDocument & { orgCode: string | null; orgName: string | null; fullName: string };

/**
 * What a list row of every document kind shows of the workflow (`documentRowShape`): author,
 * organisation, department, states, times, and the workflow buttons of the caller.
 */
export function documentRowFields(row: AuthoredDocument, definition: WorkflowDefinition, actor: DocumentActor): z.infer<z.ZodObject<typeof documentRowShape>> {
  return {
    orgCode: row.orgCode,
    orgName: row.orgName,
    authorCode: row.authorCode,
    fullName: row.fullName,
    department: row.department,
    submitState: row.submitState,
    verifyState: row.verifyState,
    publishState: row.publishState,
    discard: row.discard,
    createdAt: new Date(row.createdAt).toISOString(),
    submitTime: isoTime(row.submitTime),
    verifyTime: isoTime(row.verifyTime),
    publishTime: isoTime(row.publishTime),
    actions: allowedActions(definition, row, actor),
  };
}
