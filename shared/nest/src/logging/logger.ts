import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import type { PlatformConfig } from '../config/config.js';
import { currentCorrelationId } from './correlation.js';

/** Keys whose values never reach a log line. */
const REDACT = [
  'password',
  '*.password',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
];

export function createLogger(config: Pick<PlatformConfig, 'TIS_LOG_LEVEL' | 'TIS_LOG_FORMAT'>, name: string): Logger {
  return pino({
    name,
    level: config.TIS_LOG_LEVEL,
    redact: { paths: REDACT, censor: '[redacted]' },
    base: { service: name },
    mixin: () => {
      const correlationId = currentCorrelationId();
      return correlationId ? { correlationId } : {};
    },
    ...(config.TIS_LOG_FORMAT === 'pretty'
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l' } } }
      : {}),
  });
}

/** Nest's own messages (bootstrap, routes) go to the same pino logger. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
