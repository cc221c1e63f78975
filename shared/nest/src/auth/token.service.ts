import { createHmac, timingSafeEqual } from 'node:crypto';
import { TisError } from '@tis/contracts';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'tis';
/** Verified tokens kept at most (one per signed-in session that called lately); the oldest goes first. */
const MAX_VERIFIED = 20_000;

export interface TokenClaims {
  userCode: string;
  sessionId: string;
}

/** Signs and verifies access tokens (HS256). The oauth service issues them; every service verifies. */
export class TokenService {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature was checked, with their claims and expiry: a signature never changes, so
   * every later request with the same token costs a map lookup (and the expiry check), not an HMAC
   * through WebCrypto. Whether its session is still live is asked separately (SessionResolver).
   */
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();

  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = 8 * 3600,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A file path that opens without a token until `expiresAt` (for <img> and downloads). */
  signPath(path: string, ttlSeconds = 3600): string {
    const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
    return `${path}?exp=${exp}&sig=${this.pathSignature(path, exp)}`;
  }

  verifyPath(path: string, exp: string | undefined, sig: string | undefined): boolean {
    if (!exp || !sig || !/^\d+$/.test(exp) || Number(exp) < Date.now() / 1000) return false;
    const expected = Buffer.from(this.pathSignature(path, Number(exp)));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private pathSignature(path: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${path}\n${exp}`).digest('base64url');
  }

  /** An access token for a session: the session id and the user code; all else is looked up per session. */
  async sign(userCode: string, sessionId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(userCode)
      .setJti(sessionId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  get tokenTtlSeconds(): number {
    return this.ttlSeconds;
  }

  /** The claims of a genuine, unexpired token, or a TisError('unauthorized'). */
  async verify(token: string): Promise<TokenClaims> {
    const known = this.verified.get(token);
    if (known) {
      // jose's rule: a token is expired from the second its `exp` names.
      if (Date.now() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
      throw new TisError('unauthorized');
    }
    let claims: TokenClaims;
    let exp: number | undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (!payload.sub || !payload.jti) throw new Error('token without subject or id');
      claims = { userCode: payload.sub, sessionId: payload.jti };
      exp = payload.exp;
    } catch {
      throw new TisError('unauthorized');
    }
    if (exp !== undefined) {
      if (this.verified.size >= MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, { claims, expiresAtMs: exp * 1000 });
    }
    return claims;
  }
}
