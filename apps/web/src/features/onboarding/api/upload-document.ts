import { API } from '@portal/contract/constants';
import { DOCUMENT_CATEGORY, UPLOAD_FIELD, type TDocument, type TDocumentCategory } from '@portal/contract';
import { ApiError, getCsrfToken, resetCsrfToken } from '@/lib/api-client';
import { networkError, parseEnvelope, timeoutError, toApiError } from '@/lib/api-error';

/** A 5 MB file on a slow line: far more than the JSON calls' 30 s. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

export interface TUploadRequest {
  file: File;
  documentType: string;
  category?: TDocumentCategory;
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * One multipart POST through XMLHttpRequest, the only browser API that reports upload progress.
 * Fields first, the file last (`document_type`, `category`, `csrf_token`, `document`;
 * docs/api.md#documents), and the token in the X-CSRF-Token header too (docs/business-rules.md#csrf).
 */
function send(req: TUploadRequest, token: string): Promise<TDocument> {
  return new Promise((resolve, reject) => {
    if (req.signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append(UPLOAD_FIELD.TYPE, req.documentType);
    form.append(UPLOAD_FIELD.CATEGORY, req.category ?? DOCUMENT_CATEGORY.INITIAL_REGISTRATION);
    form.append(UPLOAD_FIELD.CSRF, token);
    form.append(UPLOAD_FIELD.FILE, req.file, req.file.name);

    xhr.open('POST', API.documentsUpload);
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
      const document = (body.data as { document?: TDocument } | undefined)?.document;
      if (xhr.status >= 200 && xhr.status < 300 && body.status === 'success' && document) resolve(document);
      else reject(toApiError(xhr.status, body, xhr.getResponseHeader('Retry-After')));
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
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    xhr.send(form);
  });
}

/** POST documents/upload.php → data.document. A rejected CSRF token is fetched again once, as apiSend does. */
export async function uploadDocument(req: TUploadRequest): Promise<TDocument> {
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
