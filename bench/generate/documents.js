/**
 * Published documents for the search index (S10): entries as the owners send them
 * (`SearchEntryChanged` of @tis/contracts: kind, document id, change time and the `SearchEntry` —
 * title, text, codes, terms, brand, series, language, user types, publication time), of the six
 * indexed kinds, in zh_CN (55 %), en_US (25 %) and de_DE (20 %), on the demo brands and series.
 *
 * Every document is computed from the seed and its index alone (`documentAt`: its own random
 * stream), so a scenario can pick query codes of any document without generating the others.
 * Titles and texts are made of one vocabulary in three languages (components, symptoms, conditions,
 * actions) with the series' name; codes are the document's own code (per kind), DTCs, part numbers
 * and, for cases and claims, a VIN.
 */
import { Random } from './random.js';

/** @typedef {'zh_CN' | 'en_US' | 'de_DE'} Language */
/** @typedef {'case' | 'claim' | 'qualityFb' | 'bulletin' | 'techProve' | 'law'} Kind */

/** The demo series (services/vehicle seed/demo-data.ts): code, brand, name. */
export const SERIES = [
  ['PC-A5', 'PC', 'A5 Sedan'],
  ['PC-X7', 'PC', 'X7 SUV'],
  ['PC-E3', 'PC', 'E3 Hatchback'],
  ['PC-M1', 'PC', 'M1 MPV'],
  ['CV-T9', 'CV', 'T9 Heavy Truck'],
  ['CV-V3', 'CV', 'V3 Van'],
  ['CV-B12', 'CV', 'B12 City Bus'],
  ['OS-G4', 'OS', 'G4 Crossover'],
  ['OS-P2', 'OS', 'P2 Pickup'],
  ['YW-S6', 'YW', 'S6 Sedan'],
  ['YW-U8', 'YW', 'U8 SUV'],
  ['FCB-C1', 'FCB', 'C1 City Car'],
  ['FCB-R5', 'FCB', 'R5 SUV'],
].map(([code, brandCode, name]) => ({ code, brandCode, name }));

/** The kinds with their share, code prefix and whether they carry a series and a VIN. */
export const KINDS = /** @type {const} */ ([
  { kind: 'case', weight: 45, prefix: 'RS', series: true, vin: true },
  { kind: 'claim', weight: 20, prefix: 'CLM', series: true, vin: true },
  { kind: 'qualityFb', weight: 12, prefix: 'QF', series: true, vin: false },
  { kind: 'bulletin', weight: 10, prefix: 'TSB', series: true, vin: false },
  { kind: 'techProve', weight: 8, prefix: 'TP', series: true, vin: false },
  { kind: 'law', weight: 5, prefix: 'LAW', series: false, vin: false },
]);

/** @type {readonly (readonly [Language, number])[]} */
const LANGUAGE_WEIGHTS = [
  ['zh_CN', 55],
  ['en_US', 25],
  ['de_DE', 20],
];

/** Components: [zh_CN, en_US, de_DE, part-number family]. */
export const COMPONENTS = [
  ['机油', 'engine oil', 'Motoröl', '15208'],
  ['刹车片', 'brake pads', 'Bremsbeläge', '41060'],
  ['制动盘', 'brake disc', 'Bremsscheibe', '40206'],
  ['变速箱', 'transmission', 'Getriebe', '31020'],
  ['冷却液', 'coolant', 'Kühlmittel', '21710'],
  ['火花塞', 'spark plug', 'Zündkerze', '22401'],
  ['空调压缩机', 'air conditioning compressor', 'Klimakompressor', '92600'],
  ['转向机', 'steering gear', 'Lenkgetriebe', '49001'],
  ['蓄电池', 'battery', 'Batterie', '24410'],
  ['发电机', 'alternator', 'Lichtmaschine', '23100'],
  ['燃油泵', 'fuel pump', 'Kraftstoffpumpe', '17040'],
  ['节气门', 'throttle body', 'Drosselklappe', '16119'],
  ['减震器', 'shock absorber', 'Stoßdämpfer', '56210'],
  ['轮毂轴承', 'wheel bearing', 'Radlager', '40210'],
  ['雨刮电机', 'wiper motor', 'Wischermotor', '28810'],
  ['车窗升降器', 'window regulator', 'Fensterheber', '80720'],
  ['氧传感器', 'oxygen sensor', 'Lambdasonde', '22690'],
  ['涡轮增压器', 'turbocharger', 'Turbolader', '14411'],
  ['水泵', 'water pump', 'Wasserpumpe', '21010'],
  ['动力电池', 'traction battery', 'Hochvoltbatterie', '29500'],
];

