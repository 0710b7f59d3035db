import { and, eq, lt } from 'drizzle-orm';
import { UNCONFIRMED_SIGNUP_TTL_MS, USER_STATUS } from '@portal/contract';
import { users } from '../../db/schema';
import type { Deps } from '../../types';
import { purgeOldFrontendErrors } from '../logs/service';

/**
 * Periodic clean-up, safe to run on every instance at once: expired sessions and rate-limit
 * windows, error reports past their 30 days, and sign-ups not confirmed within 24 h (frees their
 * e-mail, phone, NPWP, NIB; the company row goes with the user by cascade). `deps.clock` says
 * what "now" is.
 */
export async function runMaintenance(
  deps: Pick<Deps, 'db' | 'clock' | 'sessions' | 'rateLimiter'>,
): Promise<{ removedSignups: number; removedErrorReports: number }> {
  await deps.sessions.purgeExpired();
  await deps.rateLimiter.purgeExpired();
  const removedErrorReports = await purgeOldFrontendErrors(deps);
  const cutoff = new Date(deps.clock.now().getTime() - UNCONFIRMED_SIGNUP_TTL_MS);
  const removed = await deps.db
    .delete(users)
    .where(and(eq(users.status, USER_STATUS.PENDING_VERIFICATION), lt(users.createdAt, cutoff)))
    .returning({ id: users.id });
  return { removedSignups: removed.length, removedErrorReports };
}
