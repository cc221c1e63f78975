// Types of users.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function userRows({ seed, count, dealers, passwordHash, now }: UserOptions): Generator<unknown[], void, void>;
export const SERVICE: "oauth";
export const USER_COLUMNS: string[];
import type { Flavour } from './names.js';
export type { Flavour };
export type UserOptions = {
    seed: number | string;
    count: number;
    dealers: readonly {
        code: string;
        flavour: Flavour;
    }[];
    passwordHash: string;
    now: Date;
};
