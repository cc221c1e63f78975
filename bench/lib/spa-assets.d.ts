// Types of spa-assets.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function entryAssets(html: string): {
    scripts: string[];
    modulePreloads: string[];
};
export function distPathOf(url: string, base: string): string;
export function lazyChunks(source: string, chunkDir?: string): {
    file: string;
    deps: string[];
}[];
export function chunkName(file: string): string;
export function jsFiles(files: Iterable<string>): string[];
export class BuiltSizes {
    constructor(dir: string);
    dir: string;
    cache: Map<string, {
        raw: number;
        br: number;
    }>;
    of(file: string): {
        raw: number;
        br: number;
    };
    total(files: Iterable<string>): {
        raw: number;
        br: number;
        count: number;
    };
}
