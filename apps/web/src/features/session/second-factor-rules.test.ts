import { describe, expect, it } from 'vitest';
import { decideSecondFactor, mustEnrolSecondFactor, TWO_FACTOR_PATH } from './second-factor-rules';

const pending = { mfa_required: true, mfa_enabled: false };

describe('second factor rule', () => {
  it('only an account that must enrol and has not is held', () => {
    expect(mustEnrolSecondFactor(pending)).toBe(true);
    expect(mustEnrolSecondFactor({ mfa_required: true, mfa_enabled: true })).toBe(false);
    expect(mustEnrolSecondFactor({ mfa_required: false, mfa_enabled: false })).toBe(false);
    expect(mustEnrolSecondFactor(null)).toBe(false);
  });

  it('redirects every page but the enrolment and the password change', () => {
    expect(decideSecondFactor(pending, '/admin/dashboard')).toMatchObject({ kind: 'redirect', to: TWO_FACTOR_PATH });
    expect(decideSecondFactor(pending, '/dashboard?x=1')).toMatchObject({ kind: 'redirect', to: TWO_FACTOR_PATH });
    expect(decideSecondFactor(pending, TWO_FACTOR_PATH)).toEqual({ kind: 'allow' });
    expect(decideSecondFactor(pending, '/settings#password')).toEqual({ kind: 'allow' });
    expect(decideSecondFactor({ mfa_required: false, mfa_enabled: false }, '/dashboard')).toEqual({ kind: 'allow' });
  });
});
