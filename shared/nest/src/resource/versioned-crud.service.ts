import { Inject } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language, type OperationAction, type PageResult, type QueryOf, RESOURCE_ROW_META, type ResourceDescriptor, type RowOf, TisError, toSkipTake } from '@tis/contracts';
import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere, SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import { type VersionedEntity, versionedMeta } from '../database/audited.entity.js';
import { keyPage, type KeyPageOptions } from '../database/key-page.js';
import { andKeyword, sameCode } from '../database/query-helpers.js';
import { duplicateError, insertUnique, type Reference, removeUnlessUsed, updateVersioned } from '../database/versioned-rows.js';
import { EventBus, type Transaction } from '../events/event-bus.js';
import { recordOperation } from '../events/operation-record.js';
import { SERVICE_CLIENT, type ServiceClient } from '../rpc/service-client.js';
import { searchableOf, sendSearchEntry } from '../search/searchable.js';
import { claimRecordFiles } from '../storage/claims.js';
import { fieldHeader, type ImportContext, type ImportOutcome, type ImportProblem, importProblem, type ImportRow } from './resource-excel.js';

/** Who asks a list, in which language (the Language header): a resource whose rows are per language lists the caller's. */
export interface ResourceCaller {
  userCode: string;
  lang: Language;
}

/**
 * What `resourceController` calls: the paged list, the dropdown options, add, versioned change,
 * delete. `lang`: the language the answered row names other rows in (the Language header).
 */
export interface ResourceService<D extends ResourceDescriptor> {
  list(query: QueryOf<D>, caller: ResourceCaller): Promise<PageResult<RowOf<D>>>;
  options(): Promise<Record<string, unknown>[]>;
  create(input: z.infer<D['create']>, by: string, lang?: Language): Promise<RowOf<D>>;
  update(id: string, input: z.infer<D['update']>, by: string, lang?: Language): Promise<RowOf<D>>;
  /** `by`: who deletes it (the operation log). */
  remove(id: string, by: string): Promise<void>;
}

/** The row an operation log record names: its id and what the row shows. */
export interface OperationTarget {
  id: string;
  name: string;
}

/**
 * A column of a resource that names one stored upload (/tis/file/…) the row owns — an icon, an
 * image, a regulation's file: `check` reads the stored file (its type, its size) when the row is new
 * or names another file, and the row claims it in its write (ADR 0017): a file of another record, or
 * one that is gone, refuses the write and nothing is saved.
 */
export interface StoredFileColumn<E> {
  field: keyof E & string;
  /** Checks the stored file against the write's values (the file name it gives …). */
  check(url: string, values: Record<string, unknown>): Promise<void>;
  /** Whether an update leaves the file as the row has it (default: the same URL); then it is not checked again. */
  unchanged?(current: E, values: Record<string, unknown>): boolean;
  /** Whom the file is claimed for: `system.fastApp` (every signed-in user reads it) or a record's owner `system.law:<id>`. */
  owner(row: E): string;
}

const META = new Set<string>(RESOURCE_ROW_META);
const ALIAS = 'r';

/**
 * The rows of a resource in one table (a VersionedEntity whose properties have the descriptor's
 * field names), with the spec's answers: a paged list with the keyword over the descriptor's
 * keyword columns and its equality filters, 409002 for a code that exists in any case, 409001 for
 * a stale edit, 409003 for a delete while `references` point at the row, 404 for a missing row.
 * Every write records itself in the operation log (module = the descriptor's name) in the same
 * transaction, through the service's event bus (injected as a property: subclasses keep their
 * constructors).
 * A resource overrides only what is unusual: `references` (in use), `check` (other rows a write
 * names), `filter` (more conditions), `toRow` / `toRows` (computed columns), `afterWrite` /
 * `afterRemove` (what belongs to a row in other tables).
 */
export abstract class VersionedCrudService<E extends VersionedEntity, D extends ResourceDescriptor> implements ResourceService<D> {
  private readonly rowKeys: string[];

  /** The service's bus: writes run in its transactions and record their operation there. */
  @Inject(EventBus) protected readonly bus!: EventBus;

  /** The service client the claims of a stored-file column go through. */
  @Inject(SERVICE_CLIENT) private readonly fileClaims!: ServiceClient;

  /** The column that names a stored upload the row owns, if the resource has one. */
  protected readonly storedFile?: StoredFileColumn<E>;

