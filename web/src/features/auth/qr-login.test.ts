import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, isTrustedOrigin, redirectUrlOf } from './qr-login';

const TRUSTED = ['work.weixin.qq.com', 'open.work.weixin.qq.com'];

describe('isTrustedOrigin', () => {
  it('accepts https origins on a trusted domain or its subdomains', () => {
    expect(isTrustedOrigin('https://work.weixin.qq.com', TRUSTED)).toBe(true);
    expect(isTrustedOrigin('https://open.work.weixin.qq.com', TRUSTED)).toBe(true);
    expect(isTrustedOrigin('https://login.work.weixin.qq.com:443', TRUSTED)).toBe(true);
  });
  it('rejects look-alike domains that merely end with the same letters', () => {
    expect(isTrustedOrigin('https://evilwork.weixin.qq.com', ['work.weixin.qq.com'])).toBe(false);
    expect(isTrustedOrigin('https://work.weixin.qq.com.evil.com', TRUSTED)).toBe(false);
  });
  it('rejects other schemes and garbage', () => {
    expect(isTrustedOrigin('http://work.weixin.qq.com', TRUSTED)).toBe(false);
    expect(isTrustedOrigin('null', TRUSTED)).toBe(false);
    expect(isTrustedOrigin('', TRUSTED)).toBe(false);
    expect(isTrustedOrigin('https://work.weixin.qq.com', [''])).toBe(false);
  });
});

describe('redirectUrlOf', () => {
  it('reads a string or a redirectUrl/url/href field', () => {
    expect(redirectUrlOf('https://tis.example.com/tis/login?code=1')).toBe('https://tis.example.com/tis/login?code=1');
    expect(redirectUrlOf({ redirectUrl: 'https://a.example/x' })).toBe('https://a.example/x');
    expect(redirectUrlOf({ href: 'http://a.example/y' })).toBe('http://a.example/y');
  });
  it('refuses javascript: and relative URLs', () => {
    expect(redirectUrlOf('javascript:alert(1)')).toBeNull();
    expect(redirectUrlOf('/relative')).toBeNull();
    expect(redirectUrlOf({ url: 42 })).toBeNull();
    expect(redirectUrlOf(null)).toBeNull();
  });
});

describe('isMobileUserAgent', () => {
  it('tells phones from desktops', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36')).toBe(false);
  });
});
