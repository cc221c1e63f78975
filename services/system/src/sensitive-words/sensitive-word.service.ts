import { Inject, Injectable } from '@nestjs/common';
import { sensitiveWordsResource } from '@tis/contracts';
import { DATA_SOURCE, VersionedCrudService } from '@tis/nest';
import type { DataSource } from 'typeorm';
import { SensitiveMatcher } from './sensitive-matcher.js';
import { SensitiveWord } from './sensitive-word.entity.js';

/** A replica rebuilds its automaton at least this often while it is asked (a change on another replica it could not tell). */
export const MATCHER_MAX_AGE_MS = 30_000;

interface Built {
  matcher: SensitiveMatcher;
  /** The word count and latest change the automaton was built from. */
  signature: string;
  at: number;
}

/**
 * Sensitive words (/Sensitive) and the search for them in texts (SYSTEM_SENSITIVE_FIND). The
 * automaton is built once and used until the words change: a write here drops it at once; before
 * each search one small query (how many words, the latest change) tells whether another replica
 * changed them, and an automaton older than MATCHER_MAX_AGE_MS is rebuilt in any case.
 */
@Injectable()
export class SensitiveWordService extends VersionedCrudService<SensitiveWord, typeof sensitiveWordsResource> {
  private built: Built | null = null;
  private building: { signature: string; done: Promise<Built> } | null = null;
  /** Advances with every write here: a build that read the words before it is not kept. */
  private generation = 0;
  /** The signature's statement (signature()). */
  private signatureSql: string | undefined;

  constructor(@Inject(DATA_SOURCE) ds: DataSource) {
    super(ds, SensitiveWord, sensitiveWordsResource);
  }

  override async create(...args: Parameters<VersionedCrudService<SensitiveWord, typeof sensitiveWordsResource>['create']>) {
    try {
      return await super.create(...args);
    } finally {
      this.invalidate();
    }
  }

  override async remove(...args: Parameters<VersionedCrudService<SensitiveWord, typeof sensitiveWordsResource>['remove']>): Promise<void> {
    try {
      await super.remove(...args);
    } finally {
      this.invalidate();
    }
  }

  /** The words found in `texts`, each once as stored, in the order of their first appearance. */
  async find(texts: readonly string[]): Promise<string[]> {
    if (texts.every((t) => t.trim() === '')) return [];
    return (await this.matcher()).find(texts);
  }

  private invalidate(): void {
    this.generation++;
    this.built = null;
    this.building = null;
  }

  private async matcher(): Promise<SensitiveMatcher> {
    const signature = await this.signature();
    const built = this.built;
    if (built && built.signature === signature && Date.now() - built.at < MATCHER_MAX_AGE_MS) return built.matcher;
    // Concurrent searches of the same words share one build.
    let building = this.building;
    if (building?.signature !== signature) {
      const started = { signature, done: this.build(signature) };
      const settled = () => {
        if (this.building === started) this.building = null;
      };
      started.done.then(settled, settled);
      this.building = building = started;
    }
    return (await building.done).matcher;
  }

  private async build(signature: string): Promise<Built> {
    const generation = this.generation;
    const rows = await this.ds.getRepository(SensitiveWord).find({ select: { word: true }, order: { word: 'ASC' } });
    const built = { matcher: new SensitiveMatcher(rows.map((r) => r.word)), signature, at: Date.now() };
    if (generation === this.generation) this.built = built;
    return built;
  }

  /** How many words there are and when the latest changed (read before the words: a change in between is seen next time). */
  private async signature(): Promise<string> {
    // Written once: it runs before every submission's check.
    this.signatureSql ??= this.ds.getRepository(SensitiveWord).createQueryBuilder('w').select('COUNT(*)', 'count').addSelect('MAX(w.updatedAt)', 'latest').getQuery();
    const [raw] = await this.ds.query<{ count: number | string; latest: Date | string | null }[]>(this.signatureSql);
    const latest = raw?.latest instanceof Date ? raw.latest.toISOString() : (raw?.latest ?? '');
    return `${raw?.count ?? 0}|${latest}`;
  }
}