  /**
   * For a list too long for OFFSET (a million rows): its order as `keyPage` reads it — a unique
   * property, or one made unique by `then` — so a deep page steps over index entries, not rows.
   * The keyword and `filter` then run on the key query's alias as well (write them on `qb.alias`).
   */
  protected readonly keyPaged?: Pick<KeyPageOptions, 'orderBy' | 'then' | 'direction'>;

  protected constructor(
    protected readonly ds: DataSource,
    protected readonly entity: EntityTarget<E>,
    protected readonly descriptor: D,
  ) {
    this.rowKeys = Object.keys(descriptor.row.shape).filter((key) => !META.has(key));
  }

  async list(query: QueryOf<D>, caller: ResourceCaller): Promise<PageResult<RowOf<D>>> {
    const { skip, take } = toSkipTake(query as { pageNo: number; pageSize: number });
    const [rows, total] = this.keyPaged
      ? await keyPage(this.ds.getRepository(this.entity), this.listPage(query, caller))
      : await this.listQuery(query, caller).skip(skip).take(take).getManyAndCount();
    return { list: await this.rowsOf(rows, this.ds.manager, caller.lang), total };
  }

  /** How a key-paged list reads a page (`keyPaged`; also for the query-plan tests). */
  listPage(query: QueryOf<D>, caller: ResourceCaller): KeyPageOptions {
    if (!this.keyPaged) throw new Error(`${this.descriptor.name} is not key-paged`);
    const { skip, take } = toSkipTake(query as { pageNo: number; pageSize: number });
    return { ...this.keyPaged, alias: ALIAS, skip, take, where: (qb) => this.where(qb as unknown as SelectQueryBuilder<E>, query, caller) as never };
  }

  async options(): Promise<Record<string, unknown>[]> {
    const options = this.descriptor.options;
    if (!options) return [];
    const keys = Object.keys(options.schema.shape);
    const qb = this.ds.getRepository(this.entity).createQueryBuilder(ALIAS).select(keys.map((k) => `${ALIAS}.${k}`));
    for (const [field, direction] of this.order()) qb.addOrderBy(`${ALIAS}.${field}`, direction);
    const rows = await qb.take(options.limit).getMany();
    return rows.map((row) => Object.fromEntries(keys.map((k) => [k, (row as Record<string, unknown>)[k] ?? null])));
  }

  async create(input: z.infer<D['create']>, by: string, lang: Language = DEFAULT_LANGUAGE): Promise<RowOf<D>> {
    return this.bus.transaction(async (tx) => {
      const { manager } = tx;
      const values = input as Record<string, unknown>;
      for (const field of this.descriptor.codeFields) {
        const code = values[field];
        if (typeof code === 'string' && (await manager.existsBy(this.entity, this.codeWhere(field, code, values)))) throw duplicateError();
      }
      await this.check?.(manager, values, null);
      const file = await this.checkStoredFile(values, null);
      const row = await insertUnique(manager, this.entity, { ...this.columnsOf(values), createdBy: by, updatedBy: by } as Partial<E>);
      await this.afterWrite?.(manager, row, values);
      await this.claimStoredFile(row, file);
      await this.sendSearch(tx, null, row);
      await this.recordOperation(tx, 'create', this.operationTarget(row), by);
      return this.rowOf(row, manager, lang);
    });
  }

  async update(id: string, input: z.infer<D['update']>, by: string, lang: Language = DEFAULT_LANGUAGE): Promise<RowOf<D>> {
    return this.bus.transaction(async (tx) => {
      const { manager } = tx;
      const { version, ...changes } = input as Record<string, unknown> & { version: number };
      const current = this.check || this.storedFile ? await this.stored(manager, id) : null;
      await this.check?.(manager, changes, current);
      const file = await this.checkStoredFile(changes, current);
      const row = await updateVersioned(manager, this.entity, id, version, { ...this.columnsOf(changes), updatedBy: by } as Partial<E>);
      await this.afterWrite?.(manager, row, changes);
      await this.claimStoredFile(row, file);
      await this.sendSearch(tx, null, row);
      await this.recordOperation(tx, 'update', this.operationTarget(row), by);
      return this.rowOf(row, manager, lang);
    });
  }

