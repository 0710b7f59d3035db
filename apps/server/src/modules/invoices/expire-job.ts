import { and, asc, eq, lt } from 'drizzle-orm';
import { wibDate } from '@portal/contract';
import { invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { applicationMachine, invoiceMachine } from '../../lib/state-machines';
import { transition } from '../../lib/transitions';
import type { Deps } from '../../types';
import { notifyCompany } from '../notifications';
import { lockApplication } from './company-owner';

/** Runs every 15 minutes; an invoice is cancelled on the first run after its due date ends (WIB). */
export const EXPIRE_INVOICES_JOB = { name: 'expire-invoices', everyMs: 15 * 60_000 } as const;
const BATCH = 200;

/**
 * The due-date cancellation (docs/business-rules.md#scheduled-work, #invoice-status `expire`):
 * every `pending` invoice whose due date (a WIB date, the whole day counts) has passed becomes
 * `cancelled` by the system, its `submitted` application goes back to `draft`
 * (`expire_invoice`), and the company is notified — each invoice in a transaction of its own.
 * An invoice `waiting_confirmation` is never cancelled by its due date. An invoice that changed
 * meanwhile (a proof uploaded) is skipped. `now` is the scheduler's clock reading.
 */
export async function expireOverdueInvoices(deps: Pick<Deps, 'db'>, now: Date): Promise<{ cancelled: number }> {
  const today = wibDate(now);
  let cancelled = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.status, 'pending'), lt(invoices.dueDate, today)))
      .orderBy(asc(invoices.dueDate), asc(invoices.id))
      .limit(BATCH);
    let changed = 0;
    for (const { id } of due) if (await expireOne(deps, id, now)) changed += 1;
    cancelled += changed;
    // A batch in which nothing could change would come back the same: stop.
    if (due.length < BATCH || changed === 0) return { cancelled };
  }
}

async function expireOne(deps: Pick<Deps, 'db'>, invoiceId: number, now: Date): Promise<boolean> {
  try {
    await deps.db.transaction(async (tx) => {
      const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
      const app = await lockApplication(tx, inv.applicationId);
      await transition(tx, invoiceMachine, {
        id: inv.id,
        name: 'expire',
        actor: { kind: 'system' },
        now,
        set: { cancelReason: 'Melewati jatuh tempo' },
      });
      if (app.status === 'submitted')
        await transition(tx, applicationMachine, {
          id: app.id,
          name: 'expire_invoice',
          actor: { kind: 'system' },
          now,
        });
      await notifyCompany(
        tx,
        inv.companyId,
        'invoice_cancelled',
        { uuidInvoice: inv.uuid, transId: inv.transId, cause: 'expired' },
        `/payment/${inv.uuid}`,
      );
    });
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID_TRANSITION') return false;
    throw err;
  }
}
