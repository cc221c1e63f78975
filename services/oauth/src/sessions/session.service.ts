import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type LoginKind, type ResolvedSession, sessionRevokedV1 } from '@tis/contracts';
import { DATA_SOURCE, EventBus, insertRows, SessionResolver, TokenService, type Transaction } from '@tis/nest';
import { type DataSource, In, IsNull, LessThan } from 'typeorm';
import { AccountDirectory, accountState, userInfoOf } from '../accounts/account-directory.js';
import type { UserAccount } from '../accounts/account.entities.js';
import { UserSession } from './session.entities.js';

export type RevokeReason = (typeof sessionRevokedV1.schema.shape.reason.options)[number];

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Sessions: opened by a login, ended by logout, freezing, a password change or a newer login of a
 * single-session account. Every service asks `resolve` (through the session resolver) whether a
 * token's session is still live.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(TokenService) private readonly tokens: TokenService,
    @Inject(SessionResolver) private readonly resolver: SessionResolver,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
  ) {}

  /** Opens a session inside the login's transaction; a single-session account's older sessions end. */
  async open(tx: Transaction, user: UserAccount, kind: LoginKind, client: ClientInfo): Promise<string> {
    if (user.singleSession) await this.revokeWithin(tx, user.userCode, 'replaced');
    const id = randomUUID();
    await insertRows(tx.manager, UserSession, {
      id,
      userCode: user.userCode,
      kind,
      expiresAt: new Date(Date.now() + this.tokens.tokenTtlSeconds * 1000),
      revokedAt: null,
      revokeReason: null,
      ip: client.ip?.slice(0, 64) ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    });
    return this.tokens.sign(user.userCode, id);
  }

  /** The live session and what its user may do now, or null. */
  async resolve(sessionId: string): Promise<ResolvedSession | null> {
    const session = await this.ds.getRepository(UserSession).findOneBy({ id: sessionId, revokedAt: IsNull() });
    if (!session || new Date(session.expiresAt).getTime() <= Date.now()) return null;
    const user = await this.accounts.findByCode(session.userCode);
    if (!user || accountState(user) !== 'usable') return null;
    return { sessionId, user: userInfoOf(user), rights: await this.accounts.rightsOf(user.roleCode) };
  }

  /** Ends one session (logout). */
  async end(sessionId: string, userCode: string): Promise<void> {
    await this.bus.transaction(async (tx) => {
      const result = await tx.manager.update(UserSession, { id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date(), revokeReason: 'logout' });
      if (result.affected) {
        await tx.emit(sessionRevokedV1, { userCode, sessionIds: [sessionId], reason: 'logout', revokedAt: new Date().toISOString() }, userCode);
      }
    });
    this.resolver.forget([sessionId]);
  }

  /** Ends every live session of a user inside a transaction (freeze, password change, newer login). */
  async revokeWithin(tx: Transaction, userCode: string, reason: RevokeReason, keep?: string): Promise<string[]> {
    const live = await tx.manager.find(UserSession, { where: { userCode, revokedAt: IsNull() }, select: { id: true } });
    const ids = live.map((s) => s.id).filter((id) => id !== keep);
    if (ids.length === 0) return [];
    await tx.manager.update(UserSession, { id: In(ids) }, { revokedAt: new Date(), revokeReason: reason });
    await tx.emit(sessionRevokedV1, { userCode, sessionIds: ids, reason, revokedAt: new Date().toISOString() }, userCode);
    this.resolver.forget(ids);
    return ids;
  }

  /** Sessions that expired or ended more than a month ago are not needed any more. */
  async purge(): Promise<void> {
    await this.ds.getRepository(UserSession).delete({ expiresAt: LessThan(new Date(Date.now() - 30 * 24 * 3600_000)) });
  }
}
