import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMariaDb } from './mariadb.js';

/** A database server for medium tests; `url(name)` gives a fresh database on it. */
export interface TestDatabaseServer {
  dialect: 'sqlite' | 'mariadb';
  url(name: string): string;
  stop(): Promise<void>;
}

export const TEST_DIALECTS = ['sqlite', 'mariadb'] as const;

/** SQLite files in a temp folder, or a harness-started MariaDB with the project's my.cnf. */
export async function startTestDatabase(dialect: (typeof TEST_DIALECTS)[number]): Promise<TestDatabaseServer> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'tis-sqlite-'));
    return {
      dialect,
      url: (name) => `sqlite:${join(dir, `${name}.sqlite`)}`,
      stop: async () => {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const server = await startMariaDb();
  return { dialect, url: (name) => server.url(name), stop: () => server.stop() };
}
