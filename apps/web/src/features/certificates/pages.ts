import { lazyPage } from '@/lib/lazy-page';

const NS = ['certificates', 'applications', 'status', 'files', 'admin', 'errors'];
export const CertificatesPage = lazyPage(() => import('./pages/certificates-page'), 'CertificatesPage', NS);
export const CertificateDetailPage = lazyPage(
  () => import('./pages/certificate-detail-page'),
  'CertificateDetailPage',
  NS,
);
/** Renewal (and upgrade, `?type=upgrade`) from a certificate: the application form, prefilled, with its quote. */
export const CertificateApplicationPage = lazyPage(
  () => import('./pages/certificate-application-page'),
  'CertificateApplicationPage',
  [...NS, 'fees'],
);
