import { DEFAULT_LANGUAGE, OVERSEAS_DEFAULT_LANGUAGE } from '@tis/contracts';
import type { PlatformConfig, TisRequest, VersionedEntity } from '@tis/nest';
import { type EntityManager, QueryFailedError } from 'typeorm';

/** The deployment's default language: zh_CN, en_US on overseas deployments (spec sections 1 and 9). */
export function defaultLanguageOf(config: Pick<PlatformConfig, 'TIS_OVERSEAS'>): string {
  return config.TIS_OVERSEAS ? OVERSEAS_DEFAULT_LANGUAGE : DEFAULT_LANGUAGE;
}

/** The user a change is recorded for. */
export function actorOf(req: TisRequest): string {
  return req.user?.userCode ?? 'system';
}

/**
 * A `LIKE` pattern containing `keyword`, for `… LIKE :kw ESCAPE '!'` ('!' escapes on every dialect;
 * SQLite has no default escape character and MySQL's backslash needs dialect-specific quoting).
 */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** A unique index refused the row (two saves raced past the duplicate check). */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const { code, errno } = error.driverError as { code?: string; errno?: number };
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'ER_DUP_ENTRY' || errno === 1062;
}

/** id, version and who changed the row when, as every view carries them. */
export function rowMetaOf(row: VersionedEntity): { id: string; version: number; updatedAt: string; updatedBy: string | null } {
  return { id: row.id, version: row.version, updatedAt: new Date(row.updatedAt).toISOString(), updatedBy: row.updatedBy };
}

/**
 * Advances the content version of a language's texts, in the caller's transaction. Raw SQL on
 * purpose: the language row's optimistic-lock version and audit columns stay as they are.
 */
export async function bumpContentVersion(manager: EntityManager, langCodes: Iterable<string>): Promise<void> {
  for (const langCode of new Set(langCodes)) {
    await manager.query('UPDATE language SET content_version = content_version + 1 WHERE lang_code = ?', [langCode]);
  }
}
