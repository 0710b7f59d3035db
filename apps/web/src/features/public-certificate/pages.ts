import { lazyPage } from '@/lib/lazy-page';

/** The public certificate pages: one small chunk of their own, reached from the QR code and from /verify. */
const NS = ['publicCertificate'];
export const CertificatePage = lazyPage(() => import('./pages/certificate-page'), 'CertificatePage', NS);
export const VerifyPage = lazyPage(() => import('./pages/verify-page'), 'VerifyPage', NS);
