import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LOGIN_RESULT, SSO_PAGE, type SsoAuthorizeQuery, type SsoLoginForm, TisError } from '@tis/contracts';
import { DATA_SOURCE, PLATFORM_CONFIG, type PlatformConfig } from '@tis/nest';
import * as oidc from 'openid-client';
import { type DataSource, LessThan } from 'typeorm';
import type { UserAccount } from '../accounts/account.entities.js';
import { AccountDirectory } from '../accounts/account-directory.js';
import { ExternalIdentities } from '../accounts/external-identities.js';
import { type LoginOutcome, LoginService } from '../login/login.service.js';
import { PRIVACY_POLICY_VERSION } from '../privacy/privacy-policy.js';
import type { ClientInfo } from '../sessions/session.service.js';
import { OidcClient, type OidcIdentity } from './oidc.client.js';
import { OidcLogin } from './oidc-login.entity.js';

/** How long the user may take at the provider before the login has to start again. */
export const SSO_LOGIN_TTL_MINUTES = 10;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** What starting an OA login ends in: the provider's URL, or a login result to show. */
export type SsoStart = { kind: 'redirect'; url: string } | Extract<LoginOutcome, { kind: 'result' }>;

/**
 * OA single sign-on (spec sections 2, 4 and 7) with an OpenID Connect provider: `start` keeps the
 * state, nonce and PKCE verifier of one login and returns the provider's URL; `finish` takes the
 * provider's answer back from /ssoPage, uses each state once, checks the ID token and signs in the
 * account the identity (provider + subject) is linked to. The first login of an identity links it
 * to the account named by the configured claim (preferred_username by default).
 */
@Injectable()
export class OidcService {
  constructor(
    @Inject(DATA_SOURCE) private readonly ds: DataSource,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(OidcClient) private readonly client: OidcClient,
    @Inject(AccountDirectory) private readonly accounts: AccountDirectory,
    @Inject(ExternalIdentities) private readonly identities: ExternalIdentities,
    @Inject(LoginService) private readonly logins: LoginService,
  ) {}

  async start(query: SsoAuthorizeQuery): Promise<SsoStart> {
    if (!this.client.isConfigured) return { kind: 'result', code: LOGIN_RESULT.info, key: 'auth.ssoNotConfigured' };
    if (query.privacyVersion !== PRIVACY_POLICY_VERSION) return { kind: 'result', code: LOGIN_RESULT.info, key: 'error.privacyRequired' };
    const redirectUri = this.checkedRedirectUri(query.redirectUri);
    if (!redirectUri) throw new TisError('validation', { detail: 'redirectUri: validation.ssoPageForeign' });
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier(), redirectUri };
    const url = await this.client.authorizationUrl(checks);
    if (!url) return { kind: 'result', code: LOGIN_RESULT.generic, key: 'auth.ssoUnavailable' };
    const logins = this.ds.getRepository(OidcLogin);
    await logins.delete({ expiresAt: LessThan(new Date()) });
    await logins.insert({
      stateHash: sha256(checks.state),
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
      redirectUri,
      privacyVersion: query.privacyVersion,
      expiresAt: new Date(Date.now() + SSO_LOGIN_TTL_MINUTES * 60_000),
    });
    return { kind: 'redirect', url };
  }

  async finish(form: SsoLoginForm, client: ClientInfo): Promise<LoginOutcome> {
    const login = form.state ? await this.take(form.state) : null;
    if (!login) {
      await this.logins.recordFailure('', 'oidc', 'verificationFailed', client);
      return { kind: 'error', error: 'oauthLoginFailed' };
    }
    if (login.expiresAt.getTime() < Date.now()) {
      await this.logins.recordFailure('', 'oidc', 'challengeExpired', client);
      return { kind: 'result', code: LOGIN_RESULT.timeout, key: 'auth.ssoExpired' };
    }
    if (form.error || !form.code) {
      await this.logins.recordFailure('', 'oidc', 'refused', client);
      return { kind: 'result', code: LOGIN_RESULT.info, key: 'auth.ssoRefused' };
    }
    const callback = new URL(login.redirectUri);
    callback.searchParams.set('code', form.code);
    callback.searchParams.set('state', form.state);
    if (form.iss) callback.searchParams.set('iss', form.iss);
    const identity = await this.client.identityOf(callback, { state: form.state, nonce: login.nonce, codeVerifier: login.codeVerifier, redirectUri: login.redirectUri });
    if (!identity) {
      await this.logins.recordFailure('', 'oidc', 'verificationFailed', client);
      return { kind: 'error', error: 'oauthLoginFailed' };
    }
    const user = await this.accountOf(identity);
    if (!user) {
      await this.logins.recordFailure(identity.subject, 'oidc', 'unknownUser', client);
      return { kind: 'error', error: 'oauthWrongUser' };
    }
    return this.logins.signInExternal(user, 'oidc', client, login.privacyVersion);
  }

  /** The pending login of a state, removed so it cannot be used twice (also by two racing requests). */
  private async take(state: string): Promise<OidcLogin | null> {
    const stateHash = sha256(state);
    const repo = this.ds.getRepository(OidcLogin);
    const login = await repo.findOneBy({ stateHash });
    if (!login) return null;
    const removed = await repo.delete({ stateHash });
    return removed.affected === 1 ? login : null;
  }

  /** The linked account; on an identity's first login, the account its claim names, which it is then linked to. */
  private async accountOf(identity: OidcIdentity): Promise<UserAccount | null> {
    const provider = this.client.provider;
    const linked = await this.identities.linkedAccount(provider, identity.subject);
    if (linked) return linked;
    const named = identity.claims[this.client.accountClaim];
    if (typeof named !== 'string' || !named) return null;
    const user = await this.accounts.findByCode(named);
    if (user) await this.identities.link(provider, identity.subject, user.userCode);
    return user;
  }

  /**
   * The SPA's /ssoPage address the provider sends the browser back to: only the page on the
   * configured public origin (TIS_PUBLIC_URL), never one a request's Host header names.
   */
  private checkedRedirectUri(value: string): string | null {
    const page = `${this.config.TIS_PUBLIC_URL}/tis${SSO_PAGE}`;
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || `${url.origin}${url.pathname}` !== page || url.username || url.password) return null;
    return page;
  }
}
