import { lazyPage } from '@/lib/lazy-page';

const NS = ['adminCertificates', 'admin', 'status', 'errors', 'files'];

export const AdminCertificatesPage = lazyPage(
  () => import('./pages/admin-certificates-page'),
  'AdminCertificatesPage',
  NS,
);
export const AdminCertificateDetailPage = lazyPage(
  () => import('./pages/admin-certificate-detail-page'),
  'AdminCertificateDetailPage',
  NS,
);
export const SbuPreviewPage = lazyPage(() => import('./pages/sbu-preview-page'), 'SbuPreviewPage', NS);
export const SbuPublishPage = lazyPage(() => import('./pages/sbu-publish-page'), 'SbuPublishPage', NS);
// The sub-bidang picker is the application form's, with its texts.
export const SbuEditPage = lazyPage(() => import('./pages/sbu-edit-page'), 'SbuEditPage', [...NS, 'applications']);
