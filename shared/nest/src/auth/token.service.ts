import { createHmac, timingSafeEqual } from 'node:crypto';
import { TisError } from '@tis/contracts';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'tis';

export interface TokenClaims {
  userCode: string;
  sessionId: string;
}

/** Signs and verifies access tokens (HS256). The oauth service issues them; every service verifies. */
export class TokenService {
  private readonly key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      if (!payload.sub || !payload.jti) throw new Error('token without subject or id');
      return { userCode: payload.sub, sessionId: payload.jti };
    } catch {
      throw new TisError('unauthorized');
    }
  }
}
