import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@tis/contracts';
import {
  decide,
  devtoolCodes,
  fileconverterCodes,
  generalCodes,
  idListOf,
  oauthCodes,
  readEnvelope,
  sasCodes,
  viewerCodes,
  ERROR_CHANNEL,
  LOGIN_EXPIRED_CHANNEL,
  type CodeHandler,
  type Decision,
} from './code-handling';
import { CLIENT_CODE_HANDLERS } from './clients';
import { envelope, ok200 } from '../test/envelopes';

const ALL: Record<string, CodeHandler> = CLIENT_CODE_HANDLERS;

function value(decision: Decision): unknown {
  if (decision.outcome.type !== 'resolve') throw new Error(`expected resolve, got ${JSON.stringify(decision.outcome)}`);
  return decision.outcome.value;
}

function failure(decision: Decision) {
  if (decision.outcome.type !== 'reject') throw new Error(`expected reject, got ${JSON.stringify(decision.outcome)}`);
  return decision.outcome.failure;
}

const body = (code: unknown, data: unknown = null, mesg = 'server says') => ({ code, mesg, data });

describe('readEnvelope', () => {
  it('reads code, mesg and data and keeps the body', () => {
    const b = body('000000', { a: 1 }, 'ok');
    expect(readEnvelope(b)).toEqual({ hasCode: true, code: '000000', mesg: 'ok', data: { a: 1 }, body: b });
  });
  it('turns numeric codes into strings', () => {
    expect(readEnvelope({ code: 200, data: 1 }).code).toBe('200');
    expect(readEnvelope({ code: -1 }).code).toBe('-1');
  });
  it('counts a missing, null or empty code as no code', () => {
    for (const b of [{ data: 1 }, { code: null }, { code: '' }, 'text', [1, 2], undefined, null]) {
      expect(readEnvelope(b).hasCode).toBe(false);
    }
  });
  it('never reads a Blob as an envelope', () => {
    expect(readEnvelope(new Blob(['x'])).hasCode).toBe(false);
  });
});

