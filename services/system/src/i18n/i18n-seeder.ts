import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LANGUAGES, type Language as LanguageCode, MESSAGES, WEB_TEXTS } from '@tis/contracts';
import { DATA_SOURCE, isUniqueViolation, ROOT_LOGGER } from '@tis/nest';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { bumpContentVersion } from './i18n.common.js';
import { Language, Translation } from './i18n.entities.js';

const SEEDER = 'seed';
const INSERT_CHUNK = 50;

/** The languages every installation starts with (spec section 1), named in their own language. */
export function seedLanguages(): { langCode: LanguageCode; langName: string; sortNo: number }[] {
  return LANGUAGES.map((langCode, i) => ({ langCode, langName: WEB_TEXTS[langCode][`common.language.${langCode}`], sortNo: i + 1 }));
}

/** The bundled texts of a language: the shared message catalogue and the SPA's own texts. */
export function bundledTexts(langCode: LanguageCode): Record<string, string> {
  return { ...MESSAGES[langCode], ...WEB_TEXTS[langCode] };
}

/**
 * Brings the language list and the translation table up to the bundled texts at start: missing
 * languages and missing keys are added, nothing an administrator changed is touched. Safe on every
 * start and on every replica (a replica that loses the race re-reads what the other one wrote).
 */
@Injectable()
export class I18nSeeder implements OnApplicationBootstrap {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.retryOnRace(() => this.seedLanguages());
    for (const langCode of LANGUAGES) await this.retryOnRace(() => this.seedTexts(langCode));
  }

  private async retryOnRace(step: () => Promise<void>): Promise<void> {
    try {
      await step();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await step();
    }
  }

  private async seedLanguages(): Promise<void> {
    const repo = this.ds.getRepository(Language);
    const existing = new Set((await repo.find({ select: { langCode: true } })).map((l) => l.langCode));
    const missing = seedLanguages().filter((l) => !existing.has(l.langCode));
    if (missing.length === 0) return;
    await repo.insert(missing.map((l) => ({ id: randomUUID(), ...l, supported: true, contentVersion: 0, createdBy: SEEDER, updatedBy: SEEDER })));
  }

  private async seedTexts(langCode: LanguageCode): Promise<void> {
    const texts = bundledTexts(langCode);
    const present = await this.ds
      .getRepository(Translation)
      .createQueryBuilder('t')
      .select('t.translationKey', 'k')
      .where('t.langCode = :langCode', { langCode })
      .getRawMany<{ k: string }>();
    const have = new Set(present.map((r) => r.k));
    const missing = Object.entries(texts).filter(([key]) => !have.has(key));
    if (missing.length === 0) return;
    await this.ds.transaction(async (m) => {
      for (let i = 0; i < missing.length; i += INSERT_CHUNK) {
        await m.insert(
          Translation,
          missing.slice(i, i + INSERT_CHUNK).map(([translationKey, value]) => ({
            id: randomUUID(),
            translationKey,
            langCode,
            value,
            createdBy: SEEDER,
            updatedBy: SEEDER,
          })),
        );
      }
      await bumpContentVersion(m, [langCode]);
    });
    this.logger.info({ langCode, added: missing.length }, 'bundled texts added to the translation table');
  }
}
