import {
  Controller,
  type DynamicModule,
  Get,
  Inject,
  Injectable,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Type,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { type BaseName, basesOf, type ServiceName, TisError } from '@tis/contracts';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { Public } from '../auth/access.js';
import { type PlatformConfig, databaseUrlFor } from '../config/config.js';
import { type EntityClass, type MigrationClass, openDatabase } from '../database/data-source.js';
import { EventBus } from '../events/event-bus.js';
import { PLATFORM_ENTITIES } from '../events/outbox.entity.js';
import { OutboxRelay } from '../events/outbox.relay.js';
import { PLATFORM_MIGRATIONS } from '../events/platform.migration.js';
import { EVENT_TRANSPORT, type EventTransport } from '../events/transport.js';
import { healthOf } from '../health/health.js';
import { Endpoint, RawJson } from '../http/endpoint.js';
import { listRoutes, openApiDocument } from '../openapi/openapi.js';
import { OBJECT_STORAGE, type ObjectStorage } from '../storage/object-storage.js';
import { DATA_SOURCE, PLATFORM_CONFIG, ROOT_LOGGER, SERVICE_NAME } from './tokens.js';

export interface ServiceDefinition {
  service: ServiceName;
  entities: EntityClass[];
  /** In order; the platform's outbox tables come first. */
  migrations: MigrationClass[];
}

@Injectable()
class ServiceLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(OutboxRelay) private readonly relay: OutboxRelay,
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}
  onApplicationBootstrap(): void {
    if (!this.config.TIS_OUTBOX_PAUSED) this.relay.start();
    this.bus.startReplays(this.config.TIS_OUTBOX_POLL_MS);
  }
  async onApplicationShutdown(): Promise<void> {
    await this.bus.stopReplays();
    await this.relay.stop();
    await this.ds.destroy();
  }
}

/** GET /tis/api/<base>/health and /openapi.json for one base of a service. */
function baseControllers(service: ServiceName, base: BaseName): Type {
  @Controller(base)
  class BaseController {
    constructor(
      @Inject(DATA_SOURCE) private readonly ds: DataSource,
      @Inject(EVENT_TRANSPORT) private readonly transport: EventTransport,
      @Inject(OutboxRelay) private readonly relay: OutboxRelay,
      @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
      @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    ) {}

    @Get('health')
    @Public()
    @Endpoint({ summary: `Health of the ${service} service (database, event bus, storage)` })
    async health(): Promise<unknown> {
      const report = await healthOf(service, base, { ds: this.ds, transport: this.transport, relay: this.relay, storage: this.storage });
      if (report.status === 'down') throw new TisError('serviceUnavailable', {}, report);
      return report;
    }

    @Get('openapi.json')
    @Public()
    @Endpoint({ summary: `OpenAPI document of /api/${base}` })
    openapi(): RawJson {
      return new RawJson(openApiDocument(base, service, listRoutes(this.discovery)));
    }
  }
  Object.defineProperty(BaseController, 'name', { value: `${base.charAt(0).toUpperCase()}${base.slice(1)}BaseController` });
  return BaseController;
}

/**
 * Everything one service gets from the platform: its own database (migrated at start),
 * its outbox relay and event bus, and the health and OpenAPI routes of each base it owns.
 * Import it once in the service's root module.
 */
@Module({})
export class PlatformModule {
  static forService(definition: ServiceDefinition): DynamicModule {
    const { service } = definition;
    return {
      module: PlatformModule,
      controllers: basesOf(service).map((base) => baseControllers(service, base)),
      providers: [
        { provide: SERVICE_NAME, useValue: service },
        {
          provide: DATA_SOURCE,
          inject: [PLATFORM_CONFIG],
          useFactory: (config: PlatformConfig) =>
            openDatabase({
              url: databaseUrlFor(config, service),
              entities: [...PLATFORM_ENTITIES, ...definition.entities],
              migrations: [...PLATFORM_MIGRATIONS, ...definition.migrations],
            }),
        },
        {
          provide: OutboxRelay,
          inject: [DATA_SOURCE, EVENT_TRANSPORT, ROOT_LOGGER, PLATFORM_CONFIG],
          useFactory: (ds: DataSource, transport: EventTransport, logger: Logger, config: PlatformConfig) =>
            new OutboxRelay(ds, transport, service, logger.child({ service, component: 'outbox' }), config.TIS_OUTBOX_POLL_MS),
        },
        {
          provide: EventBus,
          inject: [DATA_SOURCE, EVENT_TRANSPORT, OutboxRelay, ROOT_LOGGER, PLATFORM_CONFIG],
          useFactory: (ds: DataSource, transport: EventTransport, relay: OutboxRelay, logger: Logger, config: PlatformConfig) =>
            new EventBus(service, ds, transport, relay, `${config.TIS_KAFKA_GROUP_PREFIX}.${service}`, logger.child({ service })),
        },
        ServiceLifecycle,
      ],
      exports: [SERVICE_NAME, DATA_SOURCE, EventBus, OutboxRelay],
    };
  }
}
