import { lazyPage } from '@/lib/lazy-page';

export const CompanyPage = lazyPage(() => import('./pages/company-page'), 'CompanyPage', [
  'company',
  'status',
  'errors',
]);

const ADMIN_NS = ['admin', 'status', 'company', 'errors', 'files'] as const;
export const AdminCompaniesPage = lazyPage(
  () => import('./admin/pages/admin-companies-page'),
  'AdminCompaniesPage',
  ADMIN_NS,
);
export const AdminCompanyDetailPage = lazyPage(
  () => import('./admin/pages/admin-company-detail-page'),
  'AdminCompanyDetailPage',
  ADMIN_NS,
);
export const AdminCompanyEditPage = lazyPage(
  () => import('./admin/pages/admin-company-edit-page'),
  'AdminCompanyEditPage',
  ADMIN_NS,
);
