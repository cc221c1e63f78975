import { isBlankRichText, optionalRichText, plainTextToRichText, requiredRichText, richTextImageUrls, richTextToPlain } from '@tis/contracts';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_COLUMN, sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText (the one allow-list)', () => {
  it("keeps everything the portal's editor writes (styles in their compact form)", () => {
    const html = [
      '<h2 style="text-align:center"><span style="color:rgb(192, 0, 0);font-family:&quot;Times New Roman&quot;"><strong><em><s><u>Hello</u></s></em></strong></span></h2>',
      '<p data-indent="2" style="margin-left:4em">Step 1</p>',
      '<ul><li><p>a</p><ol start="3"><li><p>b</p></li></ol></li></ul>',
      '<table style="min-width:75px"><colgroup><col style="min-width:25px" /></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>h</p></th><td colspan="2" rowspan="1"><p>x</p></td></tr></tbody></table>',
      '<p><img src="/tis/file/uploads/2026/01/7c9e6679.png" alt="wheel.png" /></p>',
      '<p><a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">link</a><br />next</p>',
    ].join('');
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, frames, foreign images, unsafe links and styles', () => {
    expect(sanitizeRichText('<p onclick="alert(1)">a<script>alert(1)</script></p><iframe src="https://x"></iframe>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<img src="https://tracker.example/p.gif"><img src="data:image/png;base64,AAA"><img src="/tis/file/../etc/passwd">')).toBe('');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a><a href="https://e.com" target="_top" rel="opener">y</a>')).toBe('<a>x</a><a href="https://e.com">y</a>');
    expect(sanitizeRichText('<p style="position: fixed; color: red; background: url(https://x)">x</p>')).toBe('<p style="color:red">x</p>');
    expect(sanitizeRichText('<p style="color: expression(alert(1))">x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<div><form><input value="x"></form>text</div><svg><text>y</text></svg>')).toBe('text');
    expect(sanitizeRichText('a < b & c')).toBe('a &lt; b &amp; c');
  });

  it('is the transformer of rich-text columns: strings are sanitized on write, other values and reads pass', () => {
    expect(RICH_TEXT_COLUMN.to('<p onmouseover="x()">a</p>')).toBe('<p>a</p>');
    expect(RICH_TEXT_COLUMN.to(null)).toBeNull();
    expect(RICH_TEXT_COLUMN.from('<p>a</p>')).toBe('<p>a</p>');
  });
});

describe('rich text helpers of the contracts', () => {
  it('reads the words of rich text: paragraphs and line breaks apart, entities decoded', () => {
    expect(richTextToPlain('<p>bad</p><p>word&nbsp;&amp;&#20013;&#x6587;</p><p>a<br>b</p>')).toBe('bad\nword &中文\na\nb');
    expect(richTextToPlain('<p><strong>to</strong><em>gether</em></p>')).toBe('together');
  });

  it('finds blank rich text (spec section 5): spaces, &nbsp; and empty paragraphs; an image or table is content', () => {
    expect(isBlankRichText('<p>&nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankRichText(null)).toBe(true);
    expect(isBlankRichText('<p><img src="/tis/file/a.png"></p>')).toBe(false);
    expect(isBlankRichText('<table><tbody><tr><td></td></tr></tbody></table>')).toBe(false);
    expect(isBlankRichText('<p>x</p>')).toBe(false);
  });

  it('turns plain text into rich text: spaces to &nbsp;, newlines to <br>, markup escaped; blank text to ""', () => {
    expect(plainTextToRichText('a  b\nc\r\nd<e>&')).toBe('a&nbsp;&nbsp;b<br>c<br>d&#60;e&#62;&#38;');
    expect(plainTextToRichText(' \n ')).toBe('');
  });

  it('validates required and optional rich text with the tisPartqa02 message', () => {
    expect(requiredRichText(100).safeParse('<p>&nbsp;</p>').error?.issues[0]?.message).toBe('validation.richTextEmpty');
    expect(requiredRichText(10).safeParse('<p>12345678</p>').error?.issues[0]?.message).toBe('validation.tooLong');
    expect(requiredRichText(100).parse('<p>x</p>')).toBe('<p>x</p>');
    expect(optionalRichText(100).parse('<p> </p>')).toBeNull();
    expect(optionalRichText(100).parse(undefined)).toBeNull();
    expect(optionalRichText(100).parse('<p>y</p>')).toBe('<p>y</p>');
  });

  it('lists the stored images of rich text once each, nothing else', () => {
    const html = '<p><img src="/tis/file/a.png" alt="a"><img alt="b" src=\'/tis/file/b.png\'><img src="/tis/file/a.png"><img src="https://x/c.png"></p>';
    expect(richTextImageUrls(html)).toEqual(['/tis/file/a.png', '/tis/file/b.png']);
    expect(richTextImageUrls(null)).toEqual([]);
  });
});