  async remove(id: string, by: string): Promise<void> {
    await this.bus.transaction(async (tx) => {
      const row = await removeUnlessUsed(tx.manager, this.entity, id, (used) => this.references?.(used, tx.manager) ?? []);
      await this.afterRemove?.(tx.manager, row);
      await this.sendSearch(tx, row, null);
      await this.recordOperation(tx, 'delete', this.operationTarget(row), by);
    });
  }

  /**
   * Records an operation on this resource in the operation log, in `tx` (it commits with the
   * write). The kernel's writes call it; so does an import (action 'import', once per file).
   */
  protected recordOperation(tx: Transaction, action: OperationAction, target: OperationTarget, by: string): Promise<void> {
    return recordOperation(tx, { module: this.descriptor.name, action, targetId: target.id, targetName: target.name, userCode: by });
  }

  /** What the operation log shows of a row: its codes, then its other keyword columns (a code and a name). */
  protected operationTarget(row: E): OperationTarget {
    const record = row as unknown as Record<string, unknown>;
    const shown = [...new Set<string>([...this.descriptor.codeFields, ...this.descriptor.keywordFields])]
      .map((field) => record[field])
      .filter((value): value is string | number => (typeof value === 'string' && value !== '') || typeof value === 'number');
    return { id: row.id, name: shown.join(' ') };
  }

  /**
   * Sends the search entry of a written row (`after`) or a deleted one (`before`) in the write's
   * transaction when the entity is searched (`declareSearchable` beside the resource's module).
   */
  private async sendSearch(tx: Transaction, before: E | null, after: E | null): Promise<void> {
    const searchable = searchableOf(this.entity as new () => E);
    if (searchable) await sendSearchEntry(tx, searchable, before, after, new Date());
  }

  /** The rows that keep `row` from being deleted (409003); none when not given. */
  protected references?(row: E, manager: EntityManager): readonly Reference[] | Promise<readonly Reference[]>;

  /**
   * Checks what a write names before it is saved (a parent that must exist …): `current` is the row
   * as stored when changing one (read once for the check and the stored file; 404 when gone), null
   * when adding.
   */
  protected check?(manager: EntityManager, values: Record<string, unknown>, current: E | null): Promise<void>;

  /**
   * Writes what belongs to a row but is not a column of its table (rows of another table …), in the
   * write's transaction, after the row of a create, an update or an import row was saved: `row` as
   * saved, `input` the create or update body (without `version`). Input keys that are no column of
   * the entity are written only here.
   */
  protected afterWrite?(manager: EntityManager, row: E, input: Record<string, unknown>): Promise<void>;

  /** Removes what belongs to a deleted row (rows of another table …), in the delete's transaction. */
  protected afterRemove?(manager: EntityManager, row: E): Promise<void>;

  /** The stored row being changed (404 when it is gone). */
  private async stored(manager: EntityManager, id: string): Promise<E> {
    const row = await manager.findOneBy(this.entity, { id } as FindOptionsWhere<E>);
    if (!row) throw new TisError('notFound');
    return row;
  }

  /** Checks the stored file a write names when the row is new or names another one; answers whether it is to be claimed. */
  private async checkStoredFile(values: Record<string, unknown>, current: E | null): Promise<boolean> {
    const column = this.storedFile;
    if (!column) return false;
    const url = values[column.field];
    if (typeof url !== 'string') return false;
    if (current && (column.unchanged ? column.unchanged(current, values) : (current as Record<string, unknown>)[column.field] === url)) return false;
    await column.check(url, values);
    return true;
  }

  /** The row owns the file it names from now on (in the write's transaction: a refused claim saves nothing). */
  private async claimStoredFile(row: E, claim: boolean): Promise<void> {
    const column = this.storedFile;
    if (!column || !claim) return;
    await claimRecordFiles(this.fileClaims, [String((row as Record<string, unknown>)[column.field])], column.owner(row));
  }

  /**
   * The rows as the API answers them when they need other rows (names of the codes they hold), read
   * at once, coded texts in `lang` (the caller's); `toRow` each when not given.
   */
  protected toRows?(rows: E[], manager: EntityManager, lang: Language): Promise<RowOf<D>[]>;

