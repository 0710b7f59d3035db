import { lazyPage } from '@/lib/lazy-page';

// `admin`: the certificate settings' signatory fields (components/admin/signatory-fields).
export const AdminCalculatorPage = lazyPage(
  () => import('./admin/pages/admin-calculator-page'),
  'AdminCalculatorPage',
  ['fees', 'errors', 'admin'],
);
