import { lazyPage } from '@/lib/lazy-page';

export const LeaderProfilePage = lazyPage(() => import('./pages/profile-page'), 'LeaderProfilePage', [
  'profile',
  'company',
  'status',
  'errors',
]);