/** Symptoms: [zh_CN, en_US, de_DE]. */
export const SYMPTOMS = [
  ['异响', 'abnormal noise', 'ungewöhnliches Geräusch'],
  ['抖动', 'vibration', 'Vibration'],
  ['泄漏', 'leakage', 'Undichtigkeit'],
  ['过热', 'overheating', 'Überhitzung'],
  ['无法启动', 'does not start', 'springt nicht an'],
  ['故障灯亮', 'warning lamp on', 'Warnleuchte leuchtet'],
  ['失效', 'failure', 'Ausfall'],
  ['磨损过快', 'premature wear', 'vorzeitiger Verschleiß'],
  ['间歇性断电', 'intermittent power loss', 'zeitweiser Leistungsverlust'],
  ['异味', 'unusual smell', 'ungewöhnlicher Geruch'],
];

/** Conditions: [zh_CN, en_US, de_DE]. */
const CONDITIONS = [
  ['冷车启动时', 'at cold start', 'beim Kaltstart'],
  ['高速行驶时', 'at highway speed', 'bei Autobahnfahrt'],
  ['怠速时', 'when idling', 'im Leerlauf'],
  ['急加速时', 'under hard acceleration', 'beim starken Beschleunigen'],
  ['雨天', 'in rainy weather', 'bei Regen'],
  ['低温环境下', 'in cold weather', 'bei Kälte'],
  ['颠簸路面', 'on rough roads', 'auf unebener Straße'],
  ['制动时', 'when braking', 'beim Bremsen'],
];

/** Actions: [zh_CN, en_US, de_DE]. */
const ACTIONS = [
  ['更换', 'replace the', 'Ersetzen Sie'],
  ['检查并紧固', 'check and tighten the', 'Prüfen und befestigen Sie'],
  ['清洗', 'clean the', 'Reinigen Sie'],
  ['升级软件并检查', 'update the software and check the', 'Aktualisieren Sie die Software und prüfen Sie'],
  ['重新调整', 'readjust the', 'Stellen Sie neu ein:'],
];

/** What each kind's title says besides the component and symptom: [zh_CN, en_US, de_DE]. */
const KIND_WORDS = {
  case: ['维修案例', 'repair case', 'Reparaturfall'],
  claim: ['索赔', 'warranty claim', 'Garantieantrag'],
  qualityFb: ['质量反馈', 'quality feedback', 'Qualitätsrückmeldung'],
  bulletin: ['技术通报', 'technical service bulletin', 'technische Mitteilung'],
  techProve: ['技术验证', 'technical proof', 'technischer Nachweis'],
  law: ['法规', 'regulation', 'Vorschrift'],
};

const LANG_INDEX = { zh_CN: 0, en_US: 1, de_DE: 2 };
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const DAY_MS = 86_400_000;

/** @param {Random} rng @param {number} n */
function vinChars(rng, n) {
  let out = '';
  for (let i = 0; i < n; i++) out += VIN_CHARS[rng.uint32() % VIN_CHARS.length];
  return out;
}

/**
 * The document's own code: kind prefix and its index (unique by construction), e.g. `RS0000012345`.
 * @param {Kind} kind @param {number} index
 */
export function documentCode(kind, index) {
  const def = KINDS.find((k) => k.kind === kind);
  return `${def?.prefix ?? 'X'}${String(index).padStart(10, '0')}`;
}

/** A sentence in `lang` of a component, a symptom and a condition. @param {number} l @param {readonly string[]} component @param {readonly string[]} symptom @param {readonly string[]} condition @param {string} series */
function sentence(l, component, symptom, condition, series) {
  if (l === 0) return `${series}车辆${condition[0]}${component[0]}${symptom[0]}，客户多次反映。`;
  if (l === 1) return `The ${component[1]} of the ${series} shows ${symptom[1]} ${condition[1]}; the customer reported it several times.`;
  return `Beim ${series} zeigt das Bauteil ${component[2]} ${condition[2]}: ${symptom[2]}. Der Kunde hat es mehrmals gemeldet.`;
}

