import { DEFAULT_FEE_SCHEDULE, computeFee } from '@portal/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { type TInvoicePdfData, closeInvoicePdfRenderer, renderInvoicePdf } from './index';
import { decodeQrOnFirstPage, pdfFonts, readPdf } from '../../../infra/pdf/read-pdf.test-util';

/** The worked example of docs/business-rules.md#tax: new, kecil, 3 sub-bidang → Rp 3.885.000. */
const quote = computeFee(DEFAULT_FEE_SCHEDULE, { applicationType: 'new', qualification: 'kecil', subBidangCount: 3 });

const invoice = (over: Partial<TInvoicePdfData> = {}): TInvoicePdfData => ({
  kind: 'invoice',
  transId: 'INV-202612-000042',
  status: 'pending',
  // 2026-11-30 17:30 UTC is 1 December 00:30 in Jakarta: the PDF must print the WIB day.
  issuedAt: new Date('2026-11-30T17:30:00Z'),
  dueDate: '2026-12-15',
  paidAt: null,
  codeReg: 'SP-000000042',
  applicationType: 'new',
  qualification: 'kecil',
  company: { name: 'PT Maju Jaya Konstruksi', address: 'Jl. Merdeka 1, Jakarta Pusat', npwp: '013121660091000' },
  issuer: { name: 'Badan Sertifikasi KADIN', address: 'Menara Kadin, Jakarta Selatan', npwp: '0013121660091000' },
  ...quote,
  bankAccounts: [
    { bank_name: 'Bank Mandiri', account_number: '1230009876543', account_holder: 'Badan Sertifikasi KADIN' },
    { bank_name: 'BCA', account_number: '5260123456', account_holder: 'PT BSKI Rekening Dua' },
  ],
  verificationCode: '7K3M0Q1Z',
  publicUrl: 'https://portal.example.id/invoice/INV-202612-000042?code=7K3M0Q1Z',
  ...over,
});

const A4 = { width: 595.28, height: 841.89 };

afterAll(() => closeInvoicePdfRenderer());

