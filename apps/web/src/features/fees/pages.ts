import { lazyPage } from '@/lib/lazy-page';

export const AdminCalculatorPage = lazyPage(
  () => import('./admin/pages/admin-calculator-page'),
  'AdminCalculatorPage',
  ['fees', 'errors'],
);
