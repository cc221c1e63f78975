import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';

/** A person at the local OpenID Connect provider: the subject and the claims it vouches for. */
export interface OidcTestAccount {
  sub: string;
  preferred_username?: string;
  email?: string;
  name?: string;
}

export interface OidcTestProvider {
  /** `http://127.0.0.1:<port>` — the issuer. */
  issuer: string;
  /** Who signs in at the provider's next login prompt; null: the user cancels (access_denied). */
  signInNext(sub: string | null): void;
  stop(): Promise<void>;
}

export interface OidcTestProviderOptions {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: OidcTestAccount[];
}

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 for the OA single sign-on tests
 * (medium and browser tests):
 * discovery, authorization with PKCE, token endpoint, signed ID tokens. Its login and consent
 * prompts answer at once for the account chosen with `signInNext`, so tests drive the flow over
 * plain HTTP (redirects and cookies) like a browser would.
 */
export async function startOidcProvider(options: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const issuer = `http://127.0.0.1:${options.port}`;
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));
  let next: string | null = null;

  // Loaded on first use: the package (and its runtime warning) stays out of every other test.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider: Provider = new OidcProvider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['preferred_username', 'name'], email: ['email'] },
    // Claims asked for by scope go into the ID token, as common OA providers do.
    conformIdTokenClaims: false,
    cookies: { keys: ['tis-test-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
  });

  const interact = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      const result = next ? { login: { accountId: next } } : { error: 'access_denied', error_description: 'The user cancelled' };
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
      return;
    }
    const accountId = details.session?.accountId ?? '';
    const clientId = String(details.params.client_id);
    const grant = details.grantId ? await provider.Grant.find(details.grantId) : new provider.Grant({ accountId, clientId });
    if (!grant) throw new Error('grant not found');
    const scope = details.params.scope;
    grant.addOIDCScope(typeof scope === 'string' ? scope : 'openid');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  };

  const callback = provider.callback();
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interact(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    void callback(req, res);
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    issuer,
    signInNext: (sub) => {
      next = sub;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
