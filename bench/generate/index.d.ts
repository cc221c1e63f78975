// Types of index.js for the TypeScript tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function portalPasswordHash(password: string): Promise<string>;
export function generate(options: GenerateOptions): Promise<TableResult[]>;
export const GENERATED_PASSWORD: 'Bench#2026';
export interface GenerateOptions {
  db: string;
  seed: number | string;
  dealers?: number;
  users?: number;
  texts?: number;
  textsLang?: string;
  vehicles?: number;
  cases?: number;
  drafts?: number;
  passwordHash?: string;
  now?: Date;
  log?: (message: string) => void;
}
export interface TableResult {
  table: string;
  database: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
}
