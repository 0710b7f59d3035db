import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  certificateDaysLeft,
  isCertificatePastValidity,
  renewalWindow,
  renewalWindowState,
  type TAdminCertificate,
  type TAdminCertificateListItem,
  type TApplicationType,
  type TCertificate,
  type TCertificateData,
  type TPendingApproval,
  type TCertificateDraftResponse,
  type TCertificateEvent,
  type TCertificateRevision,
  type TCertificateSummary,
  type TCertificateCurrent,
  type TCertificateStatus,
  type TCertificateVerification,
  type TPublicCertificate,
  type TSupersededKind,
  type TPublishCertificateResponse,
} from '@portal/contract';
import { applications, type certificateEvents, type certificateRevisions, certificates } from '../../db/schema';
import { toStatusEventDto, type JoinedActor } from '../../lib/status-event';
import type { SessionUser } from '../../types';
import { adminCertificatePdfUrl, certificatePdfUrl } from './urls';

export type CertificateRow = typeof certificates.$inferSelect;

/** The certificate that replaced a row (its `replaces_id` points back). */
export const successor = alias(certificates, 'successor');

/**
 * The columns every certificate list and detail reads in its one query: the row, its successor,
 * and the application started from it that is still under way (not deleted, rejected or
 * completed: once completed, its certificate replaced this one) — a renewal or upgrade (docs/business-rules.md#certificate-renewal). The last is a scalar subquery on
 * `applications_certificate_idx`, so a list stays one statement (no N+1).
 */
export const summaryColumns = {
  cert: certificates,
  successorUuid: successor.uuid,
  successorNumber: successor.number,
  successorKind:
    sql<TApplicationType | null>`(select ${applications.type} from ${applications} where ${applications.id} = ${successor.applicationId})`.as(
      'successor_kind',
    ),
  renewalCodeReg: sql<string | null>`(
    select ${applications.codeReg} from ${applications}
    where ${applications.certificateId} = ${certificates.id} and ${applications.deletedAt} is null and ${applications.status} not in ('rejected', 'completed')
    order by ${applications.createdAt} desc limit 1)`.as('renewal_code_reg'),
};
export const successorJoin = eq(successor.replacesId, certificates.id);

export interface SummaryRow {
  cert: CertificateRow;
  successorUuid: string | null;
  successorNumber: string | null;
  successorKind: TApplicationType | null;
  renewalCodeReg: string | null;
}

/** The renewal window and whether a renewal may start today (docs/business-rules.md#certificate-renewal). */
export function renewalOf(row: SummaryRow, now: Date): TCertificateSummary['renewal'] {
  const { opens, closes } = renewalWindow(row.cert.validUntil);
  const renewable = row.cert.status === 'active' || row.cert.status === 'expired';
  return {
    window_opens: opens,
    window_closes: closes,
    can_renew: renewable && renewalWindowState(row.cert.validUntil, now) === 'open' && row.renewalCodeReg === null,
    renewal_code_reg: row.renewalCodeReg,
  };
}

/** The certificate's answers, one mapper each (docs/decisions/095). */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A certificate named by another (the one it replaces, the one that superseded it). */
export const toCertificateRefDto = (
  c: Pick<CertificateRow, 'uuid' | 'number'>,
): NonNullable<TCertificateSummary['superseded_by']> => ({
  certificate_uuid: c.uuid,
  number: c.number,
});

/** The fields every list and detail shows first. */
const certificateHead = (c: CertificateRow, now: Date) => ({
  certificate_uuid: c.uuid,
  number: c.number,
  status: c.status,
  revision: c.revision,
  company_name: c.data.company_name,
  qualification: c.data.qualification,
  sub_bidang_count: c.data.sub_bidang.length,
  issued_on: c.issuedOn,
  valid_until: c.validUntil,
  days_left: certificateDaysLeft(c.validUntil, now),
});

const supersededBy = (r: { successorUuid: string | null; successorNumber: string | null }) =>
  r.successorUuid && r.successorNumber
    ? toCertificateRefDto({ uuid: r.successorUuid, number: r.successorNumber })
    : null;

