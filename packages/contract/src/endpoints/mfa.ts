import { ZEmptyResponse } from '../common/envelope';
import {
  ZMfaDisableRequest,
  ZMfaEnableRequest,
  ZMfaEnableResponse,
  ZMfaRecoveryCodesRequest,
  ZMfaSetupResponse,
} from '../account/security';
import { endpoint } from './define';

/**
 * The endpoints the server's `mfa` module answers: enrolling and switching off the second factor
 * (docs/business-rules.md#second-factor). Its use at sign-in, auth/verify-mfa.php, is the `auth` module's.
 */
export const MFA_ENDPOINTS = {
  'account/mfa/setup.php': endpoint({
    method: 'GET',
    access: 'user',
    section: 'account',
    summary: 'Start enrolling the second factor (TOTP)',
    who: 'an account without the second factor',
    answers:
      '`{ secret, otpauth_url, qr_svg }`: a new secret (base32; the same one until enrolment ends) for an authenticator app, as text, as an `otpauth://` URL and as a QR code (SVG); 409 `MFA_ALREADY_ENABLED`',
    response: ZMfaSetupResponse,
    errors: ['MFA_ALREADY_ENABLED'],
  }),
  'account/mfa/enable.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'account',
    summary: 'Switch the second factor on',
    takes: '`code`: a current code of the authenticator',
    answers:
      '`{ recovery_codes }`: ten single-use recovery codes, shown this once; 422 `MFA_CODE_INVALID` (also when no setup was started); 409 `MFA_ALREADY_ENABLED`',
    body: ZMfaEnableRequest,
    response: ZMfaEnableResponse,
    errors: ['MFA_CODE_INVALID', 'MFA_ALREADY_ENABLED'],
  }),
  'account/mfa/recovery-codes.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'account',
    summary: 'Replace the recovery codes',
    who: 'an account with the second factor on',
    takes: '`password`, `code` (a current authenticator code)',
    answers:
      '`{ recovery_codes }`: ten new single-use codes, shown this once; every earlier code stops working at once; 422 on `password` when wrong, `MFA_CODE_INVALID`; 409 `MFA_NOT_ENABLED`',
    body: ZMfaRecoveryCodesRequest,
    response: ZMfaEnableResponse,
    errors: ['MFA_CODE_INVALID', 'MFA_NOT_ENABLED'],
    rateLimits: ['change_password'],
  }),
  'account/mfa/disable.php': endpoint({
    method: 'POST',
    access: 'user',
    section: 'account',
    summary: 'Switch the second factor off',
    who: 'company users (an administrator: 403 `FORBIDDEN`)',
    takes: '`password`, `code` (an authenticator or recovery code)',
    answers: '`null`; 422 on `password` when wrong, `MFA_CODE_INVALID`; 409 `MFA_NOT_ENABLED`',
    body: ZMfaDisableRequest,
    response: ZEmptyResponse,
    errors: ['FORBIDDEN', 'MFA_CODE_INVALID', 'MFA_NOT_ENABLED'],
    rateLimits: ['change_password'],
  }),
} as const;
