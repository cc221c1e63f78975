import { ERROR_CODES, type MessageKey } from '@tis/contracts';
import { translateText } from '../i18n';
import { rawText, textKey, type TextKey, type TextRef } from '../i18n/keys';
import { clientEnvironment, type ClientEnvironment } from './client-environment';
import { codeOf } from './code-handling';
import { MESSAGE_DURATION_MS, SUCCESS_DURATION_MS, type NoticeLevel } from './notifier';

/** A callback message of the result notifier: a text key, or a text reference. */
export type ResultCallback = TextKey | TextRef;

export interface ResultNotice {
  level: NoticeLevel;
  text: TextRef;
  durationMs: number;
}

/** The strings a call may answer with, mapped to the message the notifier shows (spec section 8). */
const NAMED_RESULTS: readonly { spec: string; key: MessageKey }[] = [
  { spec: 'Data duplicated, please check before submit', key: 'error.duplicateData' },
  { spec: 'System error, operation failed', key: 'error.operationFailed' },
  { spec: 'Current data state changed, close and reopen', key: 'error.dataStateChanged' },
  { spec: 'Same region already exists, please reconfirm', key: 'error.regionExists' },
];

/**
 * The spec's wording and the catalogue text both count; the services answer in the language of the
 * request, which is the interface language.
 */
function namedResultKey(value: string): MessageKey | undefined {
  const text = value.trim();
  for (const named of NAMED_RESULTS) {
    if (text === named.spec || text === translateText(named.key)) return named.key;
  }
  return undefined;
}

const MESG_AS_ERROR: readonly string[] = [
  ERROR_CODES.devtoolMessage3000001.code,
  ERROR_CODES.devtoolMessage3000002.code,
  ERROR_CODES.devtoolMessage3000003.code,
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === undefined || value === null) return '';
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

function toRef(callback: ResultCallback): TextRef {
  return typeof callback === 'string' ? textKey(callback) : callback;
}

const notice = (level: NoticeLevel, text: TextRef, durationMs = MESSAGE_DURATION_MS): ResultNotice => ({
  level,
  text,
  durationMs,
});

/**
 * What the generic result notifier shows for the result of a call (spec section 8):
 *  - true, 'ok' or 1: success for 700 ms;
 *  - a number of 2 or more: the callback message at index result − 2;
 *  - the four named strings (and 0): their catalogue message;
 *  - an object with code 3000001–3000003: its mesg as an error; 3000004: its data text;
 *  - anything else: the data or the value as a warning (an empty value: operation failed).
 */
export function decideResult(result: unknown, callbacks: readonly ResultCallback[] = []): ResultNotice {
  if (result === true || result === 'ok' || result === 1) {
    return notice('success', textKey('message.success'), SUCCESS_DURATION_MS);
  }
  if (typeof result === 'number' && Number.isInteger(result) && result >= 2) {
    const callback = callbacks[result - 2];
    return callback !== undefined ? notice('warning', toRef(callback)) : notice('warning', rawText(String(result)));
  }
  if (result === 0) return notice('error', textKey('error.operationFailed'));
  if (typeof result === 'string') {
    const key = namedResultKey(result);
    if (key) return notice(key === 'error.operationFailed' ? 'error' : 'warning', textKey(key));
  }
  if (isRecord(result)) {
    const code = codeOf(result.code);
    if (MESG_AS_ERROR.includes(code)) return notice('error', rawText(asText(result.mesg)));
    if (code === ERROR_CODES.devtoolData3000004.code) return notice('warning', rawText(asText(result.data)));
    if ('data' in result && result.data !== undefined && result.data !== null && result.data !== '') {
      return notice('warning', rawText(asText(result.data)));
    }
  }
  const text = asText(result);
  if (text === '' || result === false) return notice('warning', textKey('error.operationFailed'));
  return notice('warning', rawText(text));
}

/** Shows the result of a call as a top-right message (spec section 8). */
export function notifyResult(
  result: unknown,
  callbacks?: readonly ResultCallback[],
  env: ClientEnvironment = clientEnvironment(),
): ResultNotice {
  const decided = decideResult(result, callbacks);
  env.notifier.message(decided.level, env.translate(decided.text), decided.durationMs);
  return decided;
}
