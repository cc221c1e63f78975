// Sums the JS a first visit to the login page loads: index.html's entry and modulepreloads, then the
// lazy login-page chunk and its static imports. Run after `vite build`: node scripts/login-bundle-size.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const html = readFileSync(`${dist}/index.html`, 'utf8');
const files = new Set([...html.matchAll(/(?:src|href)="\/tis\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
const login = readdirSync(`${dist}/assets`).find((f) => f.startsWith('login-page') && f.endsWith('.js'));
const queue = [`assets/${login}`];
while (queue.length) {
  const f = queue.pop();
  if (files.has(f) && f !== `assets/${login}`) continue;
  files.add(f);
  for (const m of readFileSync(`${dist}/${f}`, 'utf8').matchAll(/from\s*"\.\/([^"]+\.js)"|import\s*"\.\/([^"]+\.js)"/g)) {
    const dep = `assets/${m[1] ?? m[2]}`;
    if (!files.has(dep)) queue.push(dep);
  }
}
let raw = 0, gz = 0;
for (const f of [...files].sort()) {
  const b = readFileSync(`${dist}/${f}`);
  const g = gzipSync(b, { level: 9 }).length;
  raw += b.length; gz += g;
  console.log(`${f.padEnd(48)} ${String(b.length).padStart(8)} ${String(g).padStart(8)}`);
}
console.log(`TOTAL login initial JS: ${(raw / 1024).toFixed(1)} kB raw, ${(gz / 1024).toFixed(1)} kB gzip`);