/** GET certificates/list.php: one of the company's certificates. */
export const toCertificateSummaryDto = (row: SummaryRow, now: Date): TCertificateSummary => ({
  ...certificateHead(row.cert, now),
  renewal: renewalOf(row, now),
  superseded_by: supersededBy(row),
  superseded_kind: row.successorUuid ? supersededKind(row.successorKind) : null,
  pdf_url: certificatePdfUrl(row.cert.uuid),
});

/** GET admin/certificates/list.php (Daftar SBU Terbit) and its export: with the company, the application and the revocation. */
export const toAdminCertificateListItemDto = (
  row: {
    cert: CertificateRow;
    codeReg: string;
    successorUuid: string | null;
    successorNumber: string | null;
    successorKind: TApplicationType | null;
  },
  now: Date,
): TAdminCertificateListItem => ({
  ...certificateHead(row.cert, now),
  superseded_by: supersededBy(row),
  superseded_kind: row.successorUuid ? supersededKind(row.successorKind) : null,
  pdf_url: certificatePdfUrl(row.cert.uuid),
  company_id: row.cert.companyId,
  code_reg: row.codeReg,
  revoked_at: iso(row.cert.revokedAt),
});

type RevisionRow = Pick<
  typeof certificateRevisions.$inferSelect,
  'revision' | 'reason' | 'createdAt' | 'changedFields'
>;

export const toCertificateRevisionDto = (certificateUuid: string, r: RevisionRow): TCertificateRevision => ({
  revision: r.revision,
  reason: r.reason,
  created_at: r.createdAt.toISOString(),
  changed_fields: r.changedFields,
  pdf_url: certificatePdfUrl(certificateUuid, r.revision),
});

/** A timeline row with its actor as the detail joins it; a company reads "Administrator" for a clerk. */
export const toCertificateEventDto = (
  r: { event: typeof certificateEvents.$inferSelect; actorName: JoinedActor['name']; actorRole: JoinedActor['role'] },
  reader: SessionUser,
): TCertificateEvent => toStatusEventDto(r.event, { name: r.actorName, role: r.actorRole }, reader);

/** What a detail shows beside the certificate's own row, each read by the detail's service. */
export interface CertificateDetailParts {
  application: { codeReg: string; type: TApplicationType };
  replaces: Pick<CertificateRow, 'uuid' | 'number'> | null;
  revisions: RevisionRow[];
  events: Parameters<typeof toCertificateEventDto>[0][];
  verifications: { count: number; lastAt: Date | null };
  publicUrl: string;
  qrSvg: string;
  reader: SessionUser;
  now: Date;
}

/** GET certificates/detail.php: the certificate with its revisions, timeline, lookups and QR code. */
export const toCertificateDto = (row: SummaryRow, p: CertificateDetailParts): TCertificate => ({
  ...toCertificateSummaryDto(row, p.now),
  data: row.cert.data,
  application: { code_reg: p.application.codeReg, type: p.application.type },
  replaces: p.replaces ? toCertificateRefDto(p.replaces) : null,
  revoked_at: iso(row.cert.revokedAt),
  revoke_reason: row.cert.revokeReason,
  revisions: p.revisions.map((r) => toCertificateRevisionDto(row.cert.uuid, r)),
  status_history: p.events.map((e) => toCertificateEventDto(e, p.reader)),
  verification_count: p.verifications.count,
  last_verified_at: iso(p.verifications.lastAt),
  public_url: p.publicUrl,
  qr_svg: p.qrSvg,
});

/** admin/certificates/detail.php: the owner's detail, the company and each revision's admin PDF URL. */
export const toAdminCertificateDto = (
  row: SummaryRow,
  p: CertificateDetailParts,
  pendingApproval: TPendingApproval | null,
): TAdminCertificate => ({
  ...toCertificateDto(row, p),
  company_id: row.cert.companyId,
  revision_pdf_urls: p.revisions.map((r) => adminCertificatePdfUrl(row.cert.uuid, r.revision)),
  pending_approval: pendingApproval,
});

