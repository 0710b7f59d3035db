import { ZCertificateData, ZCertificateSubBidang, type TCertificateSubBidang } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import catalogue from '../../../db/seed/sub-bidang.json';
import type { TCertificatePdfData } from './certificate-pdf-data';

/** Sub-bidang from the seeded catalogue, as a certificate snapshots them (the contract's shape, through fake). */
export const catalogueSubBidang = (n: number, from = 0): TCertificateSubBidang[] =>
  catalogue.slice(from, from + n).map((s) =>
    fake(ZCertificateSubBidang, {
      code: s.code,
      name: s.name,
      bidang_code: s.bidang_code,
      bidang_name: s.bidang_name,
      kbli_code: s.kbli,
      kbli_title: s.kbli_title,
    }),
  );

export const CERT_UUID = '5f0c7a52-8d1e-4c1b-9a57-2f6f3b7d9e41';

/** An issued certificate, revision 1, of a company with three sub-bidang in two bidang. */
export const certificate = (over: Partial<TCertificatePdfData> = {}): TCertificatePdfData => ({
  number: 'SBU-2026-000123',
  revision: 1,
  issuedOn: '2026-11-24',
  validUntil: '2029-11-23',
  publicUrl: `https://portal.example.id/sertifikat/${CERT_UUID}`,
  data: fake(ZCertificateData, {
    company_name: 'PT Maju Jaya Konstruksi Nusantara',
    company_address: 'Jl. Merdeka No. 1, Kel. Gambir, Kec. Gambir, Kota Jakarta Pusat, DKI Jakarta 10110',
    npwp: '013121660091000',
    qualification: 'menengah',
    sub_bidang: [...catalogueSubBidang(2), ...catalogueSubBidang(1, 12)],
    signatory_name: 'Dr. Ir. Hendra Wijaya, M.T.',
    signatory_position: 'Ketua Badan Sertifikasi',
    body_name: 'Badan Sertifikasi Kamar Dagang dan Industri Indonesia',
  }),
  ...over,
});
