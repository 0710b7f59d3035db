import { and, eq, isNull } from 'drizzle-orm';
import { USER_STATUS, type TChangePendingEmailRequest } from '@portal/contract';
import { otpCodes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { companyIdOfUser, selfActor } from '../../lib/audit-actor';
import type { Logger } from '../../lib/logger';
import { duplicateCodeOf } from '../../lib/unique-violation';
import type { Deps } from '../../types';
import { dummyHash } from './login-service';
import { issueOtp } from './otp';
import { msg } from '../../lib/server-message';

export interface ChangePendingEmailResult {
  uuid: string;
  email: string;
  otpSent: boolean;
}

/**
 * POST auth/change-pending-email.php (docs/business-rules.md#pending-email-change). An account
 * still awaiting confirmation proves itself with its sign-up password and moves to another
 * address: the codes sent to the old one are void (removed, so they neither count against the new
 * address's cooldown nor can be used), and a new one goes to the new address. An unknown uuid, a
 * confirmed or suspended account and a wrong password answer alike (401, in the same time); the
 * duplicate and rate-limit rules of sign-up apply.
 */
export async function changePendingEmail(
  deps: Deps,
  input: TChangePendingEmailRequest,
  ip: string,
  log: Logger,
): Promise<ChangePendingEmailResult> {
  await deps.rateLimiter.consume('register_ip', ip);
  const [user] = await deps.db.select().from(users).where(eq(users.uuid, input.uuid)).limit(1);
  const pending = !!user && user.status === USER_STATUS.PENDING_VERIFICATION && !user.isSuspended;
  const passwordOk = await deps.passwords.verify(pending ? user.passwordHash : await dummyHash(deps), input.password);
  if (!pending || !passwordOk) throw new AppError('INVALID_CREDENTIALS', { message: msg('auth.wrong_password') });

  if (input.new_email !== user.email) {
    const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.new_email)).limit(1);
    if (taken) throw new AppError('EMAIL_TAKEN');
    try {
      await deps.db.transaction(async (tx) => {
        const [moved] = await tx
          .update(users)
          .set({ email: input.new_email, updatedAt: deps.clock.now() })
          .where(and(eq(users.id, user.id), eq(users.status, USER_STATUS.PENDING_VERIFICATION)))
          .returning({ id: users.id });
        if (!moved) throw new AppError('INVALID_CREDENTIALS', { message: msg('auth.wrong_password') });
        await tx.delete(otpCodes).where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt)));
        await recordAudit(tx, {
          action: 'user.change_email',
          entityType: 'user',
          entityId: user.uuid,
          companyId: await companyIdOfUser(tx, user.id),
          before: { email: user.email },
          after: { email: input.new_email },
          at: deps.clock.now(),
          actor: selfActor({ ...user, email: input.new_email }),
        });
      });
    } catch (err) {
      const code = duplicateCodeOf(err);
      if (code) throw new AppError(code);
      throw err;
    }
  }

  let otpSent = true;
  try {
    await issueOtp(deps, { id: user.id, uuid: user.uuid, email: input.new_email, name: user.name });
  } catch (err) {
    // The same address again within the cooldown: the code already sent stays the one to use.
    if (err instanceof AppError && err.code === 'RATE_LIMITED') throw err;
    otpSent = false;
    log.error({ err, userId: user.id }, 'OTP mail after an e-mail change failed');
  }
  return { uuid: user.uuid, email: input.new_email, otpSent };
}
