import { Secret, TOTP } from 'otpauth';
import { MFA_ISSUER, TOTP_DIGITS, TOTP_PERIOD_S, TOTP_WINDOW_STEPS } from '@portal/contract';

/**
 * TOTP (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps) through `otpauth`, with the defaults every
 * authenticator app reads from an otpauth:// URL (docs/decisions/098).
 *
 * Codes are checked against the real time: `Date.now()`, never `deps.clock`, which
 * CLOCK_OFFSET_DAYS may move by days (docs/decisions/079): the phone's clock is the real one.
 */
export const realNow = (): number => Date.now();

const options = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S } as const;

/** A new 160-bit secret (RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URL an authenticator app reads (label: the account's e-mail). */
export const otpauthUrl = (base32: string, email: string): string =>
  new TOTP({ ...options, issuer: MFA_ISSUER, label: email, secret: Secret.fromBase32(base32) }).toString();

/** The code of a secret at a moment (tests; the authenticator app does this on the phone). */
export const totpCode = (base32: string, timestamp = realNow()): string =>
  TOTP.generate({ ...options, secret: Secret.fromBase32(base32), timestamp });

/**
 * The time step (counter) whose code `code` is, within one step either side of now, or null. The
 * caller accepts a step only if it is later than the last step accepted, so a code works once.
 */
export function matchTotp(base32: string, code: string, timestamp = realNow()): number | null {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return null;
  const delta = TOTP.validate({
    ...options,
    token: code,
    secret: Secret.fromBase32(base32),
    timestamp,
    window: TOTP_WINDOW_STEPS,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_S, timestamp }) + delta;
}
