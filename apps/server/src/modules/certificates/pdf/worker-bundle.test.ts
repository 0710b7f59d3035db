import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runThroughBundles, serverRoot } from '../../../infra/pdf/worker-bundle.test-util';

describe('certificate PDF worker from the build output (docs/decisions/070)', () => {
  it('renders through dist-style bundles with plain node', async () => {
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
      });
      // No closeCertificatePdfRenderer(): an idle worker must not keep the process alive.
      process.stdout.write(JSON.stringify({ head: pdf.subarray(0, 5).toString(), size: pdf.length, landscape: pdf.toString('latin1').includes('/MediaBox [0 0 841.89 595.28]') }));
    `,
    );
    const result = JSON.parse(stdout) as { head: string; size: number; landscape: boolean };
    expect(result.head).toBe('%PDF-');
    expect(result.size).toBeGreaterThan(10_000);
    expect(result.landscape).toBe(true);
  });
});
