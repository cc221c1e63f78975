import type { DynamicModule, Type } from '@nestjs/common';
import { type AppOptions, createApp } from '@tis/nest';
import { registerEdge, type EdgeOptions } from '@tis/service-gateway';
import { DiagnosisServiceModule } from '@tis/service-diagnosis';
import { DocumentServiceModule } from '@tis/service-document';
import { FileconverterServiceModule } from '@tis/service-fileconverter';
import { JobServiceModule } from '@tis/service-job';
import { LogServiceModule } from '@tis/service-log';
import { OauthServiceModule } from '@tis/service-oauth';
import { SearchServiceModule } from '@tis/service-search';
import { SystemServiceModule } from '@tis/service-system';
import { VehicleServiceModule } from '@tis/service-vehicle';

/** The nine services, each with its own database, in one process. */
export const SERVICE_MODULES: (Type | DynamicModule)[] = [
  OauthServiceModule,
  SystemServiceModule,
  VehicleServiceModule,
  DocumentServiceModule,
  DiagnosisServiceModule,
  JobServiceModule,
  LogServiceModule,
  SearchServiceModule,
  FileconverterServiceModule,
];

/** The embedded default: gateway edge and every service in one Fastify server. */
export function allInOneOptions(overrides: Partial<AppOptions> = {}, edge: EdgeOptions = {}): AppOptions {
  return {
    name: 'all-in-one',
    modules: SERVICE_MODULES,
    configureFastify: (app, config, logger) => registerEdge(app, config, logger, edge),
    ...overrides,
  };
}

export function createAllInOne(overrides: Partial<AppOptions> = {}, edge: EdgeOptions = {}): ReturnType<typeof createApp> {
  return createApp(allInOneOptions(overrides, edge));
}
