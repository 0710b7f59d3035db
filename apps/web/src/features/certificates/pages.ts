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

const ADMIN_NS = ['adminCertificates', 'admin', 'status', 'errors', 'files'];
export const AdminCertificatesPage = lazyPage(
  () => import('./admin/pages/admin-certificates-page'),
  'AdminCertificatesPage',
  ADMIN_NS,
);
export const AdminCertificateDetailPage = lazyPage(
  () => import('./admin/pages/admin-certificate-detail-page'),
  'AdminCertificateDetailPage',
  ADMIN_NS,
);
export const SbuPreviewPage = lazyPage(() => import('./admin/pages/sbu-preview-page'), 'SbuPreviewPage', ADMIN_NS);
/** Antrean Penerbitan SBU: approved applications, bulk publish under one signatory (docs/business-rules.md#bulk-work). */
export const PublishQueuePage = lazyPage(
  () => import('./admin/pages/publish-queue-page'),
  'PublishQueuePage',
  ADMIN_NS,
);
export const SbuPublishPage = lazyPage(() => import('./admin/pages/sbu-publish-page'), 'SbuPublishPage', ADMIN_NS);
// The sub-bidang picker is the application form's, with its texts.
export const SbuEditPage = lazyPage(() => import('./admin/pages/sbu-edit-page'), 'SbuEditPage', [
  ...ADMIN_NS,
  'applications',
]);
