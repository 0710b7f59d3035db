import { addDays, wibDate } from '../common/business-date';
import { CERTIFICATE_EXPIRING_SOON_DAYS, RENEWAL_WINDOW_DAYS } from '../limits';

/**
 * Certificate dates and numbers (docs/business-rules.md#certificates), zod-free so any web chunk
 * can import them. Every date here is a WIB calendar date `YYYY-MM-DD`.
 */

/** `SBU-YYYY-NNNNNN`: the WIB year of issue and a per-year sequence (key `SBU-YYYY`), six digits or more. */
export const CERTIFICATE_NUMBER_PATTERN = /^SBU-(\d{4})-(\d{6,})$/;
export const formatCertificateNumber = (year: string, n: number): string => `SBU-${year}-${String(n).padStart(6, '0')}`;
/** The sequence key of a year's numbers. */
export const certificateSequenceKey = (year: string): string => `SBU-${year}`;
/** A typed number read leniently: trimmed, any case. Null when it is not a number's shape. */
export function normalizeCertificateNumber(input: string): string | null {
  const s = input.trim().toUpperCase();
  return CERTIFICATE_NUMBER_PATTERN.test(s) ? s : null;
}

/** Adds whole years to a date; 29 February becomes 28 February in a common year. */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = m === 2 && d === 29 && !leap ? 28 : d;
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last valid day of a certificate issued on `issuedOn` for `years`: the day before the anniversary. */
export const certificateValidUntil = (issuedOn: string, years: number): string =>
  addDays(addYears(issuedOn, years), -1);

/** Whole days from `today` to `date` (negative when `date` is past). */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** Days left until the last valid day, by the WIB date of `now`: 0 on that day, negative after it. */
export const certificateDaysLeft = (validUntil: string, now: Date): number => daysBetween(wibDate(now), validUntil);

/** A certificate is expired once its last valid day (WIB) is over. */
export const isCertificatePastValidity = (validUntil: string, now: Date): boolean => wibDate(now) > validUntil;

/** The renewal window: RENEWAL_WINDOW_DAYS before the last valid day until as many after it, both included. */
export function renewalWindow(validUntil: string): { opens: string; closes: string } {
  return { opens: addDays(validUntil, -RENEWAL_WINDOW_DAYS), closes: addDays(validUntil, RENEWAL_WINDOW_DAYS) };
}

/** Where today stands against the window. */
export function renewalWindowState(validUntil: string, now: Date): 'before' | 'open' | 'after' {
  const today = wibDate(now);
  const { opens, closes } = renewalWindow(validUntil);
  if (today < opens) return 'before';
  return today > closes ? 'after' : 'open';
}

/** Active and ending within CERTIFICATE_EXPIRING_SOON_DAYS. */
export const isExpiringSoon = (validUntil: string, now: Date): boolean => {
  const left = certificateDaysLeft(validUntil, now);
  return left >= 0 && left <= CERTIFICATE_EXPIRING_SOON_DAYS;
};

/** Relative path of the public page; the QR code holds `{PUBLIC_URL}` + this. */
export const publicCertificatePath = (uuid: string): string => `/sertifikat/${uuid}`;

/**
 * The last valid day of a certificate that renews or upgrades another (docs/business-rules.md#certificate-renewal):
 * no paid day is lost. Published while the old one is still valid (on or before its last day), a
 * renewal runs to the old last day plus the validity and an upgrade keeps the old last day;
 * published later (a renewal in the grace window), the validity counts from the publishing day.
 */
export function successorValidUntil(
  type: 'new' | 'renewal' | 'upgrade',
  replacedValidUntil: string | null,
  issuedOn: string,
  years: number,
): string {
  if (type === 'new' || replacedValidUntil === null || issuedOn > replacedValidUntil)
    return certificateValidUntil(issuedOn, years);
  return type === 'renewal' ? certificateValidUntil(addDays(replacedValidUntil, 1), years) : replacedValidUntil;
}