/** @param {number} l @param {readonly string[]} action @param {readonly string[]} component @param {string} part */
function remedy(l, action, component, part) {
  if (l === 0) return `处理方法：${action[0]}${component[0]}（零件号 ${part}），路试确认故障排除。`;
  if (l === 1) return `Remedy: ${action[1]} ${component[1]} (part ${part}) and confirm the repair with a road test.`;
  return `Abhilfe: ${action[2]} ${component[2]} (Teil ${part}) und bestätigen Sie die Reparatur mit einer Probefahrt.`;
}

/**
 * Document number `index` (0-based) of the generation of `seed`: what its owner sends to the index.
 * @param {number | string} seed @param {number} index @param {Date} now publication times fall in the 1,500 days before it
 * @returns {{ kind: Kind, documentId: string, changedAt: string, entry: import('./documents.d.ts').DocumentEntry }}
 */
export function documentAt(seed, index, now) {
  const rng = new Random(seed, `documents/${index}`);
  const def = rng.weighted(KINDS.map((k) => /** @type {const} */ ([k, k.weight])));
  const language = rng.weighted(LANGUAGE_WEIGHTS);
  const l = LANG_INDEX[language];
  const series = rng.pick(SERIES);
  const component = rng.pick(COMPONENTS);
  const symptom = rng.pick(SYMPTOMS);
  const second = rng.pick(COMPONENTS);
  const kindWord = KIND_WORDS[def.kind][l] ?? '';
  const part = `${component[3]}-${vinChars(rng, 3)}${rng.digits(2)}`;
  const dtc = `${rng.pick(['P', 'P', 'P', 'C', 'B', 'U'])}${rng.int(0, 3)}${rng.digits(3)}`;
  const code = documentCode(def.kind, index);

  const title =
    l === 0
      ? `${series.name} ${component[0]}${symptom[0]}${kindWord}`
      : l === 1
        ? `${series.name} ${component[1]} ${symptom[1]} – ${kindWord}`
        : `${series.name}: ${component[2]} – ${symptom[2]} (${kindWord})`;
  const sentences = [sentence(l, component, symptom, rng.pick(CONDITIONS), series.name)];
  const more = rng.int(1, 3);
  for (let i = 0; i < more; i++) sentences.push(sentence(l, rng.pick([component, second]), rng.pick(SYMPTOMS), rng.pick(CONDITIONS), series.name));
  sentences.push(l === 0 ? `故障码 ${dtc}。` : l === 1 ? `Fault code ${dtc} is stored.` : `Fehlercode ${dtc} ist gespeichert.`);
  sentences.push(remedy(l, rng.pick(ACTIONS), component, part));
  const text = sentences.join(l === 0 ? '' : ' ');

  const codes = [code, dtc, part];
  if (def.vin && rng.chance(0.7)) codes.push(`L${vinChars(rng, 2)}${vinChars(rng, 6)}${rng.pick(['K', 'L', 'M', 'N', 'P', 'R'])}${vinChars(rng, 1)}${rng.digits(6)}`);
  const hasSeries = def.series && !(def.kind === 'bulletin' && rng.chance(0.3));
  const published = new Date(now.getTime() - rng.int(1, 1_500) * DAY_MS + rng.int(0, DAY_MS - 1));
  return {
    kind: def.kind,
    documentId: rng.uuid(),
    changedAt: published.toISOString(),
    entry: {
      title,
      text,
      codes,
      terms: l === 0 && rng.chance(0.1) ? [component[0]] : [],
      brandCode: def.kind === 'law' ? null : series.brandCode,
      seriesCode: hasSeries ? series.code : null,
      // Regulations are shown in every language; the rest in the one they are written in.
      language: def.kind === 'law' && rng.chance(0.5) ? null : language,
      userTypes: def.kind === 'bulletin' && rng.chance(0.4) ? ['dealer', 'oem'] : null,
      brandCodes: [],
      publishedAt: published.toISOString(),
    },
  };
}

/**
 * Documents `from` … `from + count - 1` of the generation of `seed`.
 * @param {{ seed: number | string, count: number, now: Date, from?: number }} options
 */
export function* documentRecords({ seed, count, now, from = 0 }) {
  for (let i = from; i < from + count; i++) yield documentAt(seed, i, now);
}
