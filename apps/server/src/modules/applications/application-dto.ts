import {
  APPLICATION_LEGAL_FIELDS,
  APPLICATION_WAITING_STATUSES,
  LEGAL_FIELD_NAMES,
  ROLE,
  isPastDueDate,
  missingApplicationDocuments,
  missingLegalFields,
  type TApplicantClock,
  type TAdminApplicationListItem,
  type TAdminDocumentRequestListItem,
  type TApplication,
  type TApplicationEvent,
  type TApplicationListItem,
  type TApplicationStatus,
  type TClaimedBy,
  type TDocumentRequest,
  type TFeeQuote,
  type TLegalField,
} from '@portal/contract';
import type { applicationEvents, documentRequests } from '../../db/schema';
import { toStatusEventDto, type JoinedActor } from '../../lib/status-event';
import type { SessionUser } from '../../types';
import { toApplicationSubBidangDto, type SubBidangEntry } from '../catalogue';
import { toCompanyRefDto, type CompanyRow } from '../companies';
import { toApplicationDocumentDto, toDocumentDto, type DocumentRow } from '../documents';
import { toInvoiceSummaryDto, type InvoiceRow } from '../invoices';
import type { ApplicationRow } from './access';

/**
 * The application's answers, one mapper each (docs/decisions/095): the detail, the company's and
 * the administrators' list items, the timeline, the document requests. Services read the rows and
 * hand them here; no service names an answer's field.
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type LegalValues = Partial<Record<TLegalField, string | null | undefined>>;
type LegalAnswer = { [K in TLegalField as (typeof APPLICATION_LEGAL_FIELDS)[K]]: string | null };

/**
 * The legal fields as the columns store them: the columns carry the body's names
 * (db/schema/applications.ts), so a body and a row read the same. Every field is written: one
 * left out of an update is cleared.
 */
export const legalColumns = (v: LegalValues): Record<TLegalField, string | null> =>
  Object.fromEntries(LEGAL_FIELD_NAMES.map((f) => [f, v[f] ?? null])) as Record<TLegalField, string | null>;

/** The legal fields of a row under their answer names (the contract's one table of them, legal-data.ts). */
const legalAnswer = (a: Pick<ApplicationRow, TLegalField>): LegalAnswer =>
  Object.fromEntries(LEGAL_FIELD_NAMES.map((f) => [APPLICATION_LEGAL_FIELDS[f], a[f]])) as LegalAnswer;

type RequestRow = typeof documentRequests.$inferSelect;

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

/** Permohonan Dokumen (admin): the request with its company and the application's status, as the list joins them. */
export const toAdminDocumentRequestListItemDto = (
  r: {
    request: RequestRow;
    codeReg: string;
    applicationStatus: TApplicationStatus;
    companyId: number;
    companyName: string;
    fulfilled: DocumentRow | null;
    checkedByName: string | null;
  },
  now: Date,
  claimedBy: TClaimedBy | null = null,
): TAdminDocumentRequestListItem => ({
  ...toDocumentRequestDto(r.request, r.codeReg, r.fulfilled, now),
  company_id: r.companyId,
  company_name: r.companyName,
  application_status: r.applicationStatus,
  checked_at: iso(r.request.checkedAt),
  checked_by_name: r.request.checkedAt ? r.checkedByName : null,
  claimed_by: claimedBy,
});

/** A timeline row with its actor as the detail joins it; a company reads "Administrator" for a clerk. */
export const toApplicationEventDto = (
  r: { event: typeof applicationEvents.$inferSelect; actorName: JoinedActor['name']; actorRole: JoinedActor['role'] },
  reader: SessionUser,
): TApplicationEvent => toStatusEventDto(r.event, { name: r.actorName, role: r.actorRole }, reader);

