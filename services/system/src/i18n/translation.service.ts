import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  type PageResult,
  TisError,
  toSkipTake,
  TRANSLATION_IMPORT_MAX_PROBLEMS,
  type TranslationImportResult,
  type TranslationLogAction,
  type TranslationLogQuery,
  type TranslationLogView,
  type TranslationQuery,
  type TranslationView,
  translate,
} from '@tis/contracts';
import { andKeyword, DATA_SOURCE, EventBus, insertRows, isUniqueViolation, looksLikeZip, recordOperation, versionedMeta } from '@tis/nest';
import { type DataSource, type EntityManager, In, type QueryDeepPartialEntity } from 'typeorm';
import { bumpContentVersion } from './i18n.common.js';
import { Language, Translation, TranslationLog } from './i18n.entities.js';
import { TranslationBundles } from './translation-bundles.js';
import { type ExportRow, type ParsedWorkbook, readTranslationWorkbook } from './translation-excel.js';

const CHUNK = 50;
const LOOKUP_CHUNK = 500;
const EXPORT_BATCH = 5000;
const DAY_MS = 86_400_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function view(row: Translation): TranslationView {
  return { key: row.translationKey, langCode: row.langCode, value: row.value, ...versionedMeta(row) };
}

function logView(row: TranslationLog): TranslationLogView {
  return {
    id: row.id,
    key: row.translationKey,
    langCode: row.langCode,
    action: row.action,
    oldValue: row.oldValue,
    newValue: row.newValue,
    userCode: row.userCode,
    changedAt: new Date(row.changedAt).toISOString(),
  };
}

interface Change {
  action: TranslationLogAction;
  key: string;
  langCode: string;
  oldValue: string | null;
  newValue: string | null;
}

function logRow(change: Change, actor: string, at: Date): QueryDeepPartialEntity<TranslationLog> {
  return {
    id: randomUUID(),
    translationKey: change.key,
    langCode: change.langCode,
    action: change.action,
    oldValue: change.oldValue,
    newValue: change.newValue,
    userCode: actor,
    changedAt: at,
    createdBy: actor,
    updatedBy: actor,
  };
}

/**
 * The translation table (/TisosTranslate) and its change record (/TisosTranslateLog). Every change
 * writes its log rows and advances the language's content version in the same transaction.
 */
