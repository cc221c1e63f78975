// Types of workflow-sql.js for the TypeScript tests (tsc does not read JSDoc from .js files here); keep in step with it.
import type { SqlDialect } from '../generate/sql.js';
export type Query = { sql: string; params: unknown[] };
export type CaseAction = 'submit' | 'verify' | 'publish';
export type CaseStates = { submitState: number; verifyState: number; publishState: number; discard: number };
export type TransitionInput = {
  id: string;
  version: number;
  action: CaseAction;
  user: { userCode: string; fullName: string; post: string | null };
  states: CaseStates;
  at: Date;
  targetName: string;
  uuid: () => string;
  published?: boolean;
};
export const CASE_STEP_ALL_COLUMNS: string[];
export const ACTION_ORDER: readonly ['submit', 'verify', 'publish'];
export function statesAfter(before: CaseStates, action: CaseAction): CaseStates;
export function caseByIdQuery(dialect: SqlDialect, id: string): Query;
export function caseStepsQuery(dialect: SqlDialect, caseId: string, ordered: boolean): Query;
export function transitionStatements(dialect: SqlDialect, input: TransitionInput): (Query & { read?: boolean; versioned?: boolean })[];
export function operationTargetName(caseCode: string, title: string): string;
export function beginStatement(dialect: SqlDialect): string;
