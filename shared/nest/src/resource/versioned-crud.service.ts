import { type PageResult, type QueryOf, RESOURCE_ROW_META, type ResourceDescriptor, type RowOf, toSkipTake } from '@tis/contracts';
import type { DataSource, EntityManager, EntityTarget, FindOptionsWhere, SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import { type VersionedEntity, versionedMeta } from '../database/audited.entity.js';
import { andKeyword, sameCode } from '../database/query-helpers.js';
import { duplicateError, insertUnique, type Reference, removeUnlessUsed, updateVersioned } from '../database/versioned-rows.js';

/** What `resourceController` calls: the paged list, the dropdown options, add, versioned change, delete. */
export interface ResourceService<D extends ResourceDescriptor> {
  list(query: QueryOf<D>): Promise<PageResult<RowOf<D>>>;
  options(): Promise<Record<string, unknown>[]>;
  create(input: z.infer<D['create']>, by: string): Promise<RowOf<D>>;
  update(id: string, input: z.infer<D['update']>, by: string): Promise<RowOf<D>>;
  remove(id: string): Promise<void>;
}

const META = new Set<string>(RESOURCE_ROW_META);
const ALIAS = 'r';

/**
 * The rows of a resource in one table (a VersionedEntity whose properties have the descriptor's
 * field names), with the spec's answers: a paged list with the keyword over the descriptor's
 * keyword columns and its equality filters, 409002 for a code that exists in any case, 409001 for
 * a stale edit, 409003 for a delete while `references` point at the row, 404 for a missing row.
 * A resource overrides only what is unusual: `references` (in use), `check` (other rows a write
 * names), `filter` (more conditions), `toRow` / `toRows` (computed columns).
 */
export abstract class VersionedCrudService<E extends VersionedEntity, D extends ResourceDescriptor> implements ResourceService<D> {
  private readonly rowKeys: string[];

  protected constructor(
    protected readonly ds: DataSource,
    protected readonly entity: EntityTarget<E>,
    protected readonly descriptor: D,
  ) {
    this.rowKeys = Object.keys(descriptor.row.shape).filter((key) => !META.has(key));
  }

  async list(query: QueryOf<D>): Promise<PageResult<RowOf<D>>> {
    const qb = this.ds.getRepository(this.entity).createQueryBuilder(ALIAS);
    const paging = query as { pageNo: number; pageSize: number; keyword?: string };
    andKeyword(qb, this.descriptor.keywordFields.map((f) => `${ALIAS}.${f}`), paging.keyword);
    this.filter(qb, query);
    for (const [field, direction] of this.order()) qb.addOrderBy(`${ALIAS}.${field}`, direction);
    const { skip, take } = toSkipTake(paging);
    const [rows, total] = await qb.skip(skip).take(take).getManyAndCount();
    return { list: await this.rowsOf(rows, this.ds.manager), total };
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

  async create(input: z.infer<D['create']>, by: string): Promise<RowOf<D>> {
    return this.ds.transaction(async (manager) => {
      const values = input as Record<string, unknown>;
      for (const field of this.descriptor.codeFields) {
        const code = values[field];
        if (typeof code === 'string' && (await manager.existsBy(this.entity, { [field]: sameCode(code) } as FindOptionsWhere<E>))) throw duplicateError();
      }
      await this.check?.(manager, values, null);
      return this.rowOf(await insertUnique(manager, this.entity, { ...values, createdBy: by, updatedBy: by } as Partial<E>), manager);
    });
  }

  async update(id: string, input: z.infer<D['update']>, by: string): Promise<RowOf<D>> {
    return this.ds.transaction(async (manager) => {
      const { version, ...changes } = input as Record<string, unknown> & { version: number };
      await this.check?.(manager, changes, id);
      return this.rowOf(await updateVersioned(manager, this.entity, id, version, { ...changes, updatedBy: by } as Partial<E>), manager);
    });
  }

  async remove(id: string): Promise<void> {
    await this.ds.transaction((manager) => removeUnlessUsed(manager, this.entity, id, (row) => this.references?.(row, manager) ?? []));
  }

  /** The rows that keep `row` from being deleted (409003); none when not given. */
  protected references?(row: E, manager: EntityManager): readonly Reference[] | Promise<readonly Reference[]>;

  /** Checks what a write names before it is saved (a parent that must exist …); `id` is null when adding. */
  protected check?(manager: EntityManager, values: Record<string, unknown>, id: string | null): Promise<void>;

  /** The rows as the API answers them when they need other rows (names of the codes they hold), read at once; `toRow` each when not given. */
  protected toRows?(rows: E[], manager: EntityManager): Promise<RowOf<D>[]>;

  /** The list's conditions besides the keyword: by default, equality on every field with a filter hint the query gives. */
  protected filter(qb: SelectQueryBuilder<E>, query: QueryOf<D>): void {
    const values = query as Record<string, unknown>;
    for (const field of this.descriptor.fields) {
      const value = values[field.name];
      if (field.filter && value !== undefined && value !== '') qb.andWhere(`${ALIAS}.${field.name} = :${field.name}`, { [field.name]: value });
    }
  }

  /** The row as the API answers it: the row schema's fields, and id, version, who changed it when. */
  protected toRow(row: E): RowOf<D> {
    const record = row as unknown as Record<string, unknown>;
    return { ...versionedMeta(row), ...Object.fromEntries(this.rowKeys.map((k) => [k, record[k] ?? null])) } as RowOf<D>;
  }

  private async rowsOf(rows: E[], manager: EntityManager): Promise<RowOf<D>[]> {
    return this.toRows ? this.toRows(rows, manager) : rows.map((row) => this.toRow(row));
  }

  private async rowOf(row: E, manager: EntityManager): Promise<RowOf<D>> {
    const [view] = await this.rowsOf([row], manager);
    if (view === undefined) throw new Error('toRows answered no row');
    return view;
  }

  private order(): readonly (readonly [string, 'ASC' | 'DESC'])[] {
    const [code] = this.descriptor.codeFields;
    return this.descriptor.order ?? (code ? [[code, 'ASC']] : [['id', 'ASC']]);
  }
}
