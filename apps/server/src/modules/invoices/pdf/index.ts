import type { TApplicationType, TFeeLine, TInvoiceStatus, TQualification } from '@portal/contract';

/**
 * TEMPORARY placeholder of the invoice PDF module: a valid one-page PDF naming the document and
 * its number, so the PDF endpoint and its tests run. The real renderer (A4, embedded fonts, QR
 * code, terbilang, in a worker thread) replaces this file.
 */
export interface TInvoicePdfData {
  kind: 'invoice' | 'receipt';
  transId: string;
  status: TInvoiceStatus;
  issuedAt: Date;
  /** YYYY-MM-DD WIB */
  dueDate: string;
  paidAt: Date | null;
  codeReg: string;
  applicationType: TApplicationType;
  qualification: TQualification;
  company: { name: string; address: string | null; npwp: string | null };
  issuer: { name: string; address: string | null; npwp: string | null };
  lines: TFeeLine[];
  subtotal: number;
  dpp: number;
  ppn: number;
  total: number;
  bankAccounts: { bank_name: string; account_number: string; account_holder: string }[];
  verificationCode: string;
  /** absolute */
  publicUrl: string;
}

const pdfText = (s: string) => s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

export function renderInvoicePdf(data: TInvoicePdfData): Promise<Buffer> {
  const title = data.kind === 'receipt' ? 'KUITANSI' : 'INVOICE';
  const content = `BT /F1 18 Tf 72 770 Td (${pdfText(title)}) Tj ET\nBT /F1 12 Tf 72 740 Td (${pdfText(data.transId)}) Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Promise.resolve(Buffer.from(out, 'latin1'));
}
