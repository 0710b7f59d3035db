// The certificate PDF render time (docs/decisions/070): `BENCH_ONLY=pdf npm run bench`, and part of
// every full run. The certificate's module and the PDF workers are bundled with the server build's
// own options into a temporary folder (as dist/ lays them out), then, in this process, certificates
// are rendered one at a time through the worker thread, as the server does: BENCH_PDF_WARMUP
// (default 10) renders first, then BENCH_PDF_RENDERS (default 50) are timed, each from the call to
// the bytes back (wall time; and the process's CPU time, the steadier figure on a busy machine).
// Median and p95 are printed for a typical certificate (3 sub-bidang, one page) and a long one
// (40 sub-bidang, with the annex page); the typical wall-time median must stay within
// PDF_MEDIAN_BUDGET_MS. Each render is PAdES-signed in the worker, as every issued certificate
// is (docs/decisions/102), with a throwaway RSA-2048 key: the budget includes the signature.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './lib.mjs';

const RENDERS = Number(process.env.BENCH_PDF_RENDERS ?? 50);
const WARMUP = Number(process.env.BENCH_PDF_WARMUP ?? 10);
export const PDF_MEDIAN_BUDGET_MS = 150;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function certificate(subBidangCount) {
  const catalogue = JSON.parse(fs.readFileSync(path.join(root, 'apps/server/src/db/seed/sub-bidang.json'), 'utf8'));
  const sub = Array.from({ length: subBidangCount }, (_, i) => catalogue[i % catalogue.length]);
  return {
    number: 'SBU-2026-000123',
    revision: 1,
    issuedOn: '2026-11-24',
    validUntil: '2029-11-23',
    publicUrl: 'https://portal.example.id/sertifikat/5f0c7a52-8d1e-4c1b-9a57-2f6f3b7d9e41',
    data: {
      company_name: 'PT Maju Jaya Konstruksi Nusantara',
      company_address: 'Jl. Merdeka No. 1, Kel. Gambir, Kec. Gambir, Kota Jakarta Pusat, DKI Jakarta 10110',
      npwp: '013121660091000',
      qualification: 'menengah',
      sub_bidang: sub.map((s) => ({
        code: s.code,
        name: s.name,
        bidang_code: s.bidang_code,
        bidang_name: s.bidang_name,
        kbli_code: s.kbli,
        kbli_title: s.kbli_title,
      })),
      signatory_name: 'Dr. Ir. Hendra Wijaya, M.T.',
      signatory_position: 'Ketua Badan Sertifikasi',
      body_name: 'Badan Sertifikasi Kamar Dagang dan Industri Indonesia',
    },
  };
}

/** Runs the PDF bench; answers true when the typical median is over budget. */
export async function pdfBench() {
  const serverRoot = path.join(root, 'apps/server');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pdf-'));
  let close = null;
  try {
    const { PDF_WORKERS, bundleOptions } = await import(pathToFileURL(path.join(serverRoot, 'build-options.mjs')).href);
    const entry = path.join(out, 'certificate-pdf.mjs');
    await build({
      ...bundleOptions(path.join(serverRoot, 'src/modules/certificates/pdf/index.ts'), entry),
      sourcemap: false,
    });
    for (const w of PDF_WORKERS)
      await build({ ...bundleOptions(path.join(serverRoot, w.entry), path.join(out, w.bundle)), sourcemap: false });
    // The bundles import npm packages by name: they resolve from a node_modules beside them.
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(out, 'node_modules'), 'dir');
    const keyEntry = path.join(out, 'signing-key.mjs');
    await build({
      ...bundleOptions(path.join(serverRoot, 'src/infra/pdf/signing-key.test-util.ts'), keyEntry),
      sourcemap: false,
    });
    const mod = await import(pathToFileURL(entry).href);
    close = mod.closeCertificatePdfRenderer;
    const key = (await import(pathToFileURL(keyEntry).href)).testSigningKey('LSBU Bench');
    const sign = () => ({
      key,
      reason: 'Sertifikat Badan Usaha SBU-2026-000123, revisi 1',
      signingTime: new Date().toISOString(),
    });

    const rows = [];
    const lines = [];
    let failed = false;
    for (const [name, count] of [
      ['typical (3 sub-bidang, 1 page)', 3],
      ['long (40 sub-bidang, 2 pages)', 40],
    ]) {
      const input = certificate(count);
      for (let i = 0; i < WARMUP; i++) await mod.renderCertificatePdf(input, sign());
      const times = [];
      const cpu = [];
      let bytes = 0;
      for (let i = 0; i < RENDERS; i++) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const pdf = await mod.renderCertificatePdf(input, sign());
        times.push(performance.now() - t0);
        // This thread only waits meanwhile, so the process's CPU time is the worker's drawing.
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
        bytes = pdf.length;
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      const median = percentile(times, 50);
      const p95 = percentile(times, 95);
      rows.push({
        certificate: name,
        renders: RENDERS,
        'median ms': median.toFixed(1),
        'p95 ms': p95.toFixed(1),
        'max ms': times.at(-1).toFixed(1),
        'CPU median ms': percentile(cpu, 50).toFixed(1),
        'PDF KB': (bytes / 1024).toFixed(0),
      });
      lines.push(
        `bench: pdf certificate ${count} sub-bidang median ${median.toFixed(1)} p95 ${p95.toFixed(1)} cpu ${percentile(cpu, 50).toFixed(1)}`,
      );
      if (count === 3 && median > PDF_MEDIAN_BUDGET_MS) failed = true;
    }
    console.log(
      `\nCertificate PDF: ${RENDERS} renders one at a time through the worker thread, after ${WARMUP} warm-up renders\n`,
    );
    console.table(rows);
    console.log(lines.join('\n'));
    if (failed) console.error(`The typical certificate's median render time is over ${PDF_MEDIAN_BUDGET_MS} ms.`);
    return failed;
  } finally {
    await close?.();
    fs.rmSync(out, { recursive: true, force: true });
  }
}
