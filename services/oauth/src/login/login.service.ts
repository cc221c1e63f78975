import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  isPasswordExpired,
  LOGIN_RESULT,
  LOGIN_TYPE,
  type LoginForm,
  type LoginKind,
  type LoginResult,
  loginRecordedV1,
  type MessageKey,
  type MessageParams,
} from '@tis/contracts';
import { EventBus, insertRows } from '@tis/nest';
import { AccountDirectory, accountState, type AccountState, userInfoOf } from '../accounts/account-directory.js';
import type { UserAccount } from '../accounts/account.entities.js';
import { ExternalIdentities } from '../accounts/external-identities.js';
import { WecomClient } from '../enterprise-chat/wecom.client.js';
import { PrivacyAcceptance } from '../privacy/privacy.entities.js';
import { PRIVACY_POLICY_VERSION } from '../privacy/privacy-policy.js';
import { type ClientInfo, SessionService } from '../sessions/session.service.js';
import { KeyService } from './key.service.js';
import { verifyPassword } from './password-hasher.js';
import { ThrottleService } from './throttle.service.js';

/**
 * What a login attempt ends in (spec section 4, login result codes):
 * - session: signed in;
 * - result: a numeric login result with its message (8 info, 9 timeout, 10 password must change);
 * - error: an oauth envelope code (A00101 → 12, A00217 → 13, 8700005 → 15, 8700001 → 11);
 * - wrongPassword: any other non-object result.
 */
export type LoginOutcome =
  | { kind: 'session'; result: LoginResult }
  | { kind: 'result'; code: number; key: MessageKey; params?: MessageParams }
  | { kind: 'error'; error: 'oauthLoginFailed' | 'oauthWrongUser' | 'oauthInvalidUser' | 'oauthEnterpriseChatFailed' }
  | { kind: 'wrongPassword' };

const STATE_OUTCOME: Record<Exclude<AccountState, 'usable'>, LoginOutcome> = {
  frozen: { kind: 'result', code: LOGIN_RESULT.info, key: 'error.accountFrozen' },
  inactive: { kind: 'result', code: LOGIN_RESULT.info, key: 'auth.accountInactive' },
  notYetEffective: { kind: 'result', code: LOGIN_RESULT.info, key: 'auth.accountNotYetEffective' },
  expired: { kind: 'result', code: LOGIN_RESULT.info, key: 'error.accountExpired' },
  invalid: { kind: 'error', error: 'oauthInvalidUser' },
};

@Injectable()
export class LoginService {
  constructor(
    @Inject(EventBus) private readonly bus: EventBus,
    @Inject(KeyService) private readonly keys: KeyService,
    @Inject(ThrottleService) private readonly throttle: ThrottleService,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(SessionService) private readonly sessions: SessionService,
    @Inject(WecomClient) private readonly wecom: WecomClient,
    @Inject(ExternalIdentities) private readonly identities: ExternalIdentities,
  ) {}

  async login(form: LoginForm, client: ClientInfo): Promise<LoginOutcome> {
    if (form.type === LOGIN_TYPE.enterpriseChat) return this.enterpriseChat(form.wechatCode ?? '', form.companyType ?? 'default', client);
    const userCode = form.userCode ?? '';
    if (!userCode || !form.password) return { kind: 'wrongPassword' };
    if (form.privacyVersion !== PRIVACY_POLICY_VERSION) {
      return { kind: 'result', code: LOGIN_RESULT.info, key: 'error.privacyRequired' };
    }
    const opened = await this.keys.open(form.password, form.keyId);
    if (!opened.ok) {
      await this.record(userCode, null, 'password', opened.reason === 'expired' ? 'challengeExpired' : 'verificationFailed', client);
      return opened.reason === 'expired'
        ? { kind: 'result', code: LOGIN_RESULT.timeout, key: 'auth.challengeExpired' }
        : { kind: 'error', error: 'oauthLoginFailed' };
    }
    const { minutes, counted } = await this.throttle.check(userCode, client.ip);
    if (minutes > 0) {
      await this.record(userCode, null, 'password', 'throttled', client);
      return { kind: 'result', code: LOGIN_RESULT.info, key: 'auth.tooManyAttempts', params: { minutes } };
    }
    const user = await this.accounts.findByCode(userCode);
    // Compared even when the account does not exist, so both answers take as long.
    const matches = await verifyPassword(opened.password, user?.passwordHash ?? null);
    if (!user || !matches) {
      await this.throttle.failed(userCode, client.ip);
      await this.record(userCode, user?.userName ?? null, 'password', user ? 'wrongPassword' : 'unknownUser', client);
      return user ? { kind: 'wrongPassword' } : { kind: 'error', error: 'oauthWrongUser' };
    }
    const state = accountState(user);
    if (state !== 'usable') {
      await this.record(user.userCode, user.userName, 'password', state, client);
      return STATE_OUTCOME[state];
    }
    if (counted) await this.throttle.succeeded(userCode);
    if (!user.passwordChangedAt || isPasswordExpired(new Date(user.passwordChangedAt), new Date())) {
      await this.record(user.userCode, user.userName, 'password', 'passwordMustChange', client);
      return { kind: 'result', code: LOGIN_RESULT.passwordMustChange, key: 'auth.passwordMustChange' };
    }
    return this.signIn(user, 'password', client, PRIVACY_POLICY_VERSION);
  }

