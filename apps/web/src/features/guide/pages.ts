import { lazyPage } from '@/lib/lazy-page';

export const GuidePage = lazyPage(() => import('./pages/guide-page'), 'GuidePage', [
  'guide',
  'status',
  'fees',
  'admin',
  'errors',
]);
