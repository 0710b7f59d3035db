import { lazyPage } from '@/lib/lazy-page';

const NS = ['applications', 'fees', 'status', 'files', 'errors'];
export const ApplicationsPage = lazyPage(() => import('./pages/applications-page'), 'ApplicationsPage', NS);
export const NewApplicationPage = lazyPage(() => import('./pages/application-form-page'), 'NewApplicationPage', NS);
export const EditApplicationPage = lazyPage(() => import('./pages/application-form-page'), 'EditApplicationPage', NS);
export const ApplicationDetailPage = lazyPage(
  () => import('./pages/application-detail-page'),
  'ApplicationDetailPage',
  NS,
);

// The admin's application and invoice screens share the `adminWorkflow` texts (docs/decisions/096).
const ADMIN_NS = ['adminWorkflow', 'admin', 'status', 'errors', 'files'];
export const AdminApplicationsPage = lazyPage(
  () => import('./admin/pages/admin-applications-page'),
  'AdminApplicationsPage',
  ADMIN_NS,
);
export const AdminRenewalsPage = lazyPage(
  () => import('./admin/pages/admin-applications-page'),
  'AdminRenewalsPage',
  ADMIN_NS,
);
export const AdminApplicationDetailPage = lazyPage(
  () => import('./admin/pages/admin-application-detail-page'),
  'AdminApplicationDetailPage',
  ADMIN_NS,
);
export const AdminDocumentRequestsPage = lazyPage(
  () => import('./admin/pages/admin-document-requests-page'),
  'AdminDocumentRequestsPage',
  ADMIN_NS,
);
