import { and, eq, lt } from 'drizzle-orm';
import { UNCONFIRMED_SIGNUP_TTL_MS, USER_STATUS } from '@portal/contract';
import { users } from '../../db/schema';
import type { Deps } from '../../types';

/**
 * Periodic clean-up, safe to run on every instance at once: expired sessions and rate-limit
 * windows, and sign-ups not confirmed within 24 h (DOMAIN.md: frees their e-mail, phone, NPWP, NIB;
 * the company row goes with the user by cascade).
 */
export async function runMaintenance(deps: Pick<Deps, 'db' | 'clock' | 'sessions' | 'rateLimiter'>): Promise<{ removedSignups: number }> {
  await deps.sessions.purgeExpired();
  await deps.rateLimiter.purgeExpired();
  const cutoff = new Date(deps.clock.now().getTime() - UNCONFIRMED_SIGNUP_TTL_MS);
  const removed = await deps.db
    .delete(users)
    .where(and(eq(users.status, USER_STATUS.PENDING_VERIFICATION), lt(users.createdAt, cutoff)))
    .returning({ id: users.id });
  return { removedSignups: removed.length };
}
