import { constants, createPrivateKey, generateKeyPair, type KeyObject, privateDecrypt, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type PasswordEnvelope, type PublicKeyAnswer } from '@tis/contracts';
import { DATA_SOURCE } from '@tis/nest';
import { type DataSource, IsNull, LessThan, MoreThanOrEqual } from 'typeorm';
import { LoginChallenge, OauthKey } from './login.entities.js';

/** A challenge is answered within this time (the login page asks for a new one before each login). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

function generateRsaKey(): Promise<{ publicKey: string; privateKey: string }> {
  return new Promise((resolve, reject) => {
    generateKeyPair(
      'rsa',
      { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } },
      (err, publicKey, privateKey) => (err ? reject(err) : resolve({ publicKey, privateKey })),
    );
  });
}

export type OpenedPassword =
  | { ok: true; password: string }
  /** The ciphertext does not decrypt or its nonce is unknown or used (a replay). */
  | { ok: false; reason: 'invalid' }
  /** The nonce was genuine but older than CHALLENGE_TTL_MS. */
  | { ok: false; reason: 'expired' };

/**
 * The login password's encryption (spec section 7): an RSA key pair shared by all replicas through
 * the database, and single-use nonces. The SPA encrypts `{"p":password,"n":nonce}` with RSA-OAEP
 * SHA-256; a ciphertext opens once.
 */
@Injectable()
export class KeyService {
  private current: Promise<OauthKey> | undefined;
  /**
   * Parsed private keys by key id. A key row never changes once written, and parsing its PEM costs
   * three times the decryption itself (bench S5).
   */
  private readonly parsed = new Map<string, KeyObject>();

  constructor(@Inject(DATA_SOURCE) private readonly ds: DataSource) {}

  private key(): Promise<OauthKey> {
    this.current ??= this.loadOrCreate().catch((err: unknown) => {
      this.current = undefined;
      throw err;
    });
    return this.current;
  }

  private async loadOrCreate(): Promise<OauthKey> {
    const repo = this.ds.getRepository(OauthKey);
    const [existing] = await repo.find({ order: { createdAt: 'DESC' }, take: 1 });
    if (existing) return existing;
    const pair = await generateRsaKey();
    await repo.insert({ keyId: randomUUID(), ...pair });
    // Replicas that raced both inserted a key; all of them use the newest.
    const [newest] = await repo.find({ order: { createdAt: 'DESC', keyId: 'ASC' }, take: 1 });
    if (!newest) throw new Error('no oauth key after insert');
    return newest;
  }

  async challenge(): Promise<Omit<PublicKeyAnswer, 'privacyVersion'>> {
    const key = await this.key();
    const nonce = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    await this.ds.getRepository(LoginChallenge).insert({ nonce, expiresAt, usedAt: null });
    return { keyId: key.keyId, publicKey: key.publicKey, nonce, expiresAt: expiresAt.toISOString() };
  }

  /** Decrypts a password ciphertext (base64; URL-encoded base64 is accepted too) and spends its nonce. */
  async open(ciphertext: string, keyId: string | undefined): Promise<OpenedPassword> {
    const key = await this.privateKey(keyId);
    if (!key) return { ok: false, reason: 'invalid' };
    let envelope: Partial<PasswordEnvelope>;
    try {
      const bytes = Buffer.from(decodeURIComponent(ciphertext), 'base64');
      const plain = privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, bytes);
      envelope = JSON.parse(plain.toString('utf8')) as Partial<PasswordEnvelope>;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (typeof envelope.p !== 'string' || typeof envelope.n !== 'string') return { ok: false, reason: 'invalid' };
    const challenges = this.ds.getRepository(LoginChallenge);
    const now = new Date();
    // Spent only while unused and in time: one statement on the way every login takes.
    const spent = await challenges.update({ nonce: envelope.n, usedAt: IsNull(), expiresAt: MoreThanOrEqual(now) }, { usedAt: now });
    if (spent.affected === 1) return { ok: true, password: envelope.p };
    // Not spent: a late answer to a genuine challenge is told apart from an unknown or used nonce.
    const late = await challenges.existsBy({ nonce: envelope.n, usedAt: IsNull() });
    return { ok: false, reason: late ? 'expired' : 'invalid' };
  }

  /** The parsed private key of `keyId` (the current key without one), or null for an unknown id. */
  private async privateKey(keyId: string | undefined): Promise<KeyObject | null> {
    const cached = keyId ? this.parsed.get(keyId) : undefined;
    if (cached) return cached;
    const row = keyId ? await this.ds.getRepository(OauthKey).findOneBy({ keyId }) : await this.key();
    if (!row) return null;
    const parsed = createPrivateKey(row.privateKey);
    this.parsed.set(row.keyId, parsed);
    return parsed;
  }

  /** Challenges older than a day are of no use to anyone. */
  async purge(): Promise<void> {
    await this.ds.getRepository(LoginChallenge).delete({ expiresAt: LessThan(new Date(Date.now() - 24 * 3600_000)) });
  }
}
