import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, RUPIAH_MAX } from '../limits';

/**
 * Reusable field validators. Messages are i18n keys of the web app's `validation` namespace
 * (docs/business-rules.md#validation-messages) so the server and the form show the same words.
 */
export const V = {
  required: 'validation.required',
  email: 'validation.email',
  passwordMin: 'validation.passwordMin',
  /** An administrator's new password is shorter than ADMIN_PASSWORD_MIN_LENGTH (12). */
  passwordMinAdmin: 'validation.passwordMinAdmin',
  /** A new password that is a common one, or too easy to guess (docs/decisions/098). */
  passwordCommon: 'validation.passwordCommon',
  passwordMismatch: 'validation.passwordMismatch',
  phone: 'validation.phone',
  npwp: 'validation.npwp',
  /** 15/16 digits, but the check digit (or the 16-digit form) is wrong: not a valid NPWP. */
  npwpInvalid: 'validation.npwpInvalid',
  nib: 'validation.nib',
  nik: 'validation.nik',
  postalCode: 'validation.postalCode',
  date: 'validation.date',
  integer: 'validation.integer',
  tooLong: 'validation.tooLong',
  termsAccepted: 'validation.termsAccepted',
  otp: 'validation.otp',
  /** An authenticator code (6 digits) or a recovery code. */
  mfaCode: 'validation.mfaCode',
  invalid: 'validation.invalid',
  /** A body field the endpoint does not take (bodies are strict). */
  unknownField: 'validation.unknownField',
} as const;

const digits = (s: string) => s.replace(/\D/g, '');

/** True when a text holds no NUL character (U+0000). */
export const hasNoNul = (s: string) => !s.includes('\u0000');

/**
 * The base of every text field: a string without NUL. PostgreSQL text cannot hold U+0000, and a
 * NUL would cut exports and logs short, so it is a 422 here rather than a database error
 * (docs/decisions/016). `error` is the message when the value is not a string at all.
 */
export const zText = (error: string = V.invalid) => z.string({ error }).refine(hasNoNul, V.invalid);

export const zRequiredString = (max = 200) => zText(V.required).trim().min(1, V.required).max(max, V.tooLong);

export const zOptionalString = (max = 200) => zText(V.invalid).trim().max(max, V.tooLong).optional();

// Lower-cased so one mailbox cannot register twice with different capitalisation.
export const zEmail = zText(V.required)
  .trim()
  .min(1, V.required)
  .max(254, V.tooLong)
  .pipe(z.email(V.email))
  .transform((s) => s.toLowerCase());

export const zPassword = zText(V.required)
  .min(1, V.required)
  .min(PASSWORD_MIN_LENGTH, V.passwordMin)
  .max(128, V.tooLong);

/**
 * Indonesian phone: 08…, 62… or +62…, 9 to 13 digits after the leading 0 (docs/business-rules.md#formats).
 * Stored in one normal form: +62 followed by the digits after the leading 0.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  let rest: string;
  if (/^\+62\d+$/.test(compact)) rest = compact.slice(3);
  else if (/^62\d+$/.test(compact)) rest = compact.slice(2);
  else if (/^0\d+$/.test(compact)) rest = compact.slice(1);
  else return null;
  if (!rest.startsWith('8') || rest.length < 9 || rest.length > 13) return null;
  return `+62${rest}`;
}
/** A phone field: refused unless `normalize` accepts it, stored in its normal form. */
const zPhoneOf = (normalize: (s: string) => string | null, maxChars: number) =>
  zText(V.required)
    .trim()
    .min(1, V.required)
    .max(maxChars, V.phone)
    .refine((s) => normalize(s) !== null, V.phone)
    .transform((s) => normalize(s) as string);
export const zPhone = zPhoneOf(normalizePhone, 20);

