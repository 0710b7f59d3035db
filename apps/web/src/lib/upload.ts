import { apiPath, type TBodyOf, type TDataOf } from '@portal/contract/constants';
import { DOCUMENT_CATEGORY, UPLOAD_FIELD, type TDocument, type TDocumentCategory } from '@portal/contract';
import { ApiError, getCsrfToken, resetCsrfToken } from './api-client';
import { networkError, parseEnvelope, timeoutError, toApiError } from './api-error';
import { checkAnswer } from './contract-check';

/** A 5 MB file on a slow line: far more than the JSON calls' 30 s. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** The endpoints that take a file (multipart; docs/api.md). */
export type TUploadPath =
  | 'documents/upload.php'
  | 'transactions/upload_proof.php'
  | 'certificates/verify-file.php'
  | 'admin/payments/import-statement.php';

export interface TMultipartRequest<P extends TUploadPath, T> {
  path: P;
  /** Text fields, in order; the CSRF token is added after them, the file last. */
  fields: TBodyOf<P>;
  fileField: string;
  file: File;
  /** Picks the answer out of the envelope's data; undefined counts as a failed upload. */
  pick: (data: TDataOf<P>) => T | undefined;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const aborted = () => new DOMException('Upload aborted', 'AbortError');

/**
 * One multipart POST through XMLHttpRequest, the only browser API that reports upload progress.
 * The token travels in the X-CSRF-Token header and the `csrf_token` field (docs/business-rules.md#csrf).
 */
function send<P extends TUploadPath, T>(req: TMultipartRequest<P, T>, token: string): Promise<T> {
  return new Promise((resolve, reject) => {
    if (req.signal?.aborted) {
      reject(aborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    for (const [name, value] of Object.entries(req.fields)) if (typeof value === 'string') form.append(name, value);
    form.append(UPLOAD_FIELD.CSRF, token);
    form.append(req.fileField, req.file, req.file.name);

    xhr.open('POST', apiPath(req.path));
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('X-CSRF-Token', token);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) req.onProgress?.(Math.min(100, (e.loaded / e.total) * 100));
    };
    const onAbort = () => xhr.abort();
    req.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => req.signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      done();
      const body = parseEnvelope(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300 && body.status === 'success';
      const retryAfter = xhr.getResponseHeader('Retry-After');
      // The answer is checked against the contract first (development and tests only).
      (ok ? checkAnswer(req.path, body.data) : Promise.resolve()).then(() => {
        const picked = ok ? req.pick(body.data as TDataOf<P>) : undefined;
        if (picked !== undefined) resolve(picked);
        else reject(toApiError(xhr.status, body, retryAfter));
      }, reject);
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.ontimeout = () => {
      done();
      reject(timeoutError());
    };
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    xhr.send(form);
  });
}

/** A multipart upload with progress; a rejected CSRF token is fetched again once, as apiSend does. */
export async function uploadMultipart<P extends TUploadPath, T>(req: TMultipartRequest<P, T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const token = await getCsrfToken();
    try {
      return await send(req, token);
    } catch (e) {
      if (attempt === 0 && e instanceof ApiError && e.code === 'CSRF_INVALID') {
        resetCsrfToken();
        continue;
      }
      throw e;
    }
  }
}

export interface TUploadRequest {
  file: File;
  documentType: string;
  category?: TDocumentCategory;
  /** The draft a supporting document (`sbu_application`) belongs to. */
  codeReg?: string;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POST documents/upload.php → data.document (docs/api.md#documents): fields first, the file last. */
export function uploadDocument(req: TUploadRequest): Promise<TDocument> {
  return uploadMultipart({
    path: 'documents/upload.php',
    fields: {
      [UPLOAD_FIELD.TYPE]: req.documentType,
      [UPLOAD_FIELD.CATEGORY]: req.category ?? DOCUMENT_CATEGORY.INITIAL_REGISTRATION,
      ...(req.codeReg ? { [UPLOAD_FIELD.CODE_REG]: req.codeReg } : {}),
    } as TBodyOf<'documents/upload.php'>,
    fileField: UPLOAD_FIELD.FILE,
    file: req.file,
    pick: (data) => data?.document,
    onProgress: req.onProgress,
    signal: req.signal,
  });
}
