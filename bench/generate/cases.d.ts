// Types of cases.js for the TypeScript tests (tsc does not read JSDoc from .js files here); keep in step with it.
export const SERVICE: 'document';
export const CASE_PREFIX: 'RB';
export const DRAFT_PREFIX: 'RBD';
export const MAX_CASES: number;
export const MAX_DRAFTS: number;
export const CASE_COLUMNS: string[];
export const CASE_STEP_COLUMNS: string[];
export const DRAFT_AUTHOR: 'dealer01';
export const DRAFT_BRAND: 'PC';
export type CaseLang = 'zh_CN' | 'en_US' | 'de_DE';
export type Fault = { runningStatus: string; roadType: string; weather: string; symptom: string };
export type CaseAuthor = {
  userCode: string;
  fullName: string;
  orgCode: string;
  orgName: string;
  department: string | null;
  areaId: string | null;
  regionId: string | null;
  districtId: string | null;
};
export type CaseReferences = {
  series: readonly { code: string; brandCode: string; name: string }[];
  authors: readonly CaseAuthor[];
  params: Record<CaseLang, Record<keyof Fault, readonly string[]>>;
};
type Reader = { all: (sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]> };
export type CaseOptions = {
  seed: number | string;
  count: number;
  refs: CaseReferences;
  now: Date;
};
export type CaseRecord = { row: unknown[]; step: unknown[] };
export function readCaseReferences(targets: { vehicle: Reader; oauth: Reader; system: Reader; document: Reader }): Promise<CaseReferences>;
export function caseRecords(options: CaseOptions): Generator<CaseRecord, void, void>;
export function draftRecords(options: CaseOptions & { authorCode: string; brandCode: string }): Generator<CaseRecord, void, void>;
