import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { ok, type PageResult, type TranslationEntry } from '@tis/contracts';
import { DATA_SOURCE } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { Translation } from './i18n.entities.js';

const gzipAsync = promisify(gzip);

/** Pages other than "everything at once" kept per language (the SPA always asks for everything). */
const MAX_PAGES_PER_BUNDLE = 16;

/**
 * How long a language's content version, once read, answers requests without reading it again. A
 * change made through this process shows at once (`invalidate`); one made on another replica
 * within this time.
 */
export const CONTENT_VERSION_MAX_AGE_MS = 1_000;

/**
 * One answer of the translation list, serialized once: the envelope bytes, a strong ETag derived
 * from them, and the gzip encoding made on first demand. Answers go out as they are: no JSON work
 * per request.
 */
export class ListRepresentation {
  readonly etag: string;
  /** The gzip encoding is another representation of the same content, so it gets its own tag. */
  readonly gzipEtag: string;
  private gzip?: Promise<Buffer>;

  constructor(readonly body: Buffer) {
    const tag = createHash('sha256').update(body).digest('base64url').slice(0, 32);
    this.etag = `"${tag}"`;
    this.gzipEtag = `"${tag}-gz"`;
  }

  static of(result: PageResult<TranslationEntry>): ListRepresentation {
    return new ListRepresentation(Buffer.from(JSON.stringify(ok(result))));
  }

  gzipped(): Promise<Buffer> {
    this.gzip ??= gzipAsync(this.body, { level: 6 }).catch((error: unknown) => {
      this.gzip = undefined;
      throw error;
    });
    return this.gzip;
  }

  /** `If-None-Match` names this content (either encoding; `W/` prefixes compare weakly, as RFC 9110 says for GET). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((raw) => {
      const tag = raw.trim().replace(/^W\//, '');
      return tag === this.etag || tag === this.gzipEtag;
    });
  }
}

/** All texts of one language at one content version, with the answers built from them. */
class Bundle {
  readonly full: ListRepresentation;
  private readonly pages = new Map<string, ListRepresentation>();

  constructor(
    readonly version: number,
    private readonly entries: TranslationEntry[],
  ) {
    this.full = ListRepresentation.of({ list: entries, total: entries.length });
  }

  page(pageNo: number, pageSize: number): ListRepresentation {
    const skip = (pageNo - 1) * pageSize;
    if (skip === 0 && pageSize >= this.entries.length) return this.full;
    const id = `${pageNo}:${pageSize}`;
    let page = this.pages.get(id);
    if (!page) {
      page = ListRepresentation.of({ list: this.entries.slice(skip, skip + pageSize), total: this.entries.length });
      if (this.pages.size >= MAX_PAGES_PER_BUNDLE) this.pages.delete(this.pages.keys().next().value as string);
      this.pages.set(id, page);
    }
    return page;
  }
}

/**
 * The translation list the SPA loads per language (spec section 7, pageSize 99999), kept in memory
 * per language and content version. The language's content version (one indexed row) is read at
 * most once per CONTENT_VERSION_MAX_AGE_MS: a change made here is seen at once, one made on another
 * replica within a second, and only a new version rebuilds the list. (Reading it on every request
 * cost ~70 µs of a ~300 µs answer: bench S6.)
 */
@Injectable()
export class TranslationBundles {
  private readonly bundles = new Map<string, Bundle>();
  private readonly building = new Map<string, Promise<Bundle>>();
  /** Content versions of existing languages, with when they were read (performance.now()). */
  private readonly versions = new Map<string, { version: number; readAt: number }>();
  /** Counts the invalidations per language: a read that overlapped one is not kept. */
  private readonly invalidations = new Map<string, number>();
  private readonly empty = ListRepresentation.of({ list: [], total: 0 });

  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  /** The answer for one page of a language; a language not in the list has no texts. */
  async page(langCode: string, pageNo: number, pageSize: number): Promise<ListRepresentation> {
    const version = await this.contentVersion(langCode);
    if (version === null) {
      this.bundles.delete(langCode);
      return this.empty;
    }
    return (await this.bundle(langCode, version)).page(pageNo, pageSize);
  }

  /** Drops a language's cached list at once (the next request would notice the new version anyway). */
  invalidate(langCodes: Iterable<string>): void {
    for (const langCode of langCodes) {
      this.bundles.delete(langCode);
      this.versions.delete(langCode);
      this.invalidations.set(langCode, (this.invalidations.get(langCode) ?? 0) + 1);
    }
  }

  private async contentVersion(langCode: string): Promise<number | null> {
    const readAt = performance.now();
    const known = this.versions.get(langCode);
    if (known && readAt - known.readAt < CONTENT_VERSION_MAX_AGE_MS) return known.version;
    const invalidations = this.invalidations.get(langCode);
    const rows = await this.ds.query<{ v: number | string }[]>('SELECT content_version AS v FROM language WHERE lang_code = ?', [langCode]);
    if (rows[0] === undefined) {
      this.versions.delete(langCode);
      return null;
    }
    const version = Number(rows[0].v);
    // Only languages that exist are kept (a bounded map), and only when no change here overlapped the read.
    if (this.invalidations.get(langCode) === invalidations) this.versions.set(langCode, { version, readAt });
    return version;
  }

  private async bundle(langCode: string, version: number): Promise<Bundle> {
    const cached = this.bundles.get(langCode);
    if (cached?.version === version) return cached;
    // Concurrent requests for a version not built yet share one build.
    const id = `${langCode}@${version}`;
    let pending = this.building.get(id);
    if (!pending) {
      pending = this.load(langCode, version).finally(() => this.building.delete(id));
      this.building.set(id, pending);
    }
    const built = await pending;
    const current = this.bundles.get(langCode);
    // The version is read before the texts: a build's texts are never older than its version.
    if (!current || current.version < built.version) this.bundles.set(langCode, built);
    return built;
  }

  private async load(langCode: string, version: number): Promise<Bundle> {
    const rows = await this.ds
      .getRepository(Translation)
      .createQueryBuilder('t')
      .select('t.translationKey', 'k')
      .addSelect('t.value', 'v')
      .where('t.langCode = :langCode', { langCode })
      .orderBy('t.translationKey', 'ASC')
      .getRawMany<{ k: string; v: string }>();
    return new Bundle(
      version,
      rows.map((r) => ({ key: r.k, value: r.v })),
    );
  }
}