/** What a detail shows beside the application's own row, each read by the detail's service. */
export interface ApplicationDetailParts {
  company: CompanyRow;
  /** The certificate a renewal or upgrade starts from. */
  baseCertificateUuid: string | null;
  subBidang: SubBidangEntry[];
  /** The current supporting documents. */
  documents: DocumentRow[];
  /** The newest invoice. */
  invoice: InvoiceRow | null;
  requests: { request: RequestRow; fulfilled: DocumentRow | null }[];
  events: Parameters<typeof toApplicationEventDto>[0][];
  /** The live quote of a draft (null once it is submitted, or without sub-bidang). */
  feeQuote: TFeeQuote | null;
  /** The applicant's clock (docs/business-rules.md#applicant-clock). */
  clock: TApplicantClock;
  reader: SessionUser;
  now: Date;
  /** Administrators only: who handles the application now. */
  claimedBy?: TClaimedBy | null;
}

/** GET applications/get_detail.php (and every answer that returns the application). */
export function toApplicationDto(a: ApplicationRow, p: ApplicationDetailParts): TApplication {
  const isDraft = a.status === 'draft';
  return {
    code_reg: a.codeReg,
    type: a.type,
    status: a.status,
    qualification: a.qualification,
    certificate_uuid: p.baseCertificateUuid,
    ...legalAnswer(a),
    notes: a.notes,
    rejection_reason: a.rejectionReason,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    status_changed_at: a.statusChangedAt.toISOString(),
    submitted_at: iso(a.submittedAt),
    decided_at: iso(a.decidedAt),
    company: toCompanyRefDto(p.company),
    sub_bidang: p.subBidang.map(toApplicationSubBidangDto),
    documents: p.documents.map((d) => toApplicationDocumentDto(d, p.reader.role === ROLE.ADMIN)),
    missing_fields: isDraft ? missingLegalFields(a, p.company.businessEntityType) : [],
    missing_documents: isDraft ? missingApplicationDocuments(p.documents.map((d) => d.documentType)) : [],
    fee_quote: p.feeQuote,
    invoice: p.invoice ? toInvoiceSummaryDto(p.invoice) : null,
    document_requests: p.requests.map((r) => toDocumentRequestDto(r.request, a.codeReg, r.fulfilled, p.now)),
    timeline: p.events.map((e) => toApplicationEventDto(e, p.reader)),
    certificate: null,
    clock: p.clock,
    ...(p.reader.role === ROLE.ADMIN && { claimed_by: p.claimedBy ?? null }),
  };
}

/** What a list item shows beside the row, read for a whole page at once (list-service.ts). */
export interface ApplicationListExtras {
  /** The newest invoice. */
  invoice: InvoiceRow | null;
  subBidangCount: number;
  openDocumentRequests: number;
}

/** GET applications/list.php: one of the company's applications. */
export const toApplicationListItemDto = (a: ApplicationRow, x: ApplicationListExtras): TApplicationListItem => ({
  code_reg: a.codeReg,
  type: a.type,
  status: a.status,
  qualification: a.qualification,
  sub_bidang_count: x.subBidangCount,
  created_at: a.createdAt.toISOString(),
  updated_at: a.updatedAt.toISOString(),
  status_changed_at: a.statusChangedAt.toISOString(),
  submitted_at: iso(a.submittedAt),
  invoice: x.invoice ? toInvoiceSummaryDto(x.invoice) : null,
  open_document_requests: x.openDocumentRequests,
});

const isWaiting = (status: TApplicationStatus) => (APPLICATION_WAITING_STATUSES as readonly string[]).includes(status);

/** GET admin/applications/list.php (and its export): the item with its company and since when it waits. */
export const toAdminApplicationListItemDto = (
  a: ApplicationRow,
  companyName: string,
  x: ApplicationListExtras,
  claimedBy: TClaimedBy | null = null,
): TAdminApplicationListItem => ({
  ...toApplicationListItemDto(a, x),
  company_id: a.companyId,
  company_name: companyName,
  waiting_since: isWaiting(a.status) ? a.statusChangedAt.toISOString() : null,
  claimed_by: claimedBy,
});
