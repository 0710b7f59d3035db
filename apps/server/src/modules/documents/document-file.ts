import type { FileStorage } from '../../infra/storage';
import { extensionForMime } from '../../infra/file-type';
import { AppError } from '../../lib/app-error';
import type { FileReply } from '../../lib/file-reply';
import type { Logger } from '../../lib/logger';
import type { DocumentRow } from './document-dto';
import { companyDocumentFileName, contentDisposition, downloadFileName } from './file-name';
import { msg } from '../../lib/server-message';

/**
 * A stored document as a file answer (docs/business-rules.md#files): the recorded type and size,
 * a safe name, and a sandbox CSP, so a PDF or image opened in a tab runs no script with the
 * portal's origin. `defineRoute` adds `nosniff` and `private, no-store`.
 */
export async function documentFile(
  storage: FileStorage,
  doc: DocumentRow,
  kind: 'inline' | 'attachment',
  log: Logger,
  /** An administrator's copy is named after the company and type (docs/business-rules.md#files). */
  companyName?: string | null,
): Promise<FileReply> {
  const stream = await storage.openRead(doc.storageKey);
  if (!stream) {
    log.error({ uuid: doc.uuid }, 'stored file missing');
    throw new AppError('NOT_FOUND', { message: msg('files.not_found') });
  }
  const ext = extensionForMime(doc.mimeType);
  const name = companyName
    ? companyDocumentFileName(companyName, doc.documentType, ext)
    : downloadFileName(doc.originalName, ext, `dokumen-${doc.documentType}`);
  return {
    body: stream,
    type: doc.mimeType,
    length: doc.fileSize,
    disposition: contentDisposition(kind, name),
    // sandbox: no script runs with the portal's origin; frame-ancestors: only the portal's own
    // pages may show it in their preview pane (docs/business-rules.md#files).
    headers: { 'Content-Security-Policy': "sandbox; frame-ancestors 'self'" },
  };
}
