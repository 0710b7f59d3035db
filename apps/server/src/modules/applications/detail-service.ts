import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  DOCUMENT_CATEGORY,
  ROLE,
  computeFee,
  isPastDueDate,
  missingApplicationDocuments,
  missingLegalFields,
  type TApplication,
  type TApplicationEvent,
  type TDocumentRequest,
  type TInvoiceSummary,
} from '@portal/contract';
import type { Db } from '../../db/client';
import {
  applicationEvents,
  applicationSubBidang,
  bidang,
  certificates,
  documentRequests,
  documents,
  invoices,
  subBidang,
  users,
} from '../../db/schema';
import type { SessionUser } from '../../types';
import type { CompanyRow } from '../companies';
import { toAdminDocumentDto, toDocumentDto, type DocumentRow } from '../documents';
import { currentFeeSchedule } from '../fees';
import { findApplication, type ApplicationRow } from './access';

type InvoiceRow = typeof invoices.$inferSelect;
type RequestRow = typeof documentRequests.$inferSelect;

export const toInvoiceSummary = (
  i: Pick<InvoiceRow, 'uuid' | 'transId' | 'status' | 'total' | 'issuedAt' | 'dueDate' | 'paidAt'>,
): TInvoiceSummary => ({
  uuid_invoice: i.uuid,
  transId: i.transId,
  status: i.status,
  total: i.total,
  issued_at: i.issuedAt.toISOString(),
  due_date: i.dueDate,
  paid_at: i.paidAt ? i.paidAt.toISOString() : null,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toDocumentRequestDto(
  r: RequestRow,
  codeReg: string,
  fulfilled: DocumentRow | null,
  now: Date,
): TDocumentRequest {
  return {
    uuid: r.uuid,
    code_reg: codeReg,
    title: r.title,
    description: r.description,
    due_date: r.dueDate,
    status: r.status,
    overdue: r.status === 'open' && isPastDueDate(r.dueDate, now),
    created_at: r.createdAt.toISOString(),
    fulfilled_at: iso(r.fulfilledAt),
    fulfilled_document: fulfilled ? toDocumentDto(fulfilled) : null,
    cancelled_at: iso(r.cancelledAt),
    cancel_reason: r.cancelReason,
  };
}

/** The reader's view of a timeline actor: a company sees "Administrator", not the clerk's name. */
const actorOf = (
  actor: { name: string; role: 'admin' | 'user' } | null,
  reader: SessionUser,
): TApplicationEvent['actor'] => {
  if (!actor) return null;
  if (actor.role === ROLE.ADMIN && reader.role !== ROLE.ADMIN) return { name: 'Administrator', role: ROLE.ADMIN };
  return actor;
};

/**
 * Everything an application's detail shows (docs/api.md, Applications), in a fixed number of
 * queries whatever the number of sub-bidang, documents, requests or events: six reads run
 * together, plus the fee schedule for a draft's quote.
 */
export async function applicationDetail(
  db: Db,
  reader: SessionUser,
  application: ApplicationRow,
  company: CompanyRow,
  now: Date,
): Promise<TApplication> {
  const fulfilledDoc = alias(documents, 'fulfilled_document');
  const isDraft = application.status === 'draft';
  // The certificate a renewal or upgrade starts from, read beside the others.
  const baseCertificate =
    application.certificateId === null
      ? Promise.resolve([])
      : db.select({ uuid: certificates.uuid }).from(certificates).where(eq(certificates.id, application.certificateId));
  const [sub, docs, [invoice], requests, events, schedule] = await Promise.all([
    db
      .select({
        code: subBidang.code,
        name: subBidang.name,
        bidang_code: subBidang.bidangCode,
        bidang_name: bidang.name,
        kbli_code: subBidang.kbliCode,
        kbli_title: subBidang.kbliTitle,
        kbli_edition: subBidang.kbliEdition,
      })
      .from(applicationSubBidang)
      .innerJoin(subBidang, eq(subBidang.code, applicationSubBidang.subBidangCode))
      .innerJoin(bidang, eq(bidang.code, subBidang.bidangCode))
      .where(eq(applicationSubBidang.applicationId, application.id))
      .orderBy(asc(applicationSubBidang.position)),
    db
      .select()
      .from(documents)
      .where(
        and(
          eq(documents.applicationId, application.id),
          eq(documents.category, DOCUMENT_CATEGORY.SBU_APPLICATION),
          eq(documents.isCurrent, 1),
        ),
      )
      .orderBy(asc(documents.documentType)),
    db
      .select()
      .from(invoices)
      .where(eq(invoices.applicationId, application.id))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(1),
    db
      .select({ request: documentRequests, fulfilled: fulfilledDoc })
      .from(documentRequests)
      .leftJoin(fulfilledDoc, eq(fulfilledDoc.id, documentRequests.fulfilledDocumentId))
      .where(eq(documentRequests.applicationId, application.id))
      .orderBy(desc(documentRequests.createdAt), desc(documentRequests.id)),
    db
      .select({ event: applicationEvents, actorName: users.name, actorRole: users.role })
      .from(applicationEvents)
      .leftJoin(users, eq(users.id, applicationEvents.actorUserId))
      .where(eq(applicationEvents.applicationId, application.id))
      .orderBy(asc(applicationEvents.at), asc(applicationEvents.id)),
    isDraft ? currentFeeSchedule(db) : Promise.resolve(null),
  ]);
  const isAdmin = reader.role === ROLE.ADMIN;
  const [base] = await baseCertificate;
  return {
    code_reg: application.codeReg,
    type: application.type,
    status: application.status,
    qualification: application.qualification,
    certificate_uuid: base?.uuid ?? null,
    akta_pendirian_notaris: application.aktaPendirianNotaris,
    akta_pendirian_nomor: application.aktaPendirianNomor,
    akta_pendirian_tanggal: application.aktaPendirianTanggal,
    akta_perubahan_notaris: application.aktaPerubahanNotaris,
    akta_perubahan_nomor: application.aktaPerubahanNomor,
    akta_perubahan_tanggal: application.aktaPerubahanTanggal,
    sk_kemenkumham_nomor: application.skKemenkumhamNomor,
    sk_kemenkumham_tanggal: application.skKemenkumhamTanggal,
    nib_date: application.nibDate,
    notes: application.notes,
    rejection_reason: application.rejectionReason,
    created_at: application.createdAt.toISOString(),
    updated_at: application.updatedAt.toISOString(),
    status_changed_at: application.statusChangedAt.toISOString(),
    submitted_at: iso(application.submittedAt),
    decided_at: iso(application.decidedAt),
    company: { companyId: company.id, name: company.name, business_entity_type: company.businessEntityType },
    sub_bidang: sub,
    documents: docs.map((d) => ({
      ...toDocumentDto(d),
      admin_file_url: isAdmin ? toAdminDocumentDto(d, company.name).admin_file_url : null,
    })),
    missing_fields: isDraft ? missingLegalFields(application, company.businessEntityType) : [],
    missing_documents: isDraft ? missingApplicationDocuments(docs.map((d) => d.documentType)) : [],
    fee_quote:
      schedule && sub.length > 0
        ? computeFee(schedule.data, {
            applicationType: application.type,
            qualification: application.qualification,
            subBidangCount: sub.length,
          })
        : null,
    invoice: invoice ? toInvoiceSummary(invoice) : null,
    document_requests: requests.map((r) => toDocumentRequestDto(r.request, application.codeReg, r.fulfilled, now)),
    timeline: events.map(({ event: e, actorName, actorRole }) => ({
      name: e.name,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      at: e.at.toISOString(),
      note: e.note,
      actor: actorOf(actorName && actorRole ? { name: actorName, role: actorRole } : null, reader),
    })),
    certificate: null,
  };
}

/** GET applications/get_detail.php: the owner's or, for an administrator, any live application. */
export async function getApplicationDetail(
  db: Db,
  reader: SessionUser,
  codeReg: string,
  now: Date,
): Promise<TApplication> {
  const { application, company } = await findApplication(db, reader, codeReg);
  return applicationDetail(db, reader, application, company, now);
}
