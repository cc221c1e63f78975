import type { Language, WEB_TEXT_FEATURES } from '@tis/contracts';

/** A feature of the SPA's own texts (`shared/contracts/src/texts/<feature>.<lang>.json`). */
export type TextFeature = keyof typeof WEB_TEXT_FEATURES;

/**
 * The bundled texts come in two parts per language, each loaded when first needed:
 * - `shell`: what the login and other public pages show, plus the shared message catalogue (the
 *   messages of every result code) — loaded before the first render;
 * - `portal`: every other feature — loaded with the first signed-in page.
 * So a first visit to the login page downloads one language's shell texts, not every text of
 * every feature in three languages.
 */
export type TextPart = 'shell' | 'portal';

export const SHELL_FEATURES: readonly TextFeature[] = ['app', 'common', 'api', 'errors', 'auth'];

type Texts = Record<string, string>;

/** One lazy chunk per feature and language; the file names are `<feature>.<lang>.json`. */
const FEATURE_FILES = import.meta.glob<Texts>('@contracts-src/texts/*.json', { import: 'default' });
/** One lazy chunk per language of the shared message catalogue (`messages/<lang>.ts`, export `<lang>`). */
const MESSAGE_FILES = import.meta.glob<Record<string, Texts>>('@contracts-src/messages/[a-z][a-z]_[A-Z][A-Z].ts');

function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function featureOf(path: string): { feature: string; lang: string } {
  const [feature = '', lang = ''] = fileName(path).split('.');
  return { feature, lang };
}

/** The loaders of one part of one language's texts. */
function loadersOf(lang: Language, part: TextPart): (() => Promise<Texts>)[] {
  const shell = new Set<string>(SHELL_FEATURES);
  const loaders: (() => Promise<Texts>)[] = [];
  for (const [path, load] of Object.entries(FEATURE_FILES)) {
    const file = featureOf(path);
    if (file.lang === lang && shell.has(file.feature) === (part === 'shell')) loaders.push(load);
  }
  if (part === 'shell') {
    for (const [path, load] of Object.entries(MESSAGE_FILES)) {
      if (fileName(path) === `${lang}.ts`) loaders.push(async () => (await load())[lang] ?? {});
    }
  }
  return loaders;
}

const requests = new Map<string, Promise<Texts>>();

/**
 * One part of a bundled language's texts as one flat bundle (keys are `feature.page.element` and the
 * catalogue's `error.…`). Asked once per part and language; a failed download is asked again next time.
 */
export function loadBundledTexts(lang: Language, part: TextPart): Promise<Texts> {
  const id = `${lang}/${part}`;
  let request = requests.get(id);
  if (!request) {
    request = Promise.all(loadersOf(lang, part).map((load) => load())).then((parts) => Object.assign({}, ...parts) as Texts);
    request.catch(() => requests.delete(id));
    requests.set(id, request);
  }
  return request;
}
