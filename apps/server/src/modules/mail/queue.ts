import { and, asc, eq, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  MAIL_QUEUE_BATCH,
  MAIL_QUEUE_FAILED_RETENTION_MS,
  MAIL_QUEUE_LEASE_MS,
  MAIL_QUEUE_MAX_ATTEMPTS,
  MAIL_QUEUE_RETRY_BASE_MS,
  MAIL_QUEUE_RETRY_MAX_MS,
  MAIL_QUEUE_SENT_RETENTION_MS,
} from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { mailQueue } from '../../db/schema';
import type { MailMessage } from '../../infra/mailer';
import type { Clock } from '../../lib/time';

/** A queued mail never carries an OTP: codes are sent directly and never stored (docs/decisions/028). */
export type QueuedMail = Omit<MailMessage, 'otp'>;

/**
 * Queues a mail inside the caller's transaction: it exists only if the change it reports commits
 * (docs/business-rules.md#mail). The caller kicks the dispatcher after the commit.
 */
export async function enqueueMail(tx: DbOrTx, mail: QueuedMail): Promise<void> {
  await tx
    .insert(mailQueue)
    .values({ recipient: mail.to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html ?? null });
}

/** 1, 2, 4 … minutes after the nth failed attempt, at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(MAIL_QUEUE_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_QUEUE_RETRY_MAX_MS);

type Claimed = typeof mailQueue.$inferSelect;

/**
 * Claims up to a batch of due mail. `FOR UPDATE SKIP LOCKED` lets several instances claim at the
 * same moment without waiting for or taking each other's rows, and the claim moves the row's next
 * attempt a lease ahead, so once committed no other dispatcher sees it while it is being sent.
 */
export async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          isNull(mailQueue.sentAt),
          // A fresh mail is due at once, whatever the clocks of the app and the database say.
          or(eq(mailQueue.attempts, 0), lte(mailQueue.nextAttemptAt, now)),
          lt(mailQueue.attempts, MAIL_QUEUE_MAX_ATTEMPTS),
        ),
      )
      .orderBy(asc(mailQueue.id))
      .limit(MAIL_QUEUE_BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailQueue)
      .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + MAIL_QUEUE_LEASE_MS) })
      .where(
        sql`${mailQueue.id} in (${sql.join(
          due.map((d) => sql`${d.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(mailQueue).set({ sentAt: now, lastError: null }).where(eq(mailQueue.id, id));
}

export async function markFailed(db: Db, row: Claimed, now: Date, error: string): Promise<void> {
  await db
    .update(mailQueue)
    .set({ nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)), lastError: error.slice(0, 500) })
    .where(eq(mailQueue.id, row.id));
}

/** Sent mail after a week, mail given up on after a month (maintenance). */
export async function purgeMailQueue(deps: { db: Db; clock: Clock }): Promise<number> {
  const now = deps.clock.now().getTime();
  const sent = await deps.db
    .delete(mailQueue)
    .where(and(isNotNull(mailQueue.sentAt), lt(mailQueue.sentAt, new Date(now - MAIL_QUEUE_SENT_RETENTION_MS))))
    .returning({ id: mailQueue.id });
  const failed = await deps.db
    .delete(mailQueue)
    .where(
      and(
        isNull(mailQueue.sentAt),
        sql`${mailQueue.attempts} >= ${MAIL_QUEUE_MAX_ATTEMPTS}`,
        lt(mailQueue.createdAt, new Date(now - MAIL_QUEUE_FAILED_RETENTION_MS)),
      ),
    )
    .returning({ id: mailQueue.id });
  return sent.length + failed.length;
}
