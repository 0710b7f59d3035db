import { lazyPage } from '@/lib/lazy-page';

const NS = ['invoices', 'applications', 'fees', 'status', 'files', 'errors'];
export const TransactionsPage = lazyPage(() => import('./pages/transactions-page'), 'TransactionsPage', NS);
export const PaymentPage = lazyPage(() => import('./pages/payment-page'), 'PaymentPage', NS);

// The admin's application and invoice screens share the `adminWorkflow` texts (docs/decisions/096).
const ADMIN_NS = ['adminWorkflow', 'admin', 'status', 'errors', 'files'];
export const AdminTransactionsPage = lazyPage(
  () => import('./admin/pages/admin-transactions-page'),
  'AdminTransactionsPage',
  ADMIN_NS,
);
export const PaymentVerificationPage = lazyPage(
  () => import('./admin/pages/payment-verification-page'),
  'PaymentVerificationPage',
  ADMIN_NS,
);
export const StatementImportPage = lazyPage(
  () => import('./admin/pages/statement-import-page'),
  'StatementImportPage',
  ADMIN_NS,
);
