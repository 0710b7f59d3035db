import { describe, expect, it } from 'vitest';
import { mustEnrolSecondFactor, secondFactorRedirect, TWO_FACTOR_PATH } from './second-factor';

const pending = { mfa_required: true, mfa_enabled: false };

describe('second factor rule', () => {
  it('only an account that must enrol and has not is held', () => {
    expect(mustEnrolSecondFactor(pending)).toBe(true);
    expect(mustEnrolSecondFactor({ mfa_required: true, mfa_enabled: true })).toBe(false);
    expect(mustEnrolSecondFactor({ mfa_required: false, mfa_enabled: false })).toBe(false);
    expect(mustEnrolSecondFactor(null)).toBe(false);
  });

  it('redirects every page but the enrolment and the password change', () => {
    expect(secondFactorRedirect(pending, '/admin/dashboard')).toBe(TWO_FACTOR_PATH);
    expect(secondFactorRedirect(pending, '/dashboard?x=1')).toBe(TWO_FACTOR_PATH);
    expect(secondFactorRedirect(pending, TWO_FACTOR_PATH)).toBeNull();
    expect(secondFactorRedirect(pending, '/settings#password')).toBeNull();
    expect(secondFactorRedirect({ mfa_required: false, mfa_enabled: false }, '/dashboard')).toBeNull();
  });
});