  /**
   * The list's conditions besides the keyword: by default, equality on every field with a filter
   * hint the query gives, and with a `languageField` the caller's language unless the query names one.
   */
  protected filter(qb: SelectQueryBuilder<E>, query: QueryOf<D>, caller: ResourceCaller): void {
    const values = query as Record<string, unknown>;
    const language = this.descriptor.languageField;
    if (language) qb.andWhere(`${qb.alias}.${language} = :${language}`, { [language]: values[language] || caller.lang });
    for (const field of this.descriptor.fields) {
      const value = values[field.name];
      if (field.filter && field.name !== language && value !== undefined && value !== '') qb.andWhere(`${qb.alias}.${field.name} = :${field.name}`, { [field.name]: value });
    }
  }

  /** The row as the API answers it: the row schema's fields, and id, version, who changed it when. */
  protected toRow(row: E): RowOf<D> {
    const record = row as unknown as Record<string, unknown>;
    const view: Record<string, unknown> = versionedMeta(row);
    for (const key of this.rowKeys) view[key] = record[key] ?? null;
    return view as RowOf<D>;
  }

  /** The values of the entity's columns: what is no column (rows of another table) is `afterWrite`'s. */
  private columnsOf(values: Record<string, unknown>): Record<string, unknown> {
    const metadata = this.ds.getMetadata(this.entity);
    return Object.fromEntries(Object.entries(values).filter(([key]) => metadata.findColumnWithPropertyName(key) !== undefined));
  }

  private async rowsOf(rows: E[], manager: EntityManager, lang: Language): Promise<RowOf<D>[]> {
    return this.toRows ? this.toRows(rows, manager, lang) : rows.map((row) => this.toRow(row));
  }

  private async rowOf(row: E, manager: EntityManager, lang: Language): Promise<RowOf<D>> {
    const [view] = await this.rowsOf([row], manager, lang);
    if (view === undefined) throw new Error('toRows answered no row');
    return view;
  }

  /** The row of this code regardless of case (in the same language, for a resource with a `languageField`; with the same values of its `codeScope`). */
  private codeWhere(field: string, code: string, values: Record<string, unknown>): FindOptionsWhere<E> {
    const scope = this.descriptor.languageField;
    const within = Object.fromEntries((this.descriptor.codeScope ?? []).map((key) => [key, values[key]]));
    return { [field]: sameCode(code), ...(scope ? { [scope]: sameCode(String(values[scope])) } : {}), ...within } as FindOptionsWhere<E>;
  }

  private order(): readonly (readonly [string, 'ASC' | 'DESC'])[] {
    const [code] = this.descriptor.codeFields;
    return this.descriptor.order ?? (code ? [[code, 'ASC']] : [['id', 'ASC']]);
  }

  // --- Excel export and import (resource-excel.ts, ADR 0018) ---

  /** The rows of the list's keyword and filters, in the list's order. */
  private listQuery(query: QueryOf<D>, caller: ResourceCaller): SelectQueryBuilder<E> {
    const qb = this.where(this.ds.getRepository(this.entity).createQueryBuilder(ALIAS), query, caller);
    for (const [field, direction] of this.order()) qb.addOrderBy(`${ALIAS}.${field}`, direction);
    return qb;
  }

  /** The keyword over the descriptor's keyword columns and `filter`, on `qb`'s alias. */
  private where(qb: SelectQueryBuilder<E>, query: QueryOf<D>, caller: ResourceCaller): SelectQueryBuilder<E> {
    andKeyword(qb, this.descriptor.keywordFields.map((f) => `${qb.alias}.${f}`), (query as { keyword?: string }).keyword);
    this.filter(qb, query, caller);
    return qb;
  }

  async exportCount(query: QueryOf<D>, caller: ResourceCaller): Promise<number> {
    return this.listQuery(query, caller).getCount();
  }

  /** The rows of the list's keyword and filters in its order (then by id), EXPORT_BATCH at a time: never the whole table in memory. */
  async *exportRows(query: QueryOf<D>, caller: ResourceCaller, limit: number): AsyncGenerator<RowOf<D>> {
    for (let offset = 0; offset < limit; offset += EXPORT_BATCH) {
      const take = Math.min(EXPORT_BATCH, limit - offset);
      const rows = await this.listQuery(query, caller).addOrderBy(`${ALIAS}.id`, 'ASC').offset(offset).limit(take).getMany();
      yield* await this.rowsOf(rows, this.ds.manager, caller.lang);
      if (rows.length < take) return;
    }
  }

