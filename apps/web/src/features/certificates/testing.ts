import {
  type TCertificate,
  type TCertificateSummary,
  type TRenewalWindow,
  ZCertificate,
  ZCertificateSummary,
  ZRenewalWindow,
} from '@portal/contract';
import { fake } from '@portal/contract/testing';

/** Test-only: fixtures of the certificate endpoints, as the contract shapes them. */
export const UUID_CERT = '7d1e2f3a-1111-4222-8333-944445555777';
export const UUID_NEXT = '8d1e2f3a-1111-4222-8333-944445555888';

export const renewal = (over: Partial<TRenewalWindow> = {}): TRenewalWindow =>
  fake(ZRenewalWindow, {
    window_opens: '2029-08-25',
    window_closes: '2030-02-21',
    can_renew: false,
    renewal_code_reg: null,
    ...over,
  });

export const certificateItem = (over: Partial<TCertificateSummary> = {}): TCertificateSummary =>
  fake(ZCertificateSummary, {
    certificate_uuid: UUID_CERT,
    number: 'SBU-2026-000123',
    status: 'active',
    revision: 1,
    company_name: 'PT Maju Jaya',
    qualification: 'kecil',
    sub_bidang_count: 2,
    issued_on: '2026-11-24',
    valid_until: '2029-11-23',
    days_left: 1095,
    renewal: renewal(),
    superseded_by: null,
    superseded_kind: null,
    pdf_url: `/backend/api/certificates/generate_pdf.php?uuid=${UUID_CERT}`,
    ...over,
  });

const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

export const certificate = (over: Partial<TCertificate> = {}): TCertificate =>
  fake(ZCertificate, {
    ...certificateItem(),
    data: {
      company_name: 'PT Maju Jaya',
      company_address: 'Jl. Sudirman No. 1, Karet Tengsin, Tanah Abang, Kota Jakarta Pusat, DKI Jakarta 10220',
      npwp: '013121660091000',
      qualification: 'kecil',
      sub_bidang: [
        {
          code: 'KO001',
          name: 'Pekerjaan KO001',
          bidang_code: 'KO',
          bidang_name: 'Konstruksi',
          kbli_code: '40011',
          kbli_title: 'KBLI KO001',
        },
        {
          code: 'PB001',
          name: 'Pekerjaan PB001',
          bidang_code: 'PB',
          bidang_name: 'Perdagangan Besar',
          kbli_code: '40011',
          kbli_title: 'KBLI PB001',
        },
      ],
      signatory_name: 'Ir. Siti Rahma',
      signatory_position: 'Ketua LSBU',
      body_name: 'LSBU BSKI',
    },
    application: { code_reg: 'SP-123456789', type: 'new' },
    replaces: null,
    revoked_at: null,
    revoke_reason: null,
    revisions: [
      {
        revision: 1,
        reason: null,
        created_at: '2026-11-24T03:00:00.000Z',
        changed_fields: [],
        pdf_url: `/backend/api/certificates/generate_pdf.php?uuid=${UUID_CERT}&revision=1`,
      },
    ],
    status_history: [
      {
        name: 'publish',
        from_status: null,
        to_status: 'active',
        at: '2026-11-24T03:00:00.000Z',
        note: null,
        actor: { name: 'Admin Portal', role: 'admin' },
      },
    ],
    verification_count: 0,
    last_verified_at: null,
    public_url: `https://portal.test/sertifikat/${UUID_CERT}`,
    qr_svg: QR,
    ...over,
  });
