import { drawInvoice } from './draw-invoice';
import { drawReceipt } from './draw-receipt';
import type { TInvoicePdfData } from './invoice-pdf-data';
import { newDocument, pageFooters, toBuffer } from './layout';
import { pdfText } from './pdf-text';

/**
 * Draws the PDF on the calling thread (the worker calls it; docs/decisions/053). A receipt
 * needs a payment date: the endpoint answers 409 before asking for one of an unpaid invoice.
 */
export function drawInvoicePdf(data: TInvoicePdfData): Promise<Buffer> {
  const receipt = data.kind === 'receipt';
  const title = pdfText(receipt ? 'receipt.document_title' : 'invoice.document_title', { transId: data.transId });
  const doc = newDocument(title, data.issuer.name);
  if (receipt) {
    const { paidAt } = data;
    if (!paidAt) throw new RangeError(`no receipt for an unpaid invoice (${data.transId})`);
    drawReceipt(doc, { ...data, paidAt });
  } else {
    drawInvoice(doc, data);
  }
  pageFooters(doc, title);
  return toBuffer(doc);
}
