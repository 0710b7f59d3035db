import { PDF_TEXTS, textsIn } from '@portal/contract';
import type { TPdfSignature, TPdfSigningKey } from '../../../infra/pdf/sign-pdf';
import { PdfWorker, workerEntry } from '../../../infra/pdf/worker-pool';
import type { TCertificatePdfData } from './certificate-pdf-data';

export type { TCertificatePdfData } from './certificate-pdf-data';

/** The worker's bundle beside dist/server.mjs (apps/server/build-options.mjs) and its source. */
export const CERTIFICATE_PDF_WORKER = { bundle: 'certificate-pdf-worker.mjs', source: './render-worker.ts' } as const;

const worker = new PdfWorker<TCertificatePdfData>(() => workerEntry(import.meta.url, CERTIFICATE_PDF_WORKER));

/**
 * The certificate PDF (docs/business-rules.md#certificate-pdf): A4 landscape, DejaVu fonts and the
 * portal's logo embedded, the QR code of `publicUrl`; a preview (`number` null) is marked and has
 * no QR code. Drawn on a worker thread of its own, so the event loop never waits for it, and with
 * no network call (docs/decisions/070); an issued certificate is signed there too (`sign`,
 * docs/decisions/102), a preview never.
 */
export function renderCertificatePdf(input: TCertificatePdfData, sign?: TPdfSignature): Promise<Buffer> {
  return worker.render(input, sign);
}

/** Stops the rendering thread (graceful shutdown, tests). */
export function closeCertificatePdfRenderer(): Promise<void> {
  return worker.close();
}

const pdfText = textsIn(PDF_TEXTS, 'id');

/** How an issued revision is signed: its number and revision as the reason, signed at `at`. */
export function certificateSignature(
  key: TPdfSigningKey | null,
  number: string,
  revision: number,
  at: Date,
): TPdfSignature | undefined {
  if (!key) return undefined;
  return { key, reason: pdfText('signature.certificate_reason', { number, revision }), signingTime: at.toISOString() };
}
