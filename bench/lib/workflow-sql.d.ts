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
  /** The case as the transaction read it first (caseByIdQuery's columns): a publish sends its search entry. */
  row: Record<string, unknown>;
  published?: boolean;
};
export type Kept = Record<string, Record<string, unknown>[]>;
export type Statement = { sql: string; params: unknown[] | ((kept: Kept) => unknown[]); read?: boolean; keep?: string; versioned?: boolean };
export const CASE_STEP_ALL_COLUMNS: string[];
export const ACTION_ORDER: readonly ['submit', 'verify', 'publish'];
export function statesAfter(before: CaseStates, action: CaseAction): CaseStates;
export function caseByIdQuery(dialect: SqlDialect, id: string): Query;
export function caseStepsQuery(dialect: SqlDialect, caseId: string, ordered: boolean): Query;
export function caseStepsAmongQuery(dialect: SqlDialect, caseId: string): Query;
export function caseSearchEntry(row: Record<string, unknown>, steps: Record<string, unknown>[], publishedAt: Date): Record<string, unknown>;
export function transitionStatements(dialect: SqlDialect, input: TransitionInput): Statement[];
export function runStatements(statements: Statement[], exec: (sql: string, params: unknown[], statement: Statement) => Promise<unknown>): Promise<void>;
export function paramsOf(statement: Statement, kept: Kept): unknown[];
export function operationTargetName(caseCode: string, title: string): string;
export function beginStatement(dialect: SqlDialect): string;
export function sensitiveSignatureQuery(dialect: SqlDialect): Query;
export function findBy(dialect: SqlDialect, entity: string, table: string, columns: readonly string[], column: string, options?: { one?: boolean; order?: readonly string[]; among?: boolean }): string;
