import type { TDownloadMode } from '../documents/schemas';
import { apiPath } from '../endpoints/types';

/** The PDFs of an invoice (docs/api.md, Invoices): the invoice, and once paid its receipt (kuitansi). */
export const INVOICE_PDF_KINDS = ['invoice', 'receipt'] as const;
export type TInvoicePdfKind = (typeof INVOICE_PDF_KINDS)[number];

/** Relative URL of an invoice PDF (an allowed file prefix of docs/business-rules.md#file-access). */
export const invoicePdfUrl = (
  uuidInvoice: string,
  kind: TInvoicePdfKind = 'invoice',
  mode: TDownloadMode = 'view',
): string =>
  `${apiPath('transactions/generate_invoice_pdf.php')}?${new URLSearchParams({ uuid_invoice: uuidInvoice, kind, mode }).toString()}`;

/** The public invoice page the PDF's QR code opens (relative; the PDF prefixes PUBLIC_URL). */
export const publicInvoicePath = (transId: string, code?: string): string =>
  `/invoice/${encodeURIComponent(transId)}${code ? `?${new URLSearchParams({ code }).toString()}` : ''}`;
