import { lazyPage } from '@/lib/lazy-page';

export const SubBidangPage = lazyPage(() => import('./pages/sub-bidang-page'), 'SubBidangPage', [
  'catalogue',
  'errors',
]);
