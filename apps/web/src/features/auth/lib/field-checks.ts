import { OTP_LENGTH } from '@portal/contract/constants';

/**
 * The login, forgot-password and OTP forms check "required", the e-mail format and the code's
 * digits by hand: zod on these first pages would cost ~25 KB gzipped of the login page's budget
 * (docs/decisions/020). The server validates with the contract schema anyway. Messages are the
 * contract's `validation.*` keys.
 */
export type TFieldErrorKey = 'validation.required' | 'validation.email' | 'validation.otp';

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

export function validateLogin(values: {
  email: string;
  password: string;
}): Partial<Record<'email' | 'password', TFieldErrorKey>> {
  const errors: Partial<Record<'email' | 'password', TFieldErrorKey>> = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  const password = validateRequired(values.password);
  if (password) errors.password = password;
  return errors;
}

// The contract's ZOtpCode: exactly OTP_LENGTH digits after trimming.
const OTP_RE = new RegExp(`^\\d{${OTP_LENGTH}}$`);

export function validateOtp(value: string): TFieldErrorKey | undefined {
  return OTP_RE.test(value.trim()) ? undefined : 'validation.otp';
}
