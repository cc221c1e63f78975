import { translate, type MessageKey, type MessageParams } from './messages/index.js';

export interface ErrorDefinition {
  /** Envelope `code`. */
  readonly code: string;
  /** HTTP status our servers answer with. */
  readonly http: number;
  /** i18n message key (messages/). */
  readonly key: MessageKey;
  readonly meaning: string;
  /** How each client of spec section 7 treats the code (spec section 8). */
  readonly clients: string;
}

/**
 * Every envelope code of spec section 8, then the codes our servers emit.
 * Codes the spec's clients read from the envelope body travel with HTTP 200: the clients
 * treat any other HTTP failure as a generic server error (spec section 8).
 */
export const ERROR_CODES = {
  // --- Codes the spec's clients know (section 8) ---
  success: {
    code: '000000',
    http: 200,
    key: 'message.success',
    meaning: 'Success; data is returned.',
    clients:
      'All clients: success, the data is returned (code 200 counts as success too). oauth also returns data for 200 and 500.',
  },
  bodyReturned: {
    code: '-1',
    http: 200,
    key: 'error.uploadFailed',
    meaning: 'Treated as success: the whole body is returned to the caller.',
    clients:
      'All clients: empty code or -1 returns the body. An upload answered with -1, empty data or the system-error text shows the upload-failed message.',
  },
  businessMessage: {
    code: '000001',
    http: 200,
    key: 'error.operationFailed',
    meaning: 'Business failure whose server message (mesg) is shown to the user.',
    clients:
      'general: returns the message text. viewer: passes like success (as does an absent code). devtool: returns the message.',
  },
  unauthorized: {
    code: '401',
    http: 401,
    key: 'error.loginTimeout',
    meaning: 'No valid session token.',
    clients:
      'All clients (code 401 or HTTP 401): close open messages, show login timeout, run the login-expired action (back to the login page).',
  },
  rateLimited: {
    code: '429',
    http: 429,
    key: 'error.ipLimit',
    meaning: 'IP access limit exceeded.',
    clients: 'All clients: show the IP-restriction message; error messages are throttled to one per 4 s.',
  },
  idListCheckDay: {
    code: '907706',
    http: 200,
    key: 'error.idListCheckDay',
    meaning: 'Records that cannot be processed; params ids (at most 10 shown, then an ellipsis) and day (check day).',
    clients: 'general: shows a message listing up to 10 ids (with an ellipsis) and the check day, then fails.',
  },
  oauthEnterpriseChatFailed: {
    code: '8700001',
    http: 200,
    key: 'error.enterpriseChatLoginFailed',
    meaning: 'Enterprise-chat login failed.',
    clients: 'oauth: login result code 11.',
  },
  oauthLoginFailed: {
    code: 'A00101',
    http: 200,
    key: 'error.loginFailed',
    meaning: 'Login failed (generic).',
    clients: 'oauth: login result code 12.',
  },
  oauthWrongUser: {
    code: 'A00217',
    http: 200,
    key: 'error.userNotFound',
    meaning: 'Wrong user: the user does not exist.',
    clients: 'oauth: login result code 13.',
  },
  oauthInvalidUser: {
    code: '8700005',
    http: 200,
    key: 'error.accountInvalid',
    meaning: 'Invalid user: frozen, invalid or expired account.',
    clients: 'oauth: login result code 15.',
  },
  viewerMessage: {
    code: 'A00400',
    http: 200,
    key: 'error.operationFailed',
    meaning: 'Viewer refusal whose server message is shown.',
    clients: 'viewer: shows the server message and returns false.',
  },
  viewerWholeResponse: {
    code: '1008001',
    http: 200,
    key: 'error.operationFailed',
    meaning: 'Viewer answer the caller inspects itself.',
    clients: 'viewer: returns the whole response.',
  },
  sasHint200000: {
    code: '200000',
    http: 200,
    key: 'error.sasHint200000',
    meaning: 'sas failure shown with a fixed hint (the hint text is not in the spec).',
    clients: 'sas: shows an error notification with a fixed hint.',
  },
  sasHint200001: {
    code: '200001',
    http: 200,
    key: 'error.sasHint200001',
    meaning: 'sas failure shown with a second fixed hint (the hint text is not in the spec).',
    clients: 'sas: shows an error notification with a fixed hint.',
  },
  sasMessage: {
    code: '8033001',
    http: 200,
    key: 'error.operationFailed',
    meaning: 'sas failure whose server message is shown.',
    clients: 'sas: shows the server message.',
  },
  fileconverterPassThrough: {
    code: '8080005',
    http: 200,
    key: 'error.operationFailed',
    meaning: 'File-converter answer passed through to the caller.',
    clients: 'fileconverter: passed through (the response is returned).',
  },
  devtoolMessage3000001: {
    code: '3000001',
    http: 200,
    key: 'error.operationFailed',
    meaning: 'devtool failure; its mesg text is the error.',
    clients: 'devtool: returns the whole response; the result notifier shows its mesg as an error.',
  },
  devtoolMessage3000002: {
    code: '3000002',
    http: 200,
    key: 'error.operationFailed',
    meaning: 'devtool failure; its mesg text is the error.',
    clients: 'devtool: returns the whole response; the result notifier shows its mesg as an error.',
  },
  devtoolMessage3000003: {
    code: '3000003',
    http: 200,
    key: 'error.operationFailed',
    meaning: 'devtool failure; its mesg text is the error.',
    clients: 'devtool: returns the whole response; the result notifier shows its mesg as an error.',
  },
  devtoolData3000004: {
    code: '3000004',
    http: 200,
    key: 'error.operationFailed',
    meaning: 'devtool answer whose data text is shown.',
    clients: 'devtool: returns the whole response; the result notifier shows its data text.',
  },
  devtoolWholeResponse: {
    code: '2000001',
    http: 200,
    key: 'error.operationFailed',
    meaning: 'devtool answer the caller inspects itself.',
    clients: 'devtool: returns the whole response.',
  },

  // --- Codes our servers emit (implied by the spec) ---
  validation: {
    code: '400000',
    http: 400,
    key: 'error.validation',
    meaning: 'The request failed validation; data lists the issues (message keys).',
    clients: 'HTTP failure with its envelope: the server message is shown, then the call fails.',
  },
  forbidden: {
    code: '403',
    http: 403,
    key: 'error.forbidden',
    meaning: 'The role rights do not allow the page or action (spec section 6).',
    clients: 'HTTP failure with its envelope: the server message is shown, then the call fails.',
  },
  notFound: {
    code: '404',
    http: 404,
    key: 'error.notFound',
    meaning: 'The addressed record or route does not exist.',
    clients: 'HTTP failure with its envelope: the server message is shown, then the call fails.',
  },
  payloadTooLarge: {
    code: '413',
    http: 413,
    key: 'error.payloadTooLarge',
    meaning: 'Upload or body over the limit (spec section 9: uploads 150MB, image 20M, excel 10M …).',
    clients: 'HTTP failure with its envelope: the server message is shown, then the call fails.',
  },
  workbookTooLarge: {
    code: '413001',
    http: 413,
    key: 'error.workbookTooLarge',
    meaning: 'An imported workbook passes a bound of its reader while it is read: inflated bytes, time or rows (the message says which).',
    clients: 'HTTP failure with its envelope: the server message is shown, then the call fails.',
  },
  uploadQuota: {
    code: '413002',
    http: 413,
    key: 'error.uploadQuota',
    meaning: 'The user has uploaded the quota of the last 24 hours (TIS_UPLOAD_QUOTA_MB); nothing was stored.',
    clients: 'HTTP failure with its envelope: the server message is shown, then the call fails.',
  },
  unsupportedMediaType: {
    code: '415',
    http: 415,
    key: 'error.unsupportedMediaType',
    meaning: 'File type not allowed for this screen (spec section 5).',
    clients: 'HTTP failure with its envelope: the server message is shown, then the call fails.',
  },
  internal: {
    code: '500',
    http: 500,
    key: 'error.serverError',
    meaning: 'Unexpected server failure.',
    clients: 'HTTP failure: the server message of its envelope, else the generic server-error message; oauth returns the data.',
  },
  serviceUnavailable: {
    code: '503',
    http: 503,
    key: 'error.serviceUnavailable',
    meaning: 'A service the request needs is down.',
    clients: 'HTTP failure with its envelope: the server message is shown, then the call fails.',
  },
  gatewayTimeout: {
    code: '504',
    http: 504,
    key: 'error.requestTimeout',
    meaning: 'The owning service did not answer within its timeout (spec section 7).',
    clients: 'HTTP failure with its envelope: the server message is shown, then the call fails.',
  },
  // Business refusals travel with HTTP 200 like every other business code: the general client
  // returns the envelope to the screen (a non-2xx status would only show the generic server error).
  dataStateChanged: {
    code: '409001',
    http: 200,
    key: 'error.dataStateChanged',
    meaning: 'Optimistic lock: the data state changed since it was read.',
    clients: 'Result notifier: data-expired message (close and reopen).',
  },
  duplicate: {
    code: '409002',
    http: 200,
    key: 'error.duplicateData',
    meaning: 'Duplicate data: coding repeated, duplicate step or claim number.',
    clients: 'Result notifier: duplicate-data message.',
  },
  inUse: {
    code: '409003',
    http: 200,
    key: 'error.itemInUse',
    meaning: 'The item is in use and cannot be deleted.',
    clients: 'Result notifier: item-in-use callback message.',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorName = keyof typeof ERROR_CODES;

export const ERROR_NAMES = Object.keys(ERROR_CODES) as ErrorName[];

const BY_CODE = new Map<string, ErrorName>(ERROR_NAMES.map((name) => [ERROR_CODES[name].code, name]));

export function isErrorName(value: string): value is ErrorName {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, value);
}

/** The catalogue entry for an envelope code, with its name; undefined for unknown codes. */
export function errorByCode(code: string): (ErrorDefinition & { readonly name: ErrorName }) | undefined {
  const name = BY_CODE.get(code);
  return name === undefined ? undefined : { name, ...ERROR_CODES[name] };
}

/** Login result codes (spec section 4). Any other non-object result means wrong password. */
export const LOGIN_RESULT = {
  info: 8,
  infoAlternate: 14,
  timeout: 9,
  passwordMustChange: 10,
  enterpriseChatFailed: 11,
  generic: 12,
  wrongUser: 13,
  invalidUser: 15,
} as const;

export type LoginResultCode = (typeof LOGIN_RESULT)[keyof typeof LOGIN_RESULT];

/** oauth envelope codes and the login result code the login screen handles (spec section 8). */
export const OAUTH_CODE_TO_LOGIN_RESULT = {
  [ERROR_CODES.oauthEnterpriseChatFailed.code]: LOGIN_RESULT.enterpriseChatFailed,
  [ERROR_CODES.oauthLoginFailed.code]: LOGIN_RESULT.generic,
  [ERROR_CODES.oauthWrongUser.code]: LOGIN_RESULT.wrongUser,
  [ERROR_CODES.oauthInvalidUser.code]: LOGIN_RESULT.invalidUser,
} as const satisfies Record<string, LoginResultCode>;

/** The 907706 message lists at most this many ids (spec section 9). */
export const ERROR_ID_LIST_MAX = 10;

/** 'a, b, c' — at most ERROR_ID_LIST_MAX ids, then an ellipsis. */
export function formatIdList(ids: readonly (string | number)[], max = ERROR_ID_LIST_MAX): string {
  const shown = ids.slice(0, max).join(', ');
  return ids.length > max ? `${shown}, …` : shown;
}

/**
 * The domain exception servers throw: a catalogue name, message params and optional data.
 * The transport filter turns it into the envelope `{ code, mesg, data }` with status `http`.
 */
export class TisError extends Error {
  readonly errorName: ErrorName;
  readonly code: string;
  readonly http: number;
  readonly key: MessageKey;
  readonly params: MessageParams;
  readonly data: unknown;

  /** `key` replaces the catalogue message of the code (a business failure with its own text). */
  constructor(name: ErrorName, params: MessageParams = {}, data?: unknown, key?: MessageKey) {
    const definition: ErrorDefinition = ERROR_CODES[name];
    super(translate('en_US', key ?? definition.key, params));
    this.name = 'TisError';
    this.errorName = name;
    this.code = definition.code;
    this.http = definition.http;
    this.key = key ?? definition.key;
    this.params = params;
    this.data = data;
  }
}

/** A business failure (code 000001) whose message the client shows: "the email does not match", … */
export function businessError(key: MessageKey, params: MessageParams = {}): TisError {
  return new TisError('businessMessage', params, null, key);
}

export function isTisError(value: unknown): value is TisError {
  return value instanceof TisError;
}
