// Types of sql.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function dialectOfUrl(url: string): SqlDialect;
export function serviceUrl(template: string, service: string): string;
export function sqliteFileOf(url: string): string;
export function mysqlOptionsOf(url: string): {
    host: string;
    port: number;
    user: string;
    password: string;
    database: string;
};
export function quoteIdent(dialect: SqlDialect, name: string): string;
export function insertSql(dialect: SqlDialect, table: string, columns: readonly string[], rowCount: number): string;
export function rowsPerInsert(dialect: SqlDialect, columnCount: number, maxRows?: number): number;
export function sqlDateTime(date: Date, millis?: boolean): string;
export function sqlDate(date: Date): string;
export type SqlDialect = "sqlite" | "mysql";
