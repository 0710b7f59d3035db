import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_ATTEMPTS_TOTAL,
  OTP_MAX_MAILS_PER_HOUR,
  OTP_RESEND_COOLDOWN_S,
  OTP_TTL_MS,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { otpAttempts, otpCodes, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit, type TAuditEntry } from '../../lib/audit';
import { randomDigits, safeEqual } from '../../lib/crypto';
import type { ServerSecret } from '../../lib/server-secret';
import type { Deps } from '../../types';
import { sendOtpMail } from './mail';

/**
 * E-mail confirmation codes (docs/business-rules.md#otp): 6 CSPRNG digits, valid 10 min,
 * stored as an HMAC, at most 5 tries per address (25 in all), resend cooldown 30 s, at most 5 mails per address per hour,
 * a new code voids the old one.
 */

const HOUR_MS = 60 * 60_000;

export interface OtpUser {
  id: number;
  uuid: string;
  email: string;
  name: string;
}
type OtpRow = typeof otpCodes.$inferSelect;

/**
 * An HMAC keyed with the server secret (docs/decisions/013), not a plain hash: a six-digit code
 * has only a million values, so anyone holding a plain hash from the table (a backup, a replica)
 * could read the code back in a moment. Without the key the column says nothing. A slow hash
 * would not help here; the key does. The user's uuid is mixed in so equal codes never match.
 */
export const hashOtp = (secret: ServerSecret, userUuid: string, code: string) =>
  secret.hmac('otp', `${userUuid}:${code}`);

export const isOtpLive = (row: OtpRow | undefined, now: Date): row is OtpRow =>
  !!row && !row.consumedAt && row.expiresAt.getTime() > now.getTime() && row.attempts < OTP_MAX_ATTEMPTS_TOTAL;

/** The newest code of a user; only this one can ever be accepted. */
export async function latestOtp(db: DbOrTx, userId: number): Promise<OtpRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.userId, userId))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/** Seconds until another OTP mail may go out: the larger of the cooldown and the hourly cap; 0 = now. */
export async function otpWaitSeconds(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const recent = await db
    .select({ createdAt: otpCodes.createdAt })
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))))
    .orderBy(desc(otpCodes.createdAt));
  if (recent.length === 0) return 0;
  let untilMs = recent[0].createdAt.getTime() + OTP_RESEND_COOLDOWN_S * 1000;
  // With 5 mails inside the last hour, the next one waits until the 5th newest leaves the window.
  if (recent.length >= OTP_MAX_MAILS_PER_HOUR) {
    untilMs = Math.max(untilMs, recent[OTP_MAX_MAILS_PER_HOUR - 1].createdAt.getTime() + HOUR_MS);
  }
  return Math.max(0, Math.ceil((untilMs - now.getTime()) / 1000));
}

export const otpWaitError = (waitS: number) =>
  new AppError('RATE_LIMITED', {
    retryAfterS: waitS,
    data: { wait_time: waitS, cooldown_seconds: OTP_RESEND_COOLDOWN_S },
  });

/**
 * Creates a new code (voiding the old) and mails it. Throws RATE_LIMITED (429, Retry-After,
 * data.wait_time) during the cooldown or over the hourly cap. If the mail cannot be sent the code
 * is removed again, so it neither counts against the cap nor blocks an immediate retry.
 * `audit`, when an administrator asks for the code, is written in the code's transaction (the
 * audit row stays if the mail then fails: it records the request, the failure is the answer).
 */
export async function issueOtp(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'config' | 'secret'>,
  user: OtpUser,
  audit?: Omit<TAuditEntry, 'at'>,
): Promise<void> {
  const now = deps.clock.now();
  const code = randomDigits(OTP_LENGTH);
  const id = await deps.db.transaction(async (tx) => {
    // Row lock on the user: concurrent resends of one account are serialised, so the cooldown holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const waitS = await otpWaitSeconds(tx, user.id, now);
    if (waitS > 0) throw otpWaitError(waitS);
    await tx
      .update(otpCodes)
      .set({ expiresAt: now })
      .where(and(eq(otpCodes.userId, user.id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)));
    const [row] = await tx
      .insert(otpCodes)
      .values({
        userId: user.id,
        codeHash: hashOtp(deps.secret, user.uuid, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
      })
      .returning({ id: otpCodes.id });
    if (audit) await recordAudit(tx, { ...audit, at: now });
    return row.id;
  });
  try {
    await sendOtpMail(deps, user, code);
  } catch (err) {
    await deps.db.delete(otpCodes).where(eq(otpCodes.id, id));
    throw err;
  }
}

/**
 * Checks a code against the user's newest one and consumes it. Wrong tries are counted per address
 * (OTP_MAX_ATTEMPTS each: another address using up its tries never voids the code for the owner's
 * own address; docs/decisions/098) and per code from every address (OTP_MAX_ATTEMPTS_TOTAL, then
 * the code is void for everyone). Each try is counted atomically before the comparison, so
 * parallel guesses cannot exceed either limit; the try that uses up the last attempt already
 * answers OTP_TOO_MANY (a new code must then be requested).
 */
export async function consumeOtp(
  deps: Pick<Deps, 'db' | 'clock' | 'secret'>,
  user: Pick<OtpUser, 'id' | 'uuid'>,
  code: string,
  ip: string,
): Promise<void> {
  const now = deps.clock.now();
  const row = await latestOtp(deps.db, user.id);
  if (!row || row.consumedAt) throw new AppError('OTP_INVALID');
  if (row.attempts >= OTP_MAX_ATTEMPTS_TOTAL) throw new AppError('OTP_TOO_MANY');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('OTP_EXPIRED');
  const [mine] = await deps.db
    .insert(otpAttempts)
    .values({ otpId: row.id, ip, tries: 1 })
    .onConflictDoUpdate({
      target: [otpAttempts.otpId, otpAttempts.ip],
      set: { tries: sql`${otpAttempts.tries} + 1` },
    })
    .returning({ tries: otpAttempts.tries });
  if (mine.tries > OTP_MAX_ATTEMPTS) throw new AppError('OTP_TOO_MANY', { data: { attempts_left: 0 } });
  const [counted] = await deps.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS_TOTAL)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw new AppError('OTP_TOO_MANY');
  if (!safeEqual(row.codeHash, hashOtp(deps.secret, user.uuid, code))) {
    // The OTP page shows how many tries are left for this address (docs/business-rules.md#otp).
    const left = Math.min(OTP_MAX_ATTEMPTS - mine.tries, OTP_MAX_ATTEMPTS_TOTAL - counted.attempts);
    if (left <= 0) throw new AppError('OTP_TOO_MANY', { data: { attempts_left: 0 } });
    throw new AppError('OTP_INVALID', { data: { attempts_left: left } });
  }
  const [consumed] = await deps.db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw new AppError('OTP_INVALID');
}

/**
 * Removes spent codes (used or expired) once they are over an hour old: younger rows still count
 * towards the resend cooldown and the hourly mail cap above, so they stay
 * (docs/business-rules.md#scheduled-work). Answers how many went.
 */
export async function purgeSpentOtps(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const removed = await deps.db
    .delete(otpCodes)
    .where(
      and(
        lt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
        or(isNotNull(otpCodes.consumedAt), lt(otpCodes.expiresAt, now)),
      ),
    )
    .returning({ id: otpCodes.id });
  return removed.length;
}
