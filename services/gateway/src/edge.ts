import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX, type BaseName, BASES, ERROR_CODES, type ErrorName, filterScripts, isBaseName, TisError } from '@tis/contracts';
import { BODY_LIMIT, OBJECT_STORAGE, type ObjectStorage, type OnRequestStep, type PlatformConfig, sendEnvelope, SessionResolver, TokenService, tokenOf, toEnvelope, languageOf } from '@tis/nest';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { apiReferencePage } from './api-reference.js';
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

async function registerFiles(fastify: FastifyInstance, app: NestFastifyApplication): Promise<void> {
  const storage = app.get<ObjectStorage>(OBJECT_STORAGE);
  const tokens = app.get(TokenService);
  const sessions = app.get(SessionResolver);
  const serve = async (req: FastifyRequest<{ Params: { '*': string }; Querystring: { exp?: string; sig?: string } }>, reply: FastifyReply) => {
    const key = req.params['*'];
    const path = req.url.split('?')[0] ?? '';
    if (!tokens.verifyPath(path, req.query.exp, req.query.sig)) {
      try {
        await sessions.resolve(tokenOf(req));
      } catch {
        return sendError(req, reply, 'unauthorized');
      }
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
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`);
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
  fastify.get('/tis/api-docs', async (_req, reply) =>
    reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', "default-src 'self'; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'").send(apiReferencePage()),
  );
}

const SPA_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** The SPA at /tis/ with history-mode fallback to index.html; unknown API paths stay envelope 404s. */
async function registerSpa(fastify: FastifyInstance, config: PlatformConfig): Promise<void> {
  const root = resolve(config.TIS_WEB_DIR ?? 'web/dist');
  const hasSpa = existsSync(join(root, 'index.html'));
  if (hasSpa) await fastify.register(fastifyStatic, { root, serve: false });
  const configScript = runtimeConfigScript(root, { overseas: config.TIS_OVERSEAS, environment: config.TIS_ENVIRONMENT });
  fastify.get('/tis', async (_req, reply) => reply.redirect('/tis/'));
  fastify.get('/tis/*', async (req, reply) => {
    const path = (req.params as { '*': string })['*'];
    if (req.url.startsWith(`${API_PREFIX}/`) || req.url === API_PREFIX) return sendError(req, reply, 'notFound');
    if (!hasSpa) return sendError(req, reply, 'notFound');
    void reply.header('content-security-policy', SPA_CSP).header('x-content-type-options', 'nosniff').header('x-frame-options', 'SAMEORIGIN');
    if (path === 'config.js') {
      return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(configScript);
    }
    if (/\.[A-Za-z0-9]{1,8}$/.test(path) && !path.includes('..')) {
      const immutable = path.startsWith('assets/');
      if (existsSync(join(root, path))) {
        return reply.sendFile(path, { cacheControl: false, headers: { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' } } as never);
      }
      return sendError(req, reply, 'notFound');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

