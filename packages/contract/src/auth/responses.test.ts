import { describe, expect, it } from 'vitest';
import { ZPublicConfigResponse } from '../system/schemas';
import {
  ZGetUserByUuidResponse,
  ZLoginResponse,
  ZRegisterResponse,
  ZResendOtpResponse,
  ZVerifyOtpResponse,
} from './schemas';

/** The auth answers as the server sends them today (apps/server/src/modules/auth, system). */
const USER = {
  uuid: '0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a10',
  email: 'budi@contoh.co.id',
  status: 'pending_verification',
  role: 'user',
};

describe('auth response schemas', () => {
  it('login: the user with its role, and which step comes next (OTP, second factor, login code)', () => {
    const flags = { requires_otp_verification: false, requires_mfa: false, requires_login_code: false };
    expect(
      ZLoginResponse.parse({ user: USER, ...flags, requires_otp_verification: true }).requires_otp_verification,
    ).toBe(true);
    expect(ZLoginResponse.safeParse({ user: { ...USER, role: undefined }, ...flags }).success).toBe(false);
    expect(ZLoginResponse.safeParse({ user: USER, requires_otp_verification: false }).success).toBe(false);
    // Asking for the login code tells nothing about the account.
    expect(ZLoginResponse.parse({ user: null, ...flags, requires_login_code: true }).user).toBeNull();
  });

  it('register: uuid, e-mail and whether the code was sent', () => {
    expect(ZRegisterResponse.parse({ uuid: USER.uuid, email: USER.email, otp_sent: false })).toEqual({
      uuid: USER.uuid,
      email: USER.email,
      otp_sent: false,
    });
    expect(ZRegisterResponse.safeParse({ uuid: USER.uuid, email: USER.email }).success).toBe(false);
  });

  it('resend OTP: both names of the wait, in whole seconds', () => {
    expect(ZResendOtpResponse.parse({ wait_time: 60, cooldown_seconds: 60 })).toEqual({
      wait_time: 60,
      cooldown_seconds: 60,
    });
    expect(ZResendOtpResponse.safeParse({ wait_time: 1.5, cooldown_seconds: 60 }).success).toBe(false);
  });

  it('get-user-by-uuid: the pending user (no role) and the current wait', () => {
    const { role: _role, ...pending } = USER;
    expect(ZGetUserByUuidResponse.parse({ user: pending, wait_time: 0 }).user.email).toBe(USER.email);
    expect(ZGetUserByUuidResponse.safeParse({ user: { ...pending, status: 'unknown' }, wait_time: 0 }).success).toBe(
      false,
    );
  });

  it('verify OTP answers with a user', () => {
    expect(ZVerifyOtpResponse.safeParse({}).success).toBe(false);
  });

  it('public config: the Turnstile site key or null', () => {
    expect(ZPublicConfigResponse.parse({ turnstile_site_key: null }).turnstile_site_key).toBeNull();
    expect(ZPublicConfigResponse.parse({ turnstile_site_key: '0x4AAA' }).turnstile_site_key).toBe('0x4AAA');
    expect(ZPublicConfigResponse.safeParse({}).success).toBe(false);
  });
});
