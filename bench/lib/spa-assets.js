/**
 * What a built Vite app loads, read from its files (S7): the scripts and module preloads of
 * index.html (the entry and everything it imports statically — Vite lists them all), the lazy
 * chunks the entry imports (`import("./x.js")`) with the files Vite preloads with each of them
 * (`__vite__mapDeps([…])`, indexes into one table of paths), and the sizes of files as sent.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The script and module-preload URLs of an index.html, in document order.
 * @param {string} html
 * @returns {{ scripts: string[], modulePreloads: string[] }}
 */
export function entryAssets(html) {
  const scripts = [];
  const modulePreloads = [];
  for (const match of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const tag = /** @type {string} */ (match[1]).toLowerCase();
    const attrs = /** @type {string} */ (match[2]);
    const attr = (/** @type {string} */ name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(attrs)?.[1];
    if (tag === 'script' && attr('type') === 'module' && attr('src')) scripts.push(/** @type {string} */ (attr('src')));
    if (tag === 'link' && attr('rel') === 'modulepreload' && attr('href')) modulePreloads.push(/** @type {string} */ (attr('href')));
  }
  return { scripts, modulePreloads };
}

/**
 * A URL of the app (`/tis/assets/x.js`) as a path inside its build directory (`assets/x.js`).
 * @param {string} url @param {string} base the app's base, e.g. `/tis/` or `/`
 */
export function distPathOf(url, base) {
  const path = url.split(/[?#]/)[0] ?? url;
  if (!path.startsWith(base)) throw new RangeError(`${url} is not under the app's base ${base}`);
  return path.slice(base.length);
}

/**
 * The lazy chunks a (minified) chunk imports and, for each, the files Vite preloads with it
 * (`__vite__mapDeps`: the chunk itself first, then its static imports and CSS), as paths inside
 * the build directory. `chunkDir` is the directory of the importing chunk (`assets/`).
 * @param {string} source @param {string} [chunkDir]
 * @returns {{ file: string, deps: string[] }[]}
 */
export function lazyChunks(source, chunkDir = 'assets/') {
  const table = /m\.f\s*=\s*(\[[^\]]*\])/.exec(source);
  /** @type {string[]} */
  const paths = table ? JSON.parse(/** @type {string} */ (table[1])) : [];
  /** @type {Map<string, string[]>} */
  const chunks = new Map();
  // Each lazy import, and the __vite__mapDeps([...]) of the same preload call when there is one
  // (up to the next import(), so the deps of one call never go to another).
  const imports = [...source.matchAll(/import\(\s*(["'`])\.\/([^"'`]+\.js)\1\s*\)/g)];
  imports.forEach((match, i) => {
    const file = `${chunkDir}${match[2]}`;
    const end = imports[i + 1]?.index ?? source.length;
    const tail = source.slice(/** @type {number} */ (match.index) + match[0].length, end);
    const deps = /__vite__mapDeps\(\[([\d,\s]*)\]\)/.exec(tail);
    const files = deps
      ? /** @type {string} */ (deps[1])
          .split(',')
          .filter((s) => s.trim() !== '')
          .map((s) => {
            const path = paths[Number(s)];
            if (path === undefined) throw new RangeError(`__vite__mapDeps index ${s} is not in the table of ${paths.length} paths`);
            return path;
          })
      : [file];
    if (!files.includes(file)) files.unshift(file);
    const known = chunks.get(file) ?? [];
    chunks.set(file, [...new Set([...known, ...files])]);
  });
  return [...chunks].map(([file, deps]) => ({ file, deps }));
}

/** `login-page-BXCZlMsf.js` → `login-page` (Vite's 8-character content hash dropped). @param {string} file */
export function chunkName(file) {
  const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.js$/, '');
  return base.replace(/-[A-Za-z0-9_-]{8}$/, '');
}

/** The JavaScript files of a list, each once, in first-seen order. @param {Iterable<string>} files */
export function jsFiles(files) {
  return [...new Set([...files].filter((f) => f.endsWith('.js')))];
}

/**
 * Sizes of files of a build directory, cached per file: raw, and as the gateway sends them to a
 * browser that accepts brotli — the `.br` the build left beside the file (web/vite.config.ts
 * `precompress`), else the file itself.
 */
export class BuiltSizes {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
    /** @type {Map<string, { raw: number, br: number }>} */
    this.cache = new Map();
  }

  /** @param {string} file path inside the build directory */
  of(file) {
    let size = this.cache.get(file);
    if (!size) {
      const path = join(this.dir, file);
      const raw = statSync(path).size;
      size = { raw, br: existsSync(`${path}.br`) ? statSync(`${path}.br`).size : raw };
      this.cache.set(file, size);
    }
    return size;
  }

  /** Sum over files (each counted once). @param {Iterable<string>} files */
  total(files) {
    let raw = 0;
    let br = 0;
    let count = 0;
    for (const file of new Set(files)) {
      const size = this.of(file);
      raw += size.raw;
      br += size.br;
      count++;
    }
    return { raw, br, count };
  }
}
