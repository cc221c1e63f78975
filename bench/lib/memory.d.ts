// Types of memory.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function parseProcStatus(statusText: string): {
    rss: number | undefined;
    peak: number | undefined;
};
export function rssOf(pid: number): number | undefined;
export function sampleRss(pid: number, intervalMs?: number): {
    stop(): {
        max: number;
        samples: number;
    };
};
