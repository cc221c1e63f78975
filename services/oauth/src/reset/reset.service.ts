import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { businessError, type Language, passwordPairSchema, TisError, translate, userMessageRequest, userMessageRequestedV1 } from '@tis/contracts';
import { DATA_SOURCE, EventBus, PLATFORM_CONFIG, type PlatformConfig, type Transaction } from '@tis/nest';
import { type DataSource, IsNull, MoreThan } from 'typeorm';
import { AccountDirectory } from '../accounts/account-directory.js';
import { UserAccount } from '../accounts/account.entities.js';
import { hashPassword, verifyPassword } from '../login/password-hasher.js';
import { ThrottleService } from '../login/throttle.service.js';
import { MAILER, type Mailer } from '../mail/mailer.js';
import { SessionService } from '../sessions/session.service.js';
import { PasswordReset } from './reset.entities.js';

/** A reset link works this long, once. */
export const RESET_LINK_TTL_MINUTES = 30;
/** More links than this per account and hour are not sent (mail bombing). */
const LINKS_PER_HOUR = 5;
const RESET_PAGE = '/RePassPage';

const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface ResetLinkRequest {
  email: string;
  userCode: string;
  /** The reset page the client names; it must be this portal's own (TIS_PUBLIC_URL), or empty. */
  redirectUrl: string;
  lang: Language;
}

/**
 * Password reset by mail (spec sections 2, 5 and 7: the first-login / reset dialog sends a link
 * for email + account; /RePassPage sets the new password) and the signed-in user's own change.
 */
@Injectable()
export class ResetService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
  ) {}

  /**
   * Where the link points: always the configured public origin's reset page, never a request's
   * Host header. A redirectUrl the client names must be that very page (the mail never points elsewhere).
   */
  private resetPage(redirectUrl: string): string {
    const page = `${this.config.TIS_PUBLIC_URL}/tis${RESET_PAGE}`;
    const url = URL.canParse(redirectUrl) ? new URL(redirectUrl) : null;
    if (redirectUrl && (!url || `${url.origin}${url.pathname}` !== page || url.username || url.password)) {
      throw new TisError('validation', { detail: 'redirectUrl: validation.resetPageForeign' });
    }
    return page;
  }

  async sendResetLink(request: ResetLinkRequest): Promise<string> {
    const email = request.email.trim();
    const userCode = request.userCode.trim();
    if (!email || !userCode) throw new TisError('validation', { detail: 'validation.resetLinkFields' });
    const page = this.resetPage(request.redirectUrl.trim());
    const user = await this.accounts.findByCode(userCode);
    if (!user?.email || user.email.toLowerCase() !== email.toLowerCase() || user.status === 'invalid') {
      throw businessError('auth.emailMismatch');
    }
    const resets = this.ds.getRepository(PasswordReset);
    const recent = await resets.countBy({ userCode: user.userCode, createdAt: MoreThan(new Date(Date.now() - 3600_000)) });
    if (recent >= LINKS_PER_HOUR) throw businessError('auth.tooManyAttempts', { minutes: 60 });
    const token = randomBytes(32).toString('base64url');
    await resets.insert({ tokenHash: sha256(token), userCode: user.userCode, expiresAt: new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60_000), usedAt: null });
    const link = `${page}?token=${token}`;
    await this.mailer.send({
      to: user.email,
      subject: translate(request.lang, 'auth.resetMailSubject'),
      text: translate(request.lang, 'auth.resetMailBody', { name: user.userName, minutes: RESET_LINK_TTL_MINUTES, link }),
    });
    return user.email;
  }

  /** The account a reset link belongs to, while the link is unused and unexpired. */
  async check(token: string): Promise<{ userCode: string }> {
    const row = await this.ds.getRepository(PasswordReset).findOneBy({ tokenHash: sha256(token), usedAt: IsNull() });
    if (!row || new Date(row.expiresAt).getTime() < Date.now()) throw businessError('auth.resetLinkInvalid');
    return { userCode: row.userCode };
  }

  /** Sets the new password of a reset link (entered twice, per policy); the link is spent and every session ends. */
  async reset(token: string, password: string, confirm: string): Promise<void> {
    passwordPairSchema.parse({ password, confirm });
    const { userCode } = await this.check(token);
    const hash = await hashPassword(password);
    await this.bus.transaction(async (tx) => {
      const spent = await tx.manager.update(PasswordReset, { tokenHash: sha256(token), usedAt: IsNull() }, { usedAt: new Date() });
      if (spent.affected !== 1) throw businessError('auth.resetLinkInvalid');
      const user = await this.accounts.findByCode(userCode, tx.manager);
      if (!user) throw businessError('auth.resetLinkInvalid');
      if (await verifyPassword(password, user.passwordHash)) throw businessError('auth.passwordReused');
      await this.setPassword(tx.manager, user, hash);
      await this.sessions.revokeWithin(tx, user.userCode, 'passwordChanged');
      await this.notify(tx, user.userCode, 'userMessage.passwordReset');
    });
  }

  /**
   * The signed-in user's own change: the current password, the new one twice; all sessions end.
   * Wrong current passwords count against the login's brake (account and client IP), so a taken-over
   * session cannot guess it: once locked, the answer is "too many attempts" until the lock ends.
   */
  async change(userCode: string, oldPassword: string, password: string, confirm: string, ip: string | null): Promise<void> {
    passwordPairSchema.parse({ password, confirm });
    const { minutes, counted } = await this.throttle.check(userCode, ip);
    if (minutes > 0) throw businessError('auth.tooManyAttempts', { minutes });
    const user = await this.accounts.findByCode(userCode);
    if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) {
      await this.throttle.failed(userCode, ip);
      throw businessError('auth.oldPasswordWrong');
    }
    if (counted) await this.throttle.succeeded(userCode);
    if (oldPassword === password) throw businessError('auth.passwordReused');
    const hash = await hashPassword(password);
    await this.bus.transaction(async (tx) => {
      await this.setPassword(tx.manager, user, hash);
      await this.sessions.revokeWithin(tx, user.userCode, 'passwordChanged');
      await this.notify(tx, user.userCode, 'userMessage.passwordChanged');
    });
  }

  /** A security message in the user's inbox (/MyMessage), sent with the change it reports. */
  private notify(tx: Transaction, userCode: string, textKey: 'userMessage.passwordChanged' | 'userMessage.passwordReset'): Promise<void> {
    return tx.emit(userMessageRequestedV1, userMessageRequest({ receivers: [userCode], messageType: 'security', textKey }), userCode);
  }

  private async setPassword(manager: DataSource['manager'], user: UserAccount, hash: string): Promise<void> {
    await manager.update(UserAccount, { id: user.id }, { passwordHash: hash, passwordChangedAt: new Date(), version: user.version + 1, updatedBy: user.userCode });
  }
}
