import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  type LanguageQuery,
  type LanguageView,
  type PageResult,
  type SupportedLanguage,
  type SupportedLanguageQuery,
  toSkipTake,
} from '@tis/contracts';
import { andKeyword, DATA_SOURCE, EventBus, isUniqueViolation, PLATFORM_CONFIG, type PlatformConfig, recordOperation, sameCode, versionedMeta } from '@tis/nest';
import { type DataSource } from 'typeorm';
import { defaultLanguageOf } from './i18n.common.js';
import { Language, Translation } from './i18n.entities.js';

export interface LanguageFields {
  langName: string;
  supported: boolean;
  sortNo: number;
}

/** The stored language list (/TisosLanguage) and the supported languages the selector offers. */
@Injectable()
export class LanguageService {
  /** zh_CN, or en_US on overseas deployments. */
  readonly defaultLanguage: string;

  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    @Inject(EventBus) private readonly bus: EventBus,
  ) {
    this.defaultLanguage = defaultLanguageOf(config);
  }

  private view(row: Language): LanguageView {
    return {
      ...versionedMeta(row),
      langCode: row.langCode,
      langName: row.langName,
      supported: row.supported,
      sortNo: row.sortNo,
      isDefault: row.langCode === this.defaultLanguage,
    };
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

  async list(query: LanguageQuery): Promise<PageResult<LanguageView>> {
    const qb = this.ds.getRepository(Language).createQueryBuilder('l');
    if (query.supported !== undefined) qb.andWhere('l.supported = :supported', { supported: query.supported });
    andKeyword(qb, ['l.langCode', 'l.langName'], query.keyword);
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('l.sortNo', 'ASC').addOrderBy('l.langCode', 'ASC').skip(skip).take(take).getManyAndCount();
    return { list: rows.map((r) => this.view(r)), total };
  }

  /** The language codes of the list, in list order. */
  async codes(): Promise<string[]> {
    const rows = await this.ds.getRepository(Language).find({ select: { langCode: true }, order: { sortNo: 'ASC', langCode: 'ASC' } });
    return rows.map((r) => r.langCode);
  }

  async create(input: LanguageFields & { langCode: string }, actor: string): Promise<true> {
    try {
      await this.bus.transaction(async (tx) => {
        const m = tx.manager;
        if (await m.existsBy(Language, { langCode: sameCode(input.langCode) })) throw businessError('error.codingRepeated');
        const id = randomUUID();
        await m.insert(Language, { id, ...input, contentVersion: 0, createdBy: actor, updatedBy: actor });
        await recordOperation(tx, { module: 'language', action: 'create', targetId: id, targetName: `${input.langCode} ${input.langName}`, userCode: actor });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw businessError('error.codingRepeated');
      throw error;
    }
    return true;
  }

  /** The code is fixed; the default language stays supported. */
  async update(id: string, input: LanguageFields & { version: number }, actor: string): Promise<true> {
    await this.bus.transaction(async (tx) => {
      const m = tx.manager;
      const row = await m.findOneBy(Language, { id });
      if (!row || row.version !== input.version) throw businessError('error.dataStateChanged');
      if (row.langCode === this.defaultLanguage && !input.supported) {
        throw businessError('translation.defaultLanguageRequired', { langCode: row.langCode });
      }
      const result = await m
        .createQueryBuilder()
        .update(Language)
        .set({ langName: input.langName, supported: input.supported, sortNo: input.sortNo, updatedBy: actor })
        .where('id = :id AND version = :version', { id, version: input.version })
        .execute();
      if (result.affected !== 1) throw businessError('error.dataStateChanged');
      await recordOperation(tx, { module: 'language', action: 'update', targetId: id, targetName: `${row.langCode} ${input.langName}`, userCode: actor });
    });
    return true;
  }

  /** A language that still has texts is in use; the default language stays. */
  async delete(id: string, actor: string): Promise<true> {
    await this.bus.transaction(async (tx) => {
      const m = tx.manager;
      const row = await m.findOneBy(Language, { id });
      if (!row) throw businessError('error.dataStateChanged');
      if (row.langCode === this.defaultLanguage) throw businessError('translation.defaultLanguageRequired', { langCode: row.langCode });
      if (await m.existsBy(Translation, { langCode: row.langCode })) throw businessError('error.itemInUse');
      await m.delete(Language, { id });
      await recordOperation(tx, { module: 'language', action: 'delete', targetId: id, targetName: `${row.langCode} ${row.langName}`, userCode: actor });
    });
    return true;
  }
}