describe('shared checks (every client)', () => {
  for (const [name, handler] of Object.entries(ALL)) {
    describe(name, () => {
      it('401 in the envelope: close messages, login timeout, login-expired action, fail', () => {
        const d = decide(ok200(body('401')), handler);
        expect(d.actions.map((a) => a.type)).toEqual(['closeMessages', 'message', 'loginExpired']);
        expect(d.actions[1]).toMatchObject({ level: 'error', text: { key: 'error.loginTimeout' }, channel: LOGIN_EXPIRED_CHANNEL });
        expect(failure(d)).toMatchObject({ status: 401 });
      });
      it('HTTP 401 does the same', () => {
        const d = decide({ kind: 'response', status: 401, body: 'Unauthorized' }, handler);
        expect(d.actions.map((a) => a.type)).toEqual(['closeMessages', 'message', 'loginExpired']);
        expect(failure(d).status).toBe(401);
      });
      it('429 (code or HTTP): the IP-restriction message, throttled on the error channel', () => {
        for (const received of [ok200(body('429')), { kind: 'response' as const, status: 429, body: '' }]) {
          const d = decide(received, handler);
          expect(d.actions).toEqual([
            { type: 'message', level: 'error', text: { key: 'error.ipLimit' }, channel: ERROR_CHANNEL },
          ]);
          expect(failure(d).status).toBe(429);
        }
      });
      it('907706: lists up to 10 ids with an ellipsis and the check day, then fails', () => {
        const ids = Array.from({ length: 12 }, (_, i) => `ID${i + 1}`);
        const d = decide(ok200(body('907706', { ids, day: 3 })), handler);
        const expected = { key: 'error.idListCheckDay', params: { ids: 'ID1, ID2, ID3, ID4, ID5, ID6, ID7, ID8, ID9, ID10, …', day: '3' } };
        expect(d.actions).toEqual([{ type: 'message', level: 'error', text: expected, channel: ERROR_CHANNEL }]);
        expect(failure(d)).toMatchObject({ status: 'CODE_ERROR', code: '907706', message: expected });
      });
      it('other HTTP failures without an envelope: the generic server-error message, fail', () => {
        for (const status of [400, 403, 404, 500, 502, 503, 504]) {
          for (const answer of ['<html>Bad Gateway</html>', undefined, { error: 'Internal Server Error' }]) {
            const d = decide({ kind: 'response', status, body: answer }, handler);
            expect(d.actions).toEqual([
              { type: 'message', level: 'error', text: { key: 'error.serverError' }, channel: ERROR_CHANNEL },
            ]);
            expect(failure(d)).toMatchObject({ status, message: { key: 'error.serverError' } });
          }
        }
      });
      it("an HTTP failure whose body is an envelope is that envelope's error: its message, whatever the status", () => {
        for (const status of [400, 403, 404, 413, 415, 500, 503]) {
          const d = decide({ kind: 'response', status, body: body('415000', null, '不支持该文件类型') }, handler);
          expect(d.actions).toEqual([{ type: 'message', level: 'error', text: { raw: '不支持该文件类型' }, channel: ERROR_CHANNEL }]);
          expect(failure(d)).toMatchObject({ status, code: '415000', message: { raw: '不支持该文件类型' } });
        }
      });
      it('an HTTP failure whose envelope has no message shows the catalogue text of its code', () => {
        const d = decide({ kind: 'response', status: 415, body: { code: ERROR_CODES.unsupportedMediaType.code, mesg: '' } }, handler);
        expect(failure(d).message).toEqual({ key: ERROR_CODES.unsupportedMediaType.key });
      });
      it('network failure: a connectivity warning, then fail with the server-error text', () => {
        const d = decide({ kind: 'network' }, handler);
        expect(d.actions.map((a) => a.type)).toEqual(['log', 'message']);
        expect(d.actions[1]).toMatchObject({ level: 'warning', text: { key: 'api.network.unreachable' } });
        expect(failure(d)).toEqual({ status: 'FETCH_ERROR', message: { key: 'error.serverError' } });
      });
      it('client timeout: the request-timeout message, fail', () => {
        const d = decide({ kind: 'timeout' }, handler);
        expect(d.actions).toEqual([
          { type: 'message', level: 'error', text: { key: 'error.requestTimeout' }, channel: ERROR_CHANNEL },
        ]);
        expect(failure(d).status).toBe('TIMEOUT_ERROR');
      });
      it("'000000' returns the data, without messages", () => {
        const d = decide(ok200(body('000000', { list: [1] })), handler);
        expect(value(d)).toEqual({ list: [1] });
        expect(d.actions).toEqual([]);
      });
      it('code 200 (number or string) returns the data', () => {
        expect(value(decide(ok200(body(200, 'x')), handler))).toBe('x');
        expect(value(decide(ok200(body('200', 'y')), handler))).toBe('y');
      });
      it('a body without a code is returned whole (blobs, plain text)', () => {
        const blob = new Blob(['%PDF']);
        expect(value(decide(ok200(blob), handler))).toBe(blob);
        expect(value(decide(ok200({ list: [] }), handler))).toEqual({ list: [] });
      });
    });
  }

  it('reads 907706 id lists from arrays, comma strings and list/idList fields', () => {
    expect(idListOf(['a', 'b'])).toEqual({ ids: ['a', 'b'], day: '' });
    expect(idListOf({ idList: 'a, b ,c', checkDay: '2024-05-01' })).toEqual({ ids: ['a', 'b', 'c'], day: '2024-05-01' });
    expect(idListOf({ list: [1, 2], days: 7 })).toEqual({ ids: [1, 2], day: '7' });
    expect(idListOf(null)).toEqual({ ids: [], day: '' });
  });

  it('907706 with exactly 10 ids shows no ellipsis', () => {
    const ids = Array.from({ length: 10 }, (_, i) => i + 1);
    const d = decide(ok200(body('907706', ids)), generalCodes);
    expect(d.actions[0]).toMatchObject({ text: { params: { ids: '1, 2, 3, 4, 5, 6, 7, 8, 9, 10', day: '' } } });
  });
});

describe("'-1' and '000001'", () => {
  for (const name of ['sas', 'general', 'fileconverter', 'devtool', 'oauth']) {
    it(`${name}: '-1' returns the whole body`, () => {
      const b = body('-1', null, 'upload failed');
      expect(value(decide(ok200(b), ALL[name]!))).toBe(b);
    });
    it(`${name}: '000001' returns the message text`, () => {
      expect(value(decide(ok200(body('000001', { x: 1 }, 'Please check the VIN')), ALL[name]!))).toBe('Please check the VIN');
    });
  }
});

describe('viewer', () => {
  it("passes '000001' like success: the data", () => {
    expect(value(viewerCodes(envelope('000001', { page: 1 })))).toEqual({ page: 1 });
  });
  it('passes an absent code: the body', () => {
    expect(value(viewerCodes(readEnvelope({ page: 2 })))).toEqual({ page: 2 });
  });
  it("'A00400' shows the server message and returns false", () => {
    const d = viewerCodes(envelope('A00400', null, 'Manual is locked'));
    expect(value(d)).toBe(false);
    expect(d.actions).toEqual([{ type: 'message', level: 'error', text: { raw: 'Manual is locked' }, channel: ERROR_CHANNEL }]);
  });
  it("'A00400' without a message falls back to the server-error text", () => {
    expect(viewerCodes(envelope('A00400', null, '')).actions[0]).toMatchObject({ text: { key: 'error.serverError' } });
  });
  it("'1008001' returns the whole response", () => {
    const e = envelope('1008001', { reason: 'x' });
    expect(value(viewerCodes(e))).toBe(e.body);
  });
  it('unknown codes return false silently', () => {
    for (const code of ['8700001', '200000', '3000001', '999999']) {
      const d = viewerCodes(envelope(code, { some: 'data' }));
      expect(value(d)).toBe(false);
      expect(d.actions).toEqual([]);
    }
  });
});

