import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../vite.config';

/** The build step that leaves `.br` and `.gz` beside the built files, for the gateway to send (issue 14 item 18). */
describe('precompress (web/vite.config.ts)', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function build(files: Record<string, string | Buffer>): Promise<string> {
    dir = mkdtempSync(join(tmpdir(), 'tis-precompress-'));
    const out = join(dir, 'dist');
    for (const [file, body] of Object.entries(files)) {
      mkdirSync(join(out, file, '..'), { recursive: true });
      writeFileSync(join(out, file), body);
    }
    const plugin = precompress();
    (plugin.configResolved as (config: unknown) => void)({ root: dir, build: { outDir: 'dist' } });
    await (plugin.closeBundle as () => Promise<void>)();
    return out;
  }

  it('writes brotli and gzip copies of text files of 1 KB or more, and of nothing else', async () => {
    const js = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ row: i })))};`;
    const html = `<!doctype html>${'<p>text</p>'.repeat(200)}`;
    const out = await build({
      'assets/index-Ab12Cd34.js': js,
      'assets/index-Ef56Gh78.css': `.a{color:red}`.repeat(100),
      'index.html': html,
      'config.js': 'window.__TIS_CONFIG__ = {};',
      'assets/logo-Ij90Kl12.png': Buffer.alloc(4096, 1),
    });
    expect(brotliDecompressSync(readFileSync(join(out, 'assets/index-Ab12Cd34.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(out, 'assets/index-Ab12Cd34.js.gz'))).toString()).toBe(js);
    expect(brotliDecompressSync(readFileSync(join(out, 'index.html.br'))).toString()).toBe(html);
    expect(existsSync(join(out, 'assets/index-Ef56Gh78.css.br'))).toBe(true);
    // Small files and images gain nothing.
    expect(existsSync(join(out, 'config.js.br'))).toBe(false);
    expect(existsSync(join(out, 'config.js.gz'))).toBe(false);
    expect(existsSync(join(out, 'assets/logo-Ij90Kl12.png.br'))).toBe(false);
  });
});
