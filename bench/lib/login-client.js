/**
 * A lean password-login client for S5: the SPA's steps (GET /tis/api/oauth/publicKey, RSA-OAEP
 * encryption of {password, nonce} with @tis/nest/testing's encryptPassword, form POST
 * /tis/api/oauth/login), over node:http with kept-alive connections. fetch costs the load driver
 * about 1 ms of CPU per request, which on two CPUs is taken from the portal under test.
 */
import { Agent, request } from 'node:http';
import { encryptPassword } from '@tis/nest/testing';

/**
 * @param {string} baseUrl
 * @returns {(userCode: string, password: string) => Promise<{ status: number, body: any }>}
 */
export function loginClient(baseUrl) {
  const agent = new Agent({ keepAlive: true });
  const base = new URL(baseUrl);
  /** @param {string} method @param {string} path @param {string} [form] @returns {Promise<{ status: number, body: any }>} */
  const send = (method, path, form) =>
    new Promise((resolve, reject) => {
      const headers = form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(form) };
      const req = request({ host: base.hostname, port: base.port, method, path, agent, headers }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(form);
    });
  return async (userCode, password) => {
    const key = await send('GET', '/tis/api/oauth/publicKey');
    const challenge = key.body?.data;
    if (key.status !== 200 || !challenge) throw new Error(`publicKey answered ${key.status} ${JSON.stringify(key.body).slice(0, 300)}`);
    const form = new URLSearchParams({ type: '1', userCode, password: encryptPassword(challenge, password), keyId: challenge.keyId, privacyVersion: challenge.privacyVersion });
    return send('POST', '/tis/api/oauth/login', form.toString());
  };
}
