import {
  DOCUMENT_STATUS,
  type TAdminCompanyDetailResponse,
  type TAdminDocument,
  ZAdminCompanyDetailResponse,
  ZAdminDocument,
} from '@portal/contract';
import { fake } from '@portal/contract/testing';
import { apiPath, COMPANY_STATUS, USER_STATUS } from '@portal/contract/constants';
import { makeCompany, makeUser } from '@/app/testing/fixtures';

/** Test-only builders of the admin company detail. */
let n = 0;
export function makeDoc(over: Partial<TAdminDocument> = {}): TAdminDocument {
  n += 1;
  const uuid = over.uuid ?? `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return fake(ZAdminDocument, {
    uuid,
    document_type: 'nib',
    category: 'initial_registration',
    status: DOCUMENT_STATUS.UPLOADED,
    original_name: 'dokumen.pdf',
    file_size: 2048,
    mime_type: 'application/pdf',
    sha256: 'a'.repeat(64),
    uploaded_at: '2025-04-01T03:00:00.000Z',
    review_note: null,
    file_url: `${apiPath('documents/download.php')}?uuid=${uuid}`,
    is_current: true,
    reviewed_at: null,
    company_id: 7,
    company_name: 'PT Contoh Jaya',
    admin_file_url: `${apiPath('admin/documents/get_document.php')}?uuid=${uuid}`,
    ...over,
  });
}

/** CV: required are every type except akta_perubahan and sk_kemenkumham (docs/business-rules.md#document-types). */
export const CV_REQUIRED = [
  'kta_kadin_terakhir',
  'nib',
  'akta_pendirian',
  'npwp_perusahaan',
  'ktp_pimpinan',
  'npwp_pimpinan',
  'pasfoto_pimpinan',
];

export function makeDetail(
  docs: TAdminDocument[],
  companyOver: Partial<TAdminCompanyDetailResponse['company']> = {},
): TAdminCompanyDetailResponse {
  return fake(ZAdminCompanyDetailResponse, {
    company: {
      ...makeCompany({
        business_entity_type: 'CV',
        status: COMPANY_STATUS.IN_REVIEW,
        leader_name: 'Budi Santoso',
        address: 'Jl. Merdeka 1',
      }),
      verified_at: null,
      created_at: '2025-03-01T01:00:00.000Z',
      submitted_at: '2025-03-31T01:00:00.000Z',
      ...companyOver,
    },
    user: makeUser({ status: USER_STATUS.ACTIVE }),
    documents: docs,
    required_documents: CV_REQUIRED,
    history: [],
  });
}

/** One current document per required type, all with the given status. */
export const requiredDocs = (status: TAdminDocument['status']) =>
  CV_REQUIRED.map((t) => makeDoc({ document_type: t, status }));
