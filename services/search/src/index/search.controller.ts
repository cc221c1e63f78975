import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req } from '@nestjs/common';
import {
  type AccurateSearchQuery,
  accurateSearchQuerySchema,
  type IndexedKind,
  INDEXED_KINDS,
  reindexRequestSchema,
  type SearchAnswer,
  type SearchIndexStatus,
  searchQuerySchema,
  type SearchSuggestion,
  suggestQuerySchema,
  TisError,
} from '@tis/contracts';
import { Authenticated, Endpoint, languageOf, type RequestUser, RequirePage, type TisRequest } from '@tis/nest';
import { z } from 'zod';
import { SearchIndexStatusService } from './search-status.js';
import { SearchReindexer } from './search-reindexer.js';
import { type SearchRequest, SearchService } from './search.service.js';

function userOf(req: TisRequest): RequestUser {
  if (!req.user) throw new TisError('unauthorized');
  return req.user;
}

/** A search query as the schemas parse it. */
type ParsedQuery = Omit<SearchRequest, 'mode'>;

/** The portal's search (issue 17; /tis/api/searchService): content, exact and suggestions; the index's state and reindex for staff. */
@Controller('searchService')
export class SearchController {
  constructor(
    @Inject(SearchService) private readonly searches: SearchService,
    @Inject(SearchReindexer) private readonly reindexer: SearchReindexer,
    @Inject(SearchIndexStatusService) private readonly status: SearchIndexStatusService,
  ) {}

  @Get('search')
  @Authenticated()
  @Endpoint({ summary: "/SearchPage: the published documents the caller reads that contain every word of the keyword, ranked, with facets per kind, brand and series", query: searchQuerySchema })
  search(@Req() req: TisRequest, @Query() query: ParsedQuery): Promise<SearchAnswer> {
    return this.searches.search({ ...query, mode: 'content' }, userOf(req), languageOf(req));
  }

  @Get('search/accurate')
  @Authenticated()
  @Endpoint({ summary: '/AccurateSearchPage: the documents with exactly this code (document code, claim number, VIN, DTC, part code), or this exact phrase', query: accurateSearchQuerySchema })
  accurate(@Req() req: TisRequest, @Query() query: ParsedQuery & { mode: AccurateSearchQuery['mode'] }): Promise<SearchAnswer> {
    return this.searches.search({ ...query, mode: query.mode === 'phrase' ? 'phrase' : 'code' }, userOf(req), languageOf(req));
  }

  @Get('search/suggest')
  @Authenticated()
  @Endpoint({ summary: 'Suggestions while typing: codes and titles that start with the keyword', query: suggestQuerySchema })
  suggest(@Req() req: TisRequest, @Query() query: { keyword: string }): Promise<SearchSuggestion[]> {
    return this.searches.suggest(query.keyword, userOf(req));
  }

  @Get('index/status')
  @RequirePage('LogManage')
  @Endpoint({ summary: 'The index per kind, its reindex jobs and its lag behind the events' })
  indexStatus(): Promise<SearchIndexStatus> {
    return this.status.status();
  }

  @Post('index/reindex')
  @HttpCode(200)
  @RequirePage('LogManage')
  @Endpoint({ summary: 'Rebuild the index of some kinds (none: all) from their owners, as a job', body: reindexRequestSchema, response: z.literal(true) })
  async reindex(@Body() body: { kinds: IndexedKind[] }): Promise<true> {
    await this.reindexer.request(body.kinds.length > 0 ? body.kinds : INDEXED_KINDS);
    return true;
  }
}
