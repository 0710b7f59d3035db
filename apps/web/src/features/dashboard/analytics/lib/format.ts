import type { TLanguage } from '@portal/contract/constants';
import { formatCurrency } from '@/lib/currency';
import { LOCALES } from '@/lib/locale';

/** Money on an axis: "Rp 3,1 jt" / "Rp 3.1M" — the full rupiah stays in the tooltip and the table. */
const SHORT_UNITS: Record<TLanguage, [number, string][]> = {
  id: [
    [1e12, ' T'],
    [1e9, ' M'],
    [1e6, ' jt'],
    [1e3, ' rb'],
  ],
  en: [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
};

export function shortRupiah(amount: number, language: TLanguage): string {
  const abs = Math.abs(amount);
  const number = (v: number) => new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(v);
  for (const [unit, suffix] of SHORT_UNITS[language]) {
    if (abs >= unit) return `Rp ${number(amount / unit)}${suffix}`;
  }
  return `Rp ${number(amount)}`;
}

/** The full amount: "Rp 3.100.000" (the portal's one rupiah format). */
export const fullRupiah = (amount: number): string => formatCurrency(amount);

/** A count or a number of days in the reader's language ("1.234" / "1,234"; "12,5" / "12.5"). */
export const formatNumber = (value: number, language: TLanguage): string =>
  new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 }).format(value);

/** `YYYY-MM` (a WIB month) → "Mei 2026" / "May 2026"; `short` → "Mei" / "May". */
export function monthLabel(month: string, language: TLanguage, short = false): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  // The calendar month itself, not an instant: formatted in UTC so no zone moves it.
  const options: Intl.DateTimeFormatOptions = short
    ? { month: 'short', timeZone: 'UTC' }
    : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(LOCALES[language], options).format(new Date(Date.UTC(y, m - 1, 1)));
}

/** `YYYY-MM-DD` (a week's Monday) → "18 Mei" / "May 18"; `withYear` → "18 Mei 2026" / "May 18, 2026". */
export function dayLabel(day: string, language: TLanguage, withYear = false): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
    ...(withYear ? { year: 'numeric' } : {}),
  };
  return new Intl.DateTimeFormat(LOCALES[language], options).format(new Date(Date.UTC(y, m - 1, d)));
}
