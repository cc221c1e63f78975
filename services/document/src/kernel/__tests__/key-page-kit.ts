import { keyPage, type KeyPageOptions, openDatabase, pageQuery } from '@tis/nest';
import { keyPagePlan, queryPlan, startTestDatabase, type TEST_DIALECTS } from '@tis/nest/testing';
import type { DataSource, ObjectLiteral, Repository } from 'typeorm';
import { DOCUMENT_SERVICE } from '../../document.module.js';
import type { DocumentActor } from '../document-actors.js';

/**
 * What the medium tests of the document lists that page with keyPage share: a seeded database on
 * either dialect, the pages compared with the list's plain OFFSET query, whether pages end inside a
 * tie of the order's time, and how the database reads a deep page.
 */

/** An administrator who approves and publishes: every brand, no organisation. */
export const LIST_ADMIN = { user: { brandCodes: [] as string[] }, userCode: 'admin', actions: ['verify', 'publish'], approverDepartments: ['AS-RS-E'], author: { orgCode: null } } as unknown as DocumentActor;
/** A dealer's author: their own and their organisation's (D3) documents; published ones of brand PC. */
export const LIST_DEALER = { user: { brandCodes: ['PC'] }, userCode: 'dealer01', actions: [], approverDepartments: [], author: { orgCode: 'D3' } } as unknown as DocumentActor;

/** A document database of a list's medium test, and how to stop it. */
export interface ListTestDatabase {
  ds: DataSource;
  stop: () => Promise<void>;
}

/**
 * The document service's tables on a new database of `dialect`, with the rows `seed` inserts. On
 * MariaDB the times of `micro.table` (`micro.columns`) on the rows `micro.where` selects move 0.4 ms
 * on — times the database sets itself keep microseconds a Date drops — and the table is analysed.
 */
export async function startListDatabase(
  dialect: (typeof TEST_DIALECTS)[number],
  name: string,
  micro: { table: string; columns: readonly string[]; where: string },
  seed: (ds: DataSource) => Promise<void>,
): Promise<ListTestDatabase> {
  const server = await startTestDatabase(dialect);
  const ds = await openDatabase({ url: server.url(name), entities: DOCUMENT_SERVICE.entities, migrations: DOCUMENT_SERVICE.migrations });
  await seed(ds);
  if (dialect === 'mariadb') {
    const moved = micro.columns.map((c) => `${c} = DATE_ADD(${c}, INTERVAL 400 MICROSECOND)`).join(', ');
    await ds.query(`UPDATE ${micro.table} SET ${moved} WHERE ${micro.where}`);
    await ds.query(`ANALYZE TABLE ${micro.table}`);
  }
  return {
    ds,
    stop: async () => {
      await ds.destroy();
      await server.stop();
    },
  };
}

/** Rows inserted a hundred at a time. */
export async function insertInBatches<T extends ObjectLiteral>(repo: Repository<T>, rows: readonly T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) await repo.insert(rows.slice(i, i + 100));
}

/** One page of a list under test: how the list reads it with keyPage, and the plain OFFSET query it sent before. */
export interface ListPageUnderTest<T> {
  options: KeyPageOptions;
  plain: () => Promise<[T[], number]>;
}

/** A page as the two queries answer it: the rows (by a name) and the total. */
export interface PageAnswers {
  what: string;
  keyPage: { rows: string[]; total: number };
  offset: { rows: string[]; total: number };
}

/**
 * The pages a keyPage list's medium test compares with its plain OFFSET query, for each of the
 * named filters — 1, 2, a middle one, the last and the one past the end (`pageOf` asks for the page
 * size) — each answered by both.
 */
export async function keyPagesBesideOffset<T extends ObjectLiteral, F>(
  repo: Repository<T>,
  pageSize: number,
  filters: readonly (readonly [string, F])[],
  pageOf: (filter: F, pageNo: number) => ListPageUnderTest<T>,
  name: (row: T) => string,
): Promise<PageAnswers[]> {
  const answers: PageAnswers[] = [];
  for (const [what, filter] of filters) {
    const [, total] = await pageOf(filter, 1).plain();
    const last = Math.max(1, Math.ceil(total / pageSize));
    for (const pageNo of new Set([1, 2, Math.ceil(last / 2), last, last + 1])) {
      const page = pageOf(filter, pageNo);
      const [rows, count] = await keyPage(repo, page.options);
      const [plainRows, plainTotal] = await page.plain();
      answers.push({ what: `${what} page ${pageNo}`, keyPage: { rows: rows.map(name), total: count }, offset: { rows: plainRows.map(name), total: plainTotal } });
    }
  }
  return answers;
}

/** How many of the pages of `rows` (a list in order) end between two rows of one time: what the id decides. */
export function pagesEndingInATie<T>(rows: readonly T[], pageSize: number, time: (row: T) => Date): number {
  return rows.filter((row, at) => {
    const before = rows[at - 1];
    return at % pageSize === 0 && before !== undefined && time(row).getTime() === time(before).getTime();
  }).length;
}

/** How the database reads the page's ids (keyPage's deferred join): the indexes, whether it sorts, whether the index alone answers; and the plan's text. */
export async function pageIdsPlan<T extends ObjectLiteral>(ds: DataSource, repo: Repository<T>, options: KeyPageOptions): Promise<{ read: { indexes: (string | null)[]; sorts: boolean; indexOnly: boolean }; text: string }> {
  const [sql, params] = pageQuery(repo, options).getQueryAndParameters();
  const plan = keyPagePlan(await queryPlan(ds, sql, params), options.alias ?? 'r');
  return { read: { indexes: plan.idIndexes, sorts: plan.sorts, indexOnly: plan.idsIndexOnly }, text: plan.text };
}
