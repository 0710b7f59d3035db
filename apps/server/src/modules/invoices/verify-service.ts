import { eq } from 'drizzle-orm';
import type { TInvoice, TPaymentDecision, TPaymentStatementLine } from '@portal/contract';
import type { DbTx } from '../../db/client';
import { invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { applicationMachine, invoiceMachine } from '../../lib/state-machines';
import { transition } from '../../lib/transitions';
import type { Deps, SessionUser } from '../../types';
import { invoiceDetail } from './read-service';
import { enqueueMail } from '../mail';
import { markSubjectRead, notifyCompany } from '../notifications';
import { companyOwner, lockApplication } from './company-owner';
import { invoicePaidMail, proofRejectedMail } from './mails';
import { proofSubject } from './proof-service';
import { msg } from '../../lib/server-message';

type VerifyDeps = Pick<Deps, 'db' | 'clock' | 'secret' | 'config' | 'mailDispatcher'>;

/** The invoice row by uuid (admins see every one), or 404. */
export async function invoiceByUuid(tx: DbTx, uuid: string) {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.uuid, uuid)).limit(1);
  if (!inv) throw new AppError('NOT_FOUND', { message: msg('invoices.not_found') });
  return inv;
}

/**
 * admin/payments/verify.php (docs/business-rules.md#payment-verification). `verify`:
 * `waiting_confirmation` → `paid` and the application `submitted` → `under_review`, with the
 * company's notification and mail, in ONE transaction. `reject`: back to `pending` with the
 * note, which the company sees. Exactly once: of simultaneous calls one changes the rows (the
 * application's row lock lines them up, the engine's compare-and-set decides); a verify that
 * finds the invoice already paid answers the paid invoice without notifying again.
 */
export async function decidePayment(
  deps: VerifyDeps,
  admin: SessionUser,
  input: {
    uuidInvoice: string;
    decision: TPaymentDecision;
    note?: string | null;
    /**
     * A bulk verification's bank reference (verify-batch.php): recorded on the payment, and it lets
     * a `pending` invoice (a transfer on the statement without a proof) be confirmed.
     */
    bankReference?: string;
    /** The statement line the clerk confirmed for it; its amount must be the invoice's total. */
    statementLine?: TPaymentStatementLine | null;
  },
): Promise<TInvoice> {
  try {
    const invoice = await deps.db.transaction(async (tx) => {
      const inv = await invoiceByUuid(tx, input.uuidInvoice);
      await lockApplication(tx, inv.applicationId);
      const now = deps.clock.now();
      const actor = { kind: 'admin' as const, userId: admin.id };
      const owner = await companyOwner(tx, inv.companyId);
      const refs = { uuidInvoice: inv.uuid, transId: inv.transId };
      const mailTo = { to: owner.email, name: owner.name, ...refs, publicUrl: deps.config.publicUrl };
      if (input.decision === 'verify') {
        const line = input.statementLine ?? null;
        if (line && line.amount !== inv.total)
          throw new AppError('CONFLICT', {
            message: msg('invoices.statement_amount_differs', { amount: line.amount, total: inv.total }),
          });
        // A note on a verification is the clerk's own: the audit trail's reason, never the company's timeline.
        await transition(tx, invoiceMachine, {
          id: inv.id,
          name: inv.status === 'pending' && input.bankReference ? 'confirm_transfer' : 'verify',
          actor,
          now,
          reason: input.note ?? input.bankReference ?? null,
          set: {
            paidAt: now,
            verifiedBy: admin.id,
            lastRejectionNote: null,
            ...(input.bankReference ? { bankReference: input.bankReference, statementLine: line } : {}),
          },
        });
        await transition(tx, applicationMachine, {
          id: inv.applicationId,
          name: 'pay',
          actor: { kind: 'system' },
          now,
        });
        await notifyCompany(tx, inv.companyId, 'invoice_paid', refs, `/payment/${inv.uuid}`);
        await enqueueMail(tx, invoicePaidMail(mailTo));
      } else {
        const note = input.note ?? '';
        await transition(tx, invoiceMachine, {
          id: inv.id,
          name: 'reject_proof',
          actor,
          now,
          note,
          set: { lastRejectionNote: note },
        });
        await notifyCompany(tx, inv.companyId, 'payment_proof_rejected', { ...refs, note }, `/payment/${inv.uuid}`);
        await enqueueMail(tx, proofRejectedMail({ ...mailTo, note }));
      }
      // One clerk acted: every admin's "proof uploaded" about it stops counting as unread.
      await markSubjectRead(tx, proofSubject(inv.uuid), ['payment_proof_uploaded']);
      return invoiceDetail(deps, null, inv.uuid, tx);
    });
    deps.mailDispatcher.kick();
    return invoice;
  } catch (err) {
    // A simultaneous verify won: answer its paid invoice (docs/business-rules.md#payment-verification).
    if (input.decision === 'verify' && err instanceof AppError && err.code === 'INVALID_TRANSITION') {
      const current = await invoiceDetail(deps, null, input.uuidInvoice);
      if (current.status === 'paid') return current;
    }
    throw err;
  }
}
