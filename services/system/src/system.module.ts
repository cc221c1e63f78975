import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { ClientConfigController } from './client-config/client-config.controller.js';
import { SYSTEM_MIGRATIONS } from './migrations/index.js';

export const SYSTEM_SERVICE: ServiceDefinition = { service: 'system', entities: [], migrations: SYSTEM_MIGRATIONS };

/** The system service: users, roles, rights, organisation, languages and translations, notices, points, messages. */
@Module({
  imports: [PlatformModule.forService(SYSTEM_SERVICE)],
  controllers: [ClientConfigController],
})
export class SystemServiceModule {}
