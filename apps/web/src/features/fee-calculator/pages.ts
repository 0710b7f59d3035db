import { lazyPage } from '@/lib/lazy-page';

export const AdminCalculatorPage = lazyPage(() => import('./pages/admin-calculator-page'), 'AdminCalculatorPage', [
  'fees',
  'errors',
]);
