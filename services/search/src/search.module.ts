import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { SEARCH_MIGRATIONS } from './migrations/index.js';

export const SEARCH_SERVICE: ServiceDefinition = { service: 'search', entities: [], migrations: SEARCH_MIGRATIONS };

/** The search service: full-text index of published content. Features arrive with their issues. */
@Module({
  imports: [PlatformModule.forService(SEARCH_SERVICE)],
})
export class SearchServiceModule {}
