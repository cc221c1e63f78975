// Types of s10-search.js's settings for its unit test (tsc does not read JSDoc from .js files here); keep in step with it.
export interface S10Settings {
  documents: number;
  mariaDocuments: number;
  warmup: number;
  blocks: number;
  perBlock: number;
  suggestWarmup: number;
  suggestPerBlock: number;
  dialects: readonly ('sqlite' | 'mariadb')[];
}
export function settings(quick: boolean, env?: Record<string, string | undefined>): S10Settings;
