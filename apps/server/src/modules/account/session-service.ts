import { and, eq, ne } from 'drizzle-orm';
import type { TSessionItem } from '@portal/contract';
import { sessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { companyIdOfUser } from '../../lib/audit-actor';
import type { Deps, SessionUser } from '../../types';
import { browserFamily } from '../certificates';
import { deviceFamily } from './device-family';

/**
 * One's own sessions (docs/business-rules.md#sessions, docs/decisions/098): the live ones, newest
 * first, each by its public id (the table's key, a hash of the cookie, never leaves the server),
 * with the address it started from and the browser and system families only (docs/decisions/067).
 */
export async function listSessions(
  deps: Pick<Deps, 'sessions'>,
  user: SessionUser,
  currentIdHash: string | null,
): Promise<TSessionItem[]> {
  const rows = await deps.sessions.listForUser(user.id);
  return rows.map((r) => ({
    id: r.publicId,
    current: r.idHash === currentIdHash,
    created_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    ip: r.ip,
    browser: browserFamily(r.userAgent ?? undefined),
    device: deviceFamily(r.userAgent),
  }));
}

/**
 * POST account/sessions/revoke.php: one session of the user by its id (the current one too: that
 * is a logout), or every other one. An id that is not a session of the user is a 404. Written to
 * the trail as `auth.sessions_revoked` with how many ended.
 */
export async function revokeSessions(
  deps: Pick<Deps, 'db' | 'clock'>,
  user: SessionUser,
  currentIdHash: string | null,
  input: { id?: string; all_others?: true },
): Promise<{ ended: number; endedCurrent: boolean }> {
  return deps.db.transaction(async (tx) => {
    const which = input.all_others
      ? and(eq(sessions.userId, user.id), currentIdHash ? ne(sessions.idHash, currentIdHash) : undefined)
      : and(eq(sessions.userId, user.id), eq(sessions.publicId, input.id!));
    const ended = await tx.delete(sessions).where(which).returning({ idHash: sessions.idHash });
    if (!input.all_others && ended.length === 0) throw new AppError('NOT_FOUND');
    if (ended.length > 0)
      await recordAudit(tx, {
        action: 'auth.sessions_revoked',
        entityType: 'user',
        entityId: user.uuid,
        companyId: await companyIdOfUser(tx, user.id),
        after: { ended: ended.length, all_others: input.all_others === true },
        at: deps.clock.now(),
      });
    return { ended: ended.length, endedCurrent: ended.some((s) => s.idHash === currentIdHash) };
  });
}