  /**
   * Writes the rows of an import in one transaction, each as `create` and `update` do: its code
   * looked up regardless of case, `check`, the unique index (409002), the version (409001). A row
   * whose code exists changes that row (the update schema over the same cells), a row the table
   * already holds as it is stays untouched, any other row is added. Every row is tried so the
   * report names all problems; with any, or when `refused` (the file had problems already), the
   * transaction is rolled back and nothing changes. An applied import is one operation record.
   */
  async importRows(rows: readonly ImportRow[], { by, lang, fileName, refused = false }: ImportContext): Promise<ImportOutcome> {
    const outcome: ImportOutcome = { created: 0, updated: 0, unchanged: 0, problems: [] };
    const [code] = this.descriptor.codeFields;
    const codeHeader = fieldHeader(this.descriptor, code, lang);
    try {
      await this.bus.transaction(async (tx) => {
        for (const row of rows) {
          try {
            const done = await this.importRow(tx, row, by, lang, outcome.problems);
            if (done !== 'problem') outcome[done] += 1;
          } catch (error) {
            if (!(error instanceof TisError)) throw error;
            outcome.problems.push(importProblem(lang, row.row, error.errorName === 'duplicate' ? codeHeader : null, error.key, error.params));
          }
        }
        if (refused || outcome.problems.length > 0) throw new ImportRolledBack();
        await this.recordOperation(tx, 'import', { id: '', name: `${fileName} (${rows.length})` }, by);
      });
    } catch (error) {
      if (!(error instanceof ImportRolledBack)) throw error;
    }
    return outcome;
  }

  /** One row of an import: what was done with it, or 'problem' (its problems added to `problems`). */
  private async importRow(tx: Transaction, { row, input, values }: ImportRow, by: string, lang: Language, problems: ImportProblem[]): Promise<'created' | 'updated' | 'unchanged' | 'problem'> {
    const { manager } = tx;
    const existing = await this.rowWithCodes(manager, values);
    if (!existing) {
      await this.check?.(manager, values, null);
      const file = await this.checkStoredFile(values, null);
      const created = await insertUnique(manager, this.entity, { ...this.columnsOf(values), createdBy: by, updatedBy: by } as Partial<E>);
      await this.afterWrite?.(manager, created, values);
      await this.claimStoredFile(created, file);
      await this.sendSearch(tx, null, created);
      return 'created';
    }
    const parsed = this.descriptor.update.safeParse({ ...input, version: existing.version });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(importProblem(lang, row, fieldHeader(this.descriptor, issue.path[0], lang), issue.message));
      return 'problem';
    }
    const { version, ...changes } = parsed.data as Record<string, unknown> & { version: number };
    const view = (await this.rowOf(existing, manager, lang)) as Record<string, unknown>;
    // A value the update leaves out (undefined) keeps what the row has.
    if (Object.entries(changes).every(([key, value]) => value === undefined || sameValue(view[key], value))) return 'unchanged';
    await this.check?.(manager, changes, existing);
    const file = await this.checkStoredFile(changes, existing);
    const updated = await updateVersioned(manager, this.entity, existing.id, version, { ...this.columnsOf(changes), updatedBy: by } as Partial<E>);
    await this.afterWrite?.(manager, updated, changes);
    await this.claimStoredFile(updated, file);
    await this.sendSearch(tx, null, updated);
    return 'updated';
  }

  /** The row that holds the codes of `values` regardless of case; null when none does, 409002 when they are different rows'. */
  private async rowWithCodes(manager: EntityManager, values: Record<string, unknown>): Promise<E | null> {
    let found: E | null = null;
    for (const field of this.descriptor.codeFields) {
      const code = values[field];
      if (typeof code !== 'string') continue;
      const row = await manager.findOneBy(this.entity, this.codeWhere(field, code, values));
      if (row && found && row.id !== found.id) throw duplicateError();
      found ??= row;
    }
    return found;
  }
}

/** Rows one export query reads at once. */
const EXPORT_BATCH = 500;

/** Rolls back an import's transaction that found problems. */
class ImportRolledBack extends Error {}

/** A row's value and an imported one are the same (a flag shown as 0 / 1 equals false / true; lists by their items). */
function sameValue(shown: unknown, value: unknown): boolean {
  const plain = (v: unknown): unknown => (typeof v === 'boolean' ? Number(v) : typeof v === 'object' && v !== null ? JSON.stringify(v) : (v ?? null));
  return plain(shown) === plain(value);
}
