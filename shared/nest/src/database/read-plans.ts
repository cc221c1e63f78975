import { isDeepStrictEqual } from 'node:util';
import { type DataSource, type EntityManager, type EntityTarget, type FindOptionsOrder, type FindOptionsWhere, In, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import { RawSqlResultsToEntityTransformer } from 'typeorm/query-builder/transformer/RawSqlResultsToEntityTransformer.js';

/**
 * A find of one shape (entity, the columns compared, order, limit, lock; on SQLite also the numbers
 * TypeORM writes into the text), written by TypeORM once and then sent again with the new values,
 * its rows hydrated by TypeORM's own transformer. The reads every workflow action makes (the
 * document by id, its rows) cost more in building the statement — 45 columns aliased, property
 * names replaced by regular expressions — than in running it.
 */
interface ReadPlan {
  sql: string;
  transformer: RawSqlResultsToEntityTransformer;
  qb: SelectQueryBuilder<ObjectLiteral>;
}

/** A value a planned find compares a column with: equal to it, or (a list) among them (`IN`). */
export type PlannedValue = string | number | readonly (string | number)[];

/** What a planned find compares, orders and locks. */
export interface PlannedFind<E> {
  /** Equality on columns, each value a string or a number; a list: the column among its values (`In`). */
  where: Record<string, PlannedValue>;
  order?: FindOptionsOrder<E>;
  take?: number;
  /** Locks the rows until the commit (the database servers; SQLite has no row locks and is never asked). */
  lock?: 'pessimistic_write';
}

/** Shapes one data source remembers at most (a shape per entity and find: a few dozen in practice). */
const MAX_PLANS = 500;

/** Per data source: each shape's plan, or null for a shape this cannot repeat (TypeORM then runs every one). */
const plans = new WeakMap<DataSource, Map<string, ReadPlan | null>>();

/**
 * The rows of `entity` that `find` names, as `manager.find` answers them. The first find of a
 * shape runs through TypeORM's query builder; its statement is kept when the parameters it bound
 * are exactly the compared values in order, and when the kept statement, run and hydrated by
 * TypeORM's transformer, answers exactly the entities TypeORM answered. An entity with relations
 * or load listeners is never planned.
 */
export async function findPlanned<E extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<E>, find: PlannedFind<E>): Promise<E[]> {
  const ds = manager.dataSource;
  const metadata = ds.getMetadata(entity);
  const sqlite = ds.options.type === 'better-sqlite3';
  const keys = Object.keys(find.where);
  // A list's values in order, each in its place of the statement (`IN (?, ?, …)`: its length is part of the shape).
  const values = keys.flatMap((key) => find.where[key]);
  // TypeORM's SQLite drivers write numbers into the statement's text: they are part of its shape.
  const inText = (value: unknown): boolean => sqlite && typeof value === 'number';
  const shapeOf = (k: string): string => {
    const value = find.where[k];
    if (Array.isArray(value)) return `${k}[${value.map((v: string | number) => (inText(v) ? String(v) : '?')).join(',')}]`;
    return inText(value) ? `${k}=${String(value)}` : k;
  };
  const key = `${metadata.tableName}|${keys.map(shapeOf).join(',')}|${JSON.stringify(find.order ?? {})}|${find.take ?? ''}|${sqlite ? '' : (find.lock ?? '')}`;
  let byShape = plans.get(ds);
  if (!byShape) plans.set(ds, (byShape = new Map<string, ReadPlan | null>()));
  const plan = byShape.get(key);
  const bound = values.filter((value) => !inText(value));
  if (plan) return hydrate(plan, await manager.query<ObjectLiteral[]>(plan.sql, bound));

  const where = Object.fromEntries(keys.map((k) => {
    const value = find.where[k];
    return [k, Array.isArray(value) ? In(value) : value];
  }));
  const qb = manager.createQueryBuilder(entity, metadata.name).setFindOptions({
    where: where as FindOptionsWhere<E>,
    ...(find.order ? { order: find.order } : {}),
    ...(find.take !== undefined ? { take: find.take } : {}),
    ...(find.lock && !sqlite ? { lock: { mode: find.lock } } : {}),
  });
  const entities = await qb.getMany();
  if (plan === undefined && byShape.size < MAX_PLANS) byShape.set(key, await planOf(manager, qb, bound, entities));
  return entities;
}

/** The first of the rows `find` names, or null (`manager.findOne`). */
export async function findOnePlanned<E extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<E>, find: Omit<PlannedFind<E>, 'take'>): Promise<E | null> {
  return (await findPlanned(manager, entity, { ...find, take: 1 }))[0] ?? null;
}

/** The plan of a shape TypeORM just ran (its statement and what it answered), or null when repeating it would answer otherwise. */
async function planOf<E extends ObjectLiteral>(manager: EntityManager, qb: SelectQueryBuilder<E>, bound: unknown[], entities: E[]): Promise<ReadPlan | null> {
  const map = qb.expressionMap;
  const metadata = map.mainAlias?.metadata;
  if (!metadata || metadata.relations.length > 0 || metadata.afterLoadListeners.length > 0 || manager.dataSource.subscribers.length > 0) return null;
  const [sql, params] = qb.getQueryAndParameters();
  if (!isDeepStrictEqual(params, bound)) return null;
  const plan: ReadPlan = { sql, qb, transformer: new RawSqlResultsToEntityTransformer(map, manager.dataSource.driver, [], undefined) };
  const again = hydrate(plan, await manager.query<ObjectLiteral[]>(sql, bound));
  return isDeepStrictEqual(again, entities) ? plan : null;
}

function hydrate<E extends ObjectLiteral>(plan: ReadPlan, raw: ObjectLiteral[]): E[] {
  const alias = plan.qb.expressionMap.mainAlias;
  if (raw.length === 0 || !alias) return [];
  return plan.transformer.transform(raw, alias) as E[];
}
