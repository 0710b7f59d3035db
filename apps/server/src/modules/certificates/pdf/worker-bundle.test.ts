import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPdfSignature } from '../../../infra/pdf/pdf-signature';
import { testSigningKey } from '../../../infra/pdf/signing-key.test-util';
import { runThroughBundles, serverRoot } from '../../../infra/pdf/worker-bundle.test-util';

describe('certificate PDF worker from the build output (docs/decisions/070)', () => {
  it('renders and signs through dist-style bundles with plain node', async () => {
    const { certificatePem: _pem, ...key } = testSigningKey();
    const sign = {
      key: { ...key, certificates: key.certificates.map((c) => Buffer.from(c).toString('base64')) },
      reason: 'Sertifikat Badan Usaha SBU-2026-000001, revisi 1',
      signingTime: '2026-11-24T03:00:00.000Z',
    };
    const stdout = await runThroughBundles(
      path.join(serverRoot, 'src/modules/certificates/pdf/index.ts'),
      (serverMjs) => `
      import { renderCertificatePdf } from ${JSON.stringify(serverMjs)};
      const pdf = await renderCertificatePdf({
        number: 'SBU-2026-000001', revision: 1, issuedOn: '2026-11-24', validUntil: '2029-11-23',
        publicUrl: 'https://portal.example.id/sertifikat/5f0c7a52-8d1e-4c1b-9a57-2f6f3b7d9e41',
        data: {
          company_name: 'PT A', company_address: 'Jl. B 1, Jakarta', npwp: null, qualification: 'kecil',
          sub_bidang: [{ code: 'PB001', name: 'Agen', bidang_code: 'PB', bidang_name: 'Perdagangan Besar', kbli_code: '46100', kbli_title: 'X' }],
          signatory_name: 'Budi', signatory_position: 'Ketua', body_name: 'BSKI',
        },
      }, (() => { const s = ${JSON.stringify(sign)}; s.key.certificates = s.key.certificates.map((c) => new Uint8Array(Buffer.from(c, 'base64'))); return s; })());
      // No closeCertificatePdfRenderer(): an idle worker must not keep the process alive.
      process.stdout.write(JSON.stringify({ pdf: pdf.toString('base64') }));
    `,
    );
    const pdf = Buffer.from((JSON.parse(stdout) as { pdf: string }).pdf, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 841.89 595.28]');
    expect(pdf.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
    expect(checkPdfSignature(pdf)).toMatchObject({ signed: true, valid: true, coversWholeFile: true });
  });
});
