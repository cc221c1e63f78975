import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { MigrationClass } from './data-source.js';

/** A unique index over codes that must differ in more than case ("QA01" and "qa01" are one code). */
export interface CodeIndex {
  /** `<the binary unique index's name>_ci`; the entity declares it with `@Index(name, { synchronize: false })`. */
  name: string;
  table: string;
  columns: string[];
}

const isSqlite = (qr: QueryRunner): boolean => qr.dataSource.options.type === 'better-sqlite3';

/**
 * Codes are unique regardless of case (spec). MariaDB and MySQL compare them without case already
 * (utf8mb4_unicode_ci, deploy/mysql/my.cnf), in unique indexes too; SQLite compares bytes. On SQLite a
 * second unique index per code with the NOCASE collation refuses a code that differs only in case
 * (an insert then fails as a unique violation: 409002), while the binary unique index stays for
 * look-ups and joins. TypeORM's index API knows no collation, hence the SQL; other dialects get nothing.
 */
export async function createCodeIndexes(qr: QueryRunner, indexes: readonly CodeIndex[]): Promise<void> {
  if (!isSqlite(qr)) return;
  for (const { name, table, columns } of indexes) {
    await qr.query(`CREATE UNIQUE INDEX "${name}" ON "${table}" (${columns.map((c) => `"${c}" COLLATE NOCASE`).join(', ')})`);
  }
}

export async function dropCodeIndexes(qr: QueryRunner, indexes: readonly CodeIndex[]): Promise<void> {
  if (!isSqlite(qr)) return;
  for (const { name } of indexes) await qr.query(`DROP INDEX IF EXISTS "${name}"`);
}

/** The migration of a service's code indexes (`name`: class name with its timestamp, e.g. CaseInsensitiveCodes1700000070000). */
export function codeIndexesMigration(name: string, indexes: readonly CodeIndex[]): MigrationClass {
  return class CodeIndexesMigration implements MigrationInterface {
    name = name;

    async up(qr: QueryRunner): Promise<void> {
      await createCodeIndexes(qr, indexes);
    }

    async down(qr: QueryRunner): Promise<void> {
      await dropCodeIndexes(qr, indexes);
    }
  };
}
