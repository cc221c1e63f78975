import { Inject, Injectable } from '@nestjs/common';
import { PLATFORM_CONFIG, type PlatformConfig, ROOT_LOGGER } from '@tis/nest';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';

const CALL_TIMEOUT_S = 10;

/** What a login hands to the provider and checks the answer against. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

/** The identity the provider vouched for (from a verified ID token). */
export interface OidcIdentity {
  subject: string;
  claims: Record<string, unknown>;
}

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * The OA single sign-on provider (OpenID Connect, authorization code flow with PKCE) through
 * `openid-client`: discovery once (again after a failure), the authorization URL, and the code
 * exchange, which checks state, nonce, PKCE and the ID token's signature, issuer and audience.
 * Plain http is accepted only for a provider on the loopback interface (tests, local setups).
 */
@Injectable()
export class OidcClient {
  private discovered: Promise<oidc.Configuration> | null = null;

  constructor(
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(ROOT_LOGGER) private readonly logger: Logger,
  ) {}

  get isConfigured(): boolean {
    return !!this.config.TIS_OIDC_ISSUER;
  }

  /** The provider part of a linked identity: `oidc:<issuer>`. */
  get provider(): string {
    return `oidc:${this.config.TIS_OIDC_ISSUER ?? ''}`.slice(0, 200);
  }

  get accountClaim(): string {
    return this.config.TIS_OIDC_ACCOUNT_CLAIM;
  }

  /** The provider's authorization URL for one login, or null when the provider cannot be reached. */
  async authorizationUrl(checks: OidcChecks): Promise<string | null> {
    const configuration = await this.configuration();
    if (!configuration) return null;
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: checks.redirectUri,
      scope: this.config.TIS_OIDC_SCOPES,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /** Exchanges the code of the provider's answer (`callback`: the redirect URI with its query); null when any check fails. */
  async identityOf(callback: URL, checks: OidcChecks): Promise<OidcIdentity | null> {
    const configuration = await this.configuration();
    if (!configuration) return null;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) return null;
      return { subject: claims.sub, claims: { ...claims } };
    } catch (error) {
      this.logger.warn({ err: error }, 'OA single sign-on: the provider answer was refused');
      return null;
    }
  }

  private async configuration(): Promise<oidc.Configuration | null> {
    const issuer = this.config.TIS_OIDC_ISSUER;
    if (!issuer) return null;
    this.discovered ??= this.discover(new URL(issuer));
    try {
      return await this.discovered;
    } catch (error) {
      this.discovered = null;
      this.logger.warn({ err: error, issuer }, 'OA single sign-on: provider discovery failed');
      return null;
    }
  }

  private discover(issuer: URL): Promise<oidc.Configuration> {
    const secret = this.config.TIS_OIDC_CLIENT_SECRET;
    return oidc.discovery(issuer, this.config.TIS_OIDC_CLIENT_ID, secret ? { client_secret: secret } : undefined, secret ? undefined : oidc.None(), {
      timeout: CALL_TIMEOUT_S,
      // Deliberate: plain http only for a provider on this machine (tests, local setups).
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      ...(issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
  }
}
