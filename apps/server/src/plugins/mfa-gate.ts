import type { FastifyRequest } from 'fastify';
import { apiPath, ROLE } from '@portal/contract';
import { AppError } from '../lib/app-error';

/**
 * An administrator without the second factor (docs/decisions/098) may still call their profile
 * (the web app learns `mfa_required` there), the CSRF token, change-password, logout and the
 * enrolment calls; everything else, the file calls included, answers 403 MFA_REQUIRED. It runs
 * after the password-change gate (password-change-gate.ts): a generated first password is changed
 * first, then the administrator enrols. Matched on the route pattern, so an oddly written URL
 * fails closed.
 */
const ALLOWED_BEFORE_ENROLMENT: ReadonlySet<string> = new Set([
  apiPath('users/profile.php'),
  apiPath('auth/csrf-token.php'),
  apiPath('users/change-password.php'),
  apiPath('auth/logout.php'),
  apiPath('account/mfa/setup.php'),
  apiPath('account/mfa/enable.php'),
]);

export function assertMfaEnrolled(req: FastifyRequest): void {
  const u = req.userRow;
  if (!u || u.role !== ROLE.ADMIN || u.mfaEnabledAt) return;
  const route = req.routeOptions.url;
  if (route && ALLOWED_BEFORE_ENROLMENT.has(route)) return;
  throw new AppError('MFA_REQUIRED');
}
