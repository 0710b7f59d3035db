import { and, desc, eq } from 'drizzle-orm';
import type { TReviewAction, TReviewEntity, TReviewEvent } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { reviewEvents } from '../../db/schema';
import { toReviewEventDto } from './review-dto';

/** A detail screen's history is short: the latest rows are what a clerk needs beside the decision. */
export const REVIEW_HISTORY_LIMIT = 20;

export interface ReviewRecord {
  entity: TReviewEntity;
  entityId: number;
  action: TReviewAction;
  actor: { id: number; name: string } | null;
  note?: string | null;
  at: Date;
}

/** Appends one row to the review history (docs/business-rules.md#reviewer-history), inside the caller's transaction. */
export async function recordReview(tx: DbOrTx, r: ReviewRecord): Promise<void> {
  await tx.insert(reviewEvents).values({
    entityType: r.entity,
    entityId: r.entityId,
    action: r.action,
    actorUserId: r.actor?.id ?? null,
    actorName: r.actor?.name ?? null,
    note: r.note || null,
    at: r.at,
  });
}

/** The newest history rows of one company or user (one indexed query). */
export async function reviewHistory(db: DbOrTx, entity: TReviewEntity, entityId: number): Promise<TReviewEvent[]> {
  const rows = await db
    .select()
    .from(reviewEvents)
    .where(and(eq(reviewEvents.entityType, entity), eq(reviewEvents.entityId, entityId)))
    .orderBy(desc(reviewEvents.at), desc(reviewEvents.id))
    .limit(REVIEW_HISTORY_LIMIT);
  return rows.map(toReviewEventDto);
}

/** When this action last happened to the entity, or null (the reminder's once-a-day rule). */
export async function lastReviewAt(
  db: DbOrTx,
  entity: TReviewEntity,
  entityId: number,
  action: TReviewAction,
): Promise<Date | null> {
  const [row] = await db
    .select({ at: reviewEvents.at })
    .from(reviewEvents)
    .where(
      and(eq(reviewEvents.entityType, entity), eq(reviewEvents.entityId, entityId), eq(reviewEvents.action, action)),
    )
    .orderBy(desc(reviewEvents.at))
    .limit(1);
  return row?.at ?? null;
}
