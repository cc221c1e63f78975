import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { INDEXED_KINDS, type IndexedKind, type SearchEntriesPage, searchEntriesPattern, SEARCH_READING } from '@tis/contracts';
import { type createLogger, DATA_SOURCE, ROOT_LOGGER, SERVICE_CLIENT, type ServiceClient, Ticker } from '@tis/nest';
import { type DataSource, IsNull, LessThan } from 'typeorm';
import { SearchIndexer } from './search-indexer.js';
import { SearchEntryRow, SearchReindex } from './search.entities.js';

type Logger = ReturnType<typeof createLogger>;

/** Entries asked of the owner per call. */
const PAGE = 200;
const LEASE_MS = 60_000;
const TICK_MS = 5_000;

/**
 * The reindex job (issue 17): rebuilds the entries of a kind from its owner (`<service>.search.entries`,
 * a page at a time in id order). It starts by itself for a kind that was never indexed (a new
 * deployment, a new kind, the demo data) and when staff ask for it. One replica runs a kind at a time
 * (a lease on its search_reindex row); each page and the cursor commit together, so a restart resumes
 * where it stopped. At the end, entries older than the run (their documents are no longer published)
 * are removed.
 */
@Injectable()
export class SearchReindexer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly ticker: Ticker;

  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(SERVICE_CLIENT) private readonly client: ServiceClient,
    @Inject(SearchIndexer) private readonly indexer: SearchIndexer,
    @Inject(ROOT_LOGGER) rootLogger: Logger,
  ) {
    this.logger = rootLogger.child({ service: 'search', component: 'reindex' });
    this.ticker = new Ticker(TICK_MS, () => this.runAll(), (err) => this.logger.warn({ err }, 'reindex did not finish; it resumes on the next tick'));
  }

  onApplicationBootstrap(): void {
    this.ticker.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.ticker.stop();
  }

  /** Starts a full reindex of the kinds (all: every indexed kind); a run in progress starts over. */
  async request(kinds: readonly IndexedKind[] = INDEXED_KINDS): Promise<void> {
    await this.mark(kinds);
    this.ticker.tick();
  }

  /** Runs what is due now and waits for it (tests; the timer does the same). */
  async runDue(): Promise<void> {
    await this.ticker.idle();
    await this.runAll();
  }

  /** Marks the kinds to be reindexed from the start. */
  private async mark(kinds: readonly IndexedKind[]): Promise<void> {
    const repo = this.ds.getRepository(SearchReindex);
    for (const kind of kinds) {
      const fresh = { state: 'running' as const, cursor: null, indexed: 0, startedAt: new Date().toISOString(), finishedAt: null };
      if (await repo.existsBy({ kind })) await repo.update({ kind }, fresh);
      else await repo.insert({ kind, ...fresh, leaseOwner: null, leaseUntil: null });
    }
  }

  private async runAll(): Promise<void> {
    const repo = this.ds.getRepository(SearchReindex);
    const known = new Set((await repo.find({ select: { kind: true } })).map((r) => r.kind));
    const never = INDEXED_KINDS.filter((kind) => !known.has(kind));
    if (never.length > 0) await this.mark(never).catch(() => undefined); // another replica may have inserted it
    for (const row of await repo.findBy({ state: 'running' })) {
      if (this.ticker.stopping) return;
      if ((INDEXED_KINDS as readonly string[]).includes(row.kind)) await this.run(row.kind as IndexedKind);
    }
  }

  /** Runs one kind's reindex while this replica holds its lease. */
  private async run(kind: IndexedKind): Promise<void> {
    const repo = this.ds.getRepository(SearchReindex);
    const token = randomUUID();
    const now = new Date();
    await repo.update(
      [
        { kind, state: 'running', leaseUntil: IsNull() },
        { kind, state: 'running', leaseUntil: LessThan(now) },
      ],
      { leaseOwner: token, leaseUntil: new Date(now.getTime() + LEASE_MS) },
    );
    let job = await repo.findOneBy({ kind, leaseOwner: token });
    if (!job) return;
    const { service } = SEARCH_READING[kind];
    while (job && !this.ticker.stopping) {
      const page = await this.client.send<SearchEntriesPage>(service, searchEntriesPattern(service), { kind, after: job.cursor, limit: PAGE });
      const current: SearchReindex = job;
      const done = page.next === null;
      await this.ds.transaction(async (manager) => {
        for (const { documentId, entry } of page.entries) {
          await this.indexer.apply(manager, { kind, documentId, entry, changedAt: current.startedAt });
        }
        if (done) {
          // What the run did not write again is no longer published at the owner.
          const stale = await manager.find(SearchEntryRow, { select: { id: true }, where: { kind, changedAt: LessThan(current.startedAt) } });
          await this.indexer.remove(manager, stale.map((s) => s.id));
        }
        await manager.update(
          SearchReindex,
          { kind, leaseOwner: token },
          done
            ? { state: 'done', cursor: null, indexed: current.indexed + page.entries.length, finishedAt: new Date(), leaseOwner: null, leaseUntil: null }
            : { cursor: page.next, indexed: current.indexed + page.entries.length, leaseUntil: new Date(Date.now() + LEASE_MS) },
        );
      });
      if (done) {
        this.logger.info({ kind, indexed: current.indexed + page.entries.length }, 'reindex done');
        return;
      }
      job = await repo.findOneBy({ kind, leaseOwner: token });
    }
    await repo.update({ kind, leaseOwner: token }, { leaseOwner: null, leaseUntil: null });
  }
}
