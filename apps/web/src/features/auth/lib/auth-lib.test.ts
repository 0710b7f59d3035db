import { describe, expect, it } from 'vitest';
import { ZOtpCode } from '@portal/contract';
import { validateEmail, validateLogin, validateOtp } from './field-checks';
import { resolveOtpWaitSeconds } from './otp-wait';
import { firstStepWithError, REGISTER_FIELDS } from './register-steps';

describe('login validation (hand-written, zod-free)', () => {
  it('requires both fields and an e-mail format', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    expect(validateLogin({ email: '  ', password: 'x' })).toEqual({ email: 'validation.required' });
    expect(validateLogin({ email: 'budi@contoh', password: 'x' })).toEqual({ email: 'validation.email' });
    expect(validateLogin({ email: 'budi@contoh.co.id', password: 'secret' })).toEqual({});
  });
  it.each(['a@b.co', ' budi@contoh.co.id ', 'x.y+z@sub.domain.id'])('accepts %j', (e) =>
    expect(validateEmail(e)).toBeUndefined(),
  );
  it.each(['plain', 'a@b', '@b.co', 'a b@c.co', 'a@b..co', 'a@.co'])('rejects %j', (e) =>
    expect(validateEmail(e)).toBe('validation.email'),
  );
});

describe('OTP check (hand-written, zod-free)', () => {
  it.each(['', '  ', '12345', '1234567', '12a456', '١٢٣٤٥٦'])('agrees with the contract on %j', (code) => {
    const contract = ZOtpCode.safeParse(code);
    expect(validateOtp(code)).toBe(contract.success ? undefined : contract.error.issues[0]?.message);
  });
  it.each(['123456', ' 654321 '])('accepts %j as the contract does', (code) => {
    expect(ZOtpCode.safeParse(code).success).toBe(true);
    expect(validateOtp(code)).toBeUndefined();
  });
});

describe('resolveOtpWaitSeconds', () => {
  it('wait_time first, then cooldown_seconds, default 30', () => {
    expect(resolveOtpWaitSeconds({ wait_time: 12, cooldown_seconds: 40 })).toBe(12);
    expect(resolveOtpWaitSeconds({ cooldown_seconds: 40 })).toBe(40);
    expect(resolveOtpWaitSeconds({})).toBe(30);
    expect(resolveOtpWaitSeconds(null)).toBe(30);
    expect(resolveOtpWaitSeconds({ wait_time: 'soon' })).toBe(30);
    expect(resolveOtpWaitSeconds({ wait_time: 0 })).toBe(0);
    expect(resolveOtpWaitSeconds({ wait_time: 2.2 })).toBe(3);
  });
});

describe('register steps', () => {
  it('finds the first step holding an errored field', () => {
    expect(firstStepWithError(['nib', 'email'])).toBe(0);
    expect(firstStepWithError(['npwp'])).toBe(1);
    expect(firstStepWithError(['termsAccepted'])).toBe(2);
    expect(firstStepWithError(['unknown'])).toBe(-1);
  });
  it('covers exactly the required fields of the sign-up', () => {
    expect([...REGISTER_FIELDS].sort()).toEqual(
      [
        'name',
        'email',
        'phone',
        'password',
        'confirmPassword',
        'companyName',
        'businessEntityType',
        'npwp',
        'nib',
        'termsAccepted',
      ].sort(),
    );
  });
});
