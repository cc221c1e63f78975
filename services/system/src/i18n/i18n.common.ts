import { DEFAULT_LANGUAGE, OVERSEAS_DEFAULT_LANGUAGE } from '@tis/contracts';
import type { PlatformConfig } from '@tis/nest';
import type { EntityManager } from 'typeorm';

/** The deployment's default language: zh_CN, en_US on overseas deployments (spec sections 1 and 9). */
export function defaultLanguageOf(config: Pick<PlatformConfig, 'TIS_OVERSEAS'>): string {
  return config.TIS_OVERSEAS ? OVERSEAS_DEFAULT_LANGUAGE : DEFAULT_LANGUAGE;
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
