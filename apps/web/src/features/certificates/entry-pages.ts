import { lazyPage } from '@/lib/lazy-page';

/**
 * The certificates feature's pages reached before sign-in, for the entry routes (the first chunk,
 * docs/decisions/096): only these lazy wrappers, so the other pages' wrappers and preload lists in
 * ./pages.ts stay out of the login page's JavaScript.
 */
const NS = ['publicCertificate'];
/** /verify also holds the complaint form (docs/business-rules.md#complaints-and-appeals). */
const VERIFY_NS = [...NS, 'appeals'];
/** The public certificate pages: one small chunk of their own, reached from the QR code and from /verify. */
export const CertificatePage = lazyPage(() => import('./public/pages/certificate-page'), 'CertificatePage', NS);
export const VerifyPage = lazyPage(() => import('./public/pages/verify-page'), 'VerifyPage', VERIFY_NS);
