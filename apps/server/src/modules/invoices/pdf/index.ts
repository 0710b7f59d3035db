import type { TInvoicePdfData } from './invoice-pdf-data';
import { PdfWorker, workerEntry } from './worker-pool';

export type { TInvoicePdfData, TInvoicePdfParty } from './invoice-pdf-data';
export { terbilangRupiah } from './terbilang';

const worker = new PdfWorker(() => workerEntry(import.meta.url));

/**
 * The invoice or receipt (kuitansi) PDF of an invoice (docs/business-rules.md#invoices): A4,
 * DejaVu Sans embedded, drawn on a worker thread so the event loop never waits for it
 * (docs/decisions/053). Rejects for a receipt without a payment date.
 */
export function renderInvoicePdf(data: TInvoicePdfData): Promise<Buffer> {
  return worker.render(data);
}

/** Stops the rendering thread (graceful shutdown, tests). */
export function closeInvoicePdfRenderer(): Promise<void> {
  return worker.close();
}
