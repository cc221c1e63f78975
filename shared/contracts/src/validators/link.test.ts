import { describe, expect, it } from 'vitest';
import { isAllowedLink, linkTarget } from './link.js';

const ALLOWED = ['https://parts.example.com'];

describe('isAllowedLink', () => {
  it('accepts paths of the portal and https addresses of allowed sites', () => {
    for (const link of ['/BulletinList', '/BulletinDetail?id=7', '/tis/index', '/', 'https://parts.example.com/catalogue?x=1', 'https://PARTS.example.com/a', 'https://parts.example.com']) {
      expect(isAllowedLink(link, ALLOWED), link).toBe(true);
    }
  });

  it('refuses everything a browser could open on another origin', () => {
    const refused = [
      '//2130706433/tis/index',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://parts.example.com/catalogue',
      'https://other.example.com/',
      'https://parts.example.com.evil.example/',
      'https://parts.example.com@evil.example/',
      'https://user:pw@parts.example.com/',
      'https://parts.example.com:8443/',
      'https:evil.example',
      'https:/evil.example',
      'https://parts.example.com\\@evil.example',
      ' //evil.example',
      '/ /evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '\t/BulletinList',
      'https://parts.example.com/\nx',
      'https://parts.example.com/ x',
      'BulletinList',
      '',
    ];
    for (const link of refused) expect(isAllowedLink(link, ALLOWED), JSON.stringify(link)).toBe(false);
  });

  it('allows no other site when the deployment names none', () => {
    expect(isAllowedLink('https://parts.example.com/', [])).toBe(false);
    expect(isAllowedLink('/BulletinList', [])).toBe(true);
  });
});

describe('linkTarget', () => {
  it('tells a portal path from an https address and names its origin', () => {
    expect(linkTarget('/BulletinList')).toEqual({ kind: 'path' });
    expect(linkTarget('https://Parts.Example.com:443/x')).toEqual({ kind: 'https', origin: 'https://parts.example.com' });
    expect(linkTarget('//parts.example.com/x')).toBeNull();
  });
});
