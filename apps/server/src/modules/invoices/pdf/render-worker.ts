import { servePdfRequests } from '../../../infra/pdf/serve-pdf-requests';
import { drawInvoicePdf } from './render';

/**
 * The invoice PDF worker's entry (docs/decisions/053). The build bundles it as
 * dist/invoice-pdf-worker.mjs; under tsx or Vitest it runs from this source.
 */
servePdfRequests(drawInvoicePdf);
