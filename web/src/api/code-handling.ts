import { ERROR_CODES, OAUTH_CODE_TO_LOGIN_RESULT, formatIdList } from '@tis/contracts';
import { rawText, textKey, type TextRef } from '../i18n/keys';
import { envelopeText } from './envelope-text';

/**
 * Code handling of the API clients (spec section 8), as pure functions: what came back → which
 * side effects to run and what the caller gets. The base query (base-query.ts) runs the effects.
 */

/** What a request produced. */
export type Received =
  | { kind: 'response'; status: number; body: unknown }
  | { kind: 'network'; cause?: unknown }
  | { kind: 'timeout' };

/** A side effect the base query runs. Error messages are throttled (one per 4 s). */
export type Action =
  | { type: 'closeMessages' }
  | { type: 'message'; level: 'error' | 'warning'; text: TextRef; channel: string }
  | { type: 'notification'; level: 'error'; title: TextRef; description: TextRef; channel: string }
  | { type: 'loginExpired' }
  | { type: 'log'; text: string };

export type FailureStatus = number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'CODE_ERROR';

export interface Failure {
  status: FailureStatus;
  code?: string;
  message: TextRef;
  body?: unknown;
}

export type Outcome = { type: 'resolve'; value: unknown } | { type: 'reject'; failure: Failure };

export interface Decision {
  actions: Action[];
  outcome: Outcome;
}

/** A response body read as an envelope `{ code, mesg, data }`. */
export interface ReceivedEnvelope {
  /** False when the body has no code (not an envelope, or code empty/null). */
  hasCode: boolean;
  /** The code as a string ('' when absent); numeric 200 becomes '200'. */
  code: string;
  mesg: string;
  data: unknown;
  /** The whole response body. */
  body: unknown;
}

/** Decides what a client does with an envelope that passed the shared checks. */
export type CodeHandler = (res: ReceivedEnvelope) => Decision;

/** Throttle channels: one for error toasts, one for the login-expired flow. */
export const ERROR_CHANNEL = 'error';
export const LOGIN_EXPIRED_CHANNEL = 'loginExpired';

const C = ERROR_CODES;

export function resolveWith(value: unknown, actions: Action[] = []): Decision {
  return { actions, outcome: { type: 'resolve', value } };
}

export function rejectWith(failure: Failure, actions: Action[] = []): Decision {
  return { actions, outcome: { type: 'reject', failure } };
}

