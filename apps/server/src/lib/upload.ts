import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { StorageLimitError, type FileStorage, type TempObject } from '../infra/storage';
import { AppError, fieldError } from './app-error';
import { V } from '@portal/contract';
import { msg } from './server-message';

/** How a multipart route takes its one file (`defineRoute({ upload })`). */
export interface UploadSpec {
  /** The form field of the file part. */
  field: string;
  maxBytes: number;
  /** Leading bytes kept for content sniffing. */
  headBytes: number;
}

export interface UploadedFile {
  temp: TempObject;
  /** The name the client gave, unchecked: metadata only (docs/business-rules.md#files). */
  name: string;
}

export interface ReceivedUpload {
  /** Text fields, first value of each, cut to FIELD_MAX_CHARS; no prototype. */
  fields: Record<string, unknown>;
  file: UploadedFile | null;
  /** The body was multipart at all. */
  multipart: boolean;
}

const FIELD_MAX_CHARS = 200;
const TRUNCATED_BODY = /unexpected end of (form|multipart)|terminated early|premature close/i;
// What the multipart parser (busboy) throws for a body it cannot read: no or a broken boundary in
// the content type, malformed part headers. A client error, never a 500 (docs/decisions/016).
const MALFORMED_BODY = /^multipart: |boundary not found|malformed part header|unsupported content type/i;

const tooLarge = () => new AppError('FILE_TOO_LARGE', { message: msg('upload.too_large') });

function clientErrorOf(err: unknown): unknown {
  if (err instanceof StorageLimitError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
    return tooLarge();
  // A body cut off mid-file (client gone, proxy timeout): a client error, not a 500.
  if (err instanceof Error && TRUNCATED_BODY.test(err.message))
    return new AppError('BAD_REQUEST', { message: msg('upload.truncated') });
  if (err instanceof Error && MALFORMED_BODY.test(err.message))
    return new AppError('BAD_REQUEST', { message: msg('upload.malformed') });
  return err;
}

/**
 * Reads a multipart body: text fields into a map, the one file part streamed into a temporary
 * object while it is hashed and counted. Nothing is kept on failure; on success the caller
 * discards the temporary object unless it was committed. Another kind of body gives its fields
 * and no file.
 */
export async function receiveUpload(
  req: FastifyRequest,
  spec: UploadSpec,
  storage: FileStorage,
): Promise<ReceivedUpload> {
  // Field names come from the client: no prototype, so `toString` & co. are plain entries.
  const fields: Record<string, unknown> = Object.create(null);
  if (!req.isMultipart()) {
    if (req.body && typeof req.body === 'object') Object.assign(fields, req.body);
    return { fields, file: null, multipart: false };
  }
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (fields[part.fieldname] === undefined)
          fields[part.fieldname] = String(part.value ?? '').slice(0, FIELD_MAX_CHARS);
        continue;
      }
      if (part.fieldname !== spec.field) throw fieldError(part.fieldname, V.invalid);
      const filePart = part as Multipart & { type: 'file' };
      file = {
        temp: await storage.writeTemp(filePart.file, { maxBytes: spec.maxBytes, headBytes: spec.headBytes }),
        name: filePart.filename,
      };
      if (filePart.file.truncated) throw tooLarge();
    }
    return { fields, file, multipart: true };
  } catch (err) {
    if (file) await storage.discard(file.temp);
    throw clientErrorOf(err);
  }
}
