import { lazyPage } from '@/lib/lazy-page';

const NS = ['adminWorkflow', 'admin', 'status', 'errors', 'files'];

export const PaymentVerificationPage = lazyPage(
  () => import('./pages/payment-verification-page'),
  'PaymentVerificationPage',
  NS,
);
export const AdminApplicationsPage = lazyPage(
  () => import('./pages/admin-applications-page'),
  'AdminApplicationsPage',
  NS,
);
export const AdminRenewalsPage = lazyPage(() => import('./pages/admin-applications-page'), 'AdminRenewalsPage', NS);
export const AdminApplicationDetailPage = lazyPage(
  () => import('./pages/admin-application-detail-page'),
  'AdminApplicationDetailPage',
  NS,
);
export const AdminDocumentRequestsPage = lazyPage(
  () => import('./pages/admin-document-requests-page'),
  'AdminDocumentRequestsPage',
  NS,
);
export const AdminTransactionsPage = lazyPage(
  () => import('./pages/admin-transactions-page'),
  'AdminTransactionsPage',
  NS,
);
