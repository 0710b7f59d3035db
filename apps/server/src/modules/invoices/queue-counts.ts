import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema';

/** Invoices `waiting_confirmation`: the payment queue's total (admin/payments/queue.php without `q`). */
export async function countPaymentsWaiting(deps: { db: DbOrTx }): Promise<number> {
  const [row] = await deps.db.select({ n: count() }).from(invoices).where(eq(invoices.status, 'waiting_confirmation'));
  return Number(row?.n ?? 0);
}