/**
 * The company phone (docs/decisions/009): a mobile number as above, or
 * a fixed line with its area code — a 0 or +62, an area code of 2–3 digits not starting with 8
 * (nor 0), then 5–8 digits: `021 5551 234`, `(0274) 512345`, `+62 21 5551234`. Spaces, dots,
 * dashes and parentheses are dropped; stored as `+62…` like mobile numbers.
 */
export function normalizeCompanyPhone(input: string): string | null {
  const mobile = normalizePhone(input);
  if (mobile) return mobile;
  const compact = input.replace(/[\s\-().]/g, '');
  const m = /^(?:\+62|0)([1-79]\d{6,10})$/.exec(compact);
  return m ? `+62${m[1]}` : null;
}
export const zCompanyPhone = zPhoneOf(normalizeCompanyPhone, 25);

/** Luhn check digit over the first 8 digits of an NPWP: the 9th digit (docs/business-rules.md#formats). */
export function npwpCheckDigit(first8: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let n = Number(first8[7 - i]);
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return (10 - (sum % 10)) % 10;
}
export const npwpLuhnOk = (d15: string): boolean => npwpCheckDigit(d15.slice(0, 8)) === Number(d15[8]);
/** NPWP: 15 digits with a Luhn check, or 16 digits (leading 0 + 15, or a NIK). Punctuation dropped. */
export function normalizeNpwp(input: string): string | null {
  if (!/^[\d.\-\s]+$/.test(input)) return null;
  const d = digits(input);
  if (d.length === 15) return npwpLuhnOk(d) ? d : null;
  if (d.length === 16) {
    if (d.startsWith('0')) return npwpLuhnOk(d.slice(1)) ? d : null;
    return d; // a 16-digit NIK used as NPWP
  }
  return null;
}
/** 15 or 16 digits, punctuation allowed: the shape, before the check digit is looked at. */
const npwpShapeOk = (s: string) => /^[\d.\-\s]+$/.test(s) && [15, 16].includes(digits(s).length);
export const zNpwp = zText(V.required)
  .trim()
  .min(1, V.required)
  .max(25, V.npwp)
  .refine(npwpShapeOk, { message: V.npwp, abort: true })
  .refine((s) => normalizeNpwp(s) !== null, V.npwpInvalid)
  .transform((s) => normalizeNpwp(s) as string);

export const zNib = zText(V.required)
  .trim()
  .min(1, V.required)
  .transform(digits)
  .refine((s) => /^\d{13}$/.test(s), V.nib);
export const zNik = zText(V.required)
  .trim()
  .min(1, V.required)
  .transform(digits)
  .refine((s) => /^\d{16}$/.test(s), V.nik);
export const zPostalCode = zText()
  .trim()
  .regex(/^\d{5}$/, V.postalCode);
export const zIsoDate = zText()
  .regex(/^\d{4}-\d{2}-\d{2}$/, V.date)
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    V.date,
  );

/**
 * Integer from 0 to `max`, accepted as a JSON number or a string of digits (registration
 * figures). `max` is the range of the column it is stored in (docs/decisions/016): a value
 * the column cannot hold is a 422, never a database error.
 */
export const zLooseIntUpTo = (max: number) =>
  z.union([z.number({ error: V.integer }), zText(V.integer)], { error: V.integer }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\d{1,16}$/.test(v.trim()) ? Number(v.trim()) : NaN;
    if (!Number.isSafeInteger(n) || n < 0 || n > max) {
      ctx.addIssue({ code: 'custom', message: V.integer });
      return z.NEVER;
    }
    return n;
  });
/** A non-negative integer up to Number.MAX_SAFE_INTEGER (bigint columns, rupiah). */
export const zLooseInt = zLooseIntUpTo(RUPIAH_MAX);

/** An empty string in an optional form field means "not given". */
export const emptyToUndefined = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/**
 * An update field where an empty string (or null) means "clear it": parsed as `null`, so the
 * service can tell "clear" from "not sent" (undefined) and refuse a clear it does not allow.
 */
export const emptyToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    schema.nullable().optional(),
  );
