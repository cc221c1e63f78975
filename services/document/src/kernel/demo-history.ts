import { APPROVAL_RESULT, type WorkflowAction } from '@tis/contracts';
import { insertRows, VerifyRecord } from '@tis/nest';
import type { EntityManager } from 'typeorm';

/** The demo author of documents: dealer01 of D1001, department AS-RS-E (the demo accounts and organisation). */
export const DEMO_AUTHOR = { authorCode: 'dealer01', fullName: 'Li Lei (Dealer D1001)', department: 'AS-RS-E', orgCode: 'D1001', orgName: 'Shanghai Pudong Xinghai Auto 4S' } as const;
/** The demo approver of every department. */
export const DEMO_APPROVER = { userCode: 'oem01', fullName: 'Wang Fang (OEM)' } as const;

/** Where a demo document stands: published (approved by oem01), waiting for oem01's approval, or its author's draft. */
export type DemoStage = 'published' | 'waiting' | 'draft';

/** The verify records a demo document of `stage` has: the author's submission, then oem01's approval and publication. */
export async function recordDemoHistory(manager: EntityManager, documentKind: string, documentId: string, stage: DemoStage, submitted: Date, approved: Date): Promise<void> {
  const steps: [WorkflowAction, number, string, string, Date][] = [];
  if (stage !== 'draft') steps.push(['submit', APPROVAL_RESULT.pending, DEMO_AUTHOR.authorCode, DEMO_AUTHOR.fullName, submitted]);
  if (stage === 'published') steps.push(['verify', APPROVAL_RESULT.approved, DEMO_APPROVER.userCode, DEMO_APPROVER.fullName, approved], ['publish', APPROVAL_RESULT.approved, DEMO_APPROVER.userCode, DEMO_APPROVER.fullName, approved]);
  for (const [action, verifyResult, userCode, fullName, verifyTime] of steps) {
    await insertRows(manager, VerifyRecord, { documentKind, documentId, action, verifyResult, verifyRemark: null, userCode, fullName, post: null, verifyTime });
  }
}
