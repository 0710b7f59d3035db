import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { DOCUMENT_CATEGORY, type TListResult, type TPaymentQueueItem, type TPaymentQueueQuery } from '@portal/contract';
import { applications, documents, invoices } from '../../db/schema';
import { allOf, pagedList } from '../../lib/list-query';
import type { Deps } from '../../types';
import { claimsFor } from '../queue';
import { toPaymentQueueItemDto } from './invoice-dto';
import { adminInvoiceSearch, applicationRef, pageIds } from './read-service';

/**
 * admin/payments/queue.php (docs/business-rules.md#payment-verification): invoices
 * `waiting_confirmation`, oldest proof first — the proof's upload is what moved the invoice
 * there, so its `status_changed_at` is the proof's age (index invoices_status_changed_idx) — each
 * with the newest proof and its claim: one query for the page, one for its proofs, one for its
 * claims, one count.
 */
export async function paymentQueue(
  deps: Pick<Deps, 'db' | 'clock'>,
  q: TPaymentQueueQuery,
): Promise<TListResult<TPaymentQueueItem>> {
  const where = allOf([eq(invoices.status, 'waiting_confirmation'), q.q ? adminInvoiceSearch(q.q) : undefined]);
  const order = [asc(invoices.statusChangedAt), asc(invoices.id)];
  return pagedList(
    q,
    async (limit, offset) => {
      const rows = await deps.db
        .select({ inv: invoices, app: applicationRef })
        .from(invoices)
        .innerJoin(applications, eq(applications.id, invoices.applicationId))
        .where(inArray(invoices.id, pageIds(deps.db, where, order, limit, offset)))
        .orderBy(...order);
      if (rows.length === 0) return [];
      const proofs = await deps.db
        .select()
        .from(documents)
        .where(
          and(
            inArray(
              documents.invoiceId,
              rows.map((r) => r.inv.id),
            ),
            eq(documents.category, DOCUMENT_CATEGORY.PAYMENT_PROOF),
            eq(documents.isCurrent, 1),
          ),
        );
      const proofOf = new Map(proofs.map((d) => [d.invoiceId, d]));
      const claims = await claimsFor(
        deps.db,
        'invoice',
        rows.map((r) => r.inv.uuid),
        deps.clock.now(),
      );
      return rows.map((r) =>
        toPaymentQueueItemDto(r.inv, r.app, proofOf.get(r.inv.id), claims.get(r.inv.uuid) ?? null),
      );
    },
    () => deps.db.select({ n: count() }).from(invoices).where(where),
  );
}
