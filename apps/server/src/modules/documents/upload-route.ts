import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, UPLOAD_FIELD, UPLOAD_MAX_BYTES, V, ZUploadDocumentFields } from '@portal/contract';
import { FILE_SIGNATURE_BYTES, detectFileType } from '../../infra/file-type';
import { StorageLimitError, type TempObject } from '../../infra/storage';
import { AppError, fieldError } from '../../lib/app-error';
import { assertAccess, parseOrThrow } from '../../lib/route';
import { CSRF_HEADER, assertCsrf, csrfCookieOf, isCsrfTokenValid } from '../../plugins/csrf';
import { toDocumentDto } from './document-dto';
import { sanitizeOriginalName } from './file-name';
import { MSG } from './guards';
import { assertQuotaLeft, saveUploadedDocument } from './upload-service';

const FIELD_MAX_CHARS = 200;
const TRUNCATED_BODY = /unexpected end of (form|multipart)|terminated early|premature close/i;
// What the multipart parser (busboy) throws for a body it cannot read: no or a broken boundary in
// the content type, malformed part headers. A client error, never a 500 (docs/decisions/016).
const MALFORMED_BODY = /^multipart: |boundary not found|malformed part header|unsupported content type/i;

const tooLarge = () => new AppError('FILE_TOO_LARGE', { message: MSG.tooLarge });

/** The header token alone, checked before a single byte of the body is read. */
function assertCsrfHeader(req: FastifyRequest, key: string): void {
  const header = req.headers[CSRF_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || !isCsrfTokenValid(csrfCookieOf(req), token, key)) throw new AppError('CSRF_INVALID');
}

/**
 * POST documents/upload.php (DOMAIN.md "Registration documents", SPEC §7): multipart with
 * `document`, `document_type`, `category`, `csrf_token`. The file streams into a temporary object
 * while it is hashed and counted; only a complete file of an accepted type (magic bytes) under
 * the size limit is committed and recorded. Every other path discards the temporary object.
 */
export function registerUploadRoute(app: FastifyInstance): void {
  const meta = { access: 'user', csrf: true, body: ZUploadDocumentFields, multipart: true } as const;
  app.post(API.documentsUpload, { config: { meta } }, async (req, reply) => {
    const deps = app.deps;
    assertAccess('user', req.user);
    assertCsrfHeader(req, deps.csrfKey);
    // Abuse limits before a byte of the body is read (docs/decisions/015): files per hour, and a
    // quota already used up. The quota is checked again, exactly, when the file is recorded.
    await deps.rateLimiter.consume('upload_user', String(req.user!.id));
    await assertQuotaLeft(deps.db, req.user!.id, 1); // an accepted file has at least one byte
    if (!req.isMultipart()) {
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      assertCsrf(req, deps.csrfKey, body.csrf_token);
      throw fieldError(UPLOAD_FIELD.FILE, V.required);
    }

    // Field names come from the client: no prototype, so `toString` & co. are plain entries.
    const fields: Record<string, string> = Object.create(null);
    let temp: TempObject | null = null;
    let truncated = false;
    let rawName = '';
    try {
      try {
        for await (const part of req.parts()) {
          if (part.type === 'field') {
            if (fields[part.fieldname] === undefined) fields[part.fieldname] = String(part.value ?? '').slice(0, FIELD_MAX_CHARS);
            continue;
          }
          if (part.fieldname !== UPLOAD_FIELD.FILE) throw fieldError(part.fieldname, V.invalid);
          temp = await deps.storage.writeTemp((part as Multipart & { type: 'file' }).file, {
            maxBytes: UPLOAD_MAX_BYTES,
            headBytes: FILE_SIGNATURE_BYTES,
          });
          truncated = part.file.truncated;
          rawName = part.filename;
          if (truncated) break;
        }
      } catch (err) {
        if (err instanceof StorageLimitError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        // A body cut off mid-file (client gone, proxy timeout): a client error, not a 500.
        if (err instanceof Error && TRUNCATED_BODY.test(err.message)) throw new AppError('BAD_REQUEST', { message: MSG.truncated });
        if (err instanceof Error && MALFORMED_BODY.test(err.message)) throw new AppError('BAD_REQUEST', { message: MSG.malformed });
        throw err;
      }
      if (truncated) throw tooLarge();
      assertCsrf(req, deps.csrfKey, fields[UPLOAD_FIELD.CSRF]);
      const parsed = parseOrThrow(ZUploadDocumentFields, fields);
      if (!temp) throw fieldError(UPLOAD_FIELD.FILE, V.required);
      if (temp.size === 0) throw new AppError('FILE_REJECTED', { message: MSG.emptyFile });
      const type = detectFileType(temp.head);
      if (!type) throw new AppError('FILE_REJECTED', { message: MSG.badType });

      const row = await saveUploadedDocument(deps, req.user!, {
        fields: parsed,
        temp,
        type,
        originalName: sanitizeOriginalName(rawName, parsed.document_type),
      });
      temp = null; // committed: nothing left to discard
      return reply.code(201).send({ status: 'success', message: 'Dokumen berhasil diunggah.', data: { document: toDocumentDto(row) } });
    } finally {
      if (temp) await deps.storage.discard(temp);
    }
  });
}
