import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX, type BaseName, BASES, ERROR_CODES, type ErrorName, FILECONVERTER_FILE_OWNER, type FileOwnerAnswer, filesReadablePattern, filterScripts, isBaseName, isServiceName, parseRecordOwner, TisError } from '@tis/contracts';
import { BODY_LIMIT, OBJECT_STORAGE, type ObjectStorage, type OnRequestStep, type PlatformConfig, SERVICE_CLIENT, sendEnvelope, type ServiceClient, SessionResolver, TokenService, tokenOf, toEnvelope, languageOf } from '@tis/nest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { apiReference } from './api-reference.js';
import { InFlightDeadlines } from './deadlines.js';
import { parseRange } from './range.js';
import { createRateCounter } from './rate-limit.js';
import { runtimeConfigScript } from './runtime-config-script.js';

const RATE_WINDOW_MS = 60_000;

export function sendError(req: FastifyRequest, reply: FastifyReply, name: ErrorName, data?: unknown): FastifyReply {
  return sendEnvelope(reply, ERROR_CODES[name].http, toEnvelope(new TisError(name, {}, data), languageOf(req)));
}

/** The base of an API path, or undefined when the path is not under /tis/api/<base>/. */
export function baseOfUrl(url: string): string | undefined {
  if (!url.startsWith(`${API_PREFIX}/`)) return undefined;
  return url.slice(API_PREFIX.length + 1).split(/[/?#]/, 1)[0];
}

export interface EdgeOptions {
  /** Overrides the spec's timeout of a base (tests of the timeout path). */
  timeoutMs?: (base: BaseName) => number;
}

/**
 * What the gateway does in front of the services, in both modes: rate limit per client IP,
 * the spec's timeouts per base, the anti-script filter on bodies, files from storage with Range,
 * the SPA with history fallback, and the API reference.
 */
export async function registerEdge(app: NestFastifyApplication, config: PlatformConfig, logger: Logger, options: EdgeOptions): Promise<OnRequestStep> {
  const fastify = app.getHttpAdapter().getInstance();
  const counter = await createRateCounter(config.TIS_REDIS_URL);
  fastify.addHook('onClose', async () => counter.close());

  const deadlines = new InFlightDeadlines(options.timeoutMs ?? ((base) => BASES[base].timeoutMs), (req, reply) => {
    void sendError(req, reply, 'gatewayTimeout');
  });
  fastify.addHook('onClose', (_instance, done) => {
    deadlines.stop();
    done();
  });

  // The per-request step (run inside the platform's onRequest hook): the rate limit per client IP
  // (req.ip honours TIS_TRUSTED_PROXIES only) and the spec's timeout of the request's base.
  const onRequest: OnRequestStep = (req, reply, done) => {
    const url = req.url;
    const api = url.startsWith(`${API_PREFIX}/`);
    if (!api && !url.startsWith('/tis/file/') && !url.startsWith('/tis/miniofile/')) {
      done();
      return;
    }
    const admit = (count: number): void => {
      if (count > config.TIS_RATE_LIMIT_PER_MINUTE) {
        void reply.header('retry-after', String(RATE_WINDOW_MS / 1000));
        sendError(req, reply, 'rateLimited');
        return;
      }
      const base = api ? baseOfUrl(url) : undefined;
      if (base && isBaseName(base)) deadlines.track(base, req, reply);
      done();
    };
    const counted = counter.hit(req.ip, RATE_WINDOW_MS);
    if (typeof counted === 'number') {
      admit(counted);
      return;
    }
    counted.then(admit, (err: unknown) => {
      logger.warn({ err }, 'rate counter unavailable; request let through');
      done();
    });
  };

  // Anti-script filter on every JSON and form body as it is parsed (spec section 5): requests
  // without a body pay nothing. Sanitising rich text on save remains the defence.
  fastify.removeContentTypeParser('application/x-www-form-urlencoded');
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => {
    done(null, filterScripts(Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8')))));
  });
  const parseJson = fastify.getDefaultJsonParser('error', 'ignore');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    void parseJson(req, typeof body === 'string' ? body : body.toString('utf8'), (err, value) => {
      if (err) done(err, undefined);
      else done(null, filterScripts(value));
    });
  });

  await registerFiles(fastify, app);
  registerApiReference(fastify);
  await registerSpa(fastify, config);
  return onRequest;
}

/**
 * Stored files are whatever users uploaded: opened on the portal's origin they run nothing (a
 * sandbox, no sources; inline styles only for the browser's own image viewer), and only raster
 * images show in the tab — anything else (PDFs, HTML, SVG) is downloaded. The SPA fetches files
 * with the session's token and shows them from object URLs, which these headers do not touch.
 */
const STORED_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const INLINE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/bmp']);

function isInlineImage(contentType: string): boolean {
  return INLINE_IMAGE_TYPES.has((contentType.split(';', 1)[0] ?? '').trim().toLowerCase());
}

async function registerFiles(fastify: FastifyInstance, app: NestFastifyApplication): Promise<void> {
  const storage = app.get<ObjectStorage>(OBJECT_STORAGE);
  const tokens = app.get(TokenService);
  const sessions = app.get(SessionResolver);
  const services = app.get<ServiceClient>(SERVICE_CLIENT);
  const mayRead = async (key: string, token: string): Promise<boolean> => {
    const { referencedBy } = await services.send<FileOwnerAnswer>('fileconverter', FILECONVERTER_FILE_OWNER, { key });
    const owner = parseRecordOwner(referencedBy);
    if (!owner) return true;
    if (!isServiceName(owner.service)) return false;
    return services.send<boolean>(owner.service, filesReadablePattern(owner.service), { kind: owner.kind, id: owner.id, token });
  };
  const serve = async (req: FastifyRequest<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>, reply: FastifyReply) => {
    const key = req.params['*'];
    const path = req.url.split('?')[0] ?? '';
    if (!tokens.verifyPath(path, req.query.exp, req.query.sig)) {
      try {
        await sessions.resolve(tokenOf(req));
      } catch {
        return sendError(req, reply, 'unauthorized');
      }
      // A file of one record (a document's photo) is read only by those who may read the record;
      // to others it does not exist.
      if (!(await mayRead(key, tokenOf(req)))) return sendError(req, reply, 'notFound');
    }
    let stat;
    try {
      stat = await storage.stat(key);
    } catch {
      return sendError(req, reply, 'notFound');
    }
    if (!stat) return sendError(req, reply, 'notFound');
    const range = parseRange(req.headers.range, stat.size);
    if (range === 'invalid') {
      return reply.status(416).header('content-range', `bytes */${stat.size}`).send();
    }
    const fileName = key.split('/').pop() ?? 'file';
    void reply
      .header('content-type', stat.contentType)
      .header('accept-ranges', 'bytes')
      .header('last-modified', stat.modifiedAt.toUTCString())
      .header('cache-control', 'private, max-age=300')
      .header('content-security-policy', STORED_FILE_CSP)
      .header('content-disposition', `${isInlineImage(stat.contentType) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(fileName)}`);
    if (range) {
      void reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`).header('content-length', range.end - range.start + 1);
    } else {
      void reply.header('content-length', stat.size);
    }
    if (req.method === 'HEAD') return reply.send();
    return reply.send(await storage.get(key, range));
  };
  for (const prefix of ['/tis/file/*', '/tis/miniofile/*']) {
    fastify.route({ method: ['GET', 'HEAD'], url: prefix, handler: serve });
  }
}

function registerApiReference(fastify: FastifyInstance): void {
  const page = apiReference();
  fastify.get('/tis/api-docs', async (_req, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', page.csp)
      .header('x-frame-options', 'DENY')
      .header('cache-control', 'no-cache')
      .send(page.html),
  );
}

const SPA_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  // pdf.js's worker (the privacy policy viewer) is one of the SPA's own files.
  "worker-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Only the enterprise-chat QR login (login tab 1) frames a page: the provider's https page, set per deployment.
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** Hashed file names (Vite's assets/): a new build has new names, so a browser keeps them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, config.js, public files): kept, but revalidated (ETag / Last-Modified → 304) on every use. */
const REVALIDATE = 'no-cache';
/** Classic scripts and styles: never a document (module workers are `.mjs`). */
const SUBRESOURCE = /\.(?:js|css)$/;

/**
 * The SPA at /tis/ with history-mode fallback to index.html; unknown API paths stay envelope 404s.
 * Files go out precompressed when the build left `.br` / `.gz` beside them (web/vite.config.ts
 * `precompress`) and the request accepts that encoding (Accept-Encoding with q-values, brotli
 * first), with `Vary: Accept-Encoding`.
 */
async function registerSpa(fastify: FastifyInstance, config: PlatformConfig): Promise<void> {
  const root = resolve(config.TIS_WEB_DIR ?? 'web/dist');
  const hasSpa = existsSync(join(root, 'index.html'));
  // cacheControl off: @fastify/send would write its own `public, max-age=0` over the header set here.
  if (hasSpa) await fastify.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });
  const configScript = runtimeConfigScript(root, { overseas: config.TIS_OVERSEAS, environment: config.TIS_ENVIRONMENT });
  const configEtag = `"${createHash('sha256').update(configScript).digest('base64url').slice(0, 27)}"`;
  fastify.get('/tis', async (_req, reply) => reply.redirect('/tis/'));
  fastify.get('/tis/*', async (req, reply) => {
    const path = (req.params as { '*': string })['*'];
    if (req.url.startsWith(`${API_PREFIX}/`) || req.url === API_PREFIX) return sendError(req, reply, 'notFound');
    if (!hasSpa) return sendError(req, reply, 'notFound');
    // The page's policy and framing rule belong to documents (and workers): not repeated on each of
    // the ~70 scripts and styles of a first load, where browsers ignore them.
    if (!SUBRESOURCE.test(path)) void reply.header('content-security-policy', SPA_CSP).header('x-frame-options', 'SAMEORIGIN');
    if (path === 'config.js') {
      void reply.header('cache-control', REVALIDATE).header('etag', configEtag);
      if (namesTag(req.headers['if-none-match'], configEtag)) return reply.status(304).send();
      return reply.header('content-type', 'text/javascript; charset=utf-8').send(configScript);
    }
    if (/\.[A-Za-z0-9]{1,8}$/.test(path) && !path.includes('..')) {
      if (existsSync(join(root, path))) {
        return reply.header('cache-control', path.startsWith('assets/') ? IMMUTABLE : REVALIDATE).sendFile(path);
      }
      return sendError(req, reply, 'notFound');
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}

/** `If-None-Match` names `etag` (`*`, or one of a list; `W/` compares weakly, as RFC 9110 says for GET). */
function namesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
