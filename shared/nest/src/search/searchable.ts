import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  DISCARD_FLAG,
  type IndexedKind,
  PUBLISH_STATE,
  type SearchEntriesPage,
  searchEntriesPattern,
  searchEntriesRequestSchema,
  type SearchEntry,
  searchEntryEvent,
  type SearchSourceService,
  TisError,
} from '@tis/contracts';
import { type DataSource, type EntityManager, type FindOptionsWhere, In, MoreThan, type ObjectLiteral } from 'typeorm';
import { DATA_SOURCE } from '../platform/tokens.js';
import type { Transaction } from '../events/event-bus.js';

/**
 * How a document kind is searched (issue 17, ADR 0026): the kind's owner declares it beside its
 * module, and the kernel does the rest — every workflow transition of a row of `entity` sends its
 * entry (or null once it left the published rows) to the search service in the transition's
 * transaction, and the reindex job pages through the published rows with `entries`.
 */
export interface SearchableKind<E extends ObjectLiteral & { id: string }> {
  kind: IndexedKind;
  service: SearchSourceService;
  entity: new () => E;
  /** The rows in the index: a value or one of some values per column (a find condition, and the test of one row). */
  published: Partial<Record<keyof E & string, string | number | readonly (string | number)[]>>;
  /** The entries of some published rows, in their order (one query for all their children). */
  entries(rows: E[], manager: EntityManager): Promise<SearchEntry[]>;
}

const declared = new Map<new () => unknown, SearchableKind<never>>();

/** Declares how the rows of an entity are searched; returns the declaration. */
export function declareSearchable<E extends ObjectLiteral & { id: string }>(declaration: SearchableKind<E>): SearchableKind<E> {
  declared.set(declaration.entity, declaration as unknown as SearchableKind<never>);
  return declaration;
}

export function searchableOf<E extends ObjectLiteral & { id: string }>(entity: new () => E): SearchableKind<E> | undefined {
  return declared.get(entity);
}

function isIndexed<E extends ObjectLiteral & { id: string }>(declaration: SearchableKind<E>, row: E): boolean {
  return Object.entries(declaration.published).every(([column, value]) => (Array.isArray(value) ? value.includes(row[column]) : row[column] === value));
}

/**
 * Sends the search entry of a row that changed: its entry when it is in the index (published), null
 * when it was and no longer is (or was deleted: `after` null). A row known not to have been in the
 * index before (`before` given) and not in it now sends nothing; with `before` null (not read: a
 * resource's write) a row not in the index sends null, which removes nothing that is not there.
 */
export async function sendSearchEntry<E extends ObjectLiteral & { id: string }>(
  tx: Transaction,
  declaration: SearchableKind<E>,
  before: E | null,
  after: E | null,
  at: Date,
): Promise<void> {
  const row = after ?? before;
  if (row === null) return;
  const indexed = after !== null && isIndexed(declaration, after);
  if (!indexed && before !== null && !isIndexed(declaration, before)) return;
  const entry = indexed ? ((await declaration.entries([after], tx.manager))[0] ?? null) : null;
  await tx.emit(searchEntryEvent(declaration.service), { kind: declaration.kind, documentId: row.id, entry, changedAt: at.toISOString() }, row.id);
}

/** One page of the published rows' entries, in id order after `after`. */
export async function searchEntriesPage<E extends ObjectLiteral & { id: string }>(
  manager: EntityManager,
  declaration: SearchableKind<E>,
  after: string | null,
  limit: number,
): Promise<SearchEntriesPage> {
  const published = Object.fromEntries(Object.entries(declaration.published).map(([column, value]) => [column, Array.isArray(value) ? In(value) : value]));
  const where = { ...published, ...(after === null ? {} : { id: MoreThan(after) }) } as FindOptionsWhere<E>;
  const rows = await manager.find(declaration.entity, { where, order: { id: 'ASC' } as never, take: limit + 1 });
  const page = rows.slice(0, limit);
  const entries = await declaration.entries(page, manager);
  return {
    entries: page.map((row, i) => ({ documentId: row.id, entry: entries[i] as SearchEntry })),
    next: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The service call the search service's reindex job pages through the published rows of a kind of `service` with. */
export function searchSourceController(service: SearchSourceService): Type {
  @Controller()
  class SearchSourceController {
    constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

    @MessagePattern(searchEntriesPattern(service))
    page(@Payload() data: unknown): Promise<SearchEntriesPage> {
      const request = searchEntriesRequestSchema.parse(data);
      const declaration = [...declared.values()].find((d) => d.service === service && d.kind === request.kind);
      if (!declaration) throw new TisError('notFound');
      return searchEntriesPage(this.ds.manager, declaration as unknown as SearchableKind<{ id: string }>, request.after, request.limit);
    }
  }
  Object.defineProperty(SearchSourceController, 'name', { value: `${service.charAt(0).toUpperCase()}${service.slice(1)}SearchSourceController` });
  return SearchSourceController;
}

/** The rows of the case rules that are in the index: published and not discarded. */
export const PUBLISHED_DOCUMENT = { publishState: PUBLISH_STATE.published, discard: DISCARD_FLAG.kept } as const;

export { searchCodes, searchLanguage, searchTerms, searchText, searchWords } from '@tis/contracts';
