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

/** The decision a registration was last refused by (the newest `reject` of its company's review history). */
export interface RegistrationRejection {
  at: Date;
  note: string | null;
  actorUserId: number | null;
  actorName: string | null;
}

/**
 * A company's last registration rejection, or null if it was never rejected: what an appeal of the
 * registration is about and when its window opened (docs/business-rules.md#complaints-and-appeals).
 * Read by the appeal itself (modules/appeals) and by the upload of its supporting files
 * (modules/documents); the callers check the company is still `rejected` (a later acceptance does
 * not remove the rejection from the history). One indexed query (review_events_entity_idx).
 */
export async function lastRegistrationRejection(db: DbOrTx, companyId: number): Promise<RegistrationRejection | null> {
  const [row] = await db
    .select({
      at: reviewEvents.at,
      note: reviewEvents.note,
      actorUserId: reviewEvents.actorUserId,
      actorName: reviewEvents.actorName,
    })
    .from(reviewEvents)
    .where(
      and(
        eq(reviewEvents.entityType, 'company'),
        eq(reviewEvents.entityId, companyId),
        eq(reviewEvents.action, 'reject'),
      ),
    )
    .orderBy(desc(reviewEvents.at), desc(reviewEvents.id))
    .limit(1);
  return row ?? null;
}
