import { type DynamicModule, Global, Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { EVENT_CONTRACTS } from '@tis/contracts';
import type { Logger } from 'pino';
import { SessionResolver } from '../auth/session-resolver.js';
import { TokenService } from '../auth/token.service.js';
import { jwtSecretOf, type PlatformConfig, storageUrlOf } from '../config/config.js';
import { InProcessTransport } from '../events/in-process.transport.js';
import { KafkaTransport } from '../events/kafka.transport.js';
import { EVENT_TRANSPORT, type EventTransport } from '../events/transport.js';
import { InProcessRegistry, PlatformServiceClient, SERVICE_CLIENT } from '../rpc/service-client.js';
import { createStorage, OBJECT_STORAGE } from '../storage/index.js';
import { IN_PROCESS_REGISTRY, PLATFORM_CONFIG, PROCESS_NAME, ROOT_LOGGER } from './tokens.js';

export function createTransport(config: PlatformConfig, logger: Logger, clientId: string): EventTransport {
  if (config.TIS_EVENTS === 'kafka') {
    if (config.TIS_KAFKA_BROKERS.length === 0) throw new Error('TIS_EVENTS=kafka needs TIS_KAFKA_BROKERS');
    return new KafkaTransport(
      { brokers: config.TIS_KAFKA_BROKERS, clientId, topics: EVENT_CONTRACTS.map((c) => c.topic) },
      logger.child({ component: 'kafka' }),
    );
  }
  return new InProcessTransport(logger.child({ component: 'events' }));
}

/** Starts the bus after every module subscribed, stops it and the service client last. */
@Injectable()
class PlatformLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
    @Inject(SERVICE_CLIENT) private readonly client: PlatformServiceClient,
    private readonly sessions: SessionResolver,
    @Inject(PROCESS_NAME) private readonly processName: string,
  ) {}
  async onApplicationBootstrap(): Promise<void> {
    this.sessions.listen(this.transport, this.processName);
    await this.transport.start();
  }
  async onApplicationShutdown(): Promise<void> {
    await this.transport.stop();
    await this.client.close();
  }
}

/**
 * What a process has once, whatever services it runs: config, logger, the event transport,
 * object storage, the token verifier, the session resolver and the service client.
 */
@Global()
@Module({})
export class PlatformCoreModule {
  static forRoot(config: PlatformConfig, logger: Logger, processName: string): DynamicModule {
    const registry = new InProcessRegistry();
    return {
      module: PlatformCoreModule,
      imports: [DiscoveryModule],
      providers: [
        { provide: PLATFORM_CONFIG, useValue: config },
        { provide: ROOT_LOGGER, useValue: logger },
        { provide: IN_PROCESS_REGISTRY, useValue: registry },
        { provide: EVENT_TRANSPORT, useFactory: () => createTransport(config, logger, `tis-${processName}`) },
        { provide: OBJECT_STORAGE, useFactory: () => createStorage(storageUrlOf(config)) },
        { provide: TokenService, useFactory: () => new TokenService(jwtSecretOf(config)) },
        { provide: SERVICE_CLIENT, useFactory: () => new PlatformServiceClient(registry, config.TIS_TCP_PEERS) },
        { provide: PROCESS_NAME, useValue: processName },
        {
          provide: SessionResolver,
          inject: [TokenService, SERVICE_CLIENT],
          useFactory: (tokens: TokenService, client: PlatformServiceClient) =>
            new SessionResolver(tokens, client, config.TIS_SESSION_CACHE_MS),
        },
        PlatformLifecycle,
      ],
      exports: [DiscoveryModule, PLATFORM_CONFIG, ROOT_LOGGER, IN_PROCESS_REGISTRY, EVENT_TRANSPORT, OBJECT_STORAGE, TokenService, SessionResolver, SERVICE_CLIENT],
    };
  }
}
