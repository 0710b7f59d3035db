/** Dates are stored in UTC and shown in Asia/Jakarta; relative times in Indonesian (docs/business-rules.md#time). */
export const DISPLAY_TIME_ZONE = 'Asia/Jakarta';

type TDateInput = string | Date | null | undefined;

const toDate = (value: TDateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Date and time in Asia/Jakarta, in the locale of lib/locale ('-' when empty or invalid). */
export function formatDateTime(value: TDateInput, locale = 'id-ID'): string {
  const d = toDate(value);
  if (!d) return '-';
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DISPLAY_TIME_ZONE,
  }).format(d);
}

/** The calendar date in Asia/Jakarta ('-' when empty or invalid). */
export function formatDate(value: TDateInput, locale = 'id-ID'): string {
  const d = toDate(value);
  if (!d) return '-';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: DISPLAY_TIME_ZONE }).format(d);
}

/** The calendar date in Asia/Jakarta with the month abbreviated ("11 Des 2026"), for table cells. */
export function formatDateShort(value: TDateInput, locale = 'id-ID'): string {
  const d = toDate(value);
  if (!d) return '-';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: DISPLAY_TIME_ZONE }).format(d);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * "5 menit yang lalu": Indonesian unless a caller writes it inside a sentence of the interface
 * language and passes that language (docs/business-rules.md#time).
 */
export function formatRelative(value: string | Date, now: Date = new Date(), language: 'id' | 'en' = 'id'): string {
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '-';
  const diffS = Math.round((d.getTime() - now.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, secs] of UNITS) {
    if (Math.abs(diffS) >= secs || unit === 'second') return rtf.format(Math.round(diffS / secs), unit);
  }
  return rtf.format(0, 'second');
}

/** A business date `YYYY-MM-DD` (a WIB calendar day: due dates, deed dates) written out in the locale ('-' when empty). */
export function formatBusinessDate(value: string | null | undefined, locale = 'id-ID'): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return '-';
  // Noon in Jakarta is that same calendar day in Jakarta, whatever the browser's zone.
  return formatDate(`${value}T12:00:00+07:00`, locale);
}
