import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MS } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { assertNewPassword } from '../../lib/password-policy';
import { recordAudit } from '../../lib/audit';
import { companyIdOfUser, selfActor } from '../../lib/audit-actor';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Logger } from '../../lib/logger';
import type { Deps } from '../../types';
import { assertCaptcha } from './captcha-check';
import { sendResetMail } from './mail';

/** Voids every unused reset link of a user: a new link, a reset or a password change does this. */
export async function voidResetLinks(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * POST auth/forgot-password.php. The caller learns nothing about the address (docs/business-rules.md#password-reset): the
 * answer is built by the route and never depends on this function's outcome, and the mail is
 * sent in the background so the response time does not give it away either.
 */
export async function requestPasswordReset(
  deps: Deps,
  input: { email: string; turnstileToken?: string | null },
  ip: string,
  log: Logger,
): Promise<void> {
  // Per address; per account and address, so another address cannot use up the owner's budget;
  // and per account from every address, a cap on the mail one account can be sent (docs/decisions/098).
  await deps.rateLimiter.consume('forgot_password', `ip:${ip}`);
  await deps.rateLimiter.consume('forgot_password_pair', `${input.email}|${ip}`);
  await deps.rateLimiter.consume('forgot_password_account', input.email);
  await assertCaptcha(deps, input.turnstileToken, ip);

  const [user] = await deps.db
    .select({ id: users.id, uuid: users.uuid, email: users.email, name: users.name, isSuspended: users.isSuspended })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (!user || user.isSuspended) return;

  const token = randomToken(32);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    // A new link voids every older unused one.
    await voidResetLinks(tx, user.id);
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  });
  sendResetMail(deps, user, token).catch((err) => log.error({ err, userId: user.id }, 'password reset mail failed'));
}

/**
 * POST auth/reset-password.php: a single-use, unexpired token sets a new argon2id hash, ends
 * every session of the user, voids any other unused link and settles a required password change
 * (the user chose this password themselves).
 */
export async function resetPassword(deps: Deps, input: { token: string; password: string }, ip: string): Promise<void> {
  await deps.rateLimiter.consume('reset_password', ip);
  const now = deps.clock.now();
  const tokenHash = sha256(input.token);
  const [live] = await deps.db
    .select({ id: passwordResets.id, role: users.role })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .limit(1);
  if (!live) throw new AppError('RESET_TOKEN_INVALID');
  // The rule of the account's role (administrators: 12 characters), checked before the token is used.
  await assertNewPassword(input.password, live.role);

  const passwordHash = await deps.passwords.hash(input.password);
  await deps.db.transaction(async (tx) => {
    // Marking it used is the atomic step: of two parallel requests with one token, one wins.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, live.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw new AppError('RESET_TOKEN_INVALID');
    const [user] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ id: users.id, uuid: users.uuid, email: users.email, role: users.role });
    await deps.sessions.destroyAllForUser(claimed.userId, null, tx);
    await voidResetLinks(tx, claimed.userId);
    // The password itself is never recorded: the row says that it was reset, by whom and from where.
    await recordAudit(tx, {
      action: 'auth.password_reset',
      entityType: 'user',
      entityId: user.uuid,
      companyId: await companyIdOfUser(tx, user.id),
      at: now,
      actor: selfActor(user),
    });
  });
}
