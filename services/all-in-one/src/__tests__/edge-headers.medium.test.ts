import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { OBJECT_STORAGE, type ObjectStorage } from '@tis/nest';
import { attemptLogin, loginAs, pngBytes } from '@tis/nest/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPortal, startEmbeddedPortal } from './embedded-portal.js';

/** A built SPA in small: index.html and a hashed asset, each with the `.br` and `.gz` the build leaves beside it. */
function writeSpa(dir: string): { index: string; asset: string } {
  const index = `<!doctype html><html><head><title>TIS</title><script type="module" src="/tis/assets/index-Ab12Cd34.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;
  const asset = `export const texts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `text ${i}`))};\n`;
  mkdirSync(join(dir, 'assets'));
  for (const [file, body] of [['index.html', index], ['assets/index-Ab12Cd34.js', asset]] as const) {
    writeFileSync(join(dir, file), body);
    writeFileSync(join(dir, `${file}.br`), brotliCompressSync(body));
    writeFileSync(join(dir, `${file}.gz`), gzipSync(body));
  }
  writeFileSync(join(dir, 'config.js'), 'window.__TIS_CONFIG__ = { environment: "test" };\n');
  return { index, asset };
}

/**
 * The headers of every kind of answer of the portal's edge (spec section 5, issue 14 items 17 and
 * 18): nothing is sniffed, API answers (a login's token first) are never stored, the API reference
 * runs only its own script and is never framed, stored files run nothing and only raster images
 * show inline, and the SPA's files go out precompressed, hashed ones kept a year and the rest
 * revalidated.
 */
describe('headers of the edge answers', () => {
  let portal: EmbeddedPortal;
  let base: string;
  let token: string;
  let webDir: string;
  let spa: { index: string; asset: string };

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'tis-edge-web-'));
    spa = writeSpa(webDir);
    portal = await startEmbeddedPortal({ name: 'edgeheaders', env: { TIS_WEB_DIR: webDir } });
    base = portal.base;
    token = await loginAs(base, 'admin');
    const storage = portal.app.get<ObjectStorage>(OBJECT_STORAGE);
    await storage.put('image/2026/01/photo.png', Readable.from([pngBytes(100)]), { contentType: 'image/png' });
    await storage.put('document/2026/01/manual.pdf', Readable.from([Buffer.from('%PDF-1.4\n%%EOF\n')]), { contentType: 'application/pdf' });
    await storage.put('image/2026/01/drawing.svg', Readable.from([Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')]), {
      contentType: 'image/svg+xml',
    });
  });

  afterAll(async () => {
    await portal?.stop();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

  it('API answers: not sniffed, never stored unless the route says so; the login with its token too', async () => {
    const json = await get('/tis/api/systemService/clientConfig');
    expect([json.status, json.headers.get('x-content-type-options'), json.headers.get('cache-control')]).toEqual([200, 'nosniff', 'no-store']);

    const refused = await get('/tis/api/oauth/userInfo');
    expect([refused.status, refused.headers.get('x-content-type-options'), refused.headers.get('cache-control')]).toEqual([401, 'nosniff', 'no-store']);
    expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');

    const login = await attemptLogin(base, { userCode: 'admin', password: 'Admin#2026' });
    expect(typeof login.answer.body.data === 'object' && login.answer.body.data?.accessToken).toBeTruthy();
    expect([login.answer.headers.get('x-content-type-options'), login.answer.headers.get('cache-control')]).toEqual(['nosniff', 'no-store']);

    const signedIn = await get('/tis/api/oauth/userInfo', { authorization: token });
    expect([signedIn.status, signedIn.headers.get('cache-control')]).toEqual([200, 'no-store']);

    // A route that may be cached says so, and that wins over the default.
    const languages = await get('/tis/api/systemService/language/supported');
    expect([languages.status, languages.headers.get('cache-control'), languages.headers.get('x-content-type-options')]).toEqual([200, 'public, max-age=60', 'nosniff']);
  });

  it('unknown paths: envelope 404s, not sniffed; API ones not stored', async () => {
    const api = await get('/tis/api/nowhere/at/all');
    expect([api.status, api.headers.get('x-content-type-options'), api.headers.get('cache-control')]).toEqual([404, 'nosniff', 'no-store']);
    expect(((await api.json()) as { code: string }).code).toBe('404');
    const asset = await get('/tis/assets/missing-Zz12Yy34.js');
    expect([asset.status, asset.headers.get('x-content-type-options'), asset.headers.get('content-type')]).toEqual([404, 'nosniff', 'application/json; charset=utf-8']);
    const outside = await get('/elsewhere');
    expect([outside.status, outside.headers.get('x-content-type-options')]).toEqual([404, 'nosniff']);
  });

  it('the API reference: its own script and style by hash only, never framed', async () => {
    const docs = await get('/tis/api-docs');
    const html = await docs.text();
    const csp = docs.headers.get('content-security-policy') ?? '';
    expect(docs.status).toBe(200);
    expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*'; style-src 'sha256-[A-Za-z0-9+/]+=*'; /);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect([docs.headers.get('x-frame-options'), docs.headers.get('x-content-type-options')]).toEqual(['DENY', 'nosniff']);
    // The hash is the page's one script's.
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });

  it('stored files: sandboxed; raster images inline, anything else (PDF, SVG) as an attachment', async () => {
    const auth = { authorization: token };
    const png = await get('/tis/file/image/2026/01/photo.png', auth);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''photo.png");
    expect(png.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');

    for (const [path, name] of [
      ['/tis/file/document/2026/01/manual.pdf', 'manual.pdf'],
      ['/tis/miniofile/image/2026/01/drawing.svg', 'drawing.svg'],
    ] as const) {
      const file = await get(path, auth);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''${name}`);
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('the SPA: brotli or gzip as the request accepts, hashed files kept a year, index.html and config.js revalidated', async () => {
    const assetPath = '/tis/assets/index-Ab12Cd34.js';
    const br = await get(assetPath, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect([br.status, br.headers.get('content-encoding'), br.headers.get('vary')]).toEqual([200, 'br', 'accept-encoding']);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(br.headers.get('x-content-type-options')).toBe('nosniff');
    // The page's policy goes with the page, not with each of its scripts.
    expect([br.headers.get('content-security-policy'), br.headers.get('x-frame-options')]).toEqual([null, null]);
    // fetch decodes what it receives: the brotli file is the asset.
    expect(await br.text()).toBe(spa.asset);

    const gzip = await get(assetPath, { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect([gzip.headers.get('content-encoding'), await gzip.text()]).toEqual(['gzip', spa.asset]);
    const preferred = await get(assetPath, { 'accept-encoding': 'br;q=0.5, gzip' });
    expect(preferred.headers.get('content-encoding')).toBe('gzip');
    const plain = await get(assetPath, { 'accept-encoding': 'identity' });
    expect([plain.headers.get('content-encoding'), plain.headers.get('vary'), plain.headers.get('content-length')]).toEqual([
      null,
      'accept-encoding',
      String(Buffer.byteLength(spa.asset)),
    ]);

    // A history path of the SPA is index.html, revalidated: its ETag answers 304.
    const page = await get('/tis/login', { 'accept-encoding': 'br' });
    expect([page.status, page.headers.get('content-encoding'), page.headers.get('cache-control')]).toEqual([200, 'br', 'no-cache']);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect([page.headers.get('x-content-type-options'), page.headers.get('x-frame-options')]).toEqual(['nosniff', 'SAMEORIGIN']);
    expect(await page.text()).toBe(spa.index);
    const etag = page.headers.get('etag');
    expect(etag).toBeTruthy();
    // As a browser revalidates (fetch would add `cache-control: no-cache` to a conditional request otherwise).
    const again = await get('/tis/login', { 'accept-encoding': 'br', 'if-none-match': etag ?? '', 'cache-control': 'max-age=0' });
    expect(again.status).toBe(304);

    const config = await get('/tis/config.js');
    expect([config.status, config.headers.get('cache-control'), config.headers.get('x-content-type-options')]).toEqual([200, 'no-cache', 'nosniff']);
    expect(config.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await config.text()).toContain('environment: "test"');
    const configTag = config.headers.get('etag');
    expect(configTag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await get('/tis/config.js', { 'if-none-match': `W/${configTag}`, 'cache-control': 'max-age=0' })).status).toBe(304);
    expect((await get('/tis/config.js', { 'if-none-match': '"other"', 'cache-control': 'max-age=0' })).status).toBe(200);
  });
});
