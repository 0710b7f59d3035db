import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { LOGIN_CODE_LENGTH, LOGIN_CODE_RESEND_COOLDOWN_S, LOGIN_CODE_TTL_MS } from '@portal/contract';
import { loginCodes } from '../../db/schema';
import { randomDigits, safeEqual } from '../../lib/crypto';
import { loginCodeMail } from '../../infra/mail-templates';
import type { Deps } from '../../types';

/**
 * The one-time login code of an account that saw more than `login_account` failed sign-ins in its
 * window (docs/business-rules.md#login, docs/decisions/098). It is mailed only after the right
 * password (so a guesser cannot flood the owner's inbox, and learns nothing: the answer is the same
 * either way), at most once a minute, valid 10 minutes, once; stored as an HMAC under the server
 * secret. Its times are the database's.
 */

const hashCode = (deps: Pick<Deps, 'secret'>, userUuid: string, code: string) =>
  deps.secret.hmac('login_code', `${userUuid}:${code}`);

type Recipient = { id: number; uuid: string; email: string; name: string };

/** Mails a new code unless one went out within the cooldown. */
export async function sendLoginCode(deps: Pick<Deps, 'db' | 'secret' | 'mailer'>, user: Recipient): Promise<void> {
  const code = randomDigits(LOGIN_CODE_LENGTH);
  const issued = await deps.db.transaction(async (tx) => {
    const [recent] = await tx
      .select({ id: loginCodes.id })
      .from(loginCodes)
      .where(
        and(
          eq(loginCodes.userId, user.id),
          gt(loginCodes.createdAt, sql`now() - ${sql.raw(`interval '${LOGIN_CODE_RESEND_COOLDOWN_S} seconds'`)}`),
        ),
      )
      .orderBy(desc(loginCodes.createdAt))
      .limit(1)
      .for('update');
    if (recent) return null;
    // Only the newest code can be used.
    await tx.delete(loginCodes).where(eq(loginCodes.userId, user.id));
    const [row] = await tx
      .insert(loginCodes)
      .values({
        userId: user.id,
        codeHash: hashCode(deps, user.uuid, code),
        expiresAt: sql`now() + ${sql.raw(`interval '${Math.round(LOGIN_CODE_TTL_MS / 1000)} seconds'`)}`,
      })
      .returning({ id: loginCodes.id });
    return row.id;
  });
  if (issued === null) return;
  try {
    await deps.mailer.send(loginCodeMail({ to: user.email, name: user.name, code }));
  } catch (err) {
    // Not sent: the next sign-in may send one at once.
    await deps.db.delete(loginCodes).where(eq(loginCodes.id, issued));
    throw err;
  }
}

/** Uses the user's live code if `code` is it (atomically: one use). */
export async function useLoginCode(
  deps: Pick<Deps, 'db' | 'secret'>,
  user: { id: number; uuid: string },
  code: string,
): Promise<boolean> {
  const typed = code.replace(/\s+/g, '');
  if (!/^\d+$/.test(typed)) return false;
  const [live] = await deps.db
    .select({ id: loginCodes.id, codeHash: loginCodes.codeHash })
    .from(loginCodes)
    .where(and(eq(loginCodes.userId, user.id), isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, sql`now()`)))
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  if (!live || !safeEqual(live.codeHash, hashCode(deps, user.uuid, typed))) return false;
  const [used] = await deps.db
    .update(loginCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(loginCodes.id, live.id), isNull(loginCodes.usedAt)))
    .returning({ id: loginCodes.id });
  return !!used;
}

/** Housekeeping: spent or expired codes (the database's clock). */
export async function purgeLoginCodes(deps: Pick<Deps, 'db'>): Promise<void> {
  await deps.db.delete(loginCodes).where(sql`${loginCodes.expiresAt} <= now() or ${loginCodes.usedAt} is not null`);
}
