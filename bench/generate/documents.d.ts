// Types of documents.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export type Language = 'zh_CN' | 'en_US' | 'de_DE';
export type Kind = 'case' | 'claim' | 'qualityFb' | 'bulletin' | 'techProve' | 'law';
/** The `SearchEntry` of @tis/contracts, as the generator fills it. */
export type DocumentEntry = {
  title: string;
  text: string;
  codes: string[];
  terms: string[];
  brandCode: string | null;
  seriesCode: string | null;
  language: Language | null;
  userTypes: ('dealer' | 'oem')[] | null;
  brandCodes: string[];
  publishedAt: string;
};
export type Document = { kind: Kind; documentId: string; changedAt: string; entry: DocumentEntry };
export const SERIES: { code: string; brandCode: string; name: string }[];
export const KINDS: readonly { kind: Kind; weight: number; prefix: string; series: boolean; vin: boolean }[];
export const COMPONENTS: string[][];
export const SYMPTOMS: string[][];
export function documentCode(kind: Kind, index: number): string;
export function documentAt(seed: number | string, index: number, now: Date): Document;
export function documentRecords(options: { seed: number | string; count: number; now: Date; from?: number }): Generator<Document>;
