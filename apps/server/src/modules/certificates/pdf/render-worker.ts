import { servePdfRequests } from '../../../infra/pdf/serve-pdf-requests';
import { drawCertificatePdf } from './draw-certificate';

/**
 * The certificate PDF worker's entry (docs/decisions/070). The build bundles it as
 * dist/certificate-pdf-worker.mjs; under tsx or Vitest it runs from this source.
 */
servePdfRequests(drawCertificatePdf);