/** The owner's view of an administrator's detail: without the admin-only fields. */
export function toOwnerCertificateDto(detail: TAdminCertificate): TCertificate {
  const { company_id: _companyId, revision_pdf_urls: _urls, pending_approval: _pending, ...rest } = detail;
  return rest;
}

/**
 * The public answer (docs/business-rules.md#public-verification), built key by key: nothing of the
 * row is spread, so a column added later cannot leak. An `active` certificate whose last valid day
 * is over answers `expired` even before the expiry job has run.
 */
export function toPublicCertificateDto(
  row: CertificateRow,
  next: (Pick<CertificateRow, 'uuid' | 'number'> & { kind: TApplicationType }) | null,
  now: Date,
): TPublicCertificate {
  const status = publicStatus(row, now);
  return {
    certificate_uuid: row.uuid,
    number: row.number,
    status,
    company_name: row.data.company_name,
    qualification: row.data.qualification,
    sub_bidang: row.data.sub_bidang.map((s) => ({
      code: s.code,
      name: s.name,
      bidang_name: s.bidang_name,
      kbli_code: s.kbli_code,
    })),
    issued_on: row.issuedOn,
    valid_until: row.validUntil,
    revision: row.revision,
    body_name: row.data.body_name,
    superseded_by: next ? toCertificateRefDto(next) : null,
    superseded_kind: next ? supersededKind(next.kind) : null,
  };
}

/** The stored status, except that an `active` certificate past its last valid day reads `expired` before the job runs. */
export const publicStatus = (row: { status: TCertificateStatus; validUntil: string }, now: Date): TCertificateStatus =>
  row.status === 'active' && isCertificatePastValidity(row.validUntil, now) ? 'expired' : row.status;

/** What replaced a certificate: its successor's application type (a new application never supersedes). */
export const supersededKind = (type: TApplicationType | null): TSupersededKind | null =>
  type === 'renewal' || type === 'upgrade' ? type : null;

/** `current` of verify.php and public.php: the end of a superseded certificate's chain. */
export const toCertificateCurrentDto = (
  c: { uuid: string; number: string; status: TCertificateStatus; valid_until: string },
  now: Date,
): TCertificateCurrent => ({
  uuid: c.uuid,
  number: c.number,
  status: publicStatus({ status: c.status, validUntil: c.valid_until }, now),
});

/** One public lookup of the owner's certificate (docs/business-rules.md#verification-log). */
export const toCertificateVerificationDto = (v: {
  at: Date;
  channel: TCertificateVerification['channel'];
  browser: string | null;
}): TCertificateVerification => ({ at: v.at.toISOString(), channel: v.channel, browser: v.browser });

/** admin/certificates/publish.php: the certificate just published. */
export const toPublishedCertificateDto = (c: {
  uuid: string;
  number: string;
  validUntil: string;
}): TPublishCertificateResponse['certificate'] => ({
  certificate_uuid: c.uuid,
  number: c.number,
  valid_until: c.validUntil,
});

/** admin/certificates/draft.php: what publishing would print today, and why it would be refused. */
export const toCertificateDraftDto = (d: {
  application: { codeReg: string; type: TApplicationType };
  companyId: number;
  data: TCertificateData;
  issuedOn: string;
  validUntil: string;
  validityYears: number;
  replaces: Pick<CertificateRow, 'uuid' | 'number'> | null;
  blockers: string[];
  previewUrl: string;
  claimedBy: TCertificateDraftResponse['claimed_by'];
}): TCertificateDraftResponse => ({
  code_reg: d.application.codeReg,
  application_type: d.application.type,
  company_id: d.companyId,
  data: d.data,
  issued_on: d.issuedOn,
  valid_until: d.validUntil,
  validity_years: d.validityYears,
  replaces: d.replaces ? toCertificateRefDto(d.replaces) : null,
  blockers: d.blockers,
  preview_url: d.previewUrl,
  claimed_by: d.claimedBy,
});
