// Types of names.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function asciiOf(text: string): string;
export function personName(rng: Random, flavour: Flavour): {
    name: string;
    emailLocal: string;
};
export function dealerNameAndAddress(rng: Random, flavour: Flavour, city: string): {
    name: string;
    address: string;
};
export function phoneNumber(rng: Random, country: string): string;
export const FLAVOURS: readonly Flavour[];
export const COUNTRIES: readonly {
    country: string;
    share: number;
    flavour: Flavour;
    letter: string;
    department: string | null;
}[];
export const SALES_AREAS: readonly [string, string, string, string, readonly [string, string, readonly [string, string][]][]][];
export type Flavour = "zh_CN" | "en_US" | "de_DE";
import type { Random } from './random.js';
export type { Random };
