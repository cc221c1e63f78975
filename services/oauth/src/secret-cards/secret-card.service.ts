import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { businessError, type PageResult, passwordPairSchema } from '@tis/contracts';
import { containsPattern, DATA_SOURCE, EventBus, insertRows, jwtSecretOf, LIKE_ESCAPE, PLATFORM_CONFIG, type PlatformConfig, prefixPattern, recordOperation, sameCode } from '@tis/nest';
import { type DataSource, type FindOptionsWhere, Raw } from 'typeorm';
import { AccountDirectory } from '../accounts/account-directory.js';
import { UserAccount } from '../accounts/account.entities.js';
import { hashPassword } from '../login/password-hasher.js';
import { ThrottleService } from '../login/throttle.service.js';
import type { ActivateForm, CardQuery, CardView, GeneratedSeries, SeriesCreate, SeriesView } from './secret-card.dto.js';
import { SecretCard, SecretCardSeries } from './secret-card.entities.js';

/** Card secrets: 12 characters without look-alikes (0/O, 1/I/L). */
const SECRET_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SECRET_LENGTH = 12;

function newSecret(): string {
  const bytes = randomBytes(SECRET_LENGTH);
  let secret = '';
  for (const b of bytes) secret += SECRET_ALPHABET.charAt(b % SECRET_ALPHABET.length);
  return secret;
}

/** A find-options LIKE with the platform's escape character. */
let likeParams = 0;
const likeWith = (pattern: string) => {
  const name = `like${(likeParams = (likeParams + 1) % 1_000_000)}`; // one name per condition: they share a query
  return Raw((column) => `${column} LIKE :${name} ${LIKE_ESCAPE}`, { [name]: pattern });
};
const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

/**
 * Password cards (spec sections 1 and 2: /SecretCardSeries, /SecretCard, /RegistVDS): a series
 * generates cards; a card activates one not-yet-activated account, once.
 */
