import { act } from '@testing-library/react';
import type { TDocument } from '@portal/contract';
import { DOCUMENT_CATEGORY, DOCUMENT_STATUS } from '@portal/contract';

/** Test-only: a registration document as documents/list.php answers it. */
export function makeDocument(over: Partial<TDocument> = {}): TDocument {
  const uuid = over.uuid ?? `0b9f3c5e-1f2a-4c3d-9e8f-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}`;
  return {
    uuid,
    document_type: 'ktp_pimpinan',
    category: DOCUMENT_CATEGORY.INITIAL_REGISTRATION,
    status: DOCUMENT_STATUS.UPLOADED,
    original_name: 'ktp.pdf',
    file_size: 120_000,
    mime_type: 'application/pdf',
    sha256: 'a'.repeat(64),
    uploaded_at: '2025-03-01T03:00:00.000Z',
    review_note: null,
    file_url: `/backend/api/documents/download.php?uuid=${uuid}`,
    ...over,
  };
}

/** Test-only: a controllable XMLHttpRequest (the upload's transport). */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static reset() {
    FakeXhr.instances = [];
  }
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  aborted = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.instances.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}
