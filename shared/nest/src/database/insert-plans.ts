import { isDeepStrictEqual } from 'node:util';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

/**
 * A single-row INSERT of one shape (entity, the columns given, on SQLite the numbers TypeORM writes
 * into the text), written by TypeORM once and then sent again with the new row's values: the rows
 * of the outbox, processed events, verify and operation records are written on every write of
 * the portal, and building the statement (the insert query builder) cost more than running it.
 */
interface InsertPlan {
  sql: string;
}

/** Shapes one data source remembers at most (a shape per entity and set of columns: a few dozen in practice). */
const MAX_PLANS = 500;

/** Per data source: each shape's plan, or null for a shape whose statement this cannot repeat (then TypeORM writes every one). */
const plans = new WeakMap<DataSource, Map<string, InsertPlan | null>>();

/**
 * Inserts one row (without reading back what the database filled in) by its shape's plan.
 * The first row of a shape is written by TypeORM's insert builder; its statement is kept when the
 * parameters TypeORM bound are exactly the row's given column values, each prepared by the driver
 * as TypeORM prepares it, in the entity's column order (what this sends for later rows). A shape
 * where they differ (a key TypeORM generates, a value it transforms otherwise) is never planned.
 */
export async function insertPlanned<E extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<E>, row: QueryDeepPartialEntity<E>): Promise<void> {
  if (Object.getPrototypeOf(row) !== Object.prototype) {
    // An entity instance: its listeners (an id assigned before insert) run in the builder's execute.
    await manager.createQueryBuilder().insert().into(target).values(row).updateEntity(false).execute();
    return;
  }
  const ds = manager.dataSource;
  const metadata = ds.getMetadata(target);
  const { driver } = ds;
  const sqlite = ds.options.type === 'better-sqlite3';
  const given = metadata.columns.filter((c) => c.isInsert && c.getEntityValue(row) !== undefined && !c.isCreateDate && !c.isUpdateDate && !c.isVersion);
  const prepared = given.map((c) => driver.preparePersistentValue(c.getEntityValue(row), c) as unknown);
  // TypeORM's SQLite drivers write numbers into the statement's text: they are part of its shape.
  const inText = (value: unknown): boolean => sqlite && typeof value === 'number';
  const key = `${metadata.tableName}|${given.map((c, i) => (inText(prepared[i]) ? `${c.propertyPath}=${String(prepared[i])}` : c.propertyPath)).join(',')}`;
  let byShape = plans.get(ds);
  if (!byShape) plans.set(ds, (byShape = new Map<string, InsertPlan | null>()));
  const plan = byShape.get(key);
  const values = prepared.filter((value) => !inText(value));
  if (plan) {
    await manager.query(plan.sql, values);
    return;
  }
  const [sql, params] = manager.createQueryBuilder().insert().into(target).values(row).updateEntity(false).getQueryAndParameters();
  if (plan === undefined && byShape.size < MAX_PLANS) {
    byShape.set(key, isDeepStrictEqual(params, values) ? { sql } : null);
  }
  await manager.query(sql, params);
}
