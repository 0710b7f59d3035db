import { and, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  APPLICATION_STATUS,
  APPROVAL_STATUS,
  CERTIFICATE_STATUS,
  COMPANY_STATUS,
  wibDate,
  type TAppealSubjectType,
} from '@portal/contract';
import type { DbTx } from '../../db/client';
import {
  applicationEvents,
  approvals,
  applications,
  certificateEvents,
  certificateRetiredStatusEntries,
  certificates,
  companies,
  invoices,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { msg } from '../../lib/server-message';
import { applicationMachine, certificateMachine } from '../../lib/state-machines';
import { invalidTransition, transition } from '../../lib/transitions';
import { noticeToCompany } from '../applications';
import type { CompanyRow } from '../companies';
import { issueInvoice } from '../invoices';
import { lastRegistrationRejection, recordReview } from '../reviews';

/**
 * The subjects of an appeal (docs/business-rules.md#complaints-and-appeals): what was refused, when,
 * why and by whom, read from where each refusal records its administrator — an application's
 * `decided_by`, a registration's review history, a certificate's timeline — and how an upheld
 * appeal reopens each.
 */

export interface Refusal {
  subjectType: TAppealSubjectType;
  subjectKey: string;
  subjectLabel: string;
  decisionAt: Date;
  decisionReason: string | null;
  decisionBy: { id: number | null; name: string | null }[];
  /** An application's status before the rejection. */
  rejectedFrom: string | null;
}

/** How long before a revocation its four-eyes approval may have been decided (the same transaction). */
const FOUR_EYES_SLACK_MS = 60_000;

const notFound = () => new AppError('NOT_FOUND');
const notRefused = (status: string) =>
  new AppError('INVALID_TRANSITION', { message: msg('appeals.not_refused'), data: { current_status: status } });

async function userNames(tx: DbTx, ids: (number | null)[]): Promise<{ id: number | null; name: string | null }[]> {
  const known = ids.filter((id): id is number => id !== null);
  const rows = known.length
    ? await tx.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, known))
    : [];
  return ids.map((id) => ({ id, name: rows.find((r) => r.id === id)?.name ?? null }));
}

/**
 * The refusal a company appeals: its own rejected application (by code_reg), its rejected
 * registration (its company id), or its revoked certificate (uuid). Another company's subject or
 * an unknown one is a 404; a subject that is not refused a 409 INVALID_TRANSITION.
 */
export async function findRefusal(
  tx: DbTx,
  company: CompanyRow,
  subjectType: TAppealSubjectType,
  subjectId: string,
): Promise<Refusal> {
  if (subjectType === 'application') {
    const [app] = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.codeReg, subjectId),
          eq(applications.companyId, company.id),
          isNull(applications.deletedAt),
        ),
      )
      .limit(1);
    if (!app) throw notFound();
    if (app.status !== APPLICATION_STATUS.REJECTED || !app.decidedAt) throw notRefused(app.status);
    const [event] = await tx
      .select({ from: applicationEvents.fromStatus, by: applicationEvents.actorUserId })
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, app.id), eq(applicationEvents.name, 'reject')))
      .orderBy(desc(applicationEvents.at), desc(applicationEvents.id))
      .limit(1);
    return {
      subjectType,
      subjectKey: app.codeReg,
      subjectLabel: app.codeReg,
      decisionAt: app.decidedAt,
      decisionReason: app.rejectionReason,
      decisionBy: await userNames(tx, [app.decidedBy ?? event?.by ?? null]),
      rejectedFrom: event?.from ?? APPLICATION_STATUS.UNDER_REVIEW,
    };
  }
  if (subjectType === 'registration') {
    if (subjectId !== String(company.id)) throw notFound();
    if (company.status !== COMPANY_STATUS.REJECTED) throw notRefused(company.status);
    const event = await lastRegistrationRejection(tx, company.id);
    if (!event) throw notRefused(company.status);
    return {
      subjectType,
      subjectKey: String(company.id),
      subjectLabel: company.name,
      decisionAt: event.at,
      decisionReason: event.note ?? company.reviewNote,
      decisionBy: [{ id: event.actorUserId, name: event.actorName }],
      rejectedFrom: null,
    };
  }
  const [cert] = await tx
    .select()
    .from(certificates)
    .where(and(eq(certificates.uuid, subjectId.toLowerCase()), eq(certificates.companyId, company.id)))
    .limit(1);
  if (!cert) throw notFound();
  if (cert.status !== CERTIFICATE_STATUS.REVOKED || !cert.revokedAt) throw notRefused(cert.status);
  // Every administrator recorded on the revocation: who revoked it (the requester of a four-eyes
  // revocation, docs/decisions/101) and the approver of the request carried out with it.
  const [event] = await tx
    .select({ by: certificateEvents.actorUserId })
    .from(certificateEvents)
    .where(and(eq(certificateEvents.certificateId, cert.id), eq(certificateEvents.name, 'revoke')))
    .orderBy(desc(certificateEvents.at), desc(certificateEvents.id))
    .limit(1);
  // The approval is decided in the transaction that revokes, a moment before `revoked_at`.
  const [approval] = await tx
    .select({ requestedBy: approvals.requestedBy, decidedBy: approvals.decidedBy })
    .from(approvals)
    .where(
      and(
        eq(approvals.action, 'certificate.revoke'),
        eq(approvals.entityType, 'certificate'),
        eq(approvals.entityId, cert.uuid),
        eq(approvals.status, APPROVAL_STATUS.APPROVED),
        lte(approvals.decidedAt, cert.revokedAt),
        gte(approvals.decidedAt, new Date(cert.revokedAt.getTime() - FOUR_EYES_SLACK_MS)),
      ),
    )
    .orderBy(desc(approvals.decidedAt), desc(approvals.id))
    .limit(1);
  const ids = [event?.by ?? null, approval?.requestedBy ?? null, approval?.decidedBy ?? null];
  const deciders = [...new Set(ids.filter((id): id is number => id !== null))];
  return {
    subjectType,
    subjectKey: cert.uuid,
    subjectLabel: cert.number,
    decisionAt: cert.revokedAt,
    decisionReason: cert.revokeReason,
    decisionBy: await userNames(tx, deciders.length ? deciders : [null]),
    rejectedFrom: null,
  };
}

