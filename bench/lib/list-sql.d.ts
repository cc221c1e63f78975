// Types of list-sql.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function skipTake(pageNo: number, pageSize: number): {
    skip: number;
    take: number;
};
export function userListQueries(dialect: SqlDialect, filter: UserListFilter, { pageNo, pageSize }: {
    pageNo: number;
    pageSize: number;
}): {
    page: Query;
    count: Query;
};
export function roleNamesQuery(dialect: SqlDialect, roleCodes: readonly (string | null)[]): Query | null;
export function userListSearch(filter: UserListFilter, { pageNo, pageSize }: {
    pageNo: number;
    pageSize: number;
}): string;
import type { SqlDialect } from '../generate/sql.js';
export type { SqlDialect };
export type Query = {
    sql: string;
    params: unknown[];
};
export type UserListFilter = {
    userType?: string;
    status?: string;
    roleCode?: string;
    agentCode?: string;
};