  /**
   * Enterprise-chat QR login (spec sections 3 and 7): the provider turns the one-time code into its
   * user id, which maps to an account (a linked identity, else the account of the same code).
   */
  async enterpriseChat(code: string, companyType: string, client: ClientInfo): Promise<LoginOutcome> {
    const providerUserId = code && this.wecom.isConfigured(companyType) ? await this.wecom.userIdOf(companyType, code) : null;
    const user = providerUserId ? await this.identities.accountOf(`wecom:${companyType}`, providerUserId) : null;
    if (!user) {
      await this.record(providerUserId ?? '', null, 'enterpriseChat', 'enterpriseChatFailed', client);
      return { kind: 'error', error: 'oauthEnterpriseChatFailed' };
    }
    return this.signInExternal(user, 'enterpriseChat', client, null);
  }

  /**
   * Signs in an account an outside provider vouched for (enterprise chat, OA single sign-on): the
   * account-state checks of a password login apply; the password's age does not.
   */
  async signInExternal(user: UserAccount, kind: LoginKind, client: ClientInfo, privacyVersion: string | null): Promise<LoginOutcome> {
    const state = accountState(user);
    if (state !== 'usable') {
      await this.record(user.userCode, user.userName, kind, state, client);
      return STATE_OUTCOME[state];
    }
    return this.signIn(user, kind, client, privacyVersion);
  }

  /** Records a login that failed before an account was known (login log). */
  recordFailure(userCode: string, kind: LoginKind, outcome: string, client: ClientInfo): Promise<void> {
    return this.record(userCode, null, kind, outcome, client);
  }

  /** Opens the session, records the accepted privacy version and the login, in one transaction. */
  private async signIn(user: UserAccount, kind: LoginKind, client: ClientInfo, privacyVersion: string | null): Promise<LoginOutcome> {
    const result = await this.bus.transaction(async (tx) => {
      const accessToken = await this.sessions.open(tx, user, kind, client);
      if (privacyVersion) {
        await insertRows(tx.manager, PrivacyAcceptance, {
          id: randomUUID(),
          userCode: user.userCode,
          version: privacyVersion,
          acceptedAt: new Date(),
          ip: client.ip?.slice(0, 64) ?? null,
        });
      }
      await tx.emit(loginRecordedV1, this.event(user.userCode, user.userName, kind, 'success', client), user.userCode);
      return {
        userCode: user.userCode,
        userName: user.userName,
        userType: user.userType,
        userAgentCode: user.agentCode,
        accessToken,
        userInfo: userInfoOf(user),
        roleRight: await this.accounts.rightsOf(user.roleCode, tx.manager),
      } satisfies LoginResult;
    });
    return { kind: 'session', result };
  }

  private event(userCode: string, userName: string | null, kind: LoginKind, outcome: string, client: ClientInfo) {
    return {
      userCode: userCode.slice(0, 64),
      userName,
      kind,
      outcome,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      at: new Date().toISOString(),
    };
  }

  /** A failed attempt goes to the login log on its own. */
  private async record(userCode: string, userName: string | null, kind: LoginKind, outcome: string, client: ClientInfo): Promise<void> {
    await this.bus.transaction((tx) => tx.emit(loginRecordedV1, this.event(userCode, userName, kind, outcome, client), userCode.slice(0, 64) || '-'));
  }
}
