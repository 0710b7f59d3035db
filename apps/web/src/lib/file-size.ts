import type { TLocale } from './locale';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A file size in binary units, as the 5 MiB upload limit is counted: 512 → "512 B",
 * 1536 → "1,5 KB" (id-ID) or "1.5 KB" (en-US), 5242880 → "5 MB". Whole bytes are not grouped.
 */
export function formatFileSize(bytes: number, locale: TLocale = 'id-ID'): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} B`;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${UNITS[unit]}`;
}
