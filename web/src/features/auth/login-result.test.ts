import { describe, expect, it } from 'vitest';
import { readEnvelope } from '../../api/code-handling';
import { interpretLoginFailure, interpretLoginResult } from './login-result';

const env = (code: string, mesg = '', data: unknown = null) => readEnvelope({ code, mesg, data });

describe('interpretLoginResult (spec section 4, login result codes)', () => {
  it('signs in with an accessToken and the user of the login result', () => {
    const value = { userCode: 'alice', userName: 'Alice', userType: 1, userAgentCode: 'A01', accessToken: 'jwt' };
    expect(interpretLoginResult(value, env('000000', 'ok', value))).toEqual({
      kind: 'success',
      session: { token: 'jwt', user: { userCode: 'alice', userName: 'Alice', userType: 1, userAgentCode: 'A01' }, roleRight: [] },
    });
  });
  it('accepts the enterprise-chat result (userName, token) and a roleRight list', () => {
    const roleRight = [{ itemId: 1, funLink: 'index', headApi: null }];
    const outcome = interpretLoginResult({ userName: 'Bob', token: 't2', roleRight }, null, 'bob');
    expect(outcome).toEqual({ kind: 'success', session: { token: 't2', user: { userCode: 'bob', userName: 'Bob' }, roleRight } });
  });
  it('8 and 14: an informational message (the envelope text)', () => {
    expect(interpretLoginResult(8, env('000000', 'Password expires soon'))).toEqual({
      kind: 'failed',
      level: 'info',
      text: { raw: 'Password expires soon' },
    });
    expect(interpretLoginResult(14, null)).toMatchObject({ kind: 'failed', level: 'info' });
  });
  it('9: login timeout; 10: first login / password must change', () => {
    expect(interpretLoginResult(9, null)).toEqual({ kind: 'failed', level: 'error', text: { key: 'error.loginTimeout' } });
    expect(interpretLoginResult(10, null)).toEqual({ kind: 'passwordMustChange', text: { key: 'auth.login.passwordMustChange' } });
  });
  it('11, 12, 13, 15: enterprise-chat failed, generic, wrong user, invalid user', () => {
    expect(interpretLoginResult(11, env('8700001')).kind).toBe('failed');
    expect(interpretLoginResult(11, env('8700001'))).toMatchObject({ text: { key: 'error.enterpriseChatLoginFailed' } });
    expect(interpretLoginResult(12, env('A00101'))).toMatchObject({ text: { key: 'error.loginFailed' } });
    expect(interpretLoginResult(13, env('A00217'))).toMatchObject({ text: { key: 'error.userNotFound' } });
    expect(interpretLoginResult(15, env('8700005'))).toMatchObject({ text: { key: 'error.accountInvalid' } });
  });
  it("any other non-object result: the envelope's message when the server sent one", () => {
    expect(interpretLoginResult(false, env('400000', 'Die Daten sind ungültig'))).toEqual({
      kind: 'failed',
      level: 'error',
      text: { raw: 'Die Daten sind ungültig' },
    });
    expect(interpretLoginResult('Falsches Passwort', env('000001', 'Falsches Passwort'))).toMatchObject({
      text: { raw: 'Falsches Passwort' },
    });
  });
  it('the catalogue text of a known code when the envelope has no message', () => {
    expect(interpretLoginResult(false, env('409001'))).toMatchObject({ text: { key: 'error.dataStateChanged' } });
  });
  it('otherwise: incorrect username or password', () => {
    expect(interpretLoginResult(false, null)).toMatchObject({ text: { key: 'error.wrongPassword' } });
    expect(interpretLoginResult(7, env('000000', 'ok', 7))).toMatchObject({ text: { key: 'error.wrongPassword' } });
  });
  it('never treats an object without a token as a login', () => {
    expect(interpretLoginResult({ userCode: 'x' }, null)).toMatchObject({ kind: 'failed', text: { key: 'error.loginFailed' } });
  });
});

describe('interpretLoginFailure', () => {
  it("prefers the envelope's message, else the client's error text", () => {
    expect(interpretLoginFailure('Server error', env('404', 'Die angeforderten Daten existieren nicht'))).toMatchObject({
      text: { raw: 'Die angeforderten Daten existieren nicht' },
    });
    expect(interpretLoginFailure('Server error', null)).toMatchObject({ text: { raw: 'Server error' } });
  });
});
