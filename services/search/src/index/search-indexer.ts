import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { SEARCH_EVENTS, type SearchEntry, type SearchEntryChanged } from '@tis/contracts';
import { DATA_SOURCE, EventBus, findOnePlanned, insertRows } from '@tis/nest';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { addTerms, charsOf, codeKey, indexTokens } from '../text/analyzer.js';
import { SearchCode, SearchEntryRow, SearchTerm } from './search.entities.js';

const list = (values: readonly string[]): string | null => (values.length === 0 ? null : `,${values.join(',')},`);
const reversed = (code: string): string => charsOf(code).reverse().join('');

/**
 * Keeps the index in step with the owners' events (issue 17): an entry replaces the document's row,
 * null removes it. A change older than the row's is ignored (a late redelivery); the event bus
 * records what it applied, so a redelivered event changes nothing twice. New portal terms go into the
 * segmenter's dictionary (and the search_term table, which every replica loads at start).
 */
@Injectable()
export class SearchIndexer implements OnModuleInit {
  /** The newest applied event: when its change happened and when it was indexed (the lag of the health answer). */
  lastApplied: { changedAt: Date; indexedAt: Date } | null = null;

  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
  ) {}

  async onModuleInit(): Promise<void> {
    const terms = await this.ds.getRepository(SearchTerm).find();
    addTerms(terms.map((t) => t.term));
    for (const contract of SEARCH_EVENTS) {
      this.bus.subscribe(contract, 'index', async (change, { manager }) => {
        await this.apply(manager, change);
        this.lastApplied = { changedAt: new Date(change.changedAt), indexedAt: new Date() };
      });
    }
  }

  /** Applies one change in `manager`'s transaction; answers false when a newer change was applied before. */
  async apply(manager: EntityManager, change: SearchEntryChanged): Promise<boolean> {
    const row = await findOnePlanned(manager, SearchEntryRow, { where: { kind: change.kind, documentId: change.documentId } });
    if (row && row.changedAt > change.changedAt) return false;
    if (change.entry === null) {
      if (row) await this.remove(manager, [row.id]);
      return true;
    }
    await this.learn(manager, change.entry.terms);
    const values = this.columns(change.entry, change.changedAt);
    let id: number;
    if (row) {
      id = row.id;
      await manager.update(SearchEntryRow, { id }, values);
      await manager.delete(SearchCode, { entryId: id });
    } else {
      const inserted = await manager.insert(SearchEntryRow, { kind: change.kind, documentId: change.documentId, ...values });
      id = (inserted.identifiers[0] as { id: number }).id;
    }
    const codes = [...new Set(change.entry.codes.map(codeKey))].filter((c) => c !== '');
    if (codes.length > 0) await insertRows(manager, SearchCode, codes.map((code) => ({ entryId: id, code, reversed: reversed(code) })));
    return true;
  }

  /** Applies one change in a transaction of its own. */
  applyNow(change: SearchEntryChanged): Promise<boolean> {
    return this.ds.transaction((manager) => this.apply(manager, change));
  }

  /** Removes entries with their codes. */
  async remove(manager: EntityManager, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await manager.delete(SearchCode, { entryId: In(ids) });
    await manager.delete(SearchEntryRow, { id: In(ids) });
  }

  private columns(entry: SearchEntry, changedAt: string): Omit<SearchEntryRow, 'id' | 'kind' | 'documentId'> {
    const title = indexTokens(entry.title);
    const body = indexTokens(`${entry.text}\n${entry.codes.join(' ')}`);
    const brands = entry.brandCode !== null ? [entry.brandCode, ...entry.brandCodes] : entry.brandCodes;
    return {
      title: entry.title,
      body: entry.text,
      codes: entry.codes.join('\n'),
      brandCode: entry.brandCode ?? entry.brandCodes[0] ?? null,
      brands: list([...new Set(brands.map((b) => b.toLowerCase()))]),
      seriesCode: entry.seriesCode,
      language: entry.language,
      userTypes: entry.userTypes === null ? null : list(entry.userTypes),
      publishedAt: new Date(entry.publishedAt),
      changedAt,
      indexedAt: new Date(),
      titleTokens: title.grams,
      bodyTokens: body.grams,
      wordTokens: `${title.words} ${body.words}`.trim(),
    };
  }

  private async learn(manager: EntityManager, terms: readonly string[]): Promise<void> {
    const fresh = addTerms(terms);
    if (fresh.length === 0) return;
    const known = new Set((await manager.findBy(SearchTerm, { term: In(fresh) })).map((t) => t.term));
    const rows = fresh.filter((term) => !known.has(term)).map((term) => ({ term }));
    if (rows.length > 0) await insertRows(manager, SearchTerm, rows);
  }
}
