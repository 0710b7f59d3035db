import { and, asc, eq, lte } from 'drizzle-orm';
import { APPROVAL_STATUS } from '@portal/contract';
import { approvals } from '../../db/schema';
import type { Deps } from '../../types';
import { expireApprovalRow } from './service';

/** Runs every 15 minutes: a request unanswered for 7 days expires on the next run (docs/business-rules.md#four-eyes). */
export const EXPIRE_APPROVALS_JOB = { name: 'expire-approvals', everyMs: 15 * 60_000 } as const;
const BATCH = 200;

/**
 * Every waiting request whose 7 days have passed becomes `expired`, by the server, each in a
 * transaction of its own: `approval.expired` is recorded, the requester is told, and the deciders'
 * notifications stop counting as unread. A request decided or withdrawn meanwhile is skipped (the
 * row lock and the status check). `now` is the scheduler's clock reading (docs/decisions/043).
 */
export async function expireApprovals(deps: Pick<Deps, 'db'>, now: Date): Promise<{ expired: number }> {
  let expired = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: approvals.id })
      .from(approvals)
      .where(and(eq(approvals.status, APPROVAL_STATUS.PENDING), lte(approvals.expiresAt, now)))
      .orderBy(asc(approvals.expiresAt), asc(approvals.id))
      .limit(BATCH);
    let changed = 0;
    for (const { id } of due) if (await expireOne(deps, id, now)) changed += 1;
    expired += changed;
    if (due.length < BATCH || changed === 0) return { expired };
  }
}

async function expireOne(deps: Pick<Deps, 'db'>, id: number, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(approvals).where(eq(approvals.id, id)).for('update').limit(1);
    if (!row || row.status !== APPROVAL_STATUS.PENDING || row.expiresAt.getTime() > now.getTime()) return false;
    await expireApprovalRow(tx, row, now);
    return true;
  });
}
