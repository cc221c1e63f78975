import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import formbody from '@fastify/formbody';
import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { DiscoveryService, NestFactory } from '@nestjs/core';
import { API_PREFIX, ERROR_CODES } from '@tis/contracts';
import { type MicroserviceOptions, Transport } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Logger } from 'pino';
import { type PlatformConfig, describeConfig, loadConfig } from '../config/config.js';
import { EndpointGate } from '../auth/endpoint-gate.js';
import { SessionResolver } from '../auth/session-resolver.js';
import { registerEnvelope, sendEnvelope } from '../http/envelope.hook.js';
import { registerMultipartStream } from '../http/multipart.js';
import { EnvelopeExceptionFilter, toEnvelope, toTisError } from '../http/exception.filter.js';
import { languageOf } from '../http/request-context.js';
import { listRoutes } from '../openapi/openapi.js';
import { enterCorrelation } from '../logging/correlation.js';
import { createLogger, PinoNestLogger } from '../logging/logger.js';
import { InProcessServer, type InProcessRegistry } from '../rpc/service-client.js';
import { releaseMemoryWhenQuiet } from './idle-memory.js';
import { PlatformCoreModule } from './platform-core.module.js';
import { IN_PROCESS_REGISTRY } from './tokens.js';

/** A step of the per-request hook: calls `done()` to go on, or answers the request itself. */
export type OnRequestStep = (req: FastifyRequest, reply: FastifyReply, done: () => void) => void;

export interface AppOptions {
  /** Process name for logs and the Kafka client id: a service name, 'gateway' or 'all-in-one'. */
  name: string;
  modules: (Type | DynamicModule)[];
  config?: PlatformConfig;
  logger?: Logger;
  /**
   * Runs on the raw Fastify instance before Nest registers routes (gateway routes, static files);
   * what it returns runs inside the platform's one onRequest hook (rate limit, timeouts).
   */
  configureFastify?: (app: NestFastifyApplication, config: PlatformConfig, logger: Logger) => Promise<OnRequestStep | undefined>;
}

/** Requests under it are API requests (not `/tis/api-docs`). */
const API_PATH = `${API_PREFIX}/`;

/** Body limit of JSON and form bodies; files go through multipart streams with their own limits. */
export const BODY_LIMIT = 10 * 1024 * 1024;

/** Builds a Nest application on Fastify with the platform's envelope, guard, logging and transports. */
export async function createApp(options: AppOptions): Promise<{ app: NestFastifyApplication; config: PlatformConfig; logger: Logger }> {
  const config = options.config ?? loadConfig();
  const logger = options.logger ?? createLogger(config, options.name);
  @Module({ imports: [PlatformCoreModule.forRoot(config, logger, options.name), ...options.modules] })
  class RootModule {}

  // No Nest middleware is used: middie and its per-request hook stay out.
  const adapter = new FastifyAdapter({
    skipMiddie: true,
    logger: false,
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.TIS_TRUSTED_PROXIES ? config.TIS_TRUSTED_PROXIES.split(',').map((s) => s.trim()) : false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(RootModule, adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
    // Bodies are parsed by Fastify's own JSON parser (which the gateway edge may wrap) and formbody.
    bodyParser: false,
  });
  const fastify = app.getHttpAdapter().getInstance();
  await fastify.register(formbody, { bodyLimit: BODY_LIMIT });
  registerMultipartStream(fastify);
  let edge: OnRequestStep | undefined;
  // Callback-style hooks: no promise per request on the hot path.
  fastify.addHook('onRequest', (req, reply, done) => {
    enterCorrelation(req.id);
    // No answer is sniffed into another type; no API answer (a login's token, a user's data) is
    // stored by a browser or a proxy unless its route says otherwise (reply.header / @Header).
    void reply.header('x-request-id', req.id).header('x-content-type-options', 'nosniff');
    if (req.url.startsWith(API_PATH)) void reply.header('cache-control', 'no-store');
    if (edge) {
      edge(req, reply, done);
      return;
    }
    done();
  });
  if (logger.isLevelEnabled('info')) {
    fastify.addHook('onResponse', (req, reply, done) => {
      logger.info({ method: req.method, url: req.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
      done();
    });
  }
  registerEnvelope(fastify);
  // Access and input of every controller route: as Nest registers a route, its rules are read from
  // the controller metadata and a preHandler is attached to that route alone. Public routes with no
  // input schema get none; a route without an access declaration gets one that refuses.
  let gate: EndpointGate | undefined;
  fastify.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX) || typeof route.method !== 'string') return;
    gate ??= new EndpointGate(listRoutes(app.get(DiscoveryService)), app.get(SessionResolver));
    const rules = gate.rulesFor(route.method, route.url);
    if (!rules || EndpointGate.isOpen(rules)) return;
    const check = gate.checker(rules);
    const preHandler: preHandlerHookHandler = (req, reply, done) => {
      const fail = (error: unknown): void => {
        const tis = toTisError(error);
        void sendEnvelope(reply, ERROR_CODES[tis.errorName].http, toEnvelope(tis, languageOf(req)));
      };
      try {
        const pending = check(req);
        if (pending) pending.then(() => done(), fail);
        else done();
      } catch (error) {
        fail(error);
      }
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), preHandler];
  });
  // Errors Fastify raises itself (unparsable bodies, limits) reach Nest's handler and so the envelope filter.
  if (options.configureFastify) edge = await options.configureFastify(app, config, logger);
  app.setGlobalPrefix('tis/api');
  app.useGlobalFilters(new EnvelopeExceptionFilter(logger));
  app.enableShutdownHooks();

  if (config.TIS_TCP_PORT !== undefined) {
    app.connectMicroservice<MicroserviceOptions>(
      { transport: Transport.TCP, options: { host: config.TIS_HOST, port: config.TIS_TCP_PORT } },
      { inheritAppConfig: true },
    );
  } else {
    const registry = app.get<InProcessRegistry>(IN_PROCESS_REGISTRY);
    app.connectMicroservice<MicroserviceOptions>({ strategy: new InProcessServer(registry) }, { inheritAppConfig: true });
  }
  return { app, config, logger };
}

/** Starts a process: builds the app, starts the transports, listens, logs where. */
export async function runApp(options: AppOptions): Promise<NestFastifyApplication> {
  let built: Awaited<ReturnType<typeof createApp>>;
  try {
    built = await createApp(options);
  } catch (err) {
    // A bad configuration or an unreachable database stops the process with a readable reason.
    process.stderr.write(`${options.name}: cannot start: ${(err as Error).message}\n`);
    process.exit(1);
  }
  const { app, config, logger } = built;
  await app.startAllMicroservices();
  await app.listen({ host: config.TIS_HOST, port: config.TIS_PORT });
  releaseMemoryWhenQuiet();
  logger.info({ config: describeConfig(config), url: `http://${config.TIS_HOST}:${config.TIS_PORT}/tis/` }, `${options.name} listening`);
  return app;
}
