/**
 * The second factor's rule of the signed-in screens (docs/business-rules.md#second-factor,
 * docs/decisions/098). Not in features/session: only the signed-in screens use it, and re-exported
 * by the session feature's index it made the bundler split that feature out of the entry chunk
 * (+1 KB on the login page's budget).
 */

/** The enrolment screen ("Verifikasi Dua Langkah"). */
export const TWO_FACTOR_PATH = '/account/two-factor';

/** The paths an administrator who must enrol may still open: the enrolment and the password change (/settings). */
const OPEN_BEFORE_ENROLMENT = [TWO_FACTOR_PATH, '/settings'];

interface TSecondFactorUser {
  mfa_required: boolean;
  mfa_enabled: boolean;
}

/** An administrator without the second factor: the server answers 403 MFA_REQUIRED until enrolment. */
export function mustEnrolSecondFactor(user: TSecondFactorUser | null | undefined): boolean {
  return Boolean(user?.mfa_required && !user.mfa_enabled);
}

/**
 * Where a signed-in page sends such a user: the enrolment, from every page but the enrolment and
 * the password change; null when the page may open.
 */
export function secondFactorRedirect(user: TSecondFactorUser | null | undefined, currentPath: string): string | null {
  if (!mustEnrolSecondFactor(user)) return null;
  return OPEN_BEFORE_ENROLMENT.includes(currentPath.split(/[?#]/)[0]) ? null : TWO_FACTOR_PATH;
}
