import { Readable } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { API_PREFIX, BASES, isBaseName, SERVICE_NAMES } from '@tis/contracts';
import type { PlatformConfig } from '@tis/nest';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { baseOfUrl, sendError } from './edge.js';

/** Distributed mode: every /tis/api/<base>/… request goes to the base's owner (ARCHITECTURE.md "Requests"). */
export async function registerProxy(app: NestFastifyApplication, config: PlatformConfig, logger: Logger): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const missing = SERVICE_NAMES.filter((s) => !config.TIS_SERVICE_URLS[s]);
  if (missing.length > 0) throw new Error(`TIS_SERVICE_URLS lacks ${missing.join(', ')}`);
  const longest = Math.max(...Object.values(BASES).map((b) => b.timeoutMs));
  await fastify.register(replyFrom, {
    // Fastify's own logger is off (the platform logs requests with pino): no log call per request.
    disableRequestLogging: true,
    undici: { connections: 128, pipelining: 1, keepAliveTimeout: 60_000, headersTimeout: longest + 1000, bodyTimeout: longest + 1000 },
  });
  // Multipart bodies arrive as streams (registerMultipartStream) and go to the owner untouched.

  const forward = async (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const base = baseOfUrl(req.url);
    if (!base || !isBaseName(base)) return sendError(req, reply, 'notFound');
    const target = config.TIS_SERVICE_URLS[BASES[base].owner];
    if (!target) return sendError(req, reply, 'serviceUnavailable');
    const isForm = (req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const body =
      req.body && typeof req.body === 'object' && !(req.body instanceof Readable)
        ? isForm
          ? new URLSearchParams(req.body as Record<string, string>).toString()
          : JSON.stringify(req.body)
        : undefined;
    return reply.from(`${target}${req.url}`, {
      ...(body !== undefined ? { body, contentType: req.headers['content-type'] ?? 'application/json' } : {}),
      // `headers` is reply-from's own copy of the request's headers: set on it, no second copy.
      rewriteRequestHeaders: (_r, headers) => {
        headers['x-request-id'] = req.id;
        headers['x-forwarded-for'] = req.ip;
        return headers;
      },
      onResponse: (_request, r, res) => {
        // With undici, reply-from hands over undici's answer (status, headers, body stream), not a ServerResponse.
        const upstream = res as unknown as { headers: Record<string, string | string[] | undefined>; stream: Readable };
        relay(r, upstream.stream, upstream.headers['content-length'], (err) => {
          logger.warn({ err, base, target, reqId: req.id }, 'upstream answer broke off');
        });
      },
      onError: (r, { error }) => {
        logger.warn({ err: error, base, target, reqId: req.id }, 'upstream failed');
        if (!r.sent) sendError(req, reply, 'serviceUnavailable');
      },
    });
  };
  fastify.all(`${API_PREFIX}/*`, forward);
  fastify.all(API_PREFIX, forward);
}

/** Answers up to this size are read whole and sent as one buffer; larger ones (downloads) stream through. */
const WHOLE_BODY_MAX = 64 * 1024;

/** What `relay` needs of a reply (reply-from's callbacks type it for any raw server). */
interface Relayed {
  send(payload: Buffer | Readable): unknown;
  raw: { destroy(error?: Error): unknown };
}

/**
 * Sends an upstream answer on, its status and headers already copied by reply-from: a small one
 * (its content-length known) as one buffer, which spares every JSON answer the stream piping (about
 * 0.05–0.1 ms per request through the gateway, bench S3); anything else as the stream. An answer
 * that breaks off before its end closes the connection, as a broken stream does.
 */
function relay(reply: Relayed, body: Readable, contentLength: string | string[] | undefined, onBroken: (err: Error) => void): void {
  const length = typeof contentLength === 'string' ? Number(contentLength) : Number.NaN;
  if (!(length >= 0 && length <= WHOLE_BODY_MAX)) {
    reply.send(body);
    return;
  }
  const chunks: Buffer[] = [];
  body.on('data', (chunk: Buffer) => chunks.push(chunk));
  body.once('end', () => {
    reply.send(chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks));
  });
  body.once('error', (err) => {
    onBroken(err);
    reply.raw.destroy(err);
  });
}
