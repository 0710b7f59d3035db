import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type BuildOptions } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The built server starts the PDF worker from the bundle beside it (docs/decisions/053). This
 * bundles this module and the worker with the build's own options, exactly as build.mjs lays
 * them out, and renders a PDF from plain Node in a child process, where no TypeScript loader
 * can help.
 */
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const out = path.join(serverRoot, '../../node_modules/.cache', `pdf-worker-bundle-${process.pid}`);

type TBuildOptions = { bundleOptions: (entry: string, outfile: string) => BuildOptions; PDF_WORKER_ENTRY: string; PDF_WORKER_BUNDLE: string };

afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe('PDF worker from the build output', () => {
  it('renders through dist-style bundles with plain node', async () => {
    const opts = (await import(pathToFileURL(path.join(serverRoot, 'build-options.mjs')).href)) as TBuildOptions;
    const entry = path.join(serverRoot, 'src/modules/invoices/pdf/index.ts');
    await build({ ...opts.bundleOptions(entry, path.join(out, 'server.mjs')), sourcemap: false });
    await build({ ...opts.bundleOptions(path.join(serverRoot, opts.PDF_WORKER_ENTRY), path.join(out, opts.PDF_WORKER_BUNDLE)), sourcemap: false });

    const script = `
      import { renderInvoicePdf } from ${JSON.stringify(pathToFileURL(path.join(out, 'server.mjs')).href)};
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
    `;
    fs.writeFileSync(path.join(out, 'run.mjs'), script);
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(out, 'run.mjs')], { cwd: serverRoot, timeout: 20_000 });
    const result = JSON.parse(stdout) as { head: string; size: number };
    expect(result.head).toBe('%PDF-');
    expect(result.size).toBeGreaterThan(5_000);
  });
});
