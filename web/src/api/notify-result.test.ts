import { describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import type { ClientEnvironment } from './client-environment';
import { decideResult, notifyResult } from './notify-result';
import { createThrottle } from './throttle';

describe('decideResult (spec section 8, generic result notifier)', () => {
  it('true, "ok" and 1: success for 700 ms', () => {
    for (const r of [true, 'ok', 1]) {
      expect(decideResult(r)).toEqual({ level: 'success', text: { key: 'message.success' }, durationMs: 700 });
    }
  });
  it('2 or more: the callback message at index result - 2', () => {
    const callbacks = ['error.codingRepeated', 'error.alreadyInCart', { raw: 'custom' }] as const;
    expect(decideResult(2, callbacks)).toEqual({ level: 'warning', text: { key: 'error.codingRepeated' }, durationMs: 2500 });
    expect(decideResult(3, callbacks).text).toEqual({ key: 'error.alreadyInCart' });
    expect(decideResult(4, callbacks).text).toEqual({ raw: 'custom' });
  });
  it('a number past the callbacks shows the number as a warning', () => {
    expect(decideResult(9, ['error.codingRepeated'])).toEqual({ level: 'warning', text: { raw: '9' }, durationMs: 2500 });
  });
  it('the four named strings map to their messages', () => {
    expect(decideResult('Data duplicated, please check before submit').text).toEqual({ key: 'error.duplicateData' });
    expect(decideResult('System error, operation failed')).toMatchObject({ level: 'error', text: { key: 'error.operationFailed' } });
    expect(decideResult('Current data state changed, close and reopen').text).toEqual({ key: 'error.dataStateChanged' });
    expect(decideResult('Same region already exists, please reconfirm').text).toEqual({ key: 'error.regionExists' });
  });
  it('recognises the catalogue texts of the named results in the interface language (the language of every call)', async () => {
    initI18n('zh_CN');
    await i18n.changeLanguage('zh_CN');
    expect(decideResult('系统错误，操作失败').text).toEqual({ key: 'error.operationFailed' });
    await i18n.changeLanguage('en_US');
    expect(decideResult('The same region already exists, please reconfirm').text).toEqual({ key: 'error.regionExists' });
    expect(decideResult('系统错误，操作失败').text).toEqual({ raw: '系统错误，操作失败' });
  });
  it('0 is operation failed', () => {
    expect(decideResult(0)).toEqual({ level: 'error', text: { key: 'error.operationFailed' }, durationMs: 2500 });
  });
  it('objects with code 3000001–3000003 show their mesg as an error', () => {
    for (const code of ['3000001', '3000002', 3000003]) {
      expect(decideResult({ code, mesg: 'VIN not in library', data: 'x' })).toEqual({
        level: 'error',
        text: { raw: 'VIN not in library' },
        durationMs: 2500,
      });
    }
  });
  it('an object with code 3000004 shows its data text', () => {
    expect(decideResult({ code: '3000004', mesg: 'm', data: 'Upgrade succeeded' }).text).toEqual({ raw: 'Upgrade succeeded' });
  });
  it('anything else: the data or the value as a warning', () => {
    expect(decideResult({ code: '555', data: 'Monthly limit exceeded' })).toEqual({
      level: 'warning',
      text: { raw: 'Monthly limit exceeded' },
      durationMs: 2500,
    });
    expect(decideResult('Order number does not exist')).toEqual({
      level: 'warning',
      text: { raw: 'Order number does not exist' },
      durationMs: 2500,
    });
    expect(decideResult(false)).toMatchObject({ level: 'warning', text: { key: 'error.operationFailed' } });
    expect(decideResult(undefined)).toMatchObject({ level: 'warning', text: { key: 'error.operationFailed' } });
  });
});

describe('notifyResult', () => {
  it('shows the decided message with its duration', () => {
    const message = vi.fn();
    const env: ClientEnvironment = {
      fetch: vi.fn(),
      token: () => null,
      language: () => 'en_US',
      translate: (t) => ('raw' in t ? t.raw : `t(${t.key})`),
      notifier: { message, notification: vi.fn(), closeAll: vi.fn() },
      throttle: createThrottle(),
      onLoginExpired: vi.fn(),
      log: vi.fn(),
    };
    notifyResult(true, undefined, env);
    notifyResult(2, ['error.alreadyCollected'], env);
    expect(message.mock.calls).toEqual([
      ['success', 't(message.success)', 700],
      ['warning', 't(error.alreadyCollected)', 2500],
    ]);
  });
});
