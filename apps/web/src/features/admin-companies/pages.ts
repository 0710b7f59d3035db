import { lazyPage } from '@/lib/lazy-page';

const NS = ['admin', 'status', 'company', 'errors', 'files'] as const;
export const AdminCompaniesPage = lazyPage(() => import('./pages/admin-companies-page'), 'AdminCompaniesPage', NS);
export const AdminCompanyDetailPage = lazyPage(
  () => import('./pages/admin-company-detail-page'),
  'AdminCompanyDetailPage',
  NS,
);
export const AdminCompanyEditPage = lazyPage(
  () => import('./pages/admin-company-edit-page'),
  'AdminCompanyEditPage',
  NS,
);
