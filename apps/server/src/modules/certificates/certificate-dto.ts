import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { certificateDaysLeft, renewalWindow, renewalWindowState, type TCertificateSummary } from '@portal/contract';
import { applications, certificates } from '../../db/schema';
import { certificatePdfUrl } from './urls';

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

export function toSummary(row: SummaryRow, now: Date): TCertificateSummary {
  const c = row.cert;
  return {
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
    renewal: renewalOf(row, now),
    superseded_by:
      row.successorUuid && row.successorNumber
        ? { certificate_uuid: row.successorUuid, number: row.successorNumber }
        : null,
    pdf_url: certificatePdfUrl(c.uuid),
  };
}
