import { and, count, eq, ne } from 'drizzle-orm';
import { V_ONBOARDING } from '@portal/contract';
import { sessions, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { assertNewPassword } from '../../lib/password-policy';
import { companyIdOfUser } from '../../lib/audit-actor';
import { voidResetLinks } from '../auth';
import type { Deps, SessionUser } from '../../types';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
}

/**
 * POST users/change-password.php: the current password proves it is the owner at the keyboard;
 * the new one is stored as argon2id, every other session of the user ends (the current one
 * stays), outstanding reset links are void and a required change (docs/decisions/014) is done.
 * Rate limited per account against guessing the current one.
 */
export async function changePassword(
  deps: Pick<Deps, 'db' | 'clock' | 'passwords' | 'rateLimiter' | 'sessions'>,
  sessionUser: SessionUser,
  currentSessionHash: string | null,
  input: ChangePasswordInput,
): Promise<{ other_sessions_ended: number }> {
  await deps.rateLimiter.consume('change_password', `user:${sessionUser.id}`);
  const [row] = await deps.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, sessionUser.id))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED');
  if (!(await deps.passwords.verify(row.hash, input.current_password))) {
    throw fieldError('current_password', V_ONBOARDING.currentPasswordWrong);
  }
  await assertNewPassword(input.password, sessionUser.role);
  const hash = await deps.passwords.hash(input.password);
  return deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: hash, mustChangePassword: false, updatedAt: deps.clock.now() })
      .where(eq(users.id, sessionUser.id));
    // A reset link mailed before the change must not set the password back (or over the new one).
    await voidResetLinks(tx, sessionUser.id);
    const others = currentSessionHash
      ? and(eq(sessions.userId, sessionUser.id), ne(sessions.idHash, currentSessionHash))
      : eq(sessions.userId, sessionUser.id);
    const [n] = await tx.select({ n: count() }).from(sessions).where(others);
    await deps.sessions.destroyAllForUser(sessionUser.id, currentSessionHash, tx);
    const ended = Number(n?.n ?? 0);
    // Never the password: the row records that it changed, and how many other sessions it ended.
    await recordAudit(tx, {
      action: 'auth.password_changed',
      entityType: 'user',
      entityId: sessionUser.uuid,
      companyId: await companyIdOfUser(tx, sessionUser.id),
      after: { other_sessions_ended: ended },
      at: deps.clock.now(),
    });
    return { other_sessions_ended: ended };
  });
}
