import { Inject, Injectable } from '@nestjs/common';
import {
  businessError,
  HELP_DOC_EXCERPT_LENGTH,
  HELP_DOC_FALLBACK_LANGUAGE,
  HELP_DOC_MAX_DEPTH,
  HELP_DOC_TREE_LIMIT,
  type HelpDocHit,
  type HelpDocNode,
  type HelpDocPage,
  helpDocsResource,
  type HelpDocSearchQuery,
  type HelpDocSearchResult,
  type HelpDocTree,
  type HelpDocView,
  isBlankRichText,
  isPageAllowed,
  type Language,
  type QueryOf,
  recordOwner,
  RICH_TEXT_EMPTY,
  richTextImageUrls,
  richTextToPlain,
  TisError,
  toSkipTake,
} from '@tis/contracts';
import {
  andKeyword,
  claimRecordFiles,
  DATA_SOURCE,
  type OperationTarget,
  type Reference,
  type RequestUser,
  type ResourceCaller,
  sanitizeRichText,
  SERVICE_CLIENT,
  type ServiceClient,
  VersionedCrudService,
  versionedMeta,
} from '@tis/nest';
import { type DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { Language as StoredLanguage } from '../i18n/i18n.entities.js';
import { HelpDoc } from './help-doc.entity.js';

/** Operation-log module (the descriptor's name) and the owner kind of the images a document shows. */
export const HELP_DOC_MODULE = helpDocsResource.name;
/** Staff who write help documents (and read every document's images). */
export const HELP_DOC_EDITOR_PAGE = 'HelperEditorList';
/** Users who read the visible help. */
export const HELP_DOC_READER_PAGE = 'HelperDoc';
/** More steps up a tree than this means broken data (a loop); the walk stops. */
const WALK_LIMIT = 16;

/** The owner of a document's images (ADR 0017): read with the document's access. */
export function helpDocFileOwner(id: string): string {
  return recordOwner('system', HELP_DOC_MODULE, id);
}

/** The text around the first place `keyword` occurs (the start when it does not). */
export function excerptOf(plain: string, keyword: string, length = HELP_DOC_EXCERPT_LENGTH): string {
  const text = plain.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const at = text.toLowerCase().indexOf(keyword.toLowerCase());
  const start = at < 0 ? 0 : Math.max(0, Math.min(at - Math.floor(length / 3), text.length - length));
  return `${start > 0 ? '…' : ''}${text.slice(start, start + length)}${start + length < text.length ? '…' : ''}`;
}

/**
 * Help documents (/HelperEditorList on the resource kernel: list, add, versioned change, delete;
 * /HelperDoc: the reader's tree, page and search). The kernel runs each write in one transaction
 * and logs it; this class adds the tree's rules (a parent of the same language, at most three
 * levels, no loop, no delete while sub-documents exist), the language of the stored list, the
 * words of the content for search, and the claim of the content's images.
 */
@Injectable()
export class HelpDocService extends VersionedCrudService<HelpDoc, typeof helpDocsResource> {
  constructor(
    @Inject(DATA_SOURCE) ds: DataSource,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {
    super(ds, HelpDoc, helpDocsResource);
  }

  // --- The editor (/HelperEditorList) ---

  /** The language's filter (the kernel's), and the children of one document when asked. */
  protected override filter(qb: SelectQueryBuilder<HelpDoc>, query: QueryOf<typeof helpDocsResource>, caller: ResourceCaller): void {
    super.filter(qb, query, caller);
    if (query.parentId) qb.andWhere('r.parentId = :parentId', { parentId: query.parentId });
  }

  /**
   * A write names a language of the stored list and a parent of the same language that keeps the
   * tree at most three levels deep and free of loops; a document with sub-documents keeps its
   * language. Content that is blank once sanitized (a script only) is refused like blank content.
   */
  protected override async check(manager: EntityManager, values: Record<string, unknown>, current: HelpDoc | null): Promise<void> {
    const { langCode, parentId, content } = values as { langCode: string; parentId: string | null; content: string };
    if (isBlankRichText(sanitizeRichText(content))) throw new TisError('validation', { detail: `content: ${RICH_TEXT_EMPTY}` });
    if (!(await manager.existsBy(StoredLanguage, { langCode }))) throw businessError('helpDoc.languageUnknown', { langCode });
    if (current && current.langCode !== langCode && (await manager.existsBy(HelpDoc, { parentId: current.id }))) {
      throw businessError('helpDoc.childrenLanguage', { langCode: current.langCode });
    }
    let parentDepth = 0;
    if (parentId !== null) {
      const parent = await manager.findOneBy(HelpDoc, { id: parentId });
      if (!parent) throw businessError('helpDoc.parentNotFound');
      if (parent.langCode !== langCode) throw businessError('helpDoc.parentLanguage', { parentLang: parent.langCode, langCode });
      const ancestors = await this.ancestorIds(manager, parent);
      if (current && (parent.id === current.id || ancestors.includes(current.id))) throw businessError('helpDoc.parentCycle');
      parentDepth = ancestors.length + 1;
    }
    const below = current ? await this.heightBelow(manager, current.id) : 0;
    if (parentDepth + 1 + below > HELP_DOC_MAX_DEPTH) throw businessError('helpDoc.tooDeep');
  }

  /**
   * After the row is saved: its words for search (from the sanitized HTML, what is stored), the
   * answer shows the stored HTML, and the images it shows are this document's from now on.
   */
  protected override async afterWrite(manager: EntityManager, row: HelpDoc): Promise<void> {
    const content = sanitizeRichText(row.content);
    row.content = content;
    row.contentPlain = richTextToPlain(content);
    // The version and time as saved: this is part of the same write, not another change.
    await manager.update(HelpDoc, { id: row.id }, { contentPlain: row.contentPlain, version: row.version, updatedAt: row.updatedAt });
    await claimRecordFiles(this.services, richTextImageUrls(content), helpDocFileOwner(row.id));
  }

  /** A document with sub-documents is not deleted: they go (or move) first. */
  protected override async references(row: HelpDoc, manager: EntityManager): Promise<readonly Reference[]> {
    if (await manager.existsBy(HelpDoc, { parentId: row.id })) throw new TisError('inUse', {}, null, 'helpDoc.hasChildren');
    return [];
  }

  protected override operationTarget(row: HelpDoc): OperationTarget {
    return { id: row.id, name: `${row.langCode} ${row.title}` };
  }

  /** The rows with their parent's title and their level (1 chapter, 2 section, 3 page). */
  protected override async toRows(rows: HelpDoc[], manager: EntityManager): Promise<HelpDocView[]> {
    const parents = await this.byIds(manager, rows.map((r) => r.parentId));
    const grandparents = await this.byIds(manager, [...parents.values()].map((p) => p.parentId));
    return rows.map((row) => {
      const parent = row.parentId ? parents.get(row.parentId) : undefined;
      const level = !parent ? 1 : parent.parentId && grandparents.has(parent.parentId) ? 3 : 2;
      return {
        title: row.title,
        parentId: row.parentId,
        parentTitle: parent?.title ?? null,
        level,
        langCode: row.langCode,
        sortNo: row.sortNo,
        visible: row.visible,
        content: row.content,
        ...versionedMeta(row),
      };
    });
  }

  /** Every document of a language, hidden ones too, in tree order (the parent choice of the dialog). */
  async outline(langCode: string): Promise<HelpDocNode[]> {
    const rows = await this.ds
      .getRepository(HelpDoc)
      .createQueryBuilder('d')
      .select(['d.id', 'd.title', 'd.parentId', 'd.sortNo', 'd.visible'])
      .where('d.langCode = :langCode', { langCode })
      .orderBy('d.sortNo', 'ASC')
      .addOrderBy('d.title', 'ASC')
      .addOrderBy('d.createdAt', 'ASC')
      .take(HELP_DOC_TREE_LIMIT)
      .getMany();
    return rows.map(nodeOf);
  }

  // --- The reader (/HelperDoc) ---

  /** The language the reader shows: the caller's while it has a visible document, else zh_CN. */
  async readerLanguage(lang: string): Promise<string> {
    if (lang === HELP_DOC_FALLBACK_LANGUAGE) return lang;
    return (await this.readable(lang).getExists()) ? lang : HELP_DOC_FALLBACK_LANGUAGE;
  }

  /** The side tree: the visible documents (below visible parents) of the reader's language, in tree order. */
  async tree(lang: Language): Promise<HelpDocTree> {
    const langCode = await this.readerLanguage(lang);
    const rows = await this.readable(langCode)
      .select(['d.id', 'd.title', 'd.parentId', 'd.sortNo', 'd.visible'])
      .orderBy('d.sortNo', 'ASC')
      .addOrderBy('d.title', 'ASC')
      .addOrderBy('d.createdAt', 'ASC')
      .limit(HELP_DOC_TREE_LIMIT)
      .getMany();
    return { langCode, nodes: rows.map(nodeOf) };
  }

  /** One visible document (below visible parents); anything else: not found. */
  async page(id: string): Promise<HelpDocPage> {
    const row = await this.readable(null).andWhere('d.id = :id', { id }).getOne();
    if (!row) throw new TisError('notFound', {}, null, 'helpDoc.notFound');
    return { id: row.id, title: row.title, parentId: row.parentId, langCode: row.langCode, content: row.content, updatedAt: new Date(row.updatedAt).toISOString() };
  }

  /** Search within help: the keyword in a title or in the words of the text (never the HTML), paged on the server. */
  async search(query: HelpDocSearchQuery, lang: Language): Promise<HelpDocSearchResult> {
    const langCode = await this.readerLanguage(lang);
    const qb = this.readable(langCode);
    andKeyword(qb, ['d.title', 'd.contentPlain'], query.keyword);
    const total = await qb.getCount();
    const { skip, take } = toSkipTake(query);
    const rows = await qb
      .select(['d.id', 'd.title', 'd.parentId', 'd.contentPlain'])
      .orderBy('d.sortNo', 'ASC')
      .addOrderBy('d.title', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .offset(skip)
      .limit(take)
      .getMany();
    const list: HelpDocHit[] = rows.map((r) => ({ id: r.id, title: r.title, parentId: r.parentId, excerpt: excerptOf(r.contentPlain ?? '', query.keyword) }));
    return { list, total, langCode };
  }

  /** The images of a document: its editors read them always, readers while the document is visible to them. */
  async filesReadable(id: string, user: RequestUser): Promise<boolean> {
    if (!(await this.ds.getRepository(HelpDoc).existsBy({ id }))) return false;
    if (isPageAllowed(user.rights, HELP_DOC_EDITOR_PAGE)) return true;
    return isPageAllowed(user.rights, HELP_DOC_READER_PAGE) && (await this.readable(null).andWhere('d.id = :id', { id }).getExists());
  }

  /**
   * The documents a reader sees: visible, with a visible parent and grandparent (a hidden chapter
   * hides its sections); of one language, or of any when `langCode` is null. The tree has at most
   * three levels, so two joins reach every ancestor.
   */
  private readable(langCode: string | null): SelectQueryBuilder<HelpDoc> {
    const qb = this.ds
      .getRepository(HelpDoc)
      .createQueryBuilder('d')
      .leftJoin(HelpDoc, 'p', 'p.id = d.parentId')
      .leftJoin(HelpDoc, 'g', 'g.id = p.parentId')
      .where('d.visible = 1')
      .andWhere('(p.id IS NULL OR p.visible = 1)')
      .andWhere('(g.id IS NULL OR g.visible = 1)');
    if (langCode !== null) qb.andWhere('d.langCode = :langCode', { langCode });
    return qb;
  }

  /** The ids above a document, its parent first. */
  private async ancestorIds(manager: EntityManager, row: HelpDoc): Promise<string[]> {
    const ids: string[] = [];
    let parentId = row.parentId;
    while (parentId !== null && ids.length < WALK_LIMIT) {
      ids.push(parentId);
      parentId = (await manager.findOne(HelpDoc, { select: { id: true, parentId: true }, where: { id: parentId } }))?.parentId ?? null;
    }
    return ids;
  }

  /** How many levels lie below a document (0: none, 1: children, 2: grandchildren …). */
  private async heightBelow(manager: EntityManager, id: string): Promise<number> {
    let level = [id];
    let height = 0;
    while (height < WALK_LIMIT) {
      const children = await manager.find(HelpDoc, { select: { id: true }, where: { parentId: In(level) } });
      if (children.length === 0) return height;
      height += 1;
      level = children.map((c) => c.id);
    }
    return height;
  }

  private async byIds(manager: EntityManager, ids: readonly (string | null)[]): Promise<Map<string, HelpDoc>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await manager.find(HelpDoc, { select: { id: true, title: true, parentId: true }, where: { id: In(wanted) } });
    return new Map(rows.map((r) => [r.id, r]));
  }
}

function nodeOf(row: HelpDoc): HelpDocNode {
  return { id: row.id, title: row.title, parentId: row.parentId, sortNo: row.sortNo, visible: row.visible };
}
