import { createHash } from 'node:crypto';
import { BASE_NAMES, BASES } from '@tis/contracts';

/** The API reference page and the Content-Security-Policy it is served with. */
export interface ApiReference {
  html: string;
  csp: string;
}

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A self-contained page that lists every base and renders its OpenAPI document. Its one style and
 * one script are allowed by their hashes, nothing else runs, and no page may frame it.
 */
export function apiReference(): ApiReference {
  const bases = JSON.stringify(BASE_NAMES.map((b) => ({ base: b, owner: BASES[b].owner, timeoutMs: BASES[b].timeoutMs })));
  const style = `
body{font:14px/1.5 system-ui,sans-serif;margin:0;display:flex;min-height:100vh;color:#1f2328}
nav{width:240px;background:#f6f8fa;border-right:1px solid #d0d7de;padding:12px;box-sizing:border-box}
nav a{display:block;padding:4px 8px;border-radius:4px;color:#0969da;text-decoration:none;cursor:pointer}
nav a.active{background:#0969da;color:#fff}
main{flex:1;padding:16px 24px}
.op{border:1px solid #d0d7de;border-radius:6px;margin:8px 0;padding:8px 12px}
.m{display:inline-block;min-width:56px;font-weight:600;text-transform:uppercase}
.get{color:#1a7f37}.post{color:#0969da}.put{color:#9a6700}.delete{color:#cf222e}
code{background:#f6f8fa;padding:1px 4px;border-radius:4px}
pre{background:#f6f8fa;padding:8px;overflow:auto;max-height:300px}
`;
  const script = `
const bases = ${bases};
const nav = document.getElementById('bases');
const main = document.getElementById('main');
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]));
async function show(b, link) {
  document.querySelectorAll('nav a').forEach((a) => a.classList.remove('active'));
  link.classList.add('active');
  main.textContent = 'Loading…';
  try {
    const doc = await (await fetch('/tis/api/' + b.base + '/openapi.json')).json();
    let html = '<h2>/api/' + esc(b.base) + '</h2><p>' + esc(doc.info.description) + ' Timeout ' + (b.timeoutMs / 1000) + ' s.</p>';
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const params = (op.parameters || []).map((p) => '<code>' + esc(p.name) + '</code> (' + esc(p.in) + (p.required ? ', required' : '') + ')').join(', ');
        html += '<div class="op"><span class="m ' + method + '">' + method + '</span> <code>' + esc(path) + '</code><div>' + esc(op.summary) + '</div>'
          + (params ? '<div>Parameters: ' + params + '</div>' : '')
          + '<div>Access: <code>' + esc(JSON.stringify(op['x-tis-access'])) + '</code></div>'
          + '<details><summary>Schemas</summary><pre>' + esc(JSON.stringify({ requestBody: op.requestBody, response: op.responses['200'] }, null, 2)) + '</pre></details></div>';
      }
    }
    main.innerHTML = html;
  } catch (e) { main.textContent = 'Cannot load: ' + e; }
}
for (const b of bases) {
  const a = document.createElement('a');
  a.textContent = b.base + ' → ' + b.owner;
  a.onclick = () => show(b, a);
  nav.appendChild(a);
}
`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>TIS API reference</title>
<style>${style}</style></head>
<body><nav><h3>TIS API</h3><div id="bases"></div></nav><main id="main">Choose a base.</main>
<script>${script}</script></body></html>`;
  const csp = [
    "default-src 'none'",
    `script-src ${sha256(script)}`,
    `style-src ${sha256(style)}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
