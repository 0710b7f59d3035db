/**
 * The login and forgot-password forms check only "required" and the e-mail format by hand:
 * pulling zod into the login chunk would cost ~28 KB gzipped (issue §8 budget). The server
 * validates with the contract schema anyway. Messages are `validation` namespace keys (SPEC §5).
 */
export type TFieldErrorKey = 'validation.required' | 'validation.email';

// Same shape the contract's z.email() accepts for ordinary addresses: local@domain.tld.
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateEmail(value: string): TFieldErrorKey | undefined {
  const v = value.trim();
  if (!v) return 'validation.required';
  if (!EMAIL_RE.test(v)) return 'validation.email';
  return undefined;
}

export function validateRequired(value: string): TFieldErrorKey | undefined {
  return value.length === 0 ? 'validation.required' : undefined;
}

export function validateLogin(values: { email: string; password: string }): Partial<Record<'email' | 'password', TFieldErrorKey>> {
  const errors: Partial<Record<'email' | 'password', TFieldErrorKey>> = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const password = validateRequired(values.password);
  if (password) errors.password = password;
  return errors;
}
