import PDFDocument from 'pdfkit';
import type { TCertificateData } from '@portal/contract';

/**
 * What the certificate PDF prints (docs/business-rules.md#certificate-pdf). A preview (`number`
 * null) is marked as such and its QR code is left out; an issued certificate prints its number,
 * revision and the QR code of `publicUrl` (`{PUBLIC_URL}/sertifikat/{uuid}`).
 */
export interface TCertificatePdfData {
  number: string | null;
  revision: number;
  data: TCertificateData;
  /** WIB dates `YYYY-MM-DD`. */
  issuedOn: string;
  validUntil: string;
  publicUrl: string | null;
}

/**
 * The certificate PDF: A4 landscape. PROVISIONAL body (plain text on the calling thread) so the
 * endpoints can be built; the PDF work replaces it with the real layout on a worker thread,
 * keeping this signature.
 */
export function renderCertificatePdf(input: TCertificatePdfData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', info: { Title: `SBU ${input.number ?? 'PRATINJAU'}` } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(24).text('SERTIFIKAT BADAN USAHA', { align: 'center' });
    doc.fontSize(12).text(input.number ?? 'PRATINJAU', { align: 'center' });
    doc.text(input.data.company_name).text(input.data.company_address).text(input.data.qualification);
    for (const s of input.data.sub_bidang) doc.text(`${s.code} ${s.name} (KBLI ${s.kbli_code})`);
    doc.text(`${input.issuedOn} – ${input.validUntil}`).text(`${input.data.signatory_name}, ${input.data.signatory_position}`);
    if (input.publicUrl) doc.text(input.publicUrl);
    doc.end();
  });
}

/** Stops the rendering thread (graceful shutdown, tests). */
export async function closeCertificatePdfRenderer(): Promise<void> {}
