import { Module } from '@nestjs/common';
import { PlatformModule, type ServiceDefinition } from '@tis/nest';
import { SearchController } from './index/search.controller.js';
import { SearchIndexer } from './index/search-indexer.js';
import { SearchReindexer } from './index/search-reindexer.js';
import { SearchIndexStatusService } from './index/search-status.js';
import { SEARCH_ENTITIES } from './index/search.entities.js';
import { SearchService } from './index/search.service.js';
import { SEARCH_MIGRATIONS } from './migrations/index.js';

export const SEARCH_SERVICE: ServiceDefinition = { service: 'search', entities: SEARCH_ENTITIES, migrations: SEARCH_MIGRATIONS };

/** The search service (issue 17): the index of published documents fed by the owners' events, and the portal's search. */
@Module({
  imports: [PlatformModule.forService(SEARCH_SERVICE)],
  controllers: [SearchController],
  providers: [SearchIndexer, SearchReindexer, SearchIndexStatusService, SearchService],
})
export class SearchServiceModule {}
