import {
  PDF_TEXTS,
  QUALIFICATION_LABELS,
  type TCertificateSubBidang,
  type TQualification,
  formatNpwp,
  textsIn,
} from '@portal/contract';

/**
 * The texts of the certificate that are not plain fields (docs/business-rules.md#certificate-pdf);
 * their words are the contract's PDF catalogue (docs/decisions/097). Dates are WIB calendar days
 * `YYYY-MM-DD` already, printed with Indonesian month names without moving them through a time zone.
 */
export const pdfText = textsIn(PDF_TEXTS, 'id');

const calendarDay = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "24 November 2026". */
export function certificateDate(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : calendarDay.format(d);
}

/** "berlaku sampai dengan 23 November 2029": the certificate is valid through that whole day. */
export const validityText = (validUntil: string): string =>
  pdfText('certificate.validity', { date: certificateDate(validUntil) });

/** The mark of a preview, in place of the number and across the page. */
export const PREVIEW_MARK = pdfText('certificate.preview_mark');

/** "Nomor SBU-2026-000123", with "Revisi 2" from the second revision on; null for a preview. */
export function numberLine(number: string | null, revision: number): string | null {
  if (!number) return null;
  return revision > 1
    ? pdfText('certificate.number_revision', { number, revision })
    : pdfText('certificate.number', { number });
}

/** The classification: each bidang once, in the order its first sub-bidang is listed. */
export function bidangNames(subBidang: TCertificateSubBidang[]): string[] {
  return [...new Set(subBidang.map((s) => s.bidang_name))];
}

export const qualificationLabel = (q: TQualification): string => QUALIFICATION_LABELS[q].id;

/** "NPWP 01.312.166.0-091.000", or null when the company has none on record. */
export const npwpText = (npwp: string | null): string | null =>
  npwp ? pdfText('npwp', { npwp: formatNpwp(npwp) }) : null;
