import { createHmac, timingSafeEqual } from 'node:crypto';
import { TisError } from '@tis/contracts';
import { jwtVerify, SignJWT } from 'jose';
import type { RequestUser } from '../http/request-context.js';

const ISSUER = 'tis';

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

  async sign(user: RequestUser, sessionId: string): Promise<string> {
    return new SignJWT({ ...user })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(user.userCode)
      .setJti(sessionId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The verified caller, or a TisError('unauthorized') for a missing, forged or expired token. */
  async verify(token: string): Promise<RequestUser & { sessionId: string }> {
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: ISSUER, algorithms: ['HS256'] });
      return {
        userCode: payload.sub ?? '',
        userName: typeof payload['userName'] === 'string' ? payload['userName'] : '',
        userType: typeof payload['userType'] === 'string' ? payload['userType'] : '',
        userAgentCode: typeof payload['userAgentCode'] === 'string' ? payload['userAgentCode'] : null,
        rights: Array.isArray(payload['rights']) ? payload['rights'].map(String) : [],
        sessionId: payload.jti ?? '',
      };
    } catch {
      throw new TisError('unauthorized');
    }
  }
}
