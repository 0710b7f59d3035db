import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  DOCUMENT_CATEGORY,
  V,
  missingApplicationDocuments,
  missingLegalFields,
  needsCertificate,
  notificationSubject,
  type TApplicationSubmitMissing,
  type ZDecideApplicationRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { DbTx } from '../../db/client';
import { applicationSubBidang, documentRequests, documents, invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { applicationMachine, documentRequestMachine, invoiceMachine } from '../../lib/state-machines';
import { invalidTransition, transition } from '../../lib/transitions';
import type { Deps, SessionUser } from '../../types';
import { checkCertificateBase } from '../certificates';
import { issueInvoice, type InvoiceRow } from '../invoices';
import { markSubjectRead, notifyAdmins } from '../notifications';
import { findApplication, type ApplicationRow } from './access';
import { markAnswersChecked } from './document-request-service';
import { noticeToCompany } from './notices';
import { unavailableSubBidang } from '../catalogue';
import { msg } from '../../lib/server-message';
import { legalColumns } from './application-dto';
import { assertPlausibleLegalDates } from './draft-service';

type WorkflowDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

const appUrl = (codeReg: string) => `/applications/${codeReg}`;
const adminAppUrl = (codeReg: string) => `/admin/applications/${codeReg}`;
const paymentUrl = (uuid: string) => `/payment/${uuid}`;

/** What submission still needs (docs/business-rules.md#applications): legal fields, documents, sub-bidang still active. */
async function missingForSubmission(
  tx: DbTx,
  application: ApplicationRow,
  entityType: string,
): Promise<TApplicationSubmitMissing & { unavailable_codes: string[] }> {
  const docs = await tx
    .select({ type: documents.documentType })
    .from(documents)
    .where(
      and(
        eq(documents.applicationId, application.id),
        eq(documents.category, DOCUMENT_CATEGORY.SBU_APPLICATION),
        eq(documents.isCurrent, 1),
      ),
    );
  const codes = await tx
    .select({ code: applicationSubBidang.subBidangCode })
    .from(applicationSubBidang)
    .where(eq(applicationSubBidang.applicationId, application.id))
    .orderBy(asc(applicationSubBidang.position));
  const unavailable = await unavailableSubBidang(
    tx,
    codes.map((c) => c.code),
  );
  const fields: string[] = missingLegalFields(application, entityType);
  if (codes.length === 0 || unavailable.length) fields.push('subBidangCodes');
  return {
    missing_fields: fields,
    missing_documents: missingApplicationDocuments(docs.map((d) => d.type)),
    unavailable_codes: unavailable,
  };
}

/**
 * POST applications/submit.php (docs/business-rules.md#application-status): in ONE transaction
 * the draft becomes `submitted` (timeline row), its invoice is issued (number, snapshot, status
 * history), and the company and every admin are notified, the invoice mail queued. Anything
 * failing leaves nothing behind, not even a used invoice number.
 */
export async function submitApplication(
  deps: WorkflowDeps,
  user: SessionUser,
  codeReg: string,
): Promise<{ invoice: InvoiceRow }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { application, company } = await findApplication(tx, user, codeReg, { lock: true, asOwner: true });
    if (application.status !== 'draft') throw invalidTransition(application.status);
    // A draft saved before the dates were checked is checked again (docs/business-rules.md#applications).
    assertPlausibleLegalDates(legalColumns(application), now);
    // The renewal window may have closed, or the certificate been revoked, since the draft was saved.
    if (needsCertificate(application.type)) {
      if (application.certificateId === null)
        throw new AppError('VALIDATION_FAILED', { errors: { certificateUuid: [V.required] } });
      await checkCertificateBase(tx, {
        companyId: company.id,
        type: application.type,
        certificate: { id: application.certificateId },
        applicationId: application.id,
        now,
      });
    }
    const missing = await missingForSubmission(tx, application, company.businessEntityType);
    if (missing.missing_fields.length || missing.missing_documents.length) {
      const errors: Record<string, string[]> = {};
      for (const f of missing.missing_fields)
        errors[f] = [f === 'subBidangCodes' && missing.unavailable_codes.length ? V.invalid : V.required];
      for (const d of missing.missing_documents) errors[`documents.${d}`] = [V.required];
      throw new AppError('VALIDATION_FAILED', { message: msg('applications.incomplete'), errors, data: missing });
    }
    await transition(tx, applicationMachine, {
      id: application.id,
      name: 'submit',
      actor: { kind: 'owner', userId: user.id },
      now,
      set: { submittedAt: now, updatedAt: now },
    });
    const invoice = await issueInvoice(tx, { application, actorUserId: user.id, now });
    const params = { codeReg: application.codeReg, companyName: company.name };
    await noticeToCompany(tx, company, 'application_submitted', params, appUrl(application.codeReg), null);
    await noticeToCompany(
      tx,
      company,
      'invoice_issued',
      { codeReg: application.codeReg, transId: invoice.transId, total: invoice.total, dueDate: invoice.dueDate },
      paymentUrl(invoice.uuid),
      { publicUrl: deps.config.publicUrl },
    );
    await notifyAdmins(tx, 'application_received', params, adminAppUrl(application.codeReg));
    return { invoice };
  });
}