@Injectable()
export class SecretCardService {
  private readonly key: string;

  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(PLATFORM_CONFIG) config: PlatformConfig,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
  ) {
    this.key = jwtSecretOf(config);
  }

  private hash(cardNo: string, secret: string): string {
    return createHmac('sha256', this.key).update(`${cardNo}\n${secret.toUpperCase()}`).digest('hex');
  }

  async listSeries(query: { pageNo: number; pageSize: number; keyword?: string | undefined }): Promise<PageResult<SeriesView>> {
    const where: FindOptionsWhere<SecretCardSeries>[] | undefined = query.keyword
      ? [{ seriesCode: likeWith(prefixPattern(query.keyword)) }, { seriesName: likeWith(containsPattern(query.keyword)) }]
      : undefined;
    const [rows, total] = await this.ds.getRepository(SecretCardSeries).findAndCount({
      where,
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    });
    const used = await this.usedCounts(rows.map((r) => r.seriesCode));
    return { list: rows.map((r) => this.seriesView(r, used.get(r.seriesCode) ?? 0)), total };
  }

  /** One grouped count for the page's series (no query per row). */
  private async usedCounts(seriesCodes: string[]): Promise<Map<string, number>> {
    if (seriesCodes.length === 0) return new Map();
    const rows = await this.ds
      .getRepository(SecretCard)
      .createQueryBuilder('c')
      .select('c.series_code', 'seriesCode')
      .addSelect('COUNT(*)', 'used')
      .where('c.series_code IN (:...seriesCodes)', { seriesCodes })
      .andWhere("c.status = 'used'")
      .groupBy('c.series_code')
      .getRawMany<{ seriesCode: string; used: string | number }>();
    return new Map(rows.map((r) => [r.seriesCode, Number(r.used)]));
  }

  private seriesView(row: SecretCardSeries, usedCount: number): SeriesView {
    return {
      id: row.id,
      seriesCode: row.seriesCode,
      seriesName: row.seriesName,
      cardCount: row.cardCount,
      usedCount,
      remark: row.remark,
      createdBy: row.createdBy,
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  /** Creates a series and its cards; the secrets are in this answer only. */
  async generate(input: SeriesCreate, userCode: string): Promise<GeneratedSeries> {
    const seriesRepo = this.ds.getRepository(SecretCardSeries);
    if (await seriesRepo.existsBy({ seriesCode: sameCode(input.seriesCode) })) throw businessError('error.codingRepeated');
    const width = Math.max(6, String(input.cardCount).length);
    const cards = Array.from({ length: input.cardCount }, (_, i) => ({ cardNo: `${input.seriesCode}-${String(i + 1).padStart(width, '0')}`, secret: newSecret() }));
    const series = await this.bus.transaction(async (tx) => {
      const { manager } = tx;
      const row = manager.create(SecretCardSeries, {
        seriesCode: input.seriesCode,
        seriesName: input.seriesName,
        cardCount: input.cardCount,
        remark: input.remark ?? null,
        createdBy: userCode,
        updatedBy: userCode,
      });
      await manager.save(row);
      const rows = cards.map((c) => ({
        id: randomUUID(),
        cardNo: c.cardNo,
        seriesCode: input.seriesCode,
        secretHash: this.hash(c.cardNo, c.secret),
        status: 'unused' as const,
        usedBy: null,
        usedAt: null,
        createdBy: userCode,
        updatedBy: userCode,
      }));
      for (let i = 0; i < rows.length; i += 500) await insertRows(manager, SecretCard, rows.slice(i, i + 500));
      await recordOperation(tx, { module: 'secretCardSeries', action: 'create', targetId: row.id, targetName: `${row.seriesCode} ${row.seriesName}`, userCode });
      return row;
    });
    return { series: this.seriesView(series, 0), cards };
  }

  async listCards(query: CardQuery): Promise<PageResult<CardView>> {
    const base: FindOptionsWhere<SecretCard> = {
      ...(query.seriesCode ? { seriesCode: query.seriesCode } : {}),
      ...(query.status ? { status: query.status } : {}),
    };
    const where = query.keyword
      ? [{ ...base, cardNo: likeWith(prefixPattern(query.keyword)) }, { ...base, usedBy: query.keyword }]
      : base;
    const [rows, total] = await this.ds.getRepository(SecretCard).findAndCount({
      where,
      order: { cardNo: 'ASC' },
      skip: (query.pageNo - 1) * query.pageSize,
      take: query.pageSize,
    });
    return {
      list: rows.map((r) => ({
        id: r.id,
        cardNo: r.cardNo,
        seriesCode: r.seriesCode,
        status: r.status,
        usedBy: r.usedBy,
        usedAt: iso(r.usedAt),
        createdAt: new Date(r.createdAt).toISOString(),
      })),
      total,
    };
  }

  /** An unused card can be voided (lost, leaked); a used one stays as the record of its activation. */
  async voidCard(id: string, userCode: string): Promise<void> {
    await this.bus.transaction(async (tx) => {
      const result = await tx.manager.update(SecretCard, { id, status: 'unused' }, { status: 'void', updatedBy: userCode });
      if (!result.affected) throw businessError('error.dataStateChanged');
      const card = await tx.manager.findOneByOrFail(SecretCard, { id });
      await recordOperation(tx, { module: 'secretCard', action: 'discard', targetId: id, targetName: card.cardNo, userCode });
    });
  }

  /**
   * Activates a not-yet-activated account with a card and sets its first password. An unknown
   * account, a wrong card number or a wrong secret all give "wrong secret card" and count against the
   * login's brake (account and client IP, also for accounts that do not exist); a used or void card,
   * or an account that is already active, "activation failed".
   */
  async activate(form: ActivateForm, ip: string | null): Promise<void> {
    passwordPairSchema.parse({ password: form.password, confirm: form.confirm });
    const { minutes } = await this.throttle.check(form.userCode, ip);
    if (minutes > 0) throw businessError('auth.tooManyAttempts', { minutes });
    const user = await this.accounts.findByCode(form.userCode);
    const card = await this.ds.getRepository(SecretCard).findOneBy({ cardNo: form.cardNo });
    // Compared even when the account or the card does not exist, so every refusal takes as long.
    const expected = Buffer.from(card?.secretHash ?? '0'.repeat(64), 'hex');
    const given = Buffer.from(this.hash(form.cardNo, form.secret), 'hex');
    if (!timingSafeEqual(expected, given) || !user || !card) {
      await this.throttle.failed(form.userCode, ip);
      throw businessError('error.wrongSecretCard');
    }
    if (card.status !== 'unused' || user.status !== 'inactive') throw businessError('error.activationFailed');
    const hash = await hashPassword(form.password);
    await this.bus.transaction(async (tx) => {
      const spent = await tx.manager.update(SecretCard, { id: card.id, status: 'unused' }, { status: 'used', usedBy: user.userCode, usedAt: new Date(), updatedBy: user.userCode });
      if (spent.affected !== 1) throw businessError('error.activationFailed');
      const activated = await tx.manager.update(
        UserAccount,
        { id: user.id, status: 'inactive' },
        { status: 'normal', passwordHash: hash, passwordChangedAt: new Date(), version: user.version + 1, updatedBy: user.userCode },
      );
      if (activated.affected !== 1) throw businessError('error.activationFailed');
    });
    await this.throttle.succeeded(form.userCode);
  }
}
