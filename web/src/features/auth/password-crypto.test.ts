import { constants, generateKeyPairSync, privateDecrypt, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPassword, pemToDer } from './password-crypto';

// A key pair like the oauth service's (RSA 2048, SPKI / PKCS#8 PEM).
const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** What the server does with the field (services/oauth KeyService.open). */
function serverOpens(ciphertext: string): unknown {
  const bytes = Buffer.from(decodeURIComponent(ciphertext), 'base64');
  const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, bytes);
  return JSON.parse(plain.toString('utf8'));
}

const challenge = { publicKey, nonce: 'n0nce-Of-the-challenge' };
const password = 'Pässwörd#2026 "quoted" 密码';

describe('encryptPassword (spec section 7: RSA-OAEP SHA-256 with the challenge key)', () => {
  it('WebCrypto: the server opens {p, n}', async () => {
    const field = await encryptPassword(challenge, password, { subtle: webcrypto.subtle as SubtleCrypto });
    expect(field).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(field, 'base64')).toHaveLength(256);
    expect(serverOpens(field)).toEqual({ p: password, n: challenge.nonce });
  });

  it('without WebCrypto (plain HTTP): node-forge produces a ciphertext the server opens', async () => {
    const field = await encryptPassword(challenge, password, { subtle: null });
    expect(Buffer.from(field, 'base64')).toHaveLength(256);
    expect(serverOpens(field)).toEqual({ p: password, n: challenge.nonce });
  });

  it('is randomised: two encryptions of the same password differ', async () => {
    const a = await encryptPassword(challenge, password, { subtle: null });
    const b = await encryptPassword(challenge, password, { subtle: webcrypto.subtle as SubtleCrypto });
    const c = await encryptPassword(challenge, password, { subtle: webcrypto.subtle as SubtleCrypto });
    expect(new Set([a, b, c]).size).toBe(3);
  });

  it('overseas: the base64 is URL-encoded, and the server opens that too', async () => {
    for (const subtle of [webcrypto.subtle as SubtleCrypto, null]) {
      const field = await encryptPassword(challenge, password, { subtle, urlEncode: true });
      expect(field).not.toMatch(/[+/=]/);
      expect(decodeURIComponent(field)).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(serverOpens(field)).toEqual({ p: password, n: challenge.nonce });
    }
  });

  it('a ciphertext for another key does not open', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    const field = await encryptPassword({ publicKey: other.publicKey, nonce: 'x' }, password, { subtle: null });
    expect(() => serverOpens(field)).toThrow();
  });

  it('reads the DER of a PEM block', () => {
    expect(pemToDer(publicKey)[0]).toBe(0x30); // an ASN.1 SEQUENCE
  });
});
