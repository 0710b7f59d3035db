import { publicCertificatePath } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeQrOnFirstPage, pdfFonts, readPdf } from '../../../infra/pdf/read-pdf.test-util';
import { CERT_UUID, catalogueSubBidang, certificate } from './fixture.test-util';
import { closeCertificatePdfRenderer, renderCertificatePdf } from './index';

const A4_LANDSCAPE = { width: 841.89, height: 595.28 };
const PUBLIC_URL = 'https://portal.example.id';

afterAll(() => closeCertificatePdfRenderer());

describe('certificate PDF (docs/business-rules.md#certificate-pdf)', () => {
  it('is one A4 landscape page with the body, title, number, holder, classification, sub-bidang, dates and signatory', async () => {
    const pdf = await renderCertificatePdf(certificate());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0].width).toBeCloseTo(A4_LANDSCAPE.width, 1);
    expect(pages[0].height).toBeCloseTo(A4_LANDSCAPE.height, 1);
    const { text } = pages[0];
    for (const s of [
      'SERTIFIKAT BADAN USAHA',
      'BADAN SERTIFIKASI KAMAR DAGANG DAN INDUSTRI INDONESIA',
      'Nomor SBU-2026-000123',
      'PT Maju Jaya Konstruksi Nusantara',
      'Jl. Merdeka No. 1, Kel. Gambir, Kec. Gambir, Kota Jakarta Pusat, DKI Jakarta 10110',
      'NPWP 01.312.166.0-091.000',
      'Menengah',
      // The classification: each bidang once, though two sub-bidang share the first.
      'Perdagangan Besar · Perdagangan Eceran',
      'PB001',
      'Agen/Perantara Perdagangan Besar',
      '46100',
      'PB002',
      'Perdagangan Besar Alat Tulis',
      '46421',
      'PE004',
      'Eceran Alat Tulis',
      '47611',
      'Diterbitkan pada 24 November 2026',
      'berlaku sampai dengan 23 November 2029',
      'Dr. Ir. Hendra Wijaya, M.T.',
      'Ketua Badan Sertifikasi',
      'Badan Sertifikasi Kamar Dagang dan Industri Indonesia',
      `${PUBLIC_URL}/sertifikat/${CERT_UUID}`,
    ]) {
      expect(text).toContain(s);
    }
    expect(text.match(/Perdagangan Besar ·/g)).toHaveLength(1);
    // Every date in words, never YYYY-MM-DD (issue 23, point 4).
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect(text).not.toContain('Revisi');
    expect(text).not.toContain('PRATINJAU');
  });

  it('says "Revisi N" from the second revision on, beside the same number', async () => {
    const [page] = await readPdf(await renderCertificatePdf(certificate({ revision: 2 })));
    expect(page.text).toContain('Nomor SBU-2026-000123 · Revisi 2');
  });

  it('prints the NPWP only when the company has one, and a 16-digit NPWP in its own grouping', async () => {
    const none = await readPdf(
      await renderCertificatePdf(certificate({ data: { ...certificate().data, npwp: null } })),
    );
    expect(none[0].text).not.toContain('NPWP');
    const sixteen = await readPdf(
      await renderCertificatePdf(certificate({ data: { ...certificate().data, npwp: '0013121660091000' } })),
    );
    expect(sixteen[0].text).toContain('NPWP 0013.1216.6009.1000');
  });

  it('embeds its fonts (DejaVu subsets) and refers to no standard-14 font', async () => {
    const pdf = await renderCertificatePdf(certificate());
    const fonts = pdfFonts(pdf);
    for (const name of fonts.baseFonts) expect(name).toMatch(/^[A-Z]{6}\+DejaVu(Sans|Serif)(-Bold|-Italic)?$/);
    expect(new Set(fonts.baseFonts.map((n) => n.slice(7)))).toEqual(
      new Set(['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSerif-Bold', 'DejaVuSerif-Italic']),
    );
    expect(fonts.subtypes).not.toContain('Type1');
    expect(fonts.embeddedPrograms).toBe(4); // one subset program per typeface
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont\s*\/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);
  });

  it('carries a QR code, decoded from the rendered page, that opens the public page of this certificate', async () => {
    const pdf = await renderCertificatePdf(certificate());
    const { text } = await decodeQrOnFirstPage(pdf, 3);
    expect(text).toBe(`${PUBLIC_URL}/sertifikat/${CERT_UUID}`);
    // Followed: it leads to the portal's public certificate route for this UUID, and nowhere else.
    const url = new URL(text ?? '');
    expect(url.origin).toBe(PUBLIC_URL);
    expect(url.pathname).toBe(publicCertificatePath(CERT_UUID));
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });

  it('marks a preview "PRATINJAU — BELUM DITERBITKAN" and gives it no number and no QR code', async () => {
    const pdf = await renderCertificatePdf(certificate({ number: null, publicUrl: null }));
    const pages = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    const { text } = pages[0];
    expect(text.match(/PRATINJAU — BELUM DITERBITKAN/g)?.length).toBeGreaterThanOrEqual(2); // in the number's place and across the page
    expect(text).not.toContain('Nomor');
    expect(text).not.toContain('/sertifikat/');
    expect(text).toContain('PT Maju Jaya Konstruksi Nusantara');
    expect((await decodeQrOnFirstPage(pdf, 3)).text).toBeNull();
  });

  it('fits a dozen sub-bidang on the first page, in two columns', async () => {
    const rows = catalogueSubBidang(12, 20);
    const pages = await readPdf(
      await renderCertificatePdf(certificate({ data: { ...certificate().data, sub_bidang: rows } })),
    );
    expect(pages).toHaveLength(1);
    for (const r of rows) {
      expect(pages[0].text).toContain(r.code);
      expect(pages[0].text).toContain(r.kbli_code);
    }
  });

  it('moves 40 sub-bidang to an annex page, every code and KBLI printed once, each page numbered', async () => {
    const rows = catalogueSubBidang(40);
    const pdf = await renderCertificatePdf(
      certificate({ revision: 3, data: { ...certificate().data, sub_bidang: rows } }),
    );
    const pages = await readPdf(pdf);
    expect(pages).toHaveLength(2);
    for (const p of pages) {
      expect(p.width).toBeCloseTo(A4_LANDSCAPE.width, 1);
      expect(p.height).toBeCloseTo(A4_LANDSCAPE.height, 1);
    }
    expect(pages[0].text).toContain('40 sub-bidang beserta kode KBLI-nya tercantum pada Lampiran (halaman 2)');
    expect(pages[0].text).toContain('SBU-2026-000123 · Halaman 1 dari 2');
    // The first page still says what the annex covers, bidang by bidang.
    expect(pages[0].text).toContain('PB Perdagangan Besar 9 sub-bidang');
    expect(pages[0].text).toContain('PR Periklanan, Riset Pasar dan Penyelenggaraan Acara 5 sub-bidang');
    expect(pages[1].text).toContain('LAMPIRAN SERTIFIKAT BADAN USAHA');
    expect(pages[1].text).toContain('Nomor SBU-2026-000123 · Revisi 3 · PT Maju Jaya Konstruksi Nusantara');
    expect(pages[1].text).toContain('SBU-2026-000123 · Halaman 2 dari 2');
    for (const r of rows) {
      expect(pages[1].text.split(` ${r.code} `)).toHaveLength(2);
      expect(pages[1].text).toContain(`${r.code} ${r.name} ${r.kbli_code}`);
    }
    expect(pages[1].text).toContain('40.');
    // The first page still carries the QR code.
    expect((await decodeQrOnFirstPage(pdf, 3)).text).toBe(`${PUBLIC_URL}/sertifikat/${CERT_UUID}`);
  });

  it('continues a very long list over further annex pages', async () => {
    const rows = [...catalogueSubBidang(70), ...catalogueSubBidang(30)]; // the most an application may have
    const pages = await readPdf(
      await renderCertificatePdf(certificate({ data: { ...certificate().data, sub_bidang: rows } })),
    );
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages[0].text).toContain(`Lampiran (halaman 2–${pages.length})`);
    const annex = pages
      .slice(1)
      .map((p) => p.text)
      .join(' ');
    expect(annex).toContain('100.');
    for (const p of pages.slice(1)) expect(p.text).toContain('LAMPIRAN SERTIFIKAT BADAN USAHA');
  });
});

describe('rendering off the event loop (docs/decisions/070)', () => {
  it('keeps the event loop turning while 10 certificates render', async () => {
    await renderCertificatePdf(certificate()); // the worker is up, so what follows measures rendering only
    let ticks = 0;
    let ticksBeforeFirst: number | null = null;
    const timer = setInterval(() => ticks++, 1);
    try {
      const pdfs = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          renderCertificatePdf(certificate({ number: `SBU-2026-00020${i}` })).then((pdf) => {
            ticksBeforeFirst ??= ticks;
            return pdf;
          }),
        ),
      );
      const texts = await Promise.all(pdfs.map(async (p) => (await readPdf(p))[0].text));
      texts.forEach((t, i) => expect(t).toContain(`SBU-2026-00020${i}`));
    } finally {
      clearInterval(timer);
    }
    // The timer fired while the first PDF was still being drawn: drawing happens on another thread.
    expect(ticksBeforeFirst).toBeGreaterThan(0);
    expect(ticks).toBeGreaterThan(ticksBeforeFirst ?? 0);
  });
});
