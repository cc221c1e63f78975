import { describe, expect, it } from 'vitest';
import { containsScript, filterScriptText, filterScripts } from './anti-script.js';

describe('filterScriptText', () => {
  it.each([
    ['a<script>alert(1)</script>b', 'ab'],
    ['a<SCRIPT type="text/javascript">x()</ScRiPt >b', 'ab'],
    ['a<script src=//evil.example/x.js></script>b', 'ab'],
    ['before<script>alert(1)', 'before'],
    ['x<iframe src="https://evil.example"></iframe>y', 'xy'],
    ['x<object data="a.swf"><param name=a></object>y', 'xy'],
    ['x<embed src="a.swf">y', 'xy'],
    ['x</script>y', 'xy'],
    ['<a href="javascript:alert(1)">link</a>', '<a href="alert(1)">link</a>'],
    ['<a href="JaVa\tScRiPt:alert(1)">link</a>', '<a href="alert(1)">link</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a href="msgbox(1)">x</a>'],
    ['<img src=x onerror=alert(1)>', '<img src=x>'],
    ['<img src="x" onerror="alert(1)" alt="p">', '<img src="x" alt="p">'],
    ['<div ONCLICK = \'go()\'>t</div>', '<div>t</div>'],
    ['<body\n  onload=init()>', '<body>'],
    ['<svg/onload=alert(1)>', '<svg/>'],
    ['<img src="x"onerror=alert(1)>', '<img src="x">'],
    ['<img title="a>b" onerror=alert(1)>', '<img title="a>b">'],
    ['<scr<script>x</script>ipt>alert(1)</script>', ''],
    ['<scr<script></script>ipt>alert(1)</scr<script></script>ipt>', ''],
  ])('%s -> %s', (input, output) => {
    expect(filterScriptText(input)).toBe(output);
  });

  it.each([
    'a < b and c > d',
    'if x<5 and y>3 then stop',
    'Torque 20 N·m; ratio 3:1, time 01:02:03',
    '<p>Replace the <b>brake pad</b> on the left side</p>',
    'The description mentions onerror=1 outside any tag',
    'descript: the description field',
    '保养说明：检查刹车片 <p>正常</p>',
    '',
  ])('leaves ordinary text untouched: %s', (text) => {
    expect(filterScriptText(text)).toBe(text);
  });

  it('is fast on adversarial input', () => {
    const nasty = '<script'.repeat(50_000) + '<img '.repeat(50_000) + 'on'.repeat(50_000);
    const started = Date.now();
    filterScriptText(nasty);
    filterScriptText('<a title="'.repeat(50_000));
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('filterScripts', () => {
  it('walks objects and arrays and keeps other values', () => {
    const date = new Date('2024-01-01T00:00:00Z');
    const body = {
      title: 'Brake<script>alert(1)</script> noise',
      mileage: 12000,
      urgent: true,
      note: null,
      when: date,
      rows: [{ description: '<img src=x onerror=alert(1)>' }, 'ok', 3],
    };
    const filtered = filterScripts(body);
    expect(filtered).toEqual({
      title: 'Brake noise',
      mileage: 12000,
      urgent: true,
      note: null,
      when: date,
      rows: [{ description: '<img src=x>' }, 'ok', 3],
    });
    expect(filtered.when).toBe(date);
    expect(body.title).toBe('Brake<script>alert(1)</script> noise');
  });

  it('filters a plain string and leaves numbers alone', () => {
    expect(filterScripts('<script>x</script>ok')).toBe('ok');
    expect(filterScripts(5)).toBe(5);
  });

  it('keeps a __proto__ key from JSON as a plain property', () => {
    const parsed: unknown = JSON.parse('{"__proto__":{"polluted":"<script>x</script>yes"}}');
    const filtered = filterScripts(parsed) as Record<string, unknown>;
    expect(Object.getPrototypeOf(filtered)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(filtered, '__proto__')?.value).toEqual({ polluted: 'yes' });
  });

  it('survives cycles', () => {
    const a: Record<string, unknown> = { text: '<script>x</script>t' };
    a.self = a;
    const filtered = filterScripts(a);
    expect(filtered.text).toBe('t');
    expect(filtered.self).toBe(filtered);
  });
});

describe('containsScript', () => {
  it('finds script anywhere in a body', () => {
    expect(containsScript({ a: [{ b: 'x<iframe src=y></iframe>' }] })).toBe(true);
    expect(containsScript('javascript:void(0)')).toBe(true);
  });
  it('answers false for ordinary data', () => {
    expect(containsScript({ a: ['a < b', 1, null], b: '<b>bold</b>' })).toBe(false);
    expect(containsScript(42)).toBe(false);
  });
});
