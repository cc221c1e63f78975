// Types of translations.js for the TypeScript unit tests (tsc does not read JSDoc from .js files here); keep in step with it.
export function generatedKey(n: number): string;
export function translationRows({ seed, count, lang, now }: TranslationOptions): Generator<unknown[], void, void>;
export const SERVICE: "system";
export const TRANSLATION_COLUMNS: string[];
export const KEY_PREFIX: "gen.";
export type TranslationOptions = {
    seed: number | string;
    count: number;
    lang: string;
    now: Date;
};
