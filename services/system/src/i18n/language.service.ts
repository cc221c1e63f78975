import { Inject, Injectable } from '@nestjs/common';
import { businessError, languagesResource, type LanguageView, type PageResult, type SupportedLanguage, type SupportedLanguageQuery, toSkipTake } from '@tis/contracts';
import { DATA_SOURCE, PLATFORM_CONFIG, type PlatformConfig, type Reference, resourceController, VersionedCrudService, versionedMeta } from '@tis/nest';
import type { DataSource, EntityManager } from 'typeorm';
import { defaultLanguageOf } from './i18n.common.js';
import { Language, Translation } from './i18n.entities.js';

/**
 * The stored language list (/TisosLanguage, a resource) and the supported languages the selector
 * offers. A language with texts is in use; the default language stays supported and is never deleted.
 */
@Injectable()
export class LanguageService extends VersionedCrudService<Language, typeof languagesResource> {
  /** zh_CN, or en_US on overseas deployments. */
  readonly defaultLanguage: string;

  constructor(@Inject(DATA_SOURCE) ds: DataSource, @Inject(PLATFORM_CONFIG) config: PlatformConfig) {
    super(ds, Language, languagesResource);
    this.defaultLanguage = defaultLanguageOf(config);
  }

  async supported(query: SupportedLanguageQuery): Promise<PageResult<SupportedLanguage>> {
    const [rows, total] = await this.ds.getRepository(Language).findAndCount({
      where: { supported: true },
      order: { sortNo: 'ASC', langCode: 'ASC' },
      ...toSkipTake(query),
    });
    return {
      list: rows.map((r) => ({ langCode: r.langCode, langName: r.langName, isDefault: r.langCode === this.defaultLanguage })),
      total,
    };
  }

  /** The language codes of the list, in list order. */
  async codes(): Promise<string[]> {
    const rows = await this.ds.getRepository(Language).find({ select: { langCode: true }, order: { sortNo: 'ASC', langCode: 'ASC' } });
    return rows.map((r) => r.langCode);
  }

  protected override toRow(row: Language): LanguageView {
    return { langCode: row.langCode, langName: row.langName, supported: row.supported, sortNo: row.sortNo, isDefault: row.langCode === this.defaultLanguage, ...versionedMeta(row) };
  }

  /** The default language stays supported. */
  protected override async check(_manager: EntityManager, values: Record<string, unknown>, row: Language | null): Promise<void> {
    if (row === null || values.supported !== false) return;
    if (row.langCode === this.defaultLanguage) throw businessError('translation.defaultLanguageRequired', { langCode: row.langCode });
  }

  /** Its texts keep a language (409003); the default language is never deleted. */
  protected override references(language: Language): readonly Reference[] {
    if (language.langCode === this.defaultLanguage) throw businessError('translation.defaultLanguageRequired', { langCode: language.langCode });
    return [[Translation, { langCode: language.langCode }]];
  }
}

/** The list, add, change and delete of /TisosLanguage (the supported languages: LanguageController). */
export const LanguageResourceController = resourceController(languagesResource, LanguageService);
