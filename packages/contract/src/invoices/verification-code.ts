/**
 * The verification code of an invoice (docs/business-rules.md#invoices, docs/decisions/026):
 * derived, never stored — the server takes its HMAC of the `transId` (purpose `invoice`) and
 * writes the first 40 bits as 8 characters of Crockford base32 (no I, L, O, U, so it reads
 * well on paper). Compared case-insensitively; the look-alikes I, L (→ 1) and O (→ 0) typed by
 * a reader are accepted. Zod-free.
 */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 8;

/** The first `length` × 5 bits of `bytes`, most significant first, in Crockford base32. */
export function encodeCrockford(bytes: Uint8Array, length: number): string {
  if (bytes.length * 8 < length * 5) throw new RangeError('not enough bytes');
  let out = '';
  for (let i = 0; i < length; i++) {
    let v = 0;
    for (let b = i * 5; b < i * 5 + 5; b++) v = (v << 1) | ((bytes[b >> 3] >> (7 - (b & 7))) & 1);
    out += CROCKFORD_ALPHABET[v];
  }
  return out;
}

/** The code printed for a digest (the server passes its HMAC bytes). */
export const verificationCodeFromDigest = (digest: Uint8Array): string =>
  encodeCrockford(digest, VERIFICATION_CODE_LENGTH);

/** A code as typed, in canonical form: capitals, spaces and hyphens dropped, I/L → 1, O → 0; null if it cannot be a code. */
export function normalizeVerificationCode(input: string): string | null {
  const s = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (s.length !== VERIFICATION_CODE_LENGTH) return null;
  for (const c of s) if (!CROCKFORD_ALPHABET.includes(c)) return null;
  return s;
}

/** Whether `given` (as typed) is `expected`; every character is compared, so the time does not tell how much matched. */
export function verificationCodesMatch(expected: string, given: string): boolean {
  const a = normalizeVerificationCode(expected);
  const b = normalizeVerificationCode(given);
  if (!a || !b) return false;
  let diff = 0;
  for (let i = 0; i < VERIFICATION_CODE_LENGTH; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
