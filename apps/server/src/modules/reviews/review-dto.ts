import type { TReviewEvent } from '@portal/contract';
import type { reviewEvents } from '../../db/schema';

/** A row of the reviewer history (docs/business-rules.md#reviewer-history) as the detail screens show it (docs/decisions/095). */
export const toReviewEventDto = (r: typeof reviewEvents.$inferSelect): TReviewEvent => ({
  action: r.action,
  actor_name: r.actorName,
  note: r.note,
  at: r.at.toISOString(),
});
