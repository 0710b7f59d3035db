import { type TPublicCertificate, ZPublicCertificate } from '@portal/contract';
import { fake } from '@portal/contract/testing';

export const ACTIVE_UUID = '3f1c2a4b-0d5e-4f6a-8b7c-9d0e1f2a3b4c';
export const SUCCESSOR_UUID = '7a9b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

/** A certificate as certificates/public.php and verify.php answer it (ZPublicCertificate). */
export const publicCertificate = (over: Partial<TPublicCertificate> = {}): TPublicCertificate =>
  fake(ZPublicCertificate, {
    certificate_uuid: ACTIVE_UUID,
    number: 'SBU-2026-000123',
    status: 'active',
    company_name: 'PT Maju Jaya Konstruksi',
    qualification: 'menengah',
    sub_bidang: [
      { code: 'BG001', name: 'Konstruksi Gedung Hunian', bidang_name: 'Bangunan Gedung', kbli_code: '41011' },
      { code: 'SI003', name: 'Konstruksi Jalan Raya', bidang_name: 'Bangunan Sipil', kbli_code: '42101' },
    ],
    issued_on: '2026-03-12',
    valid_until: '2029-03-11',
    revision: 2,
    body_name: 'LSBU Kadin Indonesia',
    superseded_by: null,
    superseded_kind: null,
    ...over,
  });
