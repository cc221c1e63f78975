/**
 * A baseline server, run as its own process. Prints `listening on <port>` when ready; stops on
 * SIGTERM / SIGINT.
 *
 * - `fastify <port> <body.json> <path>` / `node <port> <body.json> <path>`: answers GET <path>
 *   with the JSON object read from <body.json> (a copy of a real portal answer), serialised per
 *   request like any handler would, as `application/json; charset=utf-8` — a bare Fastify 5 app
 *   (no logger, no hooks, no plugins, one route) or raw node:http (one `if`).
 * - `fastify-bytes <port> <body file> <path> <headers.json>`: a bare Fastify 5 app answering GET
 *   <path> with the file's bytes as they are and the given headers (e.g. an already gzipped body
 *   with `content-encoding: gzip`): what a static file server does, the lower bound of any handler.
 * - `static <port> <dir>`: raw node:http serving the files of a built single-page app from <dir>
 *   at `/` (index.html for paths without a file extension), precompressed like the portal serves
 *   web/dist: the `.br` or `.gz` the build left beside a file when the request accepts it (brotli
 *   first at equal q), with `Vary: Accept-Encoding`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import Fastify from 'fastify';

const [kind, portText, source, path, headersFile] = process.argv.slice(2);
const port = Number(portText);
const KINDS = ['fastify', 'node', 'fastify-bytes', 'static'];
if (!KINDS.includes(kind ?? '') || !Number.isInteger(port) || !source || (kind !== 'static' && !path) || (kind === 'fastify-bytes' && !headersFile)) {
  console.error(
    'usage: baseline-server.js <fastify|node> <port> <body.json> <path>\n' +
      '       baseline-server.js fastify-bytes <port> <body file> <path> <headers.json>\n' +
      '       baseline-server.js static <port> <dir>',
  );
  process.exit(2);
}
const HOST = '127.0.0.1';

/** @type {() => Promise<unknown>} */
let close;
if (kind === 'fastify' || kind === 'fastify-bytes') {
  const app = Fastify({ logger: false });
  if (kind === 'fastify') {
    const answer = JSON.parse(readFileSync(source, 'utf8'));
    app.get(String(path), async (_req, reply) => {
      reply.type('application/json; charset=utf-8');
      return answer;
    });
  } else {
    const bytes = readFileSync(source);
    /** @type {Record<string, string>} */
    const headers = JSON.parse(readFileSync(String(headersFile), 'utf8'));
    app.get(String(path), async (_req, reply) => reply.headers(headers).send(bytes));
  }
  await app.listen({ host: HOST, port });
  close = () => app.close();
} else {
  const server = kind === 'node' ? jsonServer(source, String(path)) : staticServer(source);
  server.keepAliveTimeout = 72_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(undefined));
  });
  close = () => new Promise((resolve) => server.close(() => resolve(undefined)));
}
console.log(`listening on ${port}`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    void Promise.resolve(close()).finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 2_000).unref();
  });
}

/** @param {string} bodyFile @param {string} jsonPath */
function jsonServer(bodyFile, jsonPath) {
  const answer = JSON.parse(readFileSync(bodyFile, 'utf8'));
  return createServer((req, res) => {
    if (req.method === 'GET' && req.url === jsonPath) {
      const body = JSON.stringify(answer);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    } else {
      res.writeHead(404).end();
    }
  });
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** @param {string} root */
function staticServer(root) {
  return createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const relative = normalize(pathname).replace(/^([/\\])+/, '');
    const hasExtension = /\.[A-Za-z0-9]{1,8}$/.test(relative);
    const file = join(root, hasExtension && !relative.includes('..') ? relative : 'index.html');
    if (req.method !== 'GET' || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    const encoding = encodingFor(req.headers['accept-encoding'], file);
    const body = readFileSync(encoding ? `${file}${ENCODED[encoding]}` : file);
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream';
    const immutable = relative.startsWith('assets/');
    res.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(body);
  });
}

/** The precompressed files beside a built file, in order of preference. */
const ENCODED = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send `file` in: the accepted one (q > 0, `*` counting for any) with the highest
 * q whose file the build left, brotli first at equal q; undefined for the file itself.
 * @param {string | undefined} header Accept-Encoding @param {string} file
 * @returns {keyof typeof ENCODED | undefined}
 */
function encodingFor(header, file) {
  /** @type {Map<string, number>} */
  const q = new Map();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name.trim()) q.set(name.trim(), weight === undefined ? 1 : Number(weight.slice(2)));
  }
  /** @type {keyof typeof ENCODED | undefined} */
  let best;
  let bestQ = 0;
  for (const encoding of /** @type {(keyof typeof ENCODED)[]} */ (Object.keys(ENCODED))) {
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ && existsSync(`${file}${ENCODED[encoding]}`)) {
      best = encoding;
      bestQ = weight;
    }
  }
  return best;
}
