import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { ServerSecret } from './server-secret';

/**
 * Encryption of small secrets kept in the database (a TOTP secret: docs/decisions/098) under a
 * key derived from the server secret (docs/decisions/013): AES-256-GCM with a random 96-bit nonce,
 * and the owner's identifier as additional data, so a value copied onto another user's row does
 * not decrypt. A database dump alone reveals nothing; the server secret is needed too.
 *
 * Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url).
 */
const VERSION = 'v1';

const keyOf = (secret: ServerSecret) => Buffer.from(secret.derive('mfa'), 'base64url');

export function sealSecret(secret: ServerSecret, plain: string, boundTo: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), nonce);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plain text, or null when the value is not ours (another key, another owner, altered). */
export function openSecret(secret: ServerSecret, sealed: string, boundTo: string): string | null {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(boundTo, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
