import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { INDEXED_KINDS, type SearchIndexStatus } from '@tis/contracts';
import { DATA_SOURCE, registerHealthDetail } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { SearchIndexer } from './search-indexer.js';
import { SearchReindex } from './search.entities.js';

/** The index's state: entries and reindex per kind, and the lag of the newest applied event (also in the health answer). */
@Injectable()
export class SearchIndexStatusService implements OnModuleInit {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(SearchIndexer) private readonly indexer: SearchIndexer,
  ) {}

  onModuleInit(): void {
    registerHealthDetail('search', () => this.lag());
  }

  lag(): Pick<SearchIndexStatus, 'lagSeconds' | 'lastEventAt'> {
    const last = this.indexer.lastApplied;
    return {
      lagSeconds: last ? Math.max(0, (last.indexedAt.getTime() - last.changedAt.getTime()) / 1000) : null,
      lastEventAt: last ? last.changedAt.toISOString() : null,
    };
  }

  async status(): Promise<SearchIndexStatus> {
    const counts: { kind: string; entries: number | string }[] = await this.ds.query('SELECT kind AS kind, COUNT(*) AS entries FROM search_entry GROUP BY kind');
    const jobs = new Map((await this.ds.getRepository(SearchReindex).find()).map((j) => [j.kind, j]));
    return {
      kinds: INDEXED_KINDS.map((kind) => {
        const job = jobs.get(kind);
        return {
          kind,
          entries: Number(counts.find((c) => c.kind === kind)?.entries ?? 0),
          reindex: { state: job?.state ?? 'never', indexed: job?.indexed ?? 0, finishedAt: job?.finishedAt ? new Date(job.finishedAt).toISOString() : null },
        };
      }),
      ...this.lag(),
    };
  }
}
