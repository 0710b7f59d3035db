import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@portal/contract';

export type TFileProblem = 'empty' | 'badType' | 'tooLarge';

const ALLOWED_EXTENSION = /\.(pdf|jpe?g|png)$/i;
// Browsers that cannot tell a type leave it empty or generic; the extension decides then.
const UNKNOWN_TYPES = ['', 'application/octet-stream'];

/**
 * A first check on the client with a clear message (DOMAIN.md: PDF, JPG, PNG, at most 5 MiB).
 * The server decides by content (magic bytes); this only spares a pointless upload.
 */
export function checkUploadFile(file: Pick<File, 'name' | 'size' | 'type'>): TFileProblem | null {
  const typeOk = (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type) || UNKNOWN_TYPES.includes(file.type);
  if (!ALLOWED_EXTENSION.test(file.name) || !typeOk) return 'badType';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}

/** 5242880 → "5 MB", 1536 → "1,5 KB" (Indonesian decimals; binary units as the 5 MiB limit). */
export function formatFileSize(bytes: number, locale = 'id-ID'): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${text} ${units[unit]}`;
}
