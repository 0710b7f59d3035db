import type { FastifyReply } from 'fastify';
import type { FileStorage } from '../../infra/storage';
import { extensionForMime } from '../../infra/file-type';
import { AppError } from '../../lib/app-error';
import { contentDisposition, downloadFileName } from './file-name';
import type { DocumentRow } from './document-dto';

/**
 * Streams a stored document (DOMAIN.md "Document endpoints", SPEC §5): the recorded type, a safe
 * name, `nosniff`, a sandbox CSP (a PDF or image opened in a tab runs no script with the
 * portal's origin) and no caching of private files.
 */
export async function sendDocumentFile(
  reply: FastifyReply,
  storage: FileStorage,
  doc: DocumentRow,
  kind: 'inline' | 'attachment',
): Promise<FastifyReply> {
  const stream = await storage.openRead(doc.storageKey);
  if (!stream) {
    reply.log.error({ uuid: doc.uuid }, 'stored file missing');
    throw new AppError('NOT_FOUND', { message: 'File tidak ditemukan.' });
  }
  const name = downloadFileName(doc.originalName, extensionForMime(doc.mimeType), `dokumen-${doc.documentType}`);
  return reply
    .code(200)
    .header('Content-Type', doc.mimeType)
    .header('Content-Length', String(doc.fileSize))
    .header('Content-Disposition', contentDisposition(kind, name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', 'sandbox')
    .header('Cache-Control', 'private, no-store')
    .send(stream);
}
