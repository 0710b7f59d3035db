import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '@portal/contract';

export type TFileProblem = 'empty' | 'badType' | 'tooLarge';

const ALLOWED_EXTENSION = /\.(pdf|jpe?g|png)$/i;
// Browsers that cannot tell a type leave it empty or generic; the extension decides then.
const UNKNOWN_TYPES = ['', 'application/octet-stream'];

/**
 * A first check on the client with a clear message (PDF, JPG, PNG, at most 5 MiB: docs/business-rules.md#files).
 * The server decides by content (magic bytes); this only spares a pointless upload.
 */
export function checkUploadFile(file: Pick<File, 'name' | 'size' | 'type'>): TFileProblem | null {
  const typeOk = (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type) || UNKNOWN_TYPES.includes(file.type);
  if (!ALLOWED_EXTENSION.test(file.name) || !typeOk) return 'badType';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}
