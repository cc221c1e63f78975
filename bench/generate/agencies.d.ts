// Types of agencies.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function agencyKindRows(seed: number | string, now: Date, existing: ReadonlySet<string>): (string | number)[][];
export function areaTree(seed: number | string, now: Date): {
    nodes: AreaNodeRow[];
    districts: District[];
};
export function areaNodeRow(n: AreaNodeRow): (string | number)[];
export function dealers(seed: number | string, count: number, now: Date, districts: District[]): Dealer[];
export function agencyRow(d: Dealer): (string | number)[];
export const SERVICE: "system";
export const AGENCY_KINDS: readonly [readonly ["4S", "4S dealer (sales, service, parts, survey)"], readonly ["ASC", "Authorised service centre"], readonly ["QSP", "Quick service point"], readonly ["OSD", "Overseas distributor"]];
export const AGENCY_KIND_COLUMNS: string[];
export const AREA_NODE_COLUMNS: string[];
export const AGENCY_COLUMNS: string[];
import type { Flavour } from './names.js';
export type { Flavour };
export type AreaNodeRow = {
    id: string;
    level: "area" | "region" | "district";
    parentId: string;
    code: string;
    name: string;
    createdAt: Date;
};
export type District = {
    id: string;
    regionId: string;
    areaId: string;
    country: string;
    department: string;
    city: string;
};
export type Dealer = {
    id: string;
    code: string;
    name: string;
    kindCode: string;
    country: string;
    flavour: Flavour;
    areaId: string;
    regionId: string;
    districtId: string;
    serviceDepartment: string;
    status: "active" | "inactive";
    address: string;
    contactPerson: string;
    contactPhone: string;
    createdAt: Date;
};
