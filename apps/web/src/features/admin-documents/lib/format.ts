import { formatDate, formatDateTime } from '@/lib/format-date';

/** Dates in Asia/Jakarta (lib/format-date) written the way the chosen language writes them. */
const localeOf = (language: string) => (language.startsWith('en') ? 'en-GB' : 'id-ID');

export const showDate = (value: string | null | undefined, language: string) => (value ? formatDate(value, localeOf(language)) : '-');
export const showDateTime = (value: string | null | undefined, language: string) => (value ? formatDateTime(value, localeOf(language)) : '-');
