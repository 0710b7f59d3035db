import { ZRefundInvoiceRequest, type TInvoice } from '@portal/contract';
import type { z } from 'zod';
import type { DbTx } from '../../db/client';
import type { ApprovalActionDef } from '../approvals';
import { AppError } from '../../lib/app-error';
import { applicationMachine, invoiceMachine } from '../../lib/state-machines';
import { invalidTransition, transition } from '../../lib/transitions';
import type { Deps, SessionUser } from '../../types';
import { invoiceDetail } from './read-service';
import { markSubjectRead, notifyCompany } from '../notifications';
import { lockApplication } from './company-owner';
import { proofSubject } from './proof-service';
import { invoiceByUuid } from './verify-service';
import { msg } from '../../lib/server-message';

type AdminDeps = Pick<Deps, 'db' | 'clock' | 'secret'>;

/**
 * admin/transactions/cancel.php (docs/business-rules.md#invoice-status, `cancel`): from `pending`
 * or `waiting_confirmation` only (else 409), with a reason. The application, if `submitted`, goes
 * back to `draft` in the same transaction (`cancel_invoice`), so the company can correct it and
 * submit again, which issues a new invoice with a new transId.
 */
export async function cancelInvoice(
  deps: AdminDeps,
  admin: SessionUser,
  input: { uuidInvoice: string; reason: string },
): Promise<TInvoice> {
  return deps.db.transaction(async (tx) => {
    const inv = await invoiceByUuid(tx, input.uuidInvoice);
    const app = await lockApplication(tx, inv.applicationId);
    const now = deps.clock.now();
    const actor = { kind: 'admin' as const, userId: admin.id };
    await transition(tx, invoiceMachine, {
      id: inv.id,
      name: 'cancel',
      actor,
      now,
      note: input.reason,
      set: { cancelReason: input.reason },
    });
    if (app.status === 'submitted')
      await transition(tx, applicationMachine, { id: app.id, name: 'cancel_invoice', actor, now, note: input.reason });
    await notifyCompany(
      tx,
      inv.companyId,
      'invoice_cancelled',
      { uuidInvoice: inv.uuid, transId: inv.transId, cause: 'admin', reason: input.reason },
      `/payment/${inv.uuid}`,
    );
    await markSubjectRead(tx, proofSubject(inv.uuid), ['payment_proof_uploaded']);
    return invoiceDetail(deps, null, inv.uuid, tx);
  });
}

type RefundInput = z.output<typeof ZRefundInvoiceRequest>;

/** The invoice and its application, locked; a refund needs a `paid` invoice of a `rejected` application (else 409). */
async function checkedRefund(tx: DbTx, uuidInvoice: string) {
  const inv = await invoiceByUuid(tx, uuidInvoice);
  const app = await lockApplication(tx, inv.applicationId);
  if (inv.status !== 'paid') throw invalidTransition(inv.status);
  if (app.status !== 'rejected')
    throw new AppError('INVALID_TRANSITION', {
      message: msg('invoices.refund_needs_rejection'),
      data: { current_status: inv.status, application_status: app.status },
    });
  return inv;
}

/**
 * admin/transactions/refund.php (docs/business-rules.md#invoice-status, `refund`): from `paid`
 * only, and only while the application is `rejected` (a paid application under review or
 * approved is not refunded: 409 saying it must be rejected first). Reason required. A four-eyes
 * action (docs/business-rules.md#four-eyes): `prepare` checks and describes it, `execute` carries
 * it out (at once, or when another administrator approves it), `authorId` being who asked.
 */
export const refundApprovalAction: ApprovalActionDef<RefundInput> = {
  action: 'invoice.refund',
  parse: (raw) => ZRefundInvoiceRequest.parse(raw),
  async prepare(tx, _deps, input) {
    const inv = await checkedRefund(tx, input.uuid_invoice);
    return {
      entityType: 'invoice',
      entityId: inv.uuid,
      entityLabel: inv.transId,
      companyId: inv.companyId,
      before: { status: inv.status, total: inv.total },
      after: { status: 'refunded', total: inv.total },
      reason: input.reason,
    };
  },
  async execute(tx, deps, input, run) {
    const inv = await checkedRefund(tx, input.uuid_invoice);
    const now = deps.clock.now();
    await transition(tx, invoiceMachine, {
      id: inv.id,
      name: 'refund',
      actor: { kind: 'admin', userId: run.requesterId },
      now,
      note: input.reason,
      set: { refundReason: input.reason },
    });
    await notifyCompany(
      tx,
      inv.companyId,
      'invoice_refunded',
      { uuidInvoice: inv.uuid, transId: inv.transId, reason: input.reason },
      `/payment/${inv.uuid}`,
    );
  },
};
