import type { FastifyRequest } from 'fastify';
import { apiPath } from '@portal/contract';
import { AppError } from '../lib/app-error';

/**
 * What a user whose password must change (the generated first-admin password) may still call
 * (docs/decisions/014): their profile (the web app learns the flag there), the CSRF token and
 * change-password (to change it), and logout. Everything else is a 403 PASSWORD_CHANGE_REQUIRED.
 * Matched on the route pattern, so an oddly written URL fails closed.
 */
const ALLOWED_WHILE_CHANGE_REQUIRED: ReadonlySet<string> = new Set([
  apiPath('users/profile.php'),
  apiPath('auth/csrf-token.php'),
  apiPath('users/change-password.php'),
  apiPath('auth/logout.php'),
]);

export function assertPasswordChangeDone(req: FastifyRequest): void {
  if (!req.userRow?.mustChangePassword) return;
  const route = req.routeOptions.url;
  if (route && ALLOWED_WHILE_CHANGE_REQUIRED.has(route)) return;
  throw new AppError('PASSWORD_CHANGE_REQUIRED');
}
