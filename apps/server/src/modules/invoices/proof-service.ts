import { and, eq } from 'drizzle-orm';
import { DOCUMENT_CATEGORY, isPastDueDate, notificationSubject, type TInvoice } from '@portal/contract';
import { invoices } from '../../db/schema';
import type { DetectedFileType } from '../../infra/file-type';
import type { TempObject } from '../../infra/storage';
import { AppError } from '../../lib/app-error';
import { invoiceMachine } from '../../lib/state-machines';
import { transition } from '../../lib/transitions';
import type { Deps, SessionUser } from '../../types';
import { saveLinkedDocument } from '../documents';
import { invoiceDetail, ownCompanyId } from './read-service';
import { notifyAdmins } from '../notifications';
import { lockApplication } from './company-owner';
import { msg } from '../../lib/server-message';

export const PROOF_DOCUMENT_TYPE = 'bukti_transfer';
/**
 * transactions/upload_proof.php (docs/business-rules.md#invoice-status, `upload_proof`): the
 * company's transfer proof, stored like any document (docs/business-rules.md#files) and linked
 * to the invoice; `pending` → `waiting_confirmation` in the same transaction, and every active
 * admin is notified. After a rejected proof the invoice is `pending` again, so a new proof goes
 * the same way; the earlier proofs stay in its history.
 */
export async function uploadProof(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'secret'>,
  user: SessionUser,
  input: { uuidInvoice: string; temp: TempObject; type: DetectedFileType; originalName: string },
): Promise<TInvoice> {
  const companyId = await ownCompanyId(deps.db, user.id);
  const upload = {
    userId: user.id,
    companyId,
    category: DOCUMENT_CATEGORY.PAYMENT_PROOF,
    documentType: PROOF_DOCUMENT_TYPE,
    ...input,
  };
  return saveLinkedDocument(deps, upload, async (tx, store) => {
    const [inv] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.uuid, input.uuidInvoice), eq(invoices.companyId, companyId)))
      .limit(1);
    if (!inv) throw new AppError('NOT_FOUND', { message: msg('invoices.not_found') });
    await lockApplication(tx, inv.applicationId);
    const now = deps.clock.now();
    // The due-date job cancels it at its next run (docs/business-rules.md#scheduled-work).
    if (inv.status === 'pending' && isPastDueDate(inv.dueDate, now))
      throw new AppError('INVALID_TRANSITION', {
        message: msg('invoices.past_due'),
        data: { current_status: inv.status },
      });
    await transition(tx, invoiceMachine, {
      id: inv.id,
      name: 'upload_proof',
      actor: { kind: 'owner', userId: user.id },
      now,
    });
    await store({ invoiceId: inv.id });
    await notifyAdmins(
      tx,
      'payment_proof_uploaded',
      { uuidInvoice: inv.uuid, transId: inv.transId, companyName: inv.companyName },
      '/admin/payment-verification',
    );
    return invoiceDetail(deps, user, inv.uuid, tx);
  });
}

export const proofSubject = notificationSubject.invoice;
