import { type TDocument, ZDocument } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import { DOCUMENT_CATEGORY, DOCUMENT_STATUS } from '@portal/contract';

/** Test-only: a registration document as documents/list.php answers it. */
export function makeDocument(over: Partial<TDocument> = {}): TDocument {
  const uuid = over.uuid ?? `0b9f3c5e-1f2a-4c3d-9e8f-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}`;
  return fake(ZDocument, {
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
  });
}

export { FakeXhr } from '@/test/fake-xhr';