export interface ReopenInput {
  subjectType: TAppealSubjectType;
  subjectKey: string;
  decisionAt: Date;
  rejectedFrom: string | null;
  admin: { id: number; name: string };
  reason: string;
  now: Date;
  publicUrl: string;
}

/**
 * Upholding an appeal reopens its subject, in the caller's transaction: an application returns to
 * the status it was rejected from — `under_review` when its invoice is still paid, else
 * `submitted` with a fresh invoice (the old one was cancelled at the rejection, or refunded since);
 * a registration returns to `in_review`; a certificate to `active`, or `expired` once its last
 * valid day has passed, with a fresh credential (a new status-list entry; the old bit stays set). A subject no longer in its refused state (the company resubmitted, a
 * newer decision) is a 409 and nothing changes.
 */
export async function reopenSubject(tx: DbTx, input: ReopenInput): Promise<void> {
  const actor = { kind: 'admin', userId: input.admin.id } as const;
  if (input.subjectType === 'application') {
    const [row] = await tx
      .select({ application: applications, company: companies })
      .from(applications)
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .where(and(eq(applications.codeReg, input.subjectKey), isNull(applications.deletedAt)))
      .for('update', { of: applications })
      .limit(1);
    if (!row) throw notFound();
    const { application, company } = row;
    // Rejected again since (after a resubmission): that is another decision, not the appealed one.
    if (
      application.status !== APPLICATION_STATUS.REJECTED ||
      application.decidedAt?.getTime() !== input.decisionAt.getTime()
    )
      throw invalidTransition(application.status);
    const [paid] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.applicationId, application.id), eq(invoices.status, 'paid')))
      .limit(1);
    const set = { decidedAt: null, decidedBy: null, rejectionReason: null, updatedAt: input.now };
    if (input.rejectedFrom === APPLICATION_STATUS.UNDER_REVIEW && paid) {
      await transition(tx, applicationMachine, {
        id: application.id,
        name: 'reopen',
        actor,
        now: input.now,
        note: input.reason,
        set,
      });
      return;
    }
    await transition(tx, applicationMachine, {
      id: application.id,
      name: 'reopen_unpaid',
      actor,
      now: input.now,
      note: input.reason,
      set,
    });
    const invoice = await issueInvoice(tx, { application, actorUserId: application.createdBy, now: input.now });
    await noticeToCompany(
      tx,
      company,
      'invoice_issued',
      { codeReg: application.codeReg, transId: invoice.transId, total: invoice.total, dueDate: invoice.dueDate },
      `/payment/${invoice.uuid}`,
      { publicUrl: input.publicUrl },
    );
    return;
  }
  if (input.subjectType === 'registration') {
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, Number(input.subjectKey)))
      .for('update')
      .limit(1);
    if (!company) throw notFound();
    if (company.status !== COMPANY_STATUS.REJECTED) throw invalidTransition(company.status);
    await tx
      .update(companies)
      .set({ status: COMPANY_STATUS.IN_REVIEW, submittedAt: input.now, updatedAt: input.now })
      .where(eq(companies.id, company.id));
    await recordReview(tx, {
      entity: 'company',
      entityId: company.id,
      action: 'submit',
      actor: input.admin,
      note: input.reason,
      at: input.now,
    });
    await recordAudit(tx, {
      action: 'company.reopen',
      entityType: 'company',
      entityId: company.id,
      companyId: company.id,
      before: { status: company.status },
      after: { status: COMPANY_STATUS.IN_REVIEW },
      reason: input.reason,
      at: input.now,
    });
    return;
  }
  const [cert] = await tx
    .select()
    .from(certificates)
    .where(eq(certificates.uuid, input.subjectKey))
    .for('update')
    .limit(1);
  if (!cert) throw notFound();
  if (cert.status !== CERTIFICATE_STATUS.REVOKED || cert.revokedAt?.getTime() !== input.decisionAt.getTime())
    throw invalidTransition(cert.status);
  const expired = cert.validUntil < wibDate(input.now);
  await transition(tx, certificateMachine, {
    id: cert.id,
    name: expired ? 'reinstate_expired' : 'reinstate',
    actor,
    now: input.now,
    note: input.reason,
    // The revocation stays in the certificate's timeline and the audit trail.
    set: { revokedAt: null, revokeReason: null, updatedAt: input.now },
  });
  // A fresh credential: a new status-list entry; the old one keeps its bit (a revocation is final).
  await tx.insert(certificateRetiredStatusEntries).values({
    statusListIndex: cert.statusListIndex,
    certificateId: cert.id,
    setAt: cert.statusListSetAt ?? input.now,
    retiredAt: input.now,
  });
  await tx
    .update(certificates)
    .set({ statusListIndex: sql`nextval('certificate_status_list_index_seq')`, statusListSetAt: null })
    .where(eq(certificates.id, cert.id));
}