describe('sas', () => {
  it("'200000' and '200001' show error notifications with their fixed hints, return false", () => {
    const a = sasCodes(envelope('200000'));
    const b = sasCodes(envelope('200001'));
    expect(value(a)).toBe(false);
    expect(value(b)).toBe(false);
    expect(a.actions).toEqual([
      {
        type: 'notification',
        level: 'error',
        title: { key: 'api.sas.notificationTitle' },
        description: { key: 'error.sasHint200000' },
        channel: ERROR_CHANNEL,
      },
    ]);
    expect(b.actions[0]).toMatchObject({ description: { key: 'error.sasHint200001' } });
  });
  it("'8033001' shows the server message, returns false", () => {
    const d = sasCodes(envelope('8033001', null, 'Series is locked'));
    expect(value(d)).toBe(false);
    expect(d.actions).toEqual([{ type: 'message', level: 'error', text: { raw: 'Series is locked' }, channel: ERROR_CHANNEL }]);
  });
  it('unknown codes return false, with or without data', () => {
    expect(value(sasCodes(envelope('123456', null)))).toBe(false);
    expect(value(sasCodes(envelope('123456', { a: 1 })))).toBe(false);
  });
});

describe('general', () => {
  it('a non-success code with no data returns the response', () => {
    const e = envelope('555555', null, 'Duplicated');
    expect(value(generalCodes(e))).toBe(e.body);
    const noData = readEnvelope({ code: '555555', mesg: 'x' });
    expect(value(generalCodes(noData))).toBe(noData.body);
  });
  it('an unknown code with data returns false', () => {
    expect(value(generalCodes(envelope('555555', { a: 1 })))).toBe(false);
    expect(value(generalCodes(envelope('555555', 0)))).toBe(false);
  });
  it("does not pass the fileconverter code '8080005' specially (no data: response, data: false)", () => {
    expect(value(generalCodes(envelope('8080005', { a: 1 })))).toBe(false);
  });
});

describe('fileconverter', () => {
  it("passes '8080005' through, even with data", () => {
    const e = envelope('8080005', { parsed: 3 });
    expect(value(fileconverterCodes(e))).toBe(e.body);
  });
  it('handles other non-success codes like general', () => {
    const e = envelope('555555', null);
    expect(value(fileconverterCodes(e))).toBe(e.body);
    expect(value(fileconverterCodes(envelope('555555', [1])))).toBe(false);
  });
});

describe('devtool', () => {
  it("'000001' returns the message", () => {
    expect(value(devtoolCodes(envelope('000001', null, 'VIN not in library')))).toBe('VIN not in library');
  });
  it("'3000001'–'3000004' and '2000001' return the whole response", () => {
    for (const code of ['3000001', '3000002', '3000003', '3000004', '2000001']) {
      const e = envelope(code, 'detail');
      expect(value(devtoolCodes(e))).toBe(e.body);
    }
  });
  it('unknown codes return false', () => {
    expect(value(devtoolCodes(envelope('3000005', null)))).toBe(false);
    expect(value(devtoolCodes(envelope('A00400', null)))).toBe(false);
  });
});

describe('oauth', () => {
  it("200, 500 and '000000' return the data", () => {
    expect(value(oauthCodes(envelope('000000', { accessToken: 't' })))).toEqual({ accessToken: 't' });
    expect(value(oauthCodes(envelope(200, { accessToken: 'u' })))).toEqual({ accessToken: 'u' });
    expect(value(oauthCodes(envelope(500, 12)))).toBe(12);
  });
  it('maps 8700001, A00101, A00217 and 8700005 to login results 11, 12, 13 and 15', () => {
    expect(value(oauthCodes(envelope('8700001')))).toBe(11);
    expect(value(oauthCodes(envelope('A00101')))).toBe(12);
    expect(value(oauthCodes(envelope('A00217')))).toBe(13);
    expect(value(oauthCodes(envelope('8700005')))).toBe(15);
  });
  it('shows nothing itself for login codes (the login screen does)', () => {
    expect(oauthCodes(envelope('A00217')).actions).toEqual([]);
  });
  it('unknown codes return false', () => {
    expect(value(oauthCodes(envelope('400000', null, 'bad')))).toBe(false);
  });
});
