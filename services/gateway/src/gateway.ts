import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SERVICE_NAMES } from '@tis/contracts';
import type { OnRequestStep, PlatformConfig } from '@tis/nest';
import type { Logger } from 'pino';
import { registerEdge } from './edge.js';
import { registerProxy } from './proxy.js';

/** The distributed gateway: edge functions plus the proxy to the nine services. */
export async function configureGateway(app: NestFastifyApplication, config: PlatformConfig, logger: Logger): Promise<OnRequestStep> {
  const onRequest = await registerEdge(app, config, logger, {});
  await registerProxy(app, config, logger);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/tis/healthz', async () =>
    // The reply serializer wraps it in the envelope.
    ({ service: 'gateway', status: 'up', upstreams: Object.fromEntries(SERVICE_NAMES.map((s) => [s, config.TIS_SERVICE_URLS[s]])) }),
  );
  return onRequest;
}
