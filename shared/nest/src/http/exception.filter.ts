import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import { ERROR_CODES, TisError, translate, type ErrorName, type Envelope } from '@tis/contracts';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { type Observable, throwError } from 'rxjs';
import { type z, ZodError } from 'zod';
import { isTransientFailure } from '../events/failure.js';
import { toWire } from '../rpc/wire.js';
import { sendEnvelope } from './envelope.hook.js';
import { languageOf, type TisRequest } from './request-context.js';

/** HTTP statuses that arrive without a domain error (routing, body parsing, limits) and their codes. */
const BY_STATUS: Record<number, ErrorName> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'notFound',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'rateLimited',
  503: 'serviceUnavailable',
  504: 'gatewayTimeout',
};

/** One validation problem: where (a field or query parameter, by name) and what. */
function issueText(issue: z.core.$ZodIssue): string {
  // A field or query parameter the route does not declare: named, never "(body)".
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${[...issue.path, key].join('.')}: validation.unknownField`).join('; ');
  return `${issue.path.join('.') || '(body)'}: ${issue.message}`;
}

/** What any thrown value becomes: one domain error with its params. */
export function toTisError(error: unknown): TisError {
  if (error instanceof TisError) return error;
  if (error instanceof ZodError) return new TisError('validation', { detail: error.issues.map(issueText).join('; ') });
  // The database (or a peer) is unreachable or busy (classifyFailure): "try again later", not a bug.
  if (isTransientFailure(error)) return new TisError('serviceUnavailable');
  const status =
    error instanceof HttpException
      ? error.getStatus()
      : typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
  const name = BY_STATUS[status];
  if (name === 'validation') return new TisError('validation', { detail: (error as Error).message });
  return new TisError(name ?? 'internal');
}

/** Translates the message keys a validation detail may carry. */
function translateDetail(lang: string, detail: string | number | undefined): string | undefined {
  if (typeof detail !== 'string') return undefined;
  return detail.replace(/\b(validation|error)\.[A-Za-z0-9_.]+/g, (key) => translate(lang, key));
}

export function toEnvelope(error: TisError, lang: string): Envelope {
  const params = { ...error.params };
  const detail = translateDetail(lang, params['detail']);
  if (detail !== undefined) params['detail'] = detail;
  return { code: error.code, mesg: translate(lang, error.key, params), data: (error.data ?? null) };
}

/** The one filter of the HTTP transport: every failure becomes an envelope, never a stack trace. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<never> | undefined {
    // Service-to-service calls: the domain error travels as its name and params.
    if (host.getType() === 'rpc') return throwError(() => toWire(exception));
    const http = host.switchToHttp();
    const req = http.getRequest<TisRequest>();
    const reply = http.getResponse<FastifyReply>();
    const error = toTisError(exception);
    if (error.errorName === 'internal') {
      this.logger.error({ err: exception, reqId: req.id, url: req.url }, 'unhandled error');
    } else if (error !== exception && error.errorName === 'serviceUnavailable') {
      this.logger.warn({ err: exception, reqId: req.id, url: req.url }, 'infrastructure unavailable');
    }
    if (reply.sent) return undefined;
    void sendEnvelope(reply, ERROR_CODES[error.errorName].http, toEnvelope(error, languageOf(req)));
  }
}
