import { BUSINESS_TIME_ZONE, PDF_TEXTS, textsIn, type TInvoiceStatus } from '@portal/contract';

/** The invoice and receipt wording: the contract's PDF catalogue (docs/decisions/097). */
export const pdfText = textsIn(PDF_TEXTS, 'id');

/**
 * The texts a PDF prints that are not plain fields. Dates follow docs/business-rules.md#time:
 * instants are shown as their Asia/Jakarta calendar day, with Indonesian month names
 * ("1 Februari 2026"); a due date is already a WIB calendar date and is printed as it is.
 */
const wibDay = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });
const wibTime = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: BUSINESS_TIME_ZONE,
});
const calendarDay = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' });

export const pdfDate = (at: Date): string => wibDay.format(at);

/** "1 Februari 2026 pukul 08.43 WIB". */
export const pdfDateTime = (at: Date): string =>
  pdfText('date_time', { date: wibDay.format(at), time: wibTime.format(at) });

/** A `YYYY-MM-DD` calendar date, without moving it through a time zone. */
export function pdfCalendarDate(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : calendarDay.format(d);
}

/**
 * The stamp over an invoice whose status is final (docs/business-rules.md#status-labels); an
 * open invoice (`pending`, `waiting_confirmation`) has none.
 */
export const STATUS_STAMPS: Partial<Record<TInvoiceStatus, { text: string; color: string }>> = {
  paid: { text: pdfText('invoice.stamp_paid'), color: '#15803d' },
  cancelled: { text: pdfText('invoice.stamp_cancelled'), color: '#b91c1c' },
  refunded: { text: pdfText('invoice.stamp_refunded'), color: '#b45309' },
  failed: { text: pdfText('invoice.stamp_failed'), color: '#b91c1c' },
};