/** The application's invoice that is not cancelled or failed (at most one besides a refunded one: docs/decisions/026, 106). */
async function liveInvoice(tx: DbTx, applicationId: number): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.applicationId, applicationId),
        inArray(invoices.status, ['pending', 'waiting_confirmation', 'paid', 'refunded']),
      ),
    )
    // A refunded one re-invoiced after an upheld appeal: the newest is the one that counts.
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(1);
  return row;
}

/**
 * POST applications/withdraw.php: a `submitted` application whose invoice is still `pending`
 * goes back to `draft` and the invoice is cancelled, in one transaction (application first, then
 * its invoice: the lock order of docs/decisions/026). Once a proof is uploaded it is too late (409).
 */
export async function withdrawApplication(deps: WorkflowDeps, user: SessionUser, codeReg: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { application } = await findApplication(tx, user, codeReg, { lock: true, asOwner: true });
    if (application.status !== 'submitted') throw invalidTransition(application.status);
    const invoice = await liveInvoice(tx, application.id);
    if (invoice && invoice.status !== 'pending')
      throw new AppError('INVALID_TRANSITION', {
        message: msg('applications.withdraw_after_proof'),
        data: { current_status: application.status },
      });
    const actor = { kind: 'owner', userId: user.id } as const;
    await transition(tx, applicationMachine, {
      id: application.id,
      name: 'withdraw',
      actor,
      now,
      set: { updatedAt: now },
    });
    if (invoice)
      await transition(tx, invoiceMachine, {
        id: invoice.id,
        name: 'withdraw',
        actor,
        now,
        set: { cancelReason: msg('invoices.withdrawn_reason').text, updatedAt: now },
      });
  });
}

/**
 * POST admin/applications/decide.php (docs/business-rules.md#application-status):
 * - approve `under_review`: refused (409) while a document request is open or the invoice is not paid;
 * - reject `submitted` or `under_review` with a reason; a `submitted` one's pending or waiting
 *   invoice is cancelled in the same transaction with that reason (a paid one stays paid).
 * The company is notified and mailed; the admins' "new application" and "request fulfilled"
 * notifications about it stop counting as unread.
 */
export async function decideApplication(
  deps: WorkflowDeps,
  admin: SessionUser,
  body: z.output<typeof ZDecideApplicationRequest>,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { application, company } = await findApplication(tx, admin, body.code_reg, { lock: true });
    const actor = { kind: 'admin', userId: admin.id } as const;
    const params = { codeReg: application.codeReg, companyName: company.name };
    if (body.decision === 'approve') {
      if (application.status === 'under_review') {
        const [open] = await tx
          .select({ n: count() })
          .from(documentRequests)
          .where(and(eq(documentRequests.applicationId, application.id), eq(documentRequests.status, 'open')));
        const invoice = await liveInvoice(tx, application.id);
        if (Number(open?.n ?? 0) > 0)
          throw new AppError('INVALID_TRANSITION', {
            message: msg('applications.approve_open_request'),
            data: { current_status: application.status },
          });
        if (invoice?.status !== 'paid')
          throw new AppError('INVALID_TRANSITION', {
            message: msg('applications.approve_unpaid'),
            data: { current_status: application.status },
          });
      }
      // A note on an approval is the clerk's own: the audit trail's reason, never the company's timeline.
      await transition(tx, applicationMachine, {
        id: application.id,
        name: 'approve',
        actor,
        now,
        reason: body.note ?? null,
        set: { decidedAt: now, decidedBy: admin.id, updatedAt: now },
      });
      await noticeToCompany(tx, company, 'application_approved', params, appUrl(application.codeReg), {
        publicUrl: deps.config.publicUrl,
      });
    } else {
      const reason = body.note?.trim() ?? '';
      const result = await transition(tx, applicationMachine, {
        id: application.id,
        name: 'reject',
        actor,
        now,
        note: reason,
        set: { decidedAt: now, decidedBy: admin.id, rejectionReason: reason, updatedAt: now },
      });
      if (result.from === 'submitted') {
        const invoice = await liveInvoice(tx, application.id);
        if (invoice && (invoice.status === 'pending' || invoice.status === 'waiting_confirmation'))
          await transition(tx, invoiceMachine, {
            id: invoice.id,
            name: 'cancel',
            actor,
            now,
            note: reason,
            set: { cancelReason: reason, updatedAt: now },
          });
      }
      // Nothing is left to answer on a rejected application: its open requests are cancelled
      // with the rejection reason (after the invoice: the lock order of docs/decisions/026).
      const open = await tx
        .select({ id: documentRequests.id })
        .from(documentRequests)
        .where(and(eq(documentRequests.applicationId, application.id), eq(documentRequests.status, 'open')))
        .orderBy(asc(documentRequests.id));
      for (const r of open)
        await transition(tx, documentRequestMachine, {
          id: r.id,
          name: 'cancel',
          actor,
          now,
          note: reason,
          set: { cancelledBy: admin.id, cancelReason: reason, cancelledAt: now },
        });
      await noticeToCompany(tx, company, 'application_rejected', { ...params, reason }, appUrl(application.codeReg), {
        publicUrl: deps.config.publicUrl,
      });
    }
    // The decision looked at everything the company sent: its answers leave the queue.
    await markAnswersChecked(tx, application.id, admin.id, now);
    await markSubjectRead(tx, notificationSubject.application(application.codeReg), [
      'application_received',
      'document_request_fulfilled',
    ]);
  });
}