describe('invoice PDF (docs/business-rules.md#invoices)', () => {
  it('is one A4 portrait page with the parties, numbers, WIB dates, lines, amounts, words and bank accounts', async () => {
    expect(quote.total).toBe(3_885_000);
    const pdf = await renderInvoicePdf(invoice());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0].width).toBeCloseTo(A4.width, 1);
    expect(pages[0].height).toBeCloseTo(A4.height, 1);
    const { text } = pages[0];
    for (const s of [
      'INVOICE',
      'INV-202612-000042',
      'SP-000000042',
      'Badan Sertifikasi KADIN',
      'Menara Kadin, Jakarta Selatan',
      'NPWP 0013.1216.6009.1000', // the issuer's 16-digit NPWP
      'PT Maju Jaya Konstruksi',
      'Jl. Merdeka 1, Jakarta Pusat',
      'NPWP 01.312.166.0-091.000', // the company's 15-digit NPWP
      'Baru, kualifikasi Kecil',
      '1 Desember 2026', // issued 30 Nov 17:30 UTC = 1 Dec 00:30 WIB
      '15 Desember 2026', // the due date as stored
      'Biaya SBU kualifikasi Kecil (sub-bidang pertama)',
      'Sub-bidang tambahan',
      'Rp 2.500.000',
      'Rp 500.000',
      'Rp 1.000.000',
      'Rp 3.500.000',
      'Rp 3.208.333',
      'Rp 385.000',
      'Rp 3.885.000',
      'Terbilang: tiga juta delapan ratus delapan puluh lima ribu rupiah',
      'Bank Mandiri',
      '1230009876543',
      'BCA',
      '5260123456',
      'PT BSKI Rekening Dua',
      'Kode verifikasi: 7K3M0Q1Z',
      'https://portal.example.id/invoice/INV-202612-000042?code=7K3M0Q1Z',
      'Menunggu Pembayaran',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('30 November 2026');
    expect(text).not.toContain('LUNAS');
    // Every date in words, never YYYY-MM-DD (issue 23, point 4).
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  });

  it('prints a renewal line at quantity × unit price and its discount on a line of its own', async () => {
    const renewal = computeFee(DEFAULT_FEE_SCHEDULE, {
      applicationType: 'renewal',
      qualification: 'kecil',
      subBidangCount: 2,
    });
    const [page] = await readPdf(await renderInvoicePdf(invoice({ applicationType: 'renewal', ...renewal })));
    const first = renewal.lines[0]!;
    expect(first.amount).toBeLessThan(first.unit_price);
    const text = page!.text;
    expect(text).toContain(`Rp ${first.unit_price.toLocaleString('id-ID')}`);
    expect(text.match(/Potongan perpanjangan/g)).toHaveLength(2);
    expect(text).toContain(`−Rp ${(first.unit_price - first.amount).toLocaleString('id-ID')}`);
    expect(text).toContain(`Rp ${renewal.total.toLocaleString('id-ID')}`);
  });

  it('prints the WIB calendar day on both sides of midnight UTC+7', async () => {
    const before = await readPdf(
      await renderInvoicePdf(invoice({ issuedAt: new Date('2026-01-31T16:59:59Z'), dueDate: '2026-02-14' })),
    );
    expect(before[0].text).toContain('31 Januari 2026');
    expect(before[0].text).toContain('14 Februari 2026');
    const after = await readPdf(
      await renderInvoicePdf(invoice({ issuedAt: new Date('2026-01-31T17:00:00Z'), dueDate: '2026-02-15' })),
    );
    expect(after[0].text).toContain('1 Februari 2026');
    expect(after[0].text).not.toContain('31 Januari 2026');
  });

  it('embeds its fonts (DejaVu Sans subsets) and refers to no standard-14 font', async () => {
    const pdf = await renderInvoicePdf(invoice({ status: 'paid', paidAt: new Date('2026-12-02T03:00:00Z') }));
    const fonts = pdfFonts(pdf);
    expect(fonts.baseFonts.length).toBeGreaterThanOrEqual(2);
    for (const name of fonts.baseFonts) expect(name).toMatch(/^[A-Z]{6}\+DejaVuSans(-Bold)?$/);
    expect(fonts.baseFonts.some((n) => n.endsWith('-Bold'))).toBe(true);
    expect(fonts.subtypes).not.toContain('Type1');
    expect(fonts.embeddedPrograms).toBeGreaterThanOrEqual(2);
    expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont\s*\/(Helvetica|Times|Courier|Symbol|ZapfDingbats)/);
  });

  it.each([
    ['paid', 'LUNAS'],
    ['cancelled', 'DIBATALKAN'],
    ['refunded', 'DIKEMBALIKAN'],
  ] as const)('stamps a %s invoice %s', async (status, label) => {
    const paidAt = status === 'cancelled' ? null : new Date('2026-12-02T03:00:00Z');
    const [page] = await readPdf(await renderInvoicePdf(invoice({ status, paidAt })));
    expect(page.text).toContain(label);
    if (paidAt) expect(page.text).toContain('Tanggal bayar 2 Desember 2026');
    else expect(page.text).toContain('jangan melakukan transfer');
  });

  it('carries a QR code that opens the public invoice link', async () => {
    const pdf = await renderInvoicePdf(invoice());
    const { text } = await decodeQrOnFirstPage(pdf);
    expect(text).toBe('https://portal.example.id/invoice/INV-202612-000042?code=7K3M0Q1Z');
  });

  it('moves what does not fit to a second page instead of cutting it', async () => {
    const long = 'Jl. Panjang Sekali '.repeat(30).trim();
    const many = Array.from({ length: 5 }, (_, i) => ({
      bank_name: `Bank ${i + 1}`,
      account_number: `90000000${i}`,
      account_holder: `Pemegang Rekening ${i + 1}`,
    }));
    const pages = await readPdf(
      await renderInvoicePdf(
        invoice({
          company: { name: 'PT Alamat Panjang', address: long, npwp: null },
          issuer: { name: 'BSKI', address: long, npwp: null },
          bankAccounts: many,
        }),
      ),
    );
    expect(pages).toHaveLength(2);
    // Every page says what it belongs to.
    expect(pages[0].text).toContain('Invoice INV-202612-000042 · Halaman 1 dari 2');
    expect(pages[1].text).toContain('Invoice INV-202612-000042 · Halaman 2 dari 2');
    for (const p of pages) expect(p.height).toBeCloseTo(A4.height, 1);
    const all = pages.map((p) => p.text).join(' ');
    for (const a of many) expect(all).toContain(a.account_number);
    expect(all).toContain('Kode verifikasi: 7K3M0Q1Z');
    expect(all).toContain('Terbilang: tiga juta delapan ratus delapan puluh lima ribu rupiah');
  });
});

