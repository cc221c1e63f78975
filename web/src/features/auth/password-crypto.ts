/**
 * Password encryption for the login (spec section 7: "Login passwords are encrypted with a public
 * key before sending (a URL-encoded variant for the overseas login)"). The server's challenge
 * (`GET /tis/api/oauth/publicKey`) gives an RSA key (SPKI PEM) and a single-use nonce; the SPA
 * encrypts `{"p":password,"n":nonce}` with RSA-OAEP SHA-256 and sends it base64-encoded.
 *
 * WebCrypto does it where `crypto.subtle` exists. Browsers hide `crypto.subtle` outside secure
 * contexts (plain HTTP from another host), so there node-forge does it, loaded only then.
 */
import { base64ToBytes, bytesToBase64 } from './base64';

export interface PasswordChallenge {
  /** SPKI PEM of the server's RSA key. */
  publicKey: string;
  nonce: string;
}

export interface EncryptOptions {
  /** The WebCrypto to use; null forces the fallback. Default: the browser's, when it has one. */
  subtle?: SubtleCrypto | null;
  /** Overseas login: the base64 is URL-encoded as well (the server accepts both). */
  urlEncode?: boolean;
}

/** The DER bytes of a PEM block. */
export function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  return base64ToBytes(pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, ''));
}

/** The browser's WebCrypto, or null where it is not offered (insecure contexts). */
export function availableSubtle(): SubtleCrypto | null {
  return (globalThis.crypto as Crypto | undefined)?.subtle ?? null;
}

async function encryptWithWebCrypto(subtle: SubtleCrypto, pem: string, plain: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await subtle.importKey('spki', pemToDer(pem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return bytesToBase64(new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, key, plain)));
}

async function encryptWithForge(pem: string, plain: string): Promise<string> {
  // Its own chunk: only browsers without WebCrypto download it.
  const { default: forge } = await import('node-forge');
  const key = forge.pki.publicKeyFromPem(pem);
  const encrypted = key.encrypt(forge.util.encodeUtf8(plain), 'RSA-OAEP', {
    md: forge.md.sha256.create(),
    mgf1: { md: forge.md.sha256.create() },
  });
  return forge.util.encode64(encrypted);
}

/** The password field of a login: base64 RSA-OAEP-SHA256 of `{"p":password,"n":nonce}`. */
export async function encryptPassword(challenge: PasswordChallenge, password: string, options: EncryptOptions = {}): Promise<string> {
  const plain = JSON.stringify({ p: password, n: challenge.nonce });
  const subtle = options.subtle === undefined ? availableSubtle() : options.subtle;
  const base64 = subtle
    ? await encryptWithWebCrypto(subtle, challenge.publicKey, new TextEncoder().encode(plain))
    : await encryptWithForge(challenge.publicKey, plain);
  return options.urlEncode ? encodeURIComponent(base64) : base64;
}
