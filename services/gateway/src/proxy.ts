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
      rewriteRequestHeaders: (_r, headers) => ({
        ...headers,
        'x-request-id': req.id,
        'x-forwarded-for': req.ip,
      }),
      onError: (r, { error }) => {
        logger.warn({ err: error, base, target, reqId: req.id }, 'upstream failed');
        if (!r.sent) sendError(req, reply, 'serviceUnavailable');
      },
    });
  };
  fastify.all(`${API_PREFIX}/*`, forward);
  fastify.all(API_PREFIX, forward);
}