describe('receipt (kuitansi) PDF', () => {
  const paidAt = new Date('2026-12-01T16:59:00Z'); // 23:59 WIB on 1 December

  it('says who paid how much, in figures and words, for what and when', async () => {
    const pdf = await renderInvoicePdf(invoice({ kind: 'receipt', status: 'paid', paidAt }));
    const pages = await readPdf(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0].width).toBeCloseTo(A4.width, 1);
    const { text } = pages[0];
    for (const s of [
      'KUITANSI',
      'Telah terima dari',
      'PT Maju Jaya Konstruksi',
      'NPWP 01.312.166.0-091.000',
      'Uang sejumlah',
      'Rp 3.885.000',
      'Terbilang: tiga juta delapan ratus delapan puluh lima ribu rupiah',
      'Untuk pembayaran',
      'SP-000000042',
      'INV-202612-000042',
      'Tanggal pembayaran',
      '1 Desember 2026 pukul 23.59 WIB',
      'Badan Sertifikasi KADIN',
      'LUNAS',
      'Kode verifikasi: 7K3M0Q1Z',
      'Kuitansi INV-202612-000042 · Halaman 1 dari 1',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('Cara pembayaran');
    expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    expect((await decodeQrOnFirstPage(pdf)).text).toBe(
      'https://portal.example.id/invoice/INV-202612-000042?code=7K3M0Q1Z',
    );
  });

  it('of a refunded invoice is stamped DIKEMBALIKAN', async () => {
    const [page] = await readPdf(await renderInvoicePdf(invoice({ kind: 'receipt', status: 'refunded', paidAt })));
    expect(page.text).toContain('DIKEMBALIKAN');
    expect(page.text).not.toContain('LUNAS');
  });

  it('is refused for an unpaid invoice, and the worker goes on serving', async () => {
    await expect(renderInvoicePdf(invoice({ kind: 'receipt' }))).rejects.toThrow(/unpaid/);
    const [page] = await readPdf(await renderInvoicePdf(invoice()));
    expect(page.text).toContain('INV-202612-000042');
  });
});

describe('rendering off the event loop (docs/decisions/053)', () => {
  it('keeps the event loop turning while 10 PDFs render', async () => {
    await renderInvoicePdf(invoice()); // the worker is up, so what follows measures rendering only
    let ticks = 0;
    let ticksBeforeFirst: number | null = null;
    const timer = setInterval(() => ticks++, 1);
    try {
      const pdfs = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          renderInvoicePdf(invoice({ transId: `INV-202612-00010${i}` })).then((pdf) => {
            ticksBeforeFirst ??= ticks;
            return pdf;
          }),
        ),
      );
      expect(pdfs).toHaveLength(10);
      const texts = await Promise.all(pdfs.map(async (p) => (await readPdf(p))[0].text));
      texts.forEach((t, i) => expect(t).toContain(`INV-202612-00010${i}`));
    } finally {
      clearInterval(timer);
    }
    // The timer fired while the first PDF was still being drawn: drawing happens on another thread.
    expect(ticksBeforeFirst).toBeGreaterThan(0);
    expect(ticks).toBeGreaterThan(ticksBeforeFirst ?? 0);
  });
});
