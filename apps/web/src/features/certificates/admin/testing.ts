import {
  type TAdminCertificate,
  type TAdminCertificateListItem,
  type TCertificateData,
  type TCertificateDraftResponse,
  ZAdminCertificate,
  ZAdminCertificateListItem,
  ZCertificateData,
  ZCertificateDraftResponse,
} from '@portal/contract';
import { fake } from '@portal/contract/testing';
import { apiPath } from '@portal/contract/constants';

/** Test-only builders of the admin certificate screens' data. */
export const certUuid = (n: number) => `00000000-0000-4000-8000-${String(5000 + n).padStart(12, '0')}`;
export const listOf = <T>(items: T[], total = items.length, perPage = 20) => ({
  items,
  page: 1,
  per_page: perPage,
  total,
});

export function makeCertificateData(over: Partial<TCertificateData> = {}): TCertificateData {
  return fake(ZCertificateData, {
    company_name: 'PT Contoh Jaya',
    company_address: 'Jl. Merdeka No. 1, Gambir, Gambir, Kota Jakarta Pusat, DKI Jakarta 10110',
    npwp: '013121660091000',
    qualification: 'kecil',
    sub_bidang: [
      {
        code: 'BG001',
        name: 'Konstruksi Gedung Hunian',
        bidang_code: 'BG',
        bidang_name: 'Bangunan Gedung',
        kbli_code: '41011',
        kbli_title: 'Konstruksi Gedung Hunian',
      },
      {
        code: 'BG002',
        name: 'Konstruksi Gedung Perkantoran',
        bidang_code: 'BG',
        bidang_name: 'Bangunan Gedung',
        kbli_code: '41012',
        kbli_title: 'Konstruksi Gedung Perkantoran',
      },
    ],
    signatory_name: 'Dr. Budi Santoso',
    signatory_position: 'Ketua Lembaga Sertifikasi',
    body_name: 'BSKI Kadin Indonesia',
    ...over,
  });
}

export function makeCertificateRow(
  n: number,
  over: Partial<TAdminCertificateListItem> = {},
): TAdminCertificateListItem {
  const uuid = certUuid(n);
  return fake(ZAdminCertificateListItem, {
    certificate_uuid: uuid,
    number: `SBU-2026-${String(n).padStart(6, '0')}`,
    status: 'active',
    revision: 1,
    company_name: `PT Contoh ${n}`,
    qualification: 'kecil',
    sub_bidang_count: 2,
    issued_on: '2026-11-20',
    valid_until: '2029-11-19',
    days_left: 1091,
    superseded_by: null,
    superseded_kind: null,
    pdf_url: `${apiPath('certificates/generate_pdf.php')}?uuid=${uuid}`,
    company_id: 10 + n,
    code_reg: `SP-${String(300000000 + n)}`,
    revoked_at: null,
    ...over,
  });
}

export function makeAdminCertificate(over: Partial<TAdminCertificate> = {}): TAdminCertificate {
  const uuid = over.certificate_uuid ?? certUuid(1);
  const revisions = over.revisions ?? [
    {
      revision: 1,
      reason: null,
      created_at: '2026-11-20T03:00:00.000Z',
      changed_fields: [],
      pdf_url: `${apiPath('certificates/generate_pdf.php')}?uuid=${uuid}`,
    },
  ];
  return fake(ZAdminCertificate, {
    ...makeCertificateRow(1),
    certificate_uuid: uuid,
    renewal: { window_opens: '2029-08-21', window_closes: '2030-02-17', can_renew: false, renewal_code_reg: null },
    data: makeCertificateData(),
    application: { code_reg: 'SP-123456789', type: 'new' },
    replaces: null,
    revoked_at: null,
    revoke_reason: null,
    revisions,
    status_history: [
      {
        name: 'publish',
        from_status: null,
        to_status: 'active',
        at: '2026-11-20T03:00:00.000Z',
        note: null,
        actor: { name: 'Admin BSKI', role: 'admin' },
      },
    ],
    verification_count: 12,
    last_verified_at: '2026-11-23T01:00:00.000Z',
    public_url: `http://localhost/sertifikat/${uuid}`,
    qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    company_id: 7,
    revision_pdf_urls: revisions.map(
      (r) => `${apiPath('admin/certificates/view.php')}?uuid=${uuid}&revision=${r.revision}`,
    ),
    ...over,
  });
}

export function makeDraft(over: Partial<TCertificateDraftResponse> = {}): TCertificateDraftResponse {
  return fake(ZCertificateDraftResponse, {
    code_reg: 'SP-123456789',
    application_type: 'new',
    company_id: 7,
    data: makeCertificateData(),
    issued_on: '2026-11-24',
    valid_until: '2029-11-23',
    validity_years: 3,
    replaces: null,
    blockers: [],
    preview_url: `${apiPath('admin/certificates/view.php')}?code_reg=SP-123456789`,
    claimed_by: null,
    ...over,
  });
}
