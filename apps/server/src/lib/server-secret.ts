import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../config';
import { SECRET_KEY_MIN_LENGTH } from '../config';

/**
 * The one server secret (docs/decisions/013): SECRET_KEY, or a random key generated on the first
 * start into DATA_DIR (mode 0600). Each use gets its own key derived from it, so a value keyed
 * for one purpose never verifies for another.
 */
export type TSecretPurpose =
  | 'csrf'
  | 'otp'
  | 'invoice'
  | 'fingerprint'
  /** The key that encrypts TOTP secrets (lib/secret-box.ts; docs/decisions/098). */
  | 'mfa'
  /** HMACs of recovery codes and e-mailed login codes. */
  | 'mfa_recovery'
  | 'login_code';

export interface ServerSecret {
  /** HMAC-SHA256 (base64url) of `value` under the key derived for `purpose`. */
  hmac(purpose: TSecretPurpose, value: string): string;
  /** The key derived for `purpose` (base64url), for code that takes a plain key. */
  derive(purpose: TSecretPurpose): string;
}

export const SECRET_FILE_NAME = 'secret-key';

export function createServerSecret(key: string): ServerSecret {
  const derived = new Map<TSecretPurpose, string>();
  const derive = (purpose: TSecretPurpose) => {
    let k = derived.get(purpose);
    if (!k) {
      k = createHmac('sha256', key).update(`portal-bski:${purpose}`).digest('base64url');
      derived.set(purpose, k);
    }
    return k;
  };
  return {
    derive,
    hmac: (purpose, value) => createHmac('sha256', derive(purpose)).update(value).digest('base64url'),
  };
}

/**
 * SECRET_KEY when set; otherwise DATA_DIR/secret-key, created on the first start. `wx` makes
 * the creation atomic: of two processes starting at once, one writes and both read its key.
 */
export async function loadSecretKey(config: Pick<AppConfig, 'secretKey' | 'dataDir'>): Promise<string> {
  if (config.secretKey) return config.secretKey;
  const file = path.join(config.dataDir, SECRET_FILE_NAME);
  await fs.mkdir(config.dataDir, { recursive: true });
  try {
    await fs.writeFile(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  // A copy restored with looser permissions is tightened again: the key signs every CSRF token.
  const stat = await fs.stat(file);
  if ((stat.mode & 0o077) !== 0) await fs.chmod(file, 0o600);
  const key = (await fs.readFile(file, 'utf8')).trim();
  if (key.length < SECRET_KEY_MIN_LENGTH) {
    throw new Error(
      `${file} holds no usable secret (fewer than ${SECRET_KEY_MIN_LENGTH} characters): delete it to generate a new one, or set SECRET_KEY.`,
    );
  }
  return key;
}
