import type { FastifyInstance } from 'fastify';
import { detectFileType } from '../../infra/file-type';
import { AppError } from '../../lib/app-error';
import { defineRoute } from '../../lib/route';
import { toDocumentDto } from './document-dto';
import { sanitizeOriginalName } from './file-name';
import { assertQuotaLeft, saveUploadedDocument } from './upload-service';
import { msg } from '../../lib/server-message';

/**
 * POST documents/upload.php (docs/business-rules.md#files): multipart with `document`,
 * `document_type`, `category`, `csrf_token`. The file streams into a temporary object while it is
 * hashed and counted; only a complete file of an accepted type (by its first bytes) under the size
 * limit is committed and recorded. Every other path leaves no file behind.
 */
export function registerUploadRoute(app: FastifyInstance): void {
  defineRoute(app, 'documents/upload.php', {
    // Abuse limits before a byte of the body is read (docs/decisions/015): files per hour, and a
    // quota already used up. The quota is checked again, exactly, when the file is recorded.
    beforeBody: async ({ deps, user }) => {
      await deps.rateLimiter.consume('upload_user', String(user.id));
      await assertQuotaLeft(deps.db, user.id, 1); // an accepted file has at least one byte
    },
    handler: async ({ deps, user, body, file }) => {
      if (file.temp.size === 0) throw new AppError('FILE_REJECTED', { message: msg('upload.empty_file') });
      const type = detectFileType(file.temp.head);
      if (!type) throw new AppError('FILE_REJECTED', { message: msg('upload.bad_type') });
      const row = await saveUploadedDocument(deps, user, {
        fields: body,
        temp: file.temp,
        type,
        originalName: sanitizeOriginalName(file.name, body.document_type),
      });
      return { statusCode: 201, message: msg('documents.uploaded'), data: { document: toDocumentDto(row) } };
    },
  });
}
