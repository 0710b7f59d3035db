import type { TPdfSignature } from '../../../infra/pdf/sign-pdf';
import { PdfWorker, workerEntry } from '../../../infra/pdf/worker-pool';
import type { TInvoicePdfData } from './invoice-pdf-data';

export type { TInvoicePdfData, TInvoicePdfParty } from './invoice-pdf-data';
export { terbilangRupiah } from './terbilang';

/** The worker's bundle beside dist/server.mjs (apps/server/build-options.mjs) and its source. */
export const INVOICE_PDF_WORKER = { bundle: 'invoice-pdf-worker.mjs', source: './render-worker.ts' } as const;

const worker = new PdfWorker<TInvoicePdfData>(() => workerEntry(import.meta.url, INVOICE_PDF_WORKER));

/**
 * The invoice or receipt (kuitansi) PDF of an invoice (docs/business-rules.md#invoices): A4,
 * DejaVu Sans embedded, drawn on a worker thread so the event loop never waits for it
 * (docs/decisions/053), and signed there when `sign` is given (docs/decisions/102). Rejects for
 * a receipt without a payment date.
 */
export function renderInvoicePdf(data: TInvoicePdfData, sign?: TPdfSignature): Promise<Buffer> {
  return worker.render(data, sign);
}

/** Stops the rendering thread (graceful shutdown, tests). */
export function closeInvoicePdfRenderer(): Promise<void> {
  return worker.close();
}
