import type { TAccessDecision } from './session-rules';
import { PASSWORD_CHANGE_PATH } from './session-rules';

/**
 * The second factor's rule of the signed-in routes (docs/business-rules.md#second-factor,
 * docs/decisions/098). Kept apart from session-rules.ts: only the signed-in routes use it, so it
 * stays out of the login page's first JavaScript.
 */

/** The enrolment screen ("Verifikasi Dua Langkah"). */
export const TWO_FACTOR_PATH = '/account/two-factor';

/** The paths an administrator who must enrol may still open: the enrolment and the password change. */
const OPEN_BEFORE_ENROLMENT = [TWO_FACTOR_PATH, PASSWORD_CHANGE_PATH];

interface TSecondFactorUser {
  mfa_required: boolean;
  mfa_enabled: boolean;
}

/** An administrator without the second factor: the server answers 403 MFA_REQUIRED until enrolment. */
export function mustEnrolSecondFactor(user: TSecondFactorUser | null | undefined): boolean {
  return Boolean(user?.mfa_required && !user.mfa_enabled);
}

/** Every signed-in page but the enrolment and the password change sends such a user to the enrolment. */
export function decideSecondFactor(user: TSecondFactorUser | null | undefined, currentPath: string): TAccessDecision {
  if (!mustEnrolSecondFactor(user)) return { kind: 'allow' };
  if (OPEN_BEFORE_ENROLMENT.includes(currentPath.split(/[?#]/)[0])) return { kind: 'allow' };
  return { kind: 'redirect', to: TWO_FACTOR_PATH, replace: true, reason: 'second-factor-required' };
}
