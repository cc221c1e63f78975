/**
 * Table family "translations" (system service): texts of one language in `translation` (columns
 * of services/system/src/migrations/1700000004000-languages-translations.ts). Pure: rows are
 * computed from the seed; db.js writes them and then advances the language's content_version in
 * the same transaction, exactly as the service does after an import — so the portal's cached
 * list (built per language and content version) is rebuilt on the next request, whether the
 * portal was running or not.
 *
 * Keys look like the SPA's (`<feature>.<page>.<element>`) under the prefix "gen." and end in a
 * six-digit number, so they never clash with the bundled texts; values are phrases in the
 * language's flavour (zh_CN, de_DE; en_US for any other language).
 */
import { daysBefore, versionedValues, VERSIONED_COLUMNS } from './common.js';
import { Random } from './random.js';

export const SERVICE = 'system';

export const TRANSLATION_COLUMNS = [...VERSIONED_COLUMNS, 'translation_key', 'lang_code', 'value'];

/** The prefix of every generated key. */
export const KEY_PREFIX = 'gen.';

const FEATURES = ['vehicle', 'document', 'caseWork', 'epc', 'bulletin', 'diagnosis', 'claim', 'labor', 'manual', 'software', 'techQa', 'partQa'];
const PAGES = ['list', 'detail', 'edit', 'search', 'print', 'import'];
const ELEMENTS = ['title', 'column', 'button', 'placeholder', 'tooltip', 'message', 'label', 'confirm'];

const WORDS = {
  zh_CN: ['车辆', '文档', '维修', '配件', '诊断', '技术', '通知', '查询', '编号', '状态', '日期', '经销商', '保修', '工时', '手册', '软件', '审核', '提交', '删除', '导出', '请输入', '已完成', '失败', '成功'],
  en_US: ['vehicle', 'document', 'repair', 'part', 'diagnosis', 'technical', 'bulletin', 'search', 'number', 'status', 'date', 'dealer', 'warranty', 'labour', 'manual', 'software', 'review', 'submit', 'delete', 'export', 'please enter', 'completed', 'failed', 'saved'],
  de_DE: ['Fahrzeug', 'Dokument', 'Reparatur', 'Ersatzteil', 'Diagnose', 'technisch', 'Mitteilung', 'Suche', 'Nummer', 'Status', 'Datum', 'Händler', 'Gewährleistung', 'Arbeitszeit', 'Handbuch', 'Software', 'Prüfung', 'absenden', 'löschen', 'exportieren', 'bitte eingeben', 'abgeschlossen', 'fehlgeschlagen', 'gespeichert'],
};

/** @param {string} lang @returns {keyof typeof WORDS} */
function flavourOf(lang) {
  return lang === 'zh_CN' || lang === 'de_DE' ? lang : 'en_US';
}

/** The n-th generated key (n from 1). @param {number} n */
export function generatedKey(n) {
  const i = n - 1;
  const feature = FEATURES[i % FEATURES.length];
  const page = PAGES[Math.floor(i / FEATURES.length) % PAGES.length];
  const element = ELEMENTS[Math.floor(i / (FEATURES.length * PAGES.length)) % ELEMENTS.length];
  return `${KEY_PREFIX}${feature}.${page}.${element}${String(n).padStart(6, '0')}`;
}

/**
 * @typedef {object} TranslationOptions
 * @property {number | string} seed
 * @property {number} count  keys to generate (numbered 1..count)
 * @property {string} lang   language code (its row must exist in `language`)
 * @property {Date} now
 */

/**
 * The rows of TRANSLATION_COLUMNS, in order.
 * @param {TranslationOptions} options
 * @returns {Generator<unknown[], void, void>}
 */
export function* translationRows({ seed, count, lang, now }) {
  const rng = new Random(seed, `translations/${lang}`);
  const words = WORDS[flavourOf(lang)];
  const joiner = flavourOf(lang) === 'zh_CN' ? '' : ' ';
  for (let n = 1; n <= count; n++) {
    const parts = [];
    for (let w = rng.int(1, 5); w > 0; w--) parts.push(rng.pick(words));
    let value = parts.join(joiner);
    if (joiner === ' ') value = value.charAt(0).toUpperCase() + value.slice(1);
    if (rng.chance(0.1)) value += joiner === '' ? '：{count}' : ': {count}';
    yield [...versionedValues(rng.uuid(), daysBefore(rng, now, 1, 700)), generatedKey(n), lang, value];
  }
}
