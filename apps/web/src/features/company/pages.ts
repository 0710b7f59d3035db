import { lazyPage } from '@/lib/lazy-page';

export const CompanyPage = lazyPage(() => import('./pages/company-page'), 'CompanyPage', [
  'company',
  'status',
  'errors',
]);