@Injectable()
export class TranslationService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(TranslationBundles) private readonly bundles: TranslationBundles,
    @Inject(EventBus) private readonly bus: EventBus,
  ) {}

  async search(query: TranslationQuery): Promise<PageResult<TranslationView>> {
    const qb = this.ds.getRepository(Translation).createQueryBuilder('t');
    if (query.langCode) qb.andWhere('t.langCode = :langCode', { langCode: query.langCode });
    andKeyword(qb, ['t.translationKey', 't.value'], query.keyword);
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb.orderBy('t.translationKey', 'ASC').addOrderBy('t.langCode', 'ASC').skip(skip).take(take).getManyAndCount();
    return { list: rows.map(view), total };
  }

  /** A key exists once per language: a second one is "coding repeated". */
  async create(input: { key: string; langCode: string; value: string }, actor: string): Promise<true> {
    try {
      await this.bus.transaction(async (tx) => {
        const m = tx.manager;
        if (!(await m.existsBy(Language, { langCode: input.langCode }))) {
          throw businessError('translation.languageNotFound', { langCode: input.langCode });
        }
        if (await m.existsBy(Translation, { translationKey: input.key, langCode: input.langCode })) throw businessError('error.codingRepeated');
        const id = randomUUID();
        await m.insert(Translation, { id, translationKey: input.key, langCode: input.langCode, value: input.value, createdBy: actor, updatedBy: actor });
        await this.record(m, [{ action: 'create', key: input.key, langCode: input.langCode, oldValue: null, newValue: input.value }], actor);
        await recordOperation(tx, { module: 'translation', action: 'create', targetId: id, targetName: `${input.key} ${input.langCode}`, userCode: actor });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw businessError('error.codingRepeated');
      throw error;
    }
    this.bundles.invalidate([input.langCode]);
    return true;
  }

  /** Only the text changes; an unchanged text records nothing. */
  async update(id: string, input: { value: string; version: number }, actor: string): Promise<true> {
    const langCode = await this.bus.transaction(async (tx) => {
      const m = tx.manager;
      const row = await m.findOneBy(Translation, { id });
      if (!row || row.version !== input.version) throw businessError('error.dataStateChanged');
      if (row.value === input.value) return null;
      const result = await m
        .createQueryBuilder()
        .update(Translation)
        .set({ value: input.value, updatedBy: actor })
        .where('id = :id AND version = :version', { id, version: input.version })
        .execute();
      if (result.affected !== 1) throw businessError('error.dataStateChanged');
      await this.record(m, [{ action: 'update', key: row.translationKey, langCode: row.langCode, oldValue: row.value, newValue: input.value }], actor);
      await recordOperation(tx, { module: 'translation', action: 'update', targetId: id, targetName: `${row.translationKey} ${row.langCode}`, userCode: actor });
      return row.langCode;
    });
    if (langCode) this.bundles.invalidate([langCode]);
    return true;
  }

  async delete(id: string, actor: string): Promise<true> {
    const langCode = await this.bus.transaction(async (tx) => {
      const m = tx.manager;
      const row = await m.findOneBy(Translation, { id });
      if (!row) throw businessError('error.dataStateChanged');
      const result = await m.delete(Translation, { id });
      if (result.affected !== 1) throw businessError('error.dataStateChanged');
      await this.record(m, [{ action: 'delete', key: row.translationKey, langCode: row.langCode, oldValue: row.value, newValue: null }], actor);
      await recordOperation(tx, { module: 'translation', action: 'delete', targetId: id, targetName: `${row.translationKey} ${row.langCode}`, userCode: actor });
      return row.langCode;
    });
    this.bundles.invalidate([langCode]);
    return true;
  }

  async logs(query: TranslationLogQuery): Promise<PageResult<TranslationLogView>> {
    const qb = this.ds.getRepository(TranslationLog).createQueryBuilder('g');
    if (query.langCode) qb.andWhere('g.langCode = :langCode', { langCode: query.langCode });
    if (query.userCode) qb.andWhere('g.userCode = :userCode', { userCode: query.userCode });
    if (query.action) qb.andWhere('g.action = :action', { action: query.action });
    andKeyword(qb, ['g.translationKey'], query.keyword);
    if (query.startTime) qb.andWhere('g.changedAt >= :from', { from: query.startTime });
    // The end date is a calendar day: everything before the next day's start.
    if (query.endTime) qb.andWhere('g.changedAt < :until', { until: new Date(query.endTime.getTime() + DAY_MS) });
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await qb
      .orderBy('g.changedAt', 'DESC')
      .addOrderBy('g.createdAt', 'DESC')
      .addOrderBy('g.id', 'DESC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return { list: rows.map(logView), total };
  }

  /** Every key with its text per language, in key order, read in batches (keyset on the unique index). */
  async *exportRows(): AsyncGenerator<ExportRow> {
    let after: { k: string; l: string } | null = null;
    let current = null as ExportRow | null;
    for (;;) {
      const qb = this.ds
        .getRepository(Translation)
        .createQueryBuilder('t')
        .select('t.translationKey', 'k')
        .addSelect('t.langCode', 'l')
        .addSelect('t.value', 'v')
        .orderBy('t.translationKey', 'ASC')
        .addOrderBy('t.langCode', 'ASC')
        .limit(EXPORT_BATCH);
      if (after) qb.where('(t.translationKey > :k OR (t.translationKey = :k AND t.langCode > :l))', after);
      const rows = await qb.getRawMany<{ k: string; l: string; v: string }>();
      for (const r of rows) {
        if (current?.key !== r.k) {
          if (current) yield current;
          current = { key: r.k, values: {} };
        }
        current.values[r.l] = r.v;
      }
      const last = rows[rows.length - 1];
      if (!last || rows.length < EXPORT_BATCH) break;
      after = { k: last.k, l: last.l };
    }
    if (current) yield current;
  }

  /**
   * Imports a workbook: every row is checked first; with any problem nothing changes and the report
   * lists them (row, column, message in `lang`). Otherwise all rows apply in one transaction.
   */
  async import(data: Buffer, lang: string, actor: string, fileName: string): Promise<TranslationImportResult> {
    if (!looksLikeZip(data)) throw new TisError('unsupportedMediaType');
    const known = new Set((await this.ds.getRepository(Language).find({ select: { langCode: true } })).map((l) => l.langCode));
    const parsed = await readTranslationWorkbook(data, known, lang);
    const report: TranslationImportResult = { imported: false, rows: parsed.rows.length, created: 0, updated: 0, unchanged: 0, problems: [] };
    if (parsed.problems.length > 0) {
      report.problems = parsed.problems.slice(0, TRANSLATION_IMPORT_MAX_PROBLEMS);
      const more = parsed.problems.length - report.problems.length;
      if (more > 0) report.problems.push({ row: 0, column: null, message: translate(lang, 'translation.import.moreProblems', { count: more }) });
      return report;
    }
    let touched: string[];
    try {
      touched = await this.bus.transaction(async (tx) => {
        const languages = await this.apply(tx.manager, parsed, actor, report);
        await recordOperation(tx, { module: 'translation', action: 'import', targetId: '', targetName: `${fileName} (${parsed.rows.length})`, userCode: actor });
        return languages;
      });
    } catch (error) {
      // Keys that differ only in letter case on a case-insensitive database.
      if (isUniqueViolation(error)) throw businessError('error.codingRepeated');
      throw error;
    }
    this.bundles.invalidate(touched);
    report.imported = true;
    return report;
  }

  private async apply(m: EntityManager, parsed: ParsedWorkbook, actor: string, report: TranslationImportResult): Promise<string[]> {
    const changes: Change[] = [];
    for (const [column, langCode] of parsed.languages.entries()) {
      const incoming = new Map<string, string>();
      for (const row of parsed.rows) {
        const value = row.values[column];
        if (value !== null && value !== undefined) incoming.set(row.key, value);
      }
      if (incoming.size === 0) continue;
      const existing = new Map<string, Translation>();
      for (const keys of chunks([...incoming.keys()], LOOKUP_CHUNK)) {
        const rows = await m.find(Translation, { where: { langCode, translationKey: In(keys) }, select: { id: true, translationKey: true, value: true } });
        for (const row of rows) existing.set(row.translationKey, row);
      }
      const inserts: QueryDeepPartialEntity<Translation>[] = [];
      for (const [key, value] of incoming) {
        const row = existing.get(key);
        if (!row) {
          inserts.push({ id: randomUUID(), translationKey: key, langCode, value, createdBy: actor, updatedBy: actor });
          changes.push({ action: 'import', key, langCode, oldValue: null, newValue: value });
          report.created++;
        } else if (row.value !== value) {
          await m.createQueryBuilder().update(Translation).set({ value, updatedBy: actor }).where('id = :id', { id: row.id }).execute();
          changes.push({ action: 'import', key, langCode, oldValue: row.value, newValue: value });
          report.updated++;
        } else {
          report.unchanged++;
        }
      }
      for (const part of chunks(inserts, CHUNK)) await insertRows(m, Translation, part);
    }
    await this.record(m, changes, actor);
    return [...new Set(changes.map((c) => c.langCode))];
  }

  /** The log rows of some changes and the new content version of their languages. */
  private async record(m: EntityManager, changes: readonly Change[], actor: string): Promise<void> {
    if (changes.length === 0) return;
    const at = new Date();
    for (const part of chunks(changes, CHUNK)) await insertRows(m, TranslationLog, part.map((c) => logRow(c, actor, at)));
    await bumpContentVersion(
      m,
      changes.map((c) => c.langCode),
    );
  }
}
