import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  ERROR_NAMES,
  LOGIN_RESULT,
  OAUTH_CODE_TO_LOGIN_RESULT,
  TisError,
  errorByCode,
  formatIdList,
  isTisError,
} from './errors.js';
import { isMessageKey } from './messages/index.js';

describe('ERROR_CODES', () => {
  it('holds every code of spec section 8', () => {
    const spec = [
      '000000', '-1', '000001', '401', '429', '907706',
      '8700001', 'A00101', 'A00217', '8700005',
      'A00400', '1008001',
      '200000', '200001', '8033001',
      '8080005',
      '3000001', '3000002', '3000003', '3000004', '2000001',
    ];
    for (const code of spec) expect(errorByCode(code), code).toBeDefined();
  });

  it('holds the codes our servers emit, with their HTTP status', () => {
    const ours: [string, string, number][] = [
      ['validation', '400000', 400],
      ['notFound', '404', 404],
      ['forbidden', '403', 403],
      ['unauthorized', '401', 401],
      ['rateLimited', '429', 429],
      ['serviceUnavailable', '503', 503],
      ['gatewayTimeout', '504', 504],
      ['payloadTooLarge', '413', 413],
      ['unsupportedMediaType', '415', 415],
      ['internal', '500', 500],
      ['dataStateChanged', '409001', 200],
      ['duplicate', '409002', 200],
      ['inUse', '409003', 200],
    ];
    for (const [name, code, http] of ours) {
      expect(errorByCode(code)).toMatchObject({ name, code, http });
    }
  });

  it('has unique codes, known message keys and a client description for each entry', () => {
    const codes = ERROR_NAMES.map((n) => ERROR_CODES[n].code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const name of ERROR_NAMES) {
      expect(isMessageKey(ERROR_CODES[name].key), name).toBe(true);
      expect(ERROR_CODES[name].clients.length, name).toBeGreaterThan(0);
    }
  });

  it('answers undefined for an unknown code', () => {
    expect(errorByCode('999999')).toBeUndefined();
  });

  it('sends spec-client codes in the body with HTTP 200', () => {
    expect(ERROR_CODES.viewerMessage.http).toBe(200);
    expect(ERROR_CODES.oauthWrongUser.http).toBe(200);
    expect(ERROR_CODES.unauthorized.http).toBe(401);
  });
});

describe('login result codes', () => {
  it('maps oauth codes 8700001, A00101, A00217, 8700005 to 11, 12, 13, 15', () => {
    expect(OAUTH_CODE_TO_LOGIN_RESULT).toEqual({ '8700001': 11, A00101: 12, A00217: 13, '8700005': 15 });
  });

  it('names the codes of spec section 4', () => {
    expect(LOGIN_RESULT).toEqual({
      info: 8,
      infoAlternate: 14,
      timeout: 9,
      passwordMustChange: 10,
      enterpriseChatFailed: 11,
      generic: 12,
      wrongUser: 13,
      invalidUser: 15,
    });
  });
});

describe('formatIdList', () => {
  it('lists up to 10 ids, then an ellipsis', () => {
    const ids = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(formatIdList(ids)).toBe('1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …');
    expect(formatIdList(ids.slice(0, 10))).toBe('1, 2, 3, 4, 5, 6, 7, 8, 9, 10');
    expect(formatIdList([])).toBe('');
  });
});

describe('TisError', () => {
  it('carries the catalogue entry, params and data', () => {
    const err = new TisError('dataStateChanged', { id: 7 }, { current: 'published' });
    expect(err).toBeInstanceOf(Error);
    expect(isTisError(err)).toBe(true);
    expect(err.name).toBe('TisError');
    expect(err.errorName).toBe('dataStateChanged');
    expect(err.code).toBe('409001');
    expect(err.http).toBe(200);
    expect(err.key).toBe('error.dataStateChanged');
    expect(err.params).toEqual({ id: 7 });
    expect(err.data).toEqual({ current: 'published' });
    expect(err.message).toBe('The data state has changed, please close and reopen');
  });

  it('fills params into the English message and defaults params to {}', () => {
    const err = new TisError('idListCheckDay', { ids: formatIdList(['A', 'B']), day: '2024-05-01' });
    expect(err.message).toBe('These records cannot be processed: A, B. Check day: 2024-05-01');
    expect(new TisError('notFound').params).toEqual({});
    expect(isTisError(new Error('x'))).toBe(false);
  });
});
