// Types of random.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function hash128(text: string): [number, number, number, number];
export class Random {
    constructor(seed: number | string, stream?: string);
    a: number;
    b: number;
    c: number;
    d: number;
    uint32(): number;
    float(): number;
    int(min: number, max: number): number;
    chance(p: number): boolean;
    pick<T>(list: readonly T[]): T;
    weighted<T>(entries: readonly (readonly [T, number])[]): T;
    digits(n: number): string;
    uuid(): string;
}
