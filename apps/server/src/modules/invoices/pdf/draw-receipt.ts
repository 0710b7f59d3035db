import { APPLICATION_TYPE_LABELS, QUALIFICATION_LABELS, formatCurrency } from '@portal/contract';
import type { TInvoicePdfData } from './invoice-pdf-data';
import {
  ACCENT,
  CONTENT_WIDTH,
  LEFT,
  MUTED,
  RIGHT,
  SHADE,
  type TDoc,
  keyValues,
  letterhead,
  npwpLine,
  stamp,
  terbilangBand,
  text,
  verificationBlock,
} from './layout';
import { STATUS_STAMPS, pdfDate, pdfDateTime, pdfText } from './pdf-text';

/**
 * The receipt (kuitansi) of a paid invoice (docs/business-rules.md#invoices): who paid, how
 * much (in figures and words), for what, and when. A refunded invoice keeps its receipt, stamped
 * DIKEMBALIKAN instead of LUNAS.
 */
export function drawReceipt(doc: TDoc, data: TInvoicePdfData & { paidAt: Date }): void {
  let y = letterhead(
    doc,
    data.issuer,
    pdfText('receipt.title'),
    pdfText('receipt.subtitle', { transId: data.transId }),
  );

  const payerDetails = [data.company.address, npwpLine(data.company.npwp)].filter(Boolean).join('\n');
  const purpose = pdfText('receipt.purpose', {
    type: APPLICATION_TYPE_LABELS[data.applicationType].id,
    qualification: QUALIFICATION_LABELS[data.qualification].id,
    codeReg: data.codeReg,
    transId: data.transId,
    date: pdfDate(data.issuedAt),
  });
  y = keyValues(
    doc,
    [
      [pdfText('receipt.received_from'), data.company.name, { bold: true, size: 10 }],
      ...(payerDetails ? [['', payerDetails] as [string, string]] : []),
      [pdfText('receipt.for_payment'), purpose],
      [
        pdfText('receipt.details'),
        pdfText('receipt.details_value', {
          subtotal: formatCurrency(data.subtotal),
          ppn: formatCurrency(data.ppn),
          dpp: formatCurrency(data.dpp),
        }),
      ],
      [pdfText('receipt.paid_at'), pdfDateTime(data.paidAt)],
    ],
    LEFT,
    y + 4,
    CONTENT_WIDTH,
    130,
  );

  // The amount, large, in a shaded box; the words under it.
  y += 10;
  const boxW = 260;
  doc.rect(LEFT, y, boxW, 40).fill(SHADE);
  doc.rect(LEFT, y, 3, 40).fill(ACCENT);
  text(doc, pdfText('receipt.amount'), LEFT + 12, y + 6, { width: boxW - 24, size: 8, color: MUTED });
  text(doc, formatCurrency(data.total), LEFT + 12, y + 17, { width: boxW - 24, size: 16, bold: true });
  const st = STATUS_STAMPS[data.status] ?? STATUS_STAMPS.paid!;
  stamp(doc, st.text, st.color, LEFT + boxW + (CONTENT_WIDTH - boxW) / 2, y + 20, CONTENT_WIDTH - boxW - 40);
  y = terbilangBand(doc, data.total, y + 58) + 26;

  // Place and date of issue with the issuer's name, where a signature would be.
  const signW = 220;
  const signX = RIGHT - signW;
  y = text(doc, pdfDate(data.paidAt), signX, y, { width: signW, align: 'center', color: MUTED });
  y = text(doc, pdfText('receipt.recipient'), signX, y + 2, { width: signW, align: 'center', color: MUTED });
  y = text(doc, data.issuer.name, signX, y + 30, { width: signW, align: 'center', bold: true, size: 10 });
  y += 24;

  verificationBlock(
    doc,
    {
      url: data.publicUrl,
      code: data.verificationCode,
      issuerName: data.issuer.name,
      heading: pdfText('receipt.verify_heading'),
    },
    y,
  );
}