function errorMessage(text: TextRef): Action {
  return { type: 'message', level: 'error', text, channel: ERROR_CHANNEL };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An envelope code as a trimmed string: numbers become strings, anything else ''. */
export function codeOf(raw: unknown): string {
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
}

/** Reads a body as an envelope; anything without a code counts as "empty code". */
export function readEnvelope(body: unknown): ReceivedEnvelope {
  if (!isRecord(body) || (typeof Blob !== 'undefined' && body instanceof Blob)) {
    return { hasCode: false, code: '', mesg: '', data: undefined, body };
  }
  const code = codeOf(body.code);
  const mesgRaw = body.mesg ?? body.msg ?? body.message;
  return {
    hasCode: code !== '',
    code,
    mesg: typeof mesgRaw === 'string' ? mesgRaw : '',
    data: body.data,
    body,
  };
}

/** 401 (code or HTTP status): close messages, show login timeout, back to the login page. */
export function loginExpiredDecision(): Decision {
  const message = textKey(C.unauthorized.key);
  return rejectWith({ status: 401, code: C.unauthorized.code, message }, [
    { type: 'closeMessages' },
    { type: 'message', level: 'error', text: message, channel: LOGIN_EXPIRED_CHANNEL },
    { type: 'loginExpired' },
  ]);
}

/** 429: the IP-restriction message. */
export function ipLimitDecision(): Decision {
  const message = textKey(C.rateLimited.key);
  return rejectWith({ status: 429, code: C.rateLimited.code, message }, [errorMessage(message)]);
}

/**
 * Other HTTP failures. A body that is a TIS envelope (`{ code, mesg }`: the server's 400, 403, 404,
 * 413, 415, 500 …) is that envelope's error: its message, or the catalogue text of its code; only
 * a failure without one shows the generic server-error message.
 */
export function serverErrorDecision(status: number, body: unknown): Decision {
  const res = readEnvelope(body);
  const message = envelopeText(res) ?? textKey(C.internal.key);
  const failure: Failure = { status, message, body };
  if (res.hasCode) failure.code = res.code;
  return rejectWith(failure, [errorMessage(message)]);
}

/** No answer at all: a connectivity warning, then fail with the server-error text. */
export function networkFailureDecision(): Decision {
  return rejectWith({ status: 'FETCH_ERROR', message: textKey(C.internal.key) }, [
    { type: 'log', text: 'TIS API: the server cannot be reached, check the network connection.' },
    { type: 'message', level: 'warning', text: textKey('api.network.unreachable'), channel: ERROR_CHANNEL },
  ]);
}

/** The client gave up after its timeout (120 s or 300 s, spec section 7). */
export function timeoutDecision(): Decision {
  const message = textKey(C.gatewayTimeout.key);
  return rejectWith({ status: 'TIMEOUT_ERROR', code: C.gatewayTimeout.code, message }, [errorMessage(message)]);
}

function toIdList(value: unknown): (string | number)[] | undefined {
  if (Array.isArray(value)) return value.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
  if (typeof value === 'string' && value.trim() !== '') return value.split(',').map((s) => s.trim()).filter(Boolean);
  return undefined;
}

/** The ids and check day of a 907706 answer: data is the id list, or `{ ids|idList|list, day|checkDay }`. */
export function idListOf(data: unknown): { ids: (string | number)[]; day: string } {
  if (isRecord(data)) {
    const ids = toIdList(data.ids) ?? toIdList(data.idList) ?? toIdList(data.list) ?? [];
    const day = data.day ?? data.checkDay ?? data.days ?? '';
    return { ids, day: typeof day === 'string' || typeof day === 'number' ? String(day) : '' };
  }
  return { ids: toIdList(data) ?? [], day: '' };
}

/** 907706: a message with up to 10 ids (then an ellipsis) and the check day, then fail. */
export function idListDecision(res: ReceivedEnvelope): Decision {
  const { ids, day } = idListOf(res.data);
  const message = textKey(C.idListCheckDay.key, { ids: formatIdList(ids), day });
  return rejectWith({ status: 'CODE_ERROR', code: res.code, message, body: res.body }, [errorMessage(message)]);
}

/**
 * The checks every client makes before its own code handling: transport failures, HTTP status,
 * then the envelope codes 401, 429 and 907706. Returns the envelope when the client must decide.
 */
export function sharedDecision(received: Received): Decision | ReceivedEnvelope {
  if (received.kind === 'network') return networkFailureDecision();
  if (received.kind === 'timeout') return timeoutDecision();
  const { status, body } = received;
  if (status === 401) return loginExpiredDecision();
  if (status === 429) return ipLimitDecision();
  if (status < 200 || status >= 300) return serverErrorDecision(status, body);
  const res = readEnvelope(body);
  switch (res.code) {
    case C.unauthorized.code:
      return loginExpiredDecision();
    case C.rateLimited.code:
      return ipLimitDecision();
    case C.idListCheckDay.code:
      return idListDecision(res);
    default:
      return res;
  }
}

/** The full decision for one request of a client. */
export function decide(received: Received, handleCode: CodeHandler): Decision {
  const shared = sharedDecision(received);
  return 'outcome' in shared ? shared : handleCode(shared);
}

/**
 * Codes every client treats alike: 200 and '000000' return the data; an empty code or -1 returns
 * the whole body; '000001' returns the message text. Undefined for other codes.
 */
export function commonCode(res: ReceivedEnvelope): Decision | undefined {
  if (!res.hasCode) return resolveWith(res.body);
  switch (res.code) {
    case '200':
    case C.success.code:
      return resolveWith(res.data);
    case C.bodyReturned.code:
      return resolveWith(res.body);
    case C.businessMessage.code:
      return resolveWith(res.mesg);
    default:
      return undefined;
  }
}

/** Unknown codes return false. */
export function unknownCode(): Decision {
  return resolveWith(false);
}

function serverMessage(res: ReceivedEnvelope): TextRef {
  return res.mesg ? rawText(res.mesg) : textKey(C.internal.key);
}

/** viewer: absent code and '000001' pass as success; 'A00400' shows the server message and returns false; '1008001' returns the response. */
export const viewerCodes: CodeHandler = (res) => {
  if (!res.hasCode) return resolveWith(res.body);
  switch (res.code) {
    case C.businessMessage.code:
      return resolveWith(res.data);
    case C.viewerMessage.code:
      return resolveWith(false, [errorMessage(serverMessage(res))]);
    case C.viewerWholeResponse.code:
      return resolveWith(res.body);
    default:
      return commonCode(res) ?? unknownCode();
  }
};

/** sas: '200000' / '200001' show error notifications with fixed hints; '8033001' shows the server message. */
export const sasCodes: CodeHandler = (res) => {
  switch (res.code) {
    case C.sasHint200000.code:
    case C.sasHint200001.code: {
      const hint = res.code === C.sasHint200000.code ? C.sasHint200000.key : C.sasHint200001.key;
      return resolveWith(false, [
        {
          type: 'notification',
          level: 'error',
          title: textKey('api.sas.notificationTitle'),
          description: textKey(hint),
          channel: ERROR_CHANNEL,
        },
      ]);
    }
    case C.sasMessage.code:
      return resolveWith(false, [errorMessage(serverMessage(res))]);
    default:
      return commonCode(res) ?? unknownCode();
  }
};

/** general (and the named services): a non-success code with no data returns the response. */
export const generalCodes: CodeHandler = (res) => {
  const common = commonCode(res);
  if (common) return common;
  return res.data === undefined || res.data === null ? resolveWith(res.body) : unknownCode();
};

/** fileconverter: like general, and '8080005' passes through. */
export const fileconverterCodes: CodeHandler = (res) => {
  if (res.code === C.fileconverterPassThrough.code) return resolveWith(res.body);
  return generalCodes(res);
};

const DEVTOOL_WHOLE_RESPONSE: readonly string[] = [
  C.devtoolMessage3000001.code,
  C.devtoolMessage3000002.code,
  C.devtoolMessage3000003.code,
  C.devtoolData3000004.code,
  C.devtoolWholeResponse.code,
];

/** devtool: '000001' returns the message; '3000001'–'3000004' and '2000001' return the whole response. */
export const devtoolCodes: CodeHandler = (res) => {
  if (DEVTOOL_WHOLE_RESPONSE.includes(res.code)) return resolveWith(res.body);
  return commonCode(res) ?? unknownCode();
};

const OAUTH_DATA_CODES: readonly string[] = ['200', '500', C.success.code];

/** oauth: 200, 500 and '000000' return the data; the login codes map to login result codes. */
export const oauthCodes: CodeHandler = (res) => {
  if (OAUTH_DATA_CODES.includes(res.code)) return resolveWith(res.data);
  const loginResult = (OAUTH_CODE_TO_LOGIN_RESULT as Record<string, number>)[res.code];
  if (loginResult !== undefined) return resolveWith(loginResult);
  return commonCode(res) ?? unknownCode();
};
