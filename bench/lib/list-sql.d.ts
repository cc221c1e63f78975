// Types of list-sql.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function skipTake(pageNo: number, pageSize: number): {
    skip: number;
    take: number;
};
export function totalAfterPage(queries: ListQueries, rows: readonly Record<string, unknown>[], page: {
    pageNo: number;
    pageSize: number;
}): {
    query: Query | null;
    total: (counted: number) => number;
};
export function userListQueries(dialect: SqlDialect, filter: UserListFilter, page: {
    pageNo: number;
    pageSize: number;
}): ListQueries;
export function roleNamesQuery(dialect: SqlDialect, roleCodes: readonly (string | null)[]): Query | null;
export function vehicleListQueries(dialect: SqlDialect, filter: VehicleListFilter, page: {
    pageNo: number;
    pageSize: number;
}): ListQueries;
export function publishedCaseListQueries(dialect: SqlDialect, filter: CaseListFilter, page: {
    pageNo: number;
    pageSize: number;
}): ListQueries;
export function caseListSearch(filter: CaseListFilter, page: {
    pageNo: number;
    pageSize: number;
}): string;
export function vehicleNamesQueries(dialect: SqlDialect, rows: readonly Record<string, unknown>[]): {
    brand: Query | null;
    series: Query | null;
    model: Query | null;
};
export function userListSearch(filter: UserListFilter, page: {
    pageNo: number;
    pageSize: number;
}): string;
export function vehicleListSearch(filter: VehicleListFilter, page: {
    pageNo: number;
    pageSize: number;
}): string;
import type { SqlDialect } from '../generate/sql.js';
export type { SqlDialect };
export type Query = {
    sql: string;
    params: unknown[];
};
export type ListQueries = {
    /** the page: a deferred join */
    page: Query;
    /** the count of the rows after a key (all rows for null) */
    rest: (after: unknown) => Query;
    /** the page rows' column of the list order (`u_user_code`, `v_vin`) */
    key: string;
};
export type UserListFilter = {
    userType?: string;
    status?: string;
    roleCode?: string;
    agentCode?: string;
};
export type CaseListFilter = {
    brandCode?: string;
    seriesCode?: string;
    langCode?: string;
};
export type VehicleListFilter = {
    brandCode?: string;
    seriesCode?: string;
    modelCode?: string;
    modelYear?: number;
};
