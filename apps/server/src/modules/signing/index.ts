import type { TPdfSignature } from '../../infra/pdf/sign-pdf';
import type { Deps } from '../../types';
import { pdfSigningKey } from './pdf-key';

/**
 * The signing module's public face (docs/decisions/102): the key that signs the PDFs (the
 * operator's PKCS#12 or the portal's own), the credential key and its JWKS, and their rotation.
 */
export {
  assertPdfKeyReadable,
  knownPdfCertificates,
  pdfSigningCertificate,
  pdfSigningKey,
  readPkcs12,
  rotatePdfKey,
} from './pdf-key';
export { credentialJwks, rotateCredentialKey, signVcJwt, verifyVcJwt, VC_JWT_TYPE } from './credential-key';
export { registerSigningRoutes, JWKS_PATH } from './routes';
export type { TPdfSignature, TPdfSigningKey } from '../../infra/pdf/sign-pdf';

/** What a PDF worker needs to sign one PDF now: the key (loaded before any lock is taken) and the reason. */
export async function pdfSignature(
  deps: Pick<Deps, 'db' | 'secret' | 'config' | 'clock'>,
  reason: string,
): Promise<TPdfSignature> {
  return { key: await pdfSigningKey(deps), reason, signingTime: deps.clock.now().toISOString() };
}
