// Types of db.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
import type { SqlDialect } from './sql.js';
export function openTarget(url: string): Promise<Target>;
export function writeRows(target: Target, table: string, columns: readonly string[], rows: Iterable<unknown[]>, { rowsPerTransaction, maxRowsPerInsert, then, onCommit }?: {
    rowsPerTransaction?: number;
    maxRowsPerInsert?: number;
    then?: (target: Target) => Promise<void>;
    onCommit?: (written: number) => void;
}): Promise<number>;
export const DEFER_INDEXES_FROM: number;
export function withDeferredIndexes<T>(target: Target, table: string, rows: number, write: () => Promise<T>): Promise<T>;
export type Target = {
    dialect: SqlDialect;
    label: string;
    all: (sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]>;
    run: (sql: string, params?: readonly unknown[]) => Promise<void>;
    insert: (table: string, columns: readonly string[], rowCount: number, values: unknown[]) => Promise<void>;
    begin: () => Promise<void>;
    commit: () => Promise<void>;
    rollback: () => Promise<void>;
    hasTable: (table: string) => Promise<boolean>;
    dropIndexes: (table: string) => Promise<() => Promise<void>>;
    close: () => Promise<void>;
};
