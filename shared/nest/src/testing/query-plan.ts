import type { DataSource, Logger } from 'typeorm';

/**
 * One step of a query plan, the same shape on SQLite (EXPLAIN QUERY PLAN) and MariaDB (EXPLAIN), for
 * medium tests that assert which index a query reads and that it does not sort.
 */
export interface PlanRow {
  /** A step of a subquery: SQLite's co-routine / materialised / listed subqueries, MariaDB's DERIVED, SUBQUERY, …. */
  inSubquery: boolean;
  /** The table (its alias) the step reads, or null (a sort, a subquery's header). */
  table: string | null;
  /** The index the step reads: its name, 'PRIMARY' for the primary key; null for none. */
  index: string | null;
  /** The index alone answers the step (SQLite COVERING INDEX, MariaDB "Using index"). */
  indexOnly: boolean;
  /** Every entry of a table or index is read (SQLite SCAN, MariaDB type ALL / index), unless a LIMIT stops it; never for a subquery's result. */
  fullScan: boolean;
  /** The step sorts (SQLite TEMP B-TREE, MariaDB filesort / temporary table). */
  sorts: boolean;
  /** The database's own words for the step. */
  text: string;
}

const SQLITE_SUBQUERY = /^(CO-ROUTINE|MATERIALIZE|SUBQUERY|CORRELATED|LIST SUBQUERY|SCALAR SUBQUERY)\b/;
const SQLITE_STEP = /^(SEARCH|SCAN) (\S+)(?: USING (COVERING )?INDEX (\S+)| USING (?:INTEGER )?PRIMARY KEY)?/;

/** The plan of `sql` with `params` on `ds`, one row per step, in the database's order. */
export async function queryPlan(ds: DataSource, sql: string, params: readonly unknown[] = []): Promise<PlanRow[]> {
  if (ds.options.type === 'better-sqlite3') {
    const rows = await ds.query<{ id: number; parent: number; detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`, [...params]);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const subqueryNames = new Set(rows.flatMap((r) => (SQLITE_SUBQUERY.test(r.detail) ? [r.detail.split(' ').at(-1)] : [])));
    const inSubquery = (row: { parent: number }): boolean => {
      for (let up = byId.get(row.parent); up; up = byId.get(up.parent)) if (SQLITE_SUBQUERY.test(up.detail)) return true;
      return false;
    };
    return rows.map((r) => {
      const step = SQLITE_STEP.exec(r.detail);
      const table = step?.[2] ?? null;
      const primaryKey = step !== null && / USING (INTEGER )?PRIMARY KEY/.test(r.detail);
      return {
        inSubquery: inSubquery(r),
        table,
        index: step?.[4] ?? (primaryKey ? 'PRIMARY' : null),
        indexOnly: step?.[3] !== undefined,
        fullScan: step?.[1] === 'SCAN' && !subqueryNames.has(table ?? ''),
        sorts: /TEMP B-TREE/.test(r.detail),
        text: r.detail,
      };
    });
  }
  const rows = await ds.query<{ select_type: string; table: string | null; type: string | null; key: string | null; Extra: string | null }[]>(`EXPLAIN ${sql}`, [...params]);
  return rows.map((r) => {
    const extra = r.Extra ?? '';
    const derived = r.table !== null && /^<(derived|subquery)\d+>$/.test(r.table);
    return {
      inSubquery: !['SIMPLE', 'PRIMARY'].includes(r.select_type),
      table: r.table,
      index: r.key,
      indexOnly: /Using index(?! condition)/.test(extra),
      fullScan: !derived && (r.type === 'ALL' || r.type === 'index'),
      sorts: /filesort|temporary/.test(extra),
      text: `${r.select_type} ${r.table ?? '-'} ${r.type ?? '-'} ${r.key ?? '-'} ${extra}`.trim(),
    };
  });
}

/**
 * The SQL statements `run` sends through `ds` (TypeORM's query log), in order, without transaction
 * control statements — for medium tests that check a service sends exactly the SQL a bench baseline
 * runs raw.
 */
export async function sentQueries(ds: DataSource, run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  let capturing = true;
  const noop = () => undefined;
  const capture: Logger = {
    logQuery: (sql) => {
      if (capturing && !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(sql)) sent.push(sql);
    },
    logQueryError: noop,
    logQuerySlow: noop,
    logSchemaBuild: noop,
    logMigration: noop,
    log: noop,
  };
  ds.setOptions({ logger: capture, logging: ['query'] });
  try {
    await run();
  } finally {
    // TypeORM keeps calling the logger after `logging: false`: stop taking queries here.
    capturing = false;
    ds.setOptions({ logging: false });
  }
  return sent;
}

/** What the plan of a key page (shared/nest/src/database/key-page.ts) does, for one assertion per test. */
export interface KeyPagePlan {
  /** The indexes the id subquery (alias f) reads: one, the filter's. */
  idIndexes: (string | null)[];
  /** The id subquery sorts (it should not: the index is in page order). */
  sorts: boolean;
  /** The ids come from the index alone. */
  idsIndexOnly: boolean;
  /** How the page's rows are read: [index, fullScan] per step on the row alias. */
  rowReads: [string | null, boolean][];
  /** The database's own words, for failure messages. */
  text: string;
}

export function keyPagePlan(plan: PlanRow[], rowAlias: string): KeyPagePlan {
  const ids = plan.filter((p) => p.inSubquery && p.table === 'f');
  return {
    idIndexes: ids.map((p) => p.index),
    sorts: plan.some((p) => p.inSubquery && p.sorts),
    idsIndexOnly: ids[0]?.indexOnly ?? false,
    rowReads: plan.filter((p) => p.table === rowAlias).map((p): [string | null, boolean] => [p.index, p.fullScan]),
    text: plan.map((p) => p.text).join(' | '),
  };
}
