import { and, eq } from 'drizzle-orm';
import { OTP_RESEND_COOLDOWN_S, USER_STATUS } from '@portal/contract';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { companyIdOfUser, selfActor } from '../../lib/audit-actor';
import type { Deps, UserRow } from '../../types';
import { consumeOtp, issueOtp, otpWaitError, otpWaitSeconds } from './otp';

const findByEmail = async (deps: Pick<Deps, 'db'>, email: string) =>
  (await deps.db.select().from(users).where(eq(users.email, email)).limit(1))[0];

/**
 * POST auth/verify-otp.php: confirms the e-mail and returns the now active user, for whom the
 * caller starts a session (the owner proved possession of the mailbox; the password was set at
 * registration: docs/business-rules.md#otp). An unknown or already confirmed address answers
 * OTP_INVALID, like a wrong code, so it reveals nothing.
 */
export async function verifyEmail(deps: Deps, input: { email: string; otp: string }, ip: string): Promise<UserRow> {
  // Per address across all accounts, then per account and address: guessing codes of many pending
  // sign-ups from one address is cut off as well as guessing one account's code (docs/decisions/012).
  await deps.rateLimiter.consume('otp_verify_ip', ip);
  // Per account and address (docs/decisions/098): another address's tries never stop the owner's.
  await deps.rateLimiter.consume('otp_verify', `${input.email}|${ip}`);
  const user = await findByEmail(deps, input.email);
  if (!user || user.status !== USER_STATUS.PENDING_VERIFICATION) throw new AppError('OTP_INVALID');
  await consumeOtp(deps, user, input.otp, ip);
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ status: USER_STATUS.ACTIVE, emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.status, USER_STATUS.PENDING_VERIFICATION)))
      .returning();
    if (!row) throw new AppError('OTP_INVALID');
    await recordAudit(tx, {
      action: 'user.verify_email',
      entityType: 'user',
      entityId: row.uuid,
      companyId: await companyIdOfUser(tx, row.id),
      before: { status: user.status },
      after: { status: row.status },
      at: now,
      actor: selfActor(row),
    });
    return row;
  });
  // Suspension blocks every session (docs/business-rules.md#user-status); the e-mail is confirmed all the same.
  if (updated.isSuspended) throw new AppError('ACCOUNT_SUSPENDED');
  return updated;
}

export const RESEND_OK = { wait_time: OTP_RESEND_COOLDOWN_S, cooldown_seconds: OTP_RESEND_COOLDOWN_S } as const;

/**
 * POST auth/resend-otp.php: the same answer for unknown, confirmed or suspended addresses, with
 * nothing sent. A pending account gets a new code, or 429 with data.wait_time while cooling down.
 */
export async function resendOtp(deps: Deps, email: string): Promise<typeof RESEND_OK> {
  await deps.rateLimiter.consume('otp_resend', email);
  const user = await findByEmail(deps, email);
  if (user && user.status === USER_STATUS.PENDING_VERIFICATION && !user.isSuspended) {
    await issueOtp(deps, user);
    return RESEND_OK;
  }
  // No account awaiting confirmation: nothing is sent, but the same 30 s cooldown applies, so a
  // quick second call answers 429 exactly as it would for a pending account (no enumeration).
  await consumePhantomCooldown(deps, email);
  return RESEND_OK;
}

/**
 * POST auth/get-user-by-uuid.php: only accounts still awaiting e-mail confirmation (docs/business-rules.md#otp), with
 * the seconds until a resend is allowed (0 = now); anything else is a 404.
 */
export async function getPendingUser(deps: Deps, uuid: string, ip: string) {
  await deps.rateLimiter.consume('get_user_by_uuid', ip);
  const [user] = await deps.db
    .select({
      id: users.id,
      uuid: users.uuid,
      email: users.email,
      status: users.status,
      isSuspended: users.isSuspended,
    })
    .from(users)
    .where(eq(users.uuid, uuid))
    .limit(1);
  if (!user || user.status !== USER_STATUS.PENDING_VERIFICATION || user.isSuspended) throw new AppError('NOT_FOUND');
  const waitTime = await otpWaitSeconds(deps.db, user.id, deps.clock.now());
  return { user: { uuid: user.uuid, email: user.email, status: user.status }, wait_time: waitTime };
}

async function consumePhantomCooldown(deps: Deps, email: string): Promise<void> {
  try {
    await deps.rateLimiter.consume('otp_resend_cooldown', email);
  } catch (e) {
    if (e instanceof AppError && e.code === 'RATE_LIMITED') throw otpWaitError(e.retryAfterS ?? OTP_RESEND_COOLDOWN_S);
    throw e;
  }
}
