import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runThroughBundles, serverRoot } from '../../../infra/pdf/worker-bundle.test-util';

describe('invoice PDF worker from the build output (docs/decisions/053)', () => {
  it('renders through dist-style bundles with plain node', async () => {
    const stdout = await runThroughBundles(
      path.join(serverRoot, 'src/modules/invoices/pdf/index.ts'),
      (serverMjs) => `
      import { renderInvoicePdf } from ${JSON.stringify(serverMjs)};
      const pdf = await renderInvoicePdf({
        kind: 'invoice', transId: 'INV-202611-000007', status: 'pending', issuedAt: new Date('2026-11-05T02:00:00Z'), dueDate: '2026-11-19',
        paidAt: null, codeReg: 'SP-7', applicationType: 'new', qualification: 'kecil',
        company: { name: 'PT A', address: null, npwp: null }, issuer: { name: 'BSKI', address: null, npwp: null },
        lines: [{ code: 'base', description: 'Biaya', description_en: 'Fee', quantity: 1, unit_price: 2500000, amount: 2500000 }],
        subtotal: 2500000, dpp: 2291667, ppn: 275000, total: 2775000,
        bankAccounts: [{ bank_name: 'BCA', account_number: '123456', account_holder: 'BSKI' }],
        verificationCode: 'ABCDEFGH', publicUrl: 'https://portal.example.id/invoice/INV-202611-000007?code=ABCDEFGH',
      });
      // No closeInvoicePdfRenderer(): an idle worker must not keep the process alive.
      process.stdout.write(JSON.stringify({ head: pdf.subarray(0, 5).toString(), size: pdf.length }));
    `,
    );
    const result = JSON.parse(stdout) as { head: string; size: number };
    expect(result.head).toBe('%PDF-');
    expect(result.size).toBeGreaterThan(5_000);
  });
});
