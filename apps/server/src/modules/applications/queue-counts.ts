import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications, documentRequests } from '../../db/schema';

/**
 * The application queues' counts (docs/business-rules.md#queues): each the `total` of the list the
 * queue opens, under the same filter (admin/applications/list.php with `status`, and
 * admin/document-requests/list.php with `status=fulfilled&checked=false`).
 */
async function countStatus(db: DbOrTx, status: 'under_review' | 'approved'): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(and(isNull(applications.deletedAt), eq(applications.status, status)));
  return Number(row?.n ?? 0);
}

/** Applications `under_review`: the review queue. */
export const countApplicationsInReview = (deps: { db: DbOrTx }) => countStatus(deps.db, 'under_review');
/** Applications `approved`: the publish queue. */
export const countApplicationsToPublish = (deps: { db: DbOrTx }) => countStatus(deps.db, 'approved');

/** Answered document requests no administrator has looked at (index document_requests_answered_idx). */
export async function countAnsweredRequests(deps: { db: DbOrTx }): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(documentRequests)
    .innerJoin(applications, eq(applications.id, documentRequests.applicationId))
    .where(
      and(isNull(applications.deletedAt), eq(documentRequests.status, 'fulfilled'), isNull(documentRequests.checkedAt)),
    );
  return Number(row?.n ?? 0);
}
