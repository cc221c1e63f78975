import { constants, generateKeyPair, privateDecrypt, randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type PasswordEnvelope, type PublicKeyAnswer } from '@tis/contracts';
import { DATA_SOURCE } from '@tis/nest';
import { type DataSource, IsNull, LessThan } from 'typeorm';
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
    const keys = this.ds.getRepository(OauthKey);
    const key = keyId ? await keys.findOneBy({ keyId }) : await this.key();
    if (!key) return { ok: false, reason: 'invalid' };
    let envelope: Partial<PasswordEnvelope>;
    try {
      const bytes = Buffer.from(decodeURIComponent(ciphertext), 'base64');
      const plain = privateDecrypt({ key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, bytes);
      envelope = JSON.parse(plain.toString('utf8')) as Partial<PasswordEnvelope>;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (typeof envelope.p !== 'string' || typeof envelope.n !== 'string') return { ok: false, reason: 'invalid' };
    const challenges = this.ds.getRepository(LoginChallenge);
    const now = new Date();
    const spent = await challenges.update({ nonce: envelope.n, usedAt: IsNull() }, { usedAt: now });
    if (spent.affected !== 1) return { ok: false, reason: 'invalid' };
    const challenge = await challenges.findOneByOrFail({ nonce: envelope.n });
    if (new Date(challenge.expiresAt).getTime() < now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, password: envelope.p };
  }

  /** Challenges older than a day are of no use to anyone. */
  async purge(): Promise<void> {
    await this.ds.getRepository(LoginChallenge).delete({ expiresAt: LessThan(new Date(Date.now() - 24 * 3600_000)) });
  }
}
