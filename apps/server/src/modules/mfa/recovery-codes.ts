import { randomInt } from 'node:crypto';
import { MFA_RECOVERY_CODE_COUNT } from '@portal/contract';
import type { ServerSecret } from '../../lib/server-secret';

/**
 * Recovery codes (docs/decisions/098): ten per enrolment, each 10 characters of Crockford's base32
 * (50 random bits; no i, l, o, u to misread), shown as `xxxxx-xxxxx` once and kept as HMACs under
 * the server secret, so a copy of the table cannot be tried offline. One use each.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: MFA_RECOVERY_CODE_COUNT }, () => {
    let s = '';
    for (let i = 0; i < LENGTH; i++) s += ALPHABET[randomInt(0, ALPHABET.length)];
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

/** The code as typed, in its one form: lower case, no separators, Crockford's look-alikes mapped. */
export function normalizeRecoveryCode(input: string): string | null {
  const s = input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return s.length === LENGTH && [...s].every((c) => ALPHABET.includes(c)) ? s : null;
}

export const hashRecoveryCode = (secret: ServerSecret, userUuid: string, normalized: string) =>
  secret.hmac('mfa_recovery', `${userUuid}:${normalized}`);
